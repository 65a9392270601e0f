import { msg } from '@lit/localize';
import { type MouseEvent, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { type CloseCommand, closeCommandsFor, closeTab, closeTabs, useTabs } from '../session/tabs-store.js';

interface MenuAt {
  path: string;
  x: number;
  y: number;
}

/**
 * One tab per visited page. Affix tabs never close; a tab's context menu closes all, left, right or
 * the others (left and right disabled at the edges). Closing the active tab goes to the last
 * remaining one, or / when none is left.
 */
export function TabBar({ actions }: { actions?: React.ReactNode }) {
  const { visited } = useTabs();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const active = `${location}${search ? `?${search}` : ''}`;
  const [menuAt, setMenuAt] = useState<MenuAt | null>(null);

  useEffect(() => {
    if (!menuAt) return;
    const close = () => setMenuAt(null);
    window.addEventListener('click', close);
    window.addEventListener('keydown', close);
    return () => {
      window.removeEventListener('click', close);
      window.removeEventListener('keydown', close);
    };
  }, [menuAt]);

  const go = (to: string | undefined) => {
    if (to) navigate(to);
  };
  const openMenu = (event: MouseEvent, path: string) => {
    event.preventDefault();
    setMenuAt({ path, x: event.clientX, y: event.clientY });
  };
  const commands: Array<[CloseCommand, string]> = [
    ['all', msg('关闭全部')],
    ['left', msg('关闭左侧')],
    ['right', msg('关闭右侧')],
    ['others', msg('关闭其他')],
  ];
  const enabled = menuAt ? closeCommandsFor(menuAt.path) : undefined;

  return (
    <div className="tab-bar">
      {/* Links to the visited pages, not ARIA tabs: they navigate, and each has its own close button. */}
      <nav className="tab-bar__tabs" aria-label={msg('已打开的页面')}>
        <ul className="tab-bar__list">
          {visited.map((tab) => {
            const selected = tab.path.split('?')[0] === location;
            return (
              <li key={tab.path} className={`tab-bar__tab${selected ? ' tab-bar__tab--active' : ''}`}>
                <Link
                  href={tab.path}
                  aria-current={selected ? 'page' : undefined}
                  onContextMenu={(event) => openMenu(event, tab.path)}
                >
                  {tab.title}
                </Link>
                {!tab.affix && (
                  <button
                    type="button"
                    className="tab-bar__close"
                    aria-label={`${msg('关闭')} ${tab.title}`}
                    onClick={() => go(closeTab(tab.path, active))}
                  >
                    <sl-icon name="x-lg" aria-hidden="true"></sl-icon>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {actions && <div className="tab-bar__actions">{actions}</div>}
      {menuAt && enabled && (
        <div className="tab-bar__menu" role="menu" style={{ left: menuAt.x, top: menuAt.y }}>
          {commands.map(([command, label]) => (
            <button
              key={command}
              type="button"
              role="menuitem"
              disabled={!enabled[command]}
              onClick={() => go(closeTabs(command, menuAt.path, active))}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
