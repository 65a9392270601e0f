import { msg } from '@lit/localize';
import { Link, useLocation } from 'wouter';
import { isActive, NAV_ITEMS } from './nav-items.js';
import { TodoBell } from './TodoBell.js';
import { UserMenu } from './UserMenu.js';

/** The tender site's header: logo, title, the top navigation, the to-do badge and the user. */
export function PortalHeader({ title, logo }: { title: string; logo: string }) {
  const [location] = useLocation();
  return (
    <header className="portal-header">
      <div className="portal-header__inner">
        <Link href="/index" className="portal-header__brand">
          <img src={logo} alt="" width={36} height={36} />
          <span>{title}</span>
        </Link>
        <nav className="portal-header__nav" aria-label={msg('主导航')}>
          {NAV_ITEMS.map((item) => (
            <Link
              key={item.path}
              href={item.path}
              className="portal-header__link"
              aria-current={isActive(item, location) ? 'page' : undefined}
            >
              {item.label()}
            </Link>
          ))}
        </nav>
        <div className="portal-header__user">
          <TodoBell />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
