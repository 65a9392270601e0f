/** Titles longer than these get a tooltip (and are shortened): submenu titles, item titles. */
export const SUBMENU_TITLE_MAX = 5;
export const ITEM_TITLE_MAX = 8;

export function needsTooltip(title: string, kind: 'submenu' | 'item'): boolean {
  return [...title].length > (kind === 'submenu' ? SUBMENU_TITLE_MAX : ITEM_TITLE_MAX);
}
