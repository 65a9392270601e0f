import { msg } from '@lit/localize';
import { Link } from 'wouter';

export interface Crumb {
  title: string;
  href?: string;
}

/**
 * Where the page sits, separated by `>`. By default it shows with the first commit (`data-shows-at-once`,
 * host/main.tsx), as on the tender site, where only the header, which shows at once too, is above it;
 * `atOnce={false}` where something above it still moves while the page starts.
 */
export function Breadcrumb({ trail, atOnce = true }: { trail: Crumb[]; atOnce?: boolean }) {
  return (
    <nav className="breadcrumb" aria-label={msg('面包屑')} data-shows-at-once={atOnce || undefined}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${crumb.href ?? ''}>${crumb.title}`}>
            {index > 0 && (
              <span className="breadcrumb__separator" aria-hidden="true">
                {'>'}
              </span>
            )}
            {crumb.href && index < trail.length - 1 ? (
              <Link href={crumb.href}>{crumb.title}</Link>
            ) : (
              <span aria-current={index === trail.length - 1 ? 'page' : undefined}>{crumb.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
