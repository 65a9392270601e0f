import { type ReactNode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { firstUpdateTurn } from '../../elements/core/first-updates.js';

/**
 * Renders its children in a turn of the queue the elements' first renders wait in
 * (elements/core/first-updates.ts): a page's parts below its top then render and commit in tasks of
 * their own, after what was queued before them, instead of all in the page's first commit (on the home
 * page the longest task of its load). The portal's content stays hidden until the queue is done
 * (host/main.tsx), so the page still shows whole. Only the first render waits.
 */
export function RenderInTurn({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let mounted = true;
    let done!: () => void;
    const updateComplete = new Promise<boolean>((resolve) => {
      done = () => resolve(true);
    });
    void firstUpdateTurn({ updateComplete }).then(() => {
      // flushSync: the children commit in this turn, so the turn ends with them in the document.
      if (mounted) flushSync(() => setShown(true));
      done();
    });
    return () => {
      mounted = false;
      done();
    };
  }, []);

  return shown ? children : null;
}
