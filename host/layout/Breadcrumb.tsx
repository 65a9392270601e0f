import { msg } from '@lit/localize';
import { Link } from 'wouter';

export interface Crumb {
  title: string;
  href?: string;
}

/** Where the page sits, separated by `>`. It shows with the first commit: nothing above it moves. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label={msg('面包屑')} data-shows-at-once>
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
