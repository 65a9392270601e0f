import { proxy, useSnapshot } from 'valtio';
import { KEEP_ALIVE_MAX } from '../../api/contract/limits.js';

// Pages stay mounted (keeping their state) while their tab is open; at most KEEP_ALIVE_MAX.
const STORAGE_KEY = 'visitedTabs';

export interface Tab {
  /** Full path with query, as visited. */
  path: string;
  title: string;
  /** Affix tabs (the staff home) never close. */
  affix?: boolean;
}

function restore(): Tab[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Tab[]) : [];
  } catch {
    return [];
  }
}

export const tabs = proxy<{ visited: Tab[] }>({ visited: restore() });

function save(): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tabs.visited));
}

const pathOnly = (path: string) => path.split('?')[0]!;

/** Opens (or refreshes) the tab of a visited route; the oldest closable tab goes past the maximum. */
export function addTab(tab: Tab): void {
  const index = tabs.visited.findIndex((t) => pathOnly(t.path) === pathOnly(tab.path));
  if (index >= 0)
    tabs.visited[index] = { ...tabs.visited[index]!, ...tab, affix: tabs.visited[index]!.affix || tab.affix };
  else tabs.visited.push(tab);
  while (tabs.visited.length > KEEP_ALIVE_MAX) {
    const oldest = tabs.visited.findIndex((t) => !t.affix);
    if (oldest < 0) break;
    tabs.visited.splice(oldest, 1);
  }
  save();
}

/** Renames the open tabs whose page has a title now (after the menu was loaded in another language). */
export function retitleTabs(titleOf: (path: string) => string | undefined): void {
  let changed = false;
  for (const tab of tabs.visited) {
    const title = titleOf(pathOnly(tab.path));
    if (title && title !== tab.title) {
      tab.title = title;
      changed = true;
    }
  }
  if (changed) save();
}

/**
 * Closes one tab. Answers where to go when it was the active one: the last remaining tab, or / when
 * none is left; undefined when the active page stays.
 */
export function closeTab(path: string, activePath: string): string | undefined {
  const tab = tabs.visited.find((t) => t.path === path);
  if (!tab || tab.affix) return undefined;
  tabs.visited = tabs.visited.filter((t) => t !== tab);
  save();
  if (pathOnly(path) !== pathOnly(activePath)) return undefined;
  return tabs.visited.at(-1)?.path ?? '/';
}

export type CloseCommand = 'all' | 'left' | 'right' | 'others';

/**
 * Closes many tabs around `path`, keeping affix ones. Answers where to go: the chosen tab after
 * 'others', else somewhere open when the active tab closed; undefined to stay.
 */
export function closeTabs(command: CloseCommand, path: string, activePath: string): string | undefined {
  const index = tabs.visited.findIndex((t) => t.path === path);
  const keep = (t: Tab, i: number) => {
    if (t.affix) return true;
    if (command === 'all') return false;
    if (command === 'others') return i === index;
    if (command === 'left') return i >= index;
    return i <= index;
  };
  tabs.visited = tabs.visited.filter(keep);
  save();
  // 'Close others' keeps the chosen tab: go to it.
  if (command === 'others' && pathOnly(path) !== pathOnly(activePath)) return path;
  if (tabs.visited.some((t) => pathOnly(t.path) === pathOnly(activePath))) return undefined;
  return tabs.visited.find((t) => t.path === path)?.path ?? tabs.visited.at(-1)?.path ?? '/';
}

/** Which context-menu commands apply to a tab: left and right are disabled at the edges. */
export function closeCommandsFor(path: string): Record<CloseCommand, boolean> {
  const index = tabs.visited.findIndex((t) => t.path === path);
  const closable = (list: Tab[]) => list.some((t) => !t.affix);
  return {
    all: closable(tabs.visited),
    others: closable(tabs.visited.filter((_, i) => i !== index)),
    left: index > 0 && closable(tabs.visited.slice(0, index)),
    right: index >= 0 && index < tabs.visited.length - 1 && closable(tabs.visited.slice(index + 1)),
  };
}

export function clearTabs(): void {
  tabs.visited = [];
  sessionStorage.removeItem(STORAGE_KEY);
}

export const useTabs = () => useSnapshot(tabs);
