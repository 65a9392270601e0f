import { type RefObject, useEffect } from 'react';
import { useLocation } from 'wouter';

/** How long a new page's heading is waited for (its chunk and data load) before the main region takes the focus. */
const HEADING_WAIT_MS = 2000;

/**
 * The path of the page the focus was last placed for, across both layouts: the first page of a load
 * is only recorded (its focus starts at the top, on the skip link), every later path moves the focus.
 */
let placedFor: string | undefined;

/** The new page's heading: the first visible h1 of the main region's shown page. */
function pageHeading(main: HTMLElement): HTMLElement | undefined {
  return [...main.querySelectorAll<HTMLElement>('h1')].find((heading) =>
    heading.checkVisibility({ visibilityProperty: true }),
  );
}

/**
 * After each navigation to another page inside the portal (not the first load), the focus moves to
 * the new page's heading, or to the main region when none shows in time, as GOV.UK-style services
 * do: a keyboard or screen reader user starts on what they opened, not on <body> (WCAG 2.4.3).
 * Only the path counts: a page that keeps its filters in the query (mail search) keeps its focus; and
 * a user who presses a key or the pointer before the heading shows keeps theirs.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const [path] = useLocation();
  useEffect(() => {
    if (placedFor === undefined || placedFor === path) {
      placedFor = path;
      return;
    }
    placedFor = path;
    const until = performance.now() + HEADING_WAIT_MS;
    let frame = 0;
    // A user who acts while the page loads (opens the menu, types, clicks) has chosen where they are:
    // the heading arriving later must not pull the focus away from that.
    const userActed = () => {
      cancelAnimationFrame(frame);
      stopListening();
    };
    const stopListening = () => {
      document.removeEventListener('keydown', userActed, true);
      document.removeEventListener('pointerdown', userActed, true);
    };
    document.addEventListener('keydown', userActed, true);
    document.addEventListener('pointerdown', userActed, true);
    const place = () => {
      const region = main.current;
      if (!region) return;
      const heading = pageHeading(region);
      if (!heading && performance.now() < until) {
        frame = requestAnimationFrame(place);
        return;
      }
      stopListening();
      const target = heading ?? region;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: !heading });
    };
    frame = requestAnimationFrame(place);
    return () => {
      cancelAnimationFrame(frame);
      stopListening();
    };
  }, [path, main]);
}
