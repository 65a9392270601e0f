import { type RefObject, useEffect, useRef } from 'react';

/** Listens to a DOM (custom) event on an element held by a ref; the latest handler is always used. */
export function useElementEvent<E extends Event>(
  ref: RefObject<EventTarget | null>,
  type: string,
  handler: (event: E) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    const listener = (event: Event) => latest.current(event as E);
    target.addEventListener(type, listener);
    return () => target.removeEventListener(type, listener);
  }, [ref, type]);
}
