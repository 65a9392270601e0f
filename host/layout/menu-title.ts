import { MENU_TITLE_TOOLTIP_LENGTH } from '../../api/contract/limits.js';

/** Titles longer than MENU_TITLE_TOOLTIP_LENGTH of their kind get a tooltip (and are shortened). */
export function needsTooltip(title: string, kind: keyof typeof MENU_TITLE_TOOLTIP_LENGTH): boolean {
  return [...title].length > MENU_TITLE_TOOLTIP_LENGTH[kind];
}
