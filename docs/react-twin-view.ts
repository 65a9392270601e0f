import twins from 'virtual:eip-react-twins';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots = new Map<HTMLElement, Root>();

/**
 * Renders the twins into their stages (`[data-twin="tag:index"]`) under `container`, and unmounts
 * those whose stage left the page. Every twin can run: the build refuses one that names what it does
 * not declare (docs/react-twins.ts).
 */
export function mountTwins(container: ParentNode): void {
  for (const [stage, root] of roots) {
    if (!stage.isConnected) {
      root.unmount();
      roots.delete(stage);
    }
  }
  for (const stage of container.querySelectorAll<HTMLElement>('[data-twin]')) {
    if (roots.has(stage)) continue;
    const [tag = '', index = '0'] = (stage.dataset.twin ?? '').split(':');
    const twin = twins[tag]?.[Number(index)];
    if (!twin) continue;
    const root = createRoot(stage);
    roots.set(stage, root);
    root.render(createElement(twin));
  }
}
