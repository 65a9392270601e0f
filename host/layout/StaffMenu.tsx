import '@shoelace-style/shoelace/dist/components/badge/badge.js';
import { msg } from '@lit/localize';
import { useEffect, useRef } from 'react';
import type { Snapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import type { MenuItem } from '../../api/contract/menu.js';
import { useRoutes } from '../routing/routes-store.js';
import { menuHref, STAFF_HOME } from '../routing/staff-routes.js';
import { MenuTitle } from './MenuTitle.js';

function MenuEntry({ item, depth }: { item: Snapshot<MenuItem>; depth: number }) {
  const { staffRoutes } = useRoutes();
  const [location] = useLocation();
  const children = (item.children ?? []).filter((child) => !child.hidden);
  if (children.length) {
    return (
      <li className="staff-menu__group">
        <details open={depth > 0 || undefined}>
          <summary>
            {item.icon && <sl-icon name={item.icon} aria-hidden="true"></sl-icon>}
            <MenuTitle title={item.name} kind="submenu" />
          </summary>
          <ul>
            {children.map((child) => (
              <MenuEntry key={child.id} item={child} depth={depth + 1} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  const href = menuHref(item, staffRoutes);
  const external = item.target === '_blank' || /^https?:/i.test(item.menuUrl);
  const content = (
    <>
      {item.icon && <sl-icon name={item.icon} aria-hidden="true"></sl-icon>}
      <MenuTitle title={item.name} kind="item" />
      {item.badge !== undefined && item.badge !== null && item.badge !== '' && (
        <sl-badge variant="danger" pill>
          {String(item.badge)}
        </sl-badge>
      )}
      {item.isNew && <span className="staff-menu__new">new</span>}
    </>
  );
  if (!href) return null;
  return (
    <li>
      {external ? (
        <a href={href} target="_blank" rel="noreferrer" className="staff-menu__link">
          {content}
          <sl-icon name="box-arrow-up-right" aria-hidden="true"></sl-icon>
        </a>
      ) : (
        <Link
          href={href}
          className="staff-menu__link"
          aria-current={location === href.split('?')[0] ? 'page' : undefined}
        >
          {content}
        </Link>
      )}
    </li>
  );
}

/**
 * The user's menu: across the top on wide screens (groups open as drop-downs), down the side on
 * narrow ones (below MOBILE_BREAKPOINT_PX), where it can fold to icons.
 */
export function StaffMenu({
  orientation,
  folded,
  onUnfold,
}: {
  orientation: 'horizontal' | 'vertical';
  folded?: boolean;
  /** Called when a folded side bar's group is opened: the bar unfolds to show it. */
  onUnfold?: () => void;
}) {
  const { menus } = useRoutes();
  const nav = useRef<HTMLElement>(null);
  // Across the top, groups are drop-downs: one open at a time, closed by a choice or a click outside.
  useEffect(() => {
    if (orientation !== 'horizontal') return;
    const closeOutside = (event: MouseEvent) => {
      for (const details of nav.current?.querySelectorAll('details[open]') ?? []) {
        if (!details.contains(event.target as Node)) details.removeAttribute('open');
      }
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [orientation]);
  // A choice closes the drop-down; on a folded side bar, opening a group unfolds the bar.
  useEffect(() => {
    const element = nav.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (folded && target.closest('summary')) onUnfold?.();
      if (orientation === 'horizontal' && target.closest('a')) {
        for (const details of element.querySelectorAll('details[open]')) details.removeAttribute('open');
      }
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [orientation, folded, onUnfold]);
  return (
    <nav
      ref={nav}
      className={`staff-menu staff-menu--${orientation}${folded ? ' staff-menu--folded' : ''}`}
      aria-label={msg('菜单')}
    >
      <ul>
        <li>
          <Link href={STAFF_HOME} className="staff-menu__link">
            <sl-icon name="house" aria-hidden="true"></sl-icon>
            <MenuTitle title={msg('首页')} kind="item" />
          </Link>
        </li>
        {menus
          .filter((item) => !item.hidden)
          .map((item) => (
            <MenuEntry key={item.id} item={item} depth={0} />
          ))}
      </ul>
    </nav>
  );
}
