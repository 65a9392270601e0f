import { closeTab, tabs } from '../../session/tabs-store.js';

/**
 * After its work is done (a task completed, a process started, a draft removed) a one-off page closes
 * its tab, so a later visit of that tab does not show a task that is gone. Call after navigating away.
 */
export function closePageTab(path: string, activePath: string): void {
  const tab = tabs.visited.find((visited) => visited.path.split('?')[0] === path);
  if (tab) closeTab(tab.path, activePath);
}
