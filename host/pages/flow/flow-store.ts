import { proxy, useSnapshot } from 'valtio';

/**
 * What changed in the workflow since the lists loaded: each start, completion, draft save or removal
 * moves `version` on, and every open list page (tabs stay mounted) loads again.
 */
export const flowStore = proxy({ version: 0 });

export function flowChanged(): void {
  flowStore.version += 1;
}

export const useFlowVersion = () => useSnapshot(flowStore).version;
