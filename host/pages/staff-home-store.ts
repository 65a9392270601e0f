import { msg } from '@lit/localize';
import { proxy, useSnapshot } from 'valtio';
import type { ApiClient } from '../../api/client/index.js';
import type { FrontHome } from '../../api/contract/portal.js';
import { message } from '../notify.js';

export interface PlacedColumn {
  alias: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export const staffHome = proxy<{ home: FrontHome | null; error: string | null }>({ home: null, error: null });

/** The columns a layout places, in reading order (top to bottom, left to right). */
export function placedColumns(configContent: string | undefined): PlacedColumn[] {
  try {
    const parsed = JSON.parse(configContent ?? '{}') as { columns?: PlacedColumn[] };
    return (parsed.columns ?? [])
      .filter((column) => typeof column.alias === 'string')
      .sort((a, b) => a.y - b.y || a.x - b.x);
  } catch {
    return [];
  }
}

export async function loadStaffHome(client: ApiClient): Promise<void> {
  try {
    const answer = await client.portalShell.vueFrontHome();
    staffHome.home = answer.value ?? null;
    staffHome.error = answer.state ? null : answer.message;
  } catch (error) {
    staffHome.error = (error as Error).message;
  }
}

/** 'Get latest portal': copies the layout's current arrangement over the user's own. */
export async function refreshLayout(client: ApiClient): Promise<void> {
  const home = staffHome.home;
  if (!home?.layoutId) {
    message(msg('当前布局id为空，无法获取最新布局！'), 'warning');
    return;
  }
  const layout = await client.portalShell.getLayoutByAlias(home.layoutAlias);
  if (!layout.state || !layout.value) {
    message(layout.message, 'error');
    return;
  }
  await client.portalShell.saveUserLayoutConfig({
    layoutId: home.layoutId,
    configContent: layout.value.configContent ?? '{}',
  });
  await loadStaffHome(client);
  message(msg('获取最新布局成功'), 'success');
}

export const useStaffHome = () => useSnapshot(staffHome);
