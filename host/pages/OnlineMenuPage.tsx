import { msg } from '@lit/localize';
import { useLocation } from 'wouter';
import { PortalColumn } from '../../elements/react.js';
import type { StaffRoute } from '../routing/staff-routes.js';

/**
 * An online-menu page (/onlineMenu/{alias}): a menu entry with no route of its own shows the portal
 * column of the same alias, when the administrators configured one.
 */
export function OnlineMenuPage({ route }: { route: StaffRoute }) {
  const [, navigate] = useLocation();
  const alias = route.path.replace(/^\/onlineMenu\//, '');
  return (
    <section className="online-menu">
      <h1>{route.title}</h1>
      <PortalColumn
        alias={alias}
        heading={route.title}
        onEipNavigate={(event) => {
          if (event.detail.href.startsWith('/front/')) {
            event.preventDefault();
            navigate(event.detail.href.slice('/front'.length));
          }
        }}
      />
      <p className="online-menu__hint">
        {msg('在线表单：')}
        <code>{alias}</code>
      </p>
    </section>
  );
}
