import { msg } from '@lit/localize';
import type { MouseEvent } from 'react';

/** The id of the layouts' main region, the skip link's target. */
export const MAIN_ID = 'main-content';

/**
 * 跳到主要内容: the first stop of every page, shown when focused, past the header's dozen stops
 * (WCAG 2.4.1). It moves the focus itself: the router would take the fragment for an address.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {msg('跳到主要内容')}
    </a>
  );
}
