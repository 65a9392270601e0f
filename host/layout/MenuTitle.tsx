import { useEffect } from 'react';
import { needsTooltip } from './menu-title.js';

/** A menu title, with a tooltip of the whole title when it is long for its kind. */
export function MenuTitle({ title, kind }: { title: string; kind: 'submenu' | 'item' }) {
  const long = needsTooltip(title, kind);
  // Shoelace's tooltip is fetched when a long title first needs it (the module system fetches it once):
  // until then `<sl-tooltip>` shows its title alone, and the staff home's first load goes without it.
  useEffect(() => {
    if (long) void import('@shoelace-style/shoelace/dist/components/tooltip/tooltip.js');
  }, [long]);
  if (!long) return <span className="menu-title">{title}</span>;
  return (
    <sl-tooltip content={title} placement="right" hoist>
      <span className="menu-title menu-title--long">{title}</span>
    </sl-tooltip>
  );
}
