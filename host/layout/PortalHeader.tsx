import { msg } from '@lit/localize';
import { Link, useLocation } from 'wouter';
import { TodoBadge } from '../../elements/react.js';
import { setUnreadCount, showsTodoBadge, useSession } from '../session/session-store.js';
import { isActive, NAV_ITEMS } from './nav-items.js';

/** Logo, title, the top navigation, and on the right the to-do badge and the user. */
export function PortalHeader({ title, logo }: { title: string; logo: string }) {
  const [location] = useLocation();
  const state = useSession();
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
          {showsTodoBadge(state) && (
            <Link
              href="/personal?type=noticeList"
              className="portal-header__todo"
              aria-label={msg('待办消息')}
            >
              <TodoBadge
                source="procure-message"
                label={msg('待办消息')}
                onEipCountChange={(event) => setUnreadCount(event.detail.count)}
              >
                <sl-icon name="bell" aria-hidden="true"></sl-icon>
              </TodoBadge>
            </Link>
          )}
          {state.token ? (
            <span className="portal-header__name">
              <sl-icon name="person-circle" aria-hidden="true"></sl-icon>
              {state.username}
            </span>
          ) : (
            <Link href="/login" className="portal-header__name">
              <sl-icon name="person-circle" aria-hidden="true"></sl-icon>
              {msg('游客')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
