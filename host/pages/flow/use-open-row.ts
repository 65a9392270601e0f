import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { TaskRow } from '../../../elements/task-list/task-rows.js';
import { rowHref, startHref } from './flow-links.js';

/** Opens a row a list or card element chose: the approval form, the start page or the read-only form. */
export function useOpenRow() {
  const [, navigate] = useLocation();
  return useCallback(
    (event: CustomEvent<{ kind: string; row: TaskRow }>) => {
      const href = rowHref(event.detail.kind, event.detail.row);
      if (href) navigate(href);
    },
    [navigate],
  );
}

/** Opens the start page of the process a new-process card chose. */
export function useStartProcess() {
  const [, navigate] = useLocation();
  return useCallback(
    (event: CustomEvent<{ defId: string; defKey: string }>) =>
      navigate(
        startHref({
          defId: event.detail.defId || undefined,
          flowKey: event.detail.defId ? undefined : event.detail.defKey,
        }),
      ),
    [navigate],
  );
}
