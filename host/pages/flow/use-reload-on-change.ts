import { type RefObject, useEffect, useRef } from 'react';
import { useFlowVersion } from './flow-store.js';

/** Reloads an element (a list or cards) when the workflow changed after it loaded. */
export function useReloadOnChange(ref: RefObject<{ reload(): void } | null>): void {
  const version = useFlowVersion();
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    ref.current?.reload();
  }, [ref, version]);
}
