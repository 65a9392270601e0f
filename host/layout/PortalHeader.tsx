import { msg } from '@lit/localize';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { showsPersonalEntries, useSession } from '../session/session-store.js';
import { HeaderUser } from './HeaderUser.js';
import { isActive, NAV_ITEMS, PERSONAL_NAV_ITEM } from './nav-items.js';

/**
 * The tender site's header: logo, title, the top navigation (with the personal centre once signed
 * in), the to-do badge and the user. Below 992 px the navigation folds behind a 菜单 button and opens
 * as rows under the header (styles/tender-chrome.css); opening a page or Escape folds it again.
 */
export function PortalHeader({ title, logo }: { title: string; logo: string }) {
  const [location] = useLocation();
  const state = useSession();
  // Open on the page it was opened on: opening another page folds it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const foldOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', foldOnEscape);
    return () => document.removeEventListener('keydown', foldOnEscape);
  }, [open]);
  const items = showsPersonalEntries(state) ? [...NAV_ITEMS, PERSONAL_NAV_ITEM] : NAV_ITEMS;
  return (
    <header className="portal-header" data-shows-at-once>
      <div className="portal-header__inner">
        <Link href="/index" className="portal-header__brand">
          <img src={logo} alt="" width={36} height={36} />
          <span>{title}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="portal-header__menu"
          aria-expanded={open}
          aria-controls="portal-nav"
          onClick={() => setOpenOn(open ? null : location)}
        >
          <sl-icon name={open ? 'x-lg' : 'list'} aria-hidden="true"></sl-icon>
          <span className="visually-hidden">{msg('菜单')}</span>
        </button>
        <nav
          id="portal-nav"
          className="portal-header__nav"
          aria-label={msg('主导航')}
          data-open={open || undefined}
        >
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
