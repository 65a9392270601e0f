import '@shoelace-style/shoelace/dist/components/tooltip/tooltip.js';
import { needsTooltip } from './menu-title.js';

/** A menu title, with a tooltip of the whole title when it is long for its kind. */
export function MenuTitle({ title, kind }: { title: string; kind: 'submenu' | 'item' }) {
  if (!needsTooltip(title, kind)) return <span className="menu-title">{title}</span>;
  return (
    <sl-tooltip content={title} placement="right" hoist>
      <span className="menu-title menu-title--long">{title}</span>
    </sl-tooltip>
  );
}
