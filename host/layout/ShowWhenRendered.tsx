import { type ReactNode, useEffect } from 'react';
import { firstUpdatesDone } from '../../elements/core/first-updates.js';

/** However long the first screen's elements take, the portal shows after this long. */
export const HIDDEN_AT_MOST_MS = 3000;

/**
 * The first screen shows whole. React renders it in slices (a transition) and each element renders
 * in a turn of its own (elements/core/first-updates.ts), as do the parts a page renders in turn
 * (./RenderInTurn.tsx), so no task blocks the page for long; shown part by part, the elements at
 * the top would push down what was painted below them. The root is hidden (the progress bar runs above
 * it) until the first render committed and its elements rendered, but for what is marked
 * `data-shows-at-once` (../styles/base.css), which nothing above it moves: the site's header, the breadcrumb,
 * the home page's banner and a notice's or article's card paint as soon as they render.
 */
export function ShowWhenRendered({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    const show = () => root.removeAttribute('data-starting');
    const timer = setTimeout(show, HIDDEN_AT_MOST_MS);
    void firstUpdatesDone().then(() => {
      clearTimeout(timer);
      show();
    });
    return () => clearTimeout(timer);
  }, [root]);
  return children;
}
