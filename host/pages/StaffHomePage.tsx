import { msg } from '@lit/localize';
import { useEffect, useRef } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import type { MenuItem } from '../../api/contract/menu.js';
import { greetingPeriodAt } from '../../elements/core/format.js';
import { onLanguageChange } from '../../elements/core/localize.js';
import { PortalColumn } from '../../elements/react/portal-column.js';
import { usePortal } from '../portal-context.js';
import { useRoutes } from '../routing/routes-store.js';
import { menuHref } from '../routing/staff-routes.js';
import { useSession } from '../session/session-store.js';
import { useElementNavigation } from '../use-element-navigation.js';
import { useTaskNotifications } from './flow/task-notifications.js';
import { useReloadOnChange } from './flow/use-reload-on-change.js';
import { loadStaffHome, placedColumns, useStaffHome } from './staff-home-store.js';

function greeting(): string {
  const period = greetingPeriodAt(new Date());
  return {
    morning: msg('早上好'),
    forenoon: msg('上午好'),
    noon: msg('中午好'),
    afternoon: msg('下午好'),
    evening: msg('晚上好'),
  }[period];
}

/** The pages under a menu entry (the entry itself when it has none), hidden ones and outside links left out. */
function menuPages(item: Snapshot<MenuItem>): Snapshot<MenuItem>[] {
  if (item.hidden || item.target === '_blank') return [];
  if (item.children?.length) return item.children.flatMap(menuPages);
  return item.menuUrl ? [item] : [];
}

/**
 * The staff home: workflow columns for staff; for a user with a site identity (the site administrator,
 * whose 系统管理 opens the staff area) the pages of their menu, since the workflow calls refuse them.
 */
export function StaffHomePage() {
  const { identity } = useSession();
  return identity === null ? <WorkflowHome /> : <AdministrationHome />;
}

function Greeting({ subtitle }: { subtitle: string }) {
  const { username } = useSession();
  return (
    <section className="staff-home__greeting">
      <h1>
        {greeting()}
        {msg('，')}
        {username}
      </h1>
      <p>{subtitle}</p>
    </section>
  );
}

/**
 * An administrator's home: their menu's pages by group, nothing of the workflow. Each links where the
 * side menu's entry does (an online-menu entry to its /onlineMenu/… route).
 */
function AdministrationHome() {
  const { menus, staffRoutes } = useRoutes();
  const groups = menus
    .filter((item) => !item.hidden)
    .map((item) => ({
      item,
      pages: menuPages(item).flatMap((page) => {
        const href = menuHref(page, staffRoutes);
        return href ? [{ page, href }] : [];
      }),
    }))
    .filter((group) => group.pages.length > 0);
  return (
    <div className="staff-home">
      <Greeting subtitle={msg('欢迎使用企业门户')} />
      <div className="staff-home__admin">
        {groups.map(({ item, pages }) => (
          <nav key={item.id} aria-labelledby={`admin-home-${item.id}`} className="staff-home__group">
            <h2 id={`admin-home-${item.id}`}>{item.name}</h2>
            <ul className="staff-home__links">
              {pages.map(({ page, href }) => (
                <li key={page.id}>
                  <Link href={href}>{page.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </div>
  );
}

/** The staff portal home: a greeting and the columns of the user's layout on a 24-column grid. */
function WorkflowHome() {
  const { client } = usePortal();
  const { home, error } = useStaffHome();
  const onNavigate = useElementNavigation();
  // The home tab stays mounted in the staff area: new tasks become browser notifications (when allowed).
  const { staffRoutes } = useRoutes();
  useTaskNotifications(
    client,
    staffRoutes.some((route) => route.component.startsWith('flow/')),
  );
  useEffect(() => {
    void loadStaffHome(client);
  }, [client]);
  const columns = placedColumns(home?.configContent);
  // The home tab stays open while the user handles tasks elsewhere: its to-do rows follow.
  const grid = useRef<HTMLDivElement>(null);
  const everyColumn = useRef({
    reload: () => {
      for (const column of grid.current?.querySelectorAll('portal-column') ?? []) column.reload();
    },
  });
  useReloadOnChange(everyColumn);
  // The server names the layout and its columns (and their data) in the request's language: after a
  // switch they are asked for again, the old names staying until the new ones arrive.
  useEffect(
    () =>
      onLanguageChange(() => {
        void loadStaffHome(client);
        everyColumn.current.reload();
      }),
    [client],
  );
  return (
    <div className="staff-home">
      <Greeting subtitle={home?.title ?? msg('欢迎使用企业门户')} />
      {error && (
        <p className="staff-home__error" role="alert">
          {error}
        </p>
      )}
      <div className="staff-home__grid" ref={grid}>
        {columns.map((column) => (
          <PortalColumn
            key={column.alias}
            alias={column.alias}
            style={{ '--column-span': Math.min(24, Math.max(1, column.w)) } as React.CSSProperties}
            // Shortcut entries carry the server's portal paths (/flow/myTask): the element puts them
            // under the link base the host provides, so they route like any portal link.
            onEipNavigate={onNavigate}
          />
        ))}
      </div>
    </div>
  );
}
