import { msg } from '@lit/localize';
import { PortalColumn } from '../../elements/react/portal-column.js';
import type { StaffRoute } from '../routing/staff-routes.js';
import { useElementNavigation } from '../use-element-navigation.js';

/**
 * An online-menu page (/onlineMenu/{alias}): a menu entry with no route of its own shows the portal
 * column of the same alias, when the administrators configured one.
 */
export function OnlineMenuPage({ route }: { route: StaffRoute }) {
  const onNavigate = useElementNavigation();
  const alias = route.path.replace(/^\/onlineMenu\//, '');
  return (
    <section className="online-menu">
      <h1>{route.title}</h1>
      <PortalColumn alias={alias} heading={route.title} onEipNavigate={onNavigate} />
      <p className="online-menu__hint">
        {msg('在线表单：')}
        <code>{alias}</code>
      </p>
    </section>
  );
}
