import { msg } from '@lit/localize';
import { Link, useLocation } from 'wouter';
import { showsPersonalEntries, useSession } from '../session/session-store.js';
import { HeaderUser } from './HeaderUser.js';
import { isActive, NAV_ITEMS, PERSONAL_NAV_ITEM } from './nav-items.js';

/**
 * The tender site's header: logo, title, the top navigation (with the personal centre once signed
 * in), the to-do badge and the user.
 */
export function PortalHeader({ title, logo }: { title: string; logo: string }) {
  const [location] = useLocation();
  const state = useSession();
  const items = showsPersonalEntries(state) ? [...NAV_ITEMS, PERSONAL_NAV_ITEM] : NAV_ITEMS;
  return (
    <header className="portal-header" data-shows-at-once>
      <div className="portal-header__inner">
        <Link href="/index" className="portal-header__brand">
          <img src={logo} alt="" width={36} height={36} />
          <span>{title}</span>
        </Link>
        <nav className="portal-header__nav" aria-label={msg('主导航')}>
          {items.map((item) => (
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
          <HeaderUser />
        </div>
      </div>
    </header>
  );
}
