import twins from 'virtual:eip-react-twins';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots = new Map<HTMLElement, Root>();

/**
 * Renders the twins into their stages (`[data-twin="tag:index"]`) under `container` that are shown
 * (their example in the React view), and unmounts those whose stage left the page. Every twin can run:
 * the build refuses one that names what it does not declare (docs/react-twins.ts). A page's twins and
 * the wrappers they use are a chunk of their own, loaded the first time one of them is shown.
 */
export async function mountTwins(container: ParentNode): Promise<void> {
  for (const [stage, root] of roots) {
    if (!stage.isConnected) {
      root.unmount();
      roots.delete(stage);
    }
  }
  const stages = [
    ...container.querySelectorAll<HTMLElement>('.example[data-view="react"] [data-twin]'),
  ].filter((stage) => !roots.has(stage));
  for (const stage of stages) {
    const [tag = '', index = '0'] = (stage.dataset.twin ?? '').split(':');
    const load = twins[tag];
    if (!load) continue;
    const twin = (await load()).default[Number(index)];
    if (!twin || roots.has(stage) || !stage.isConnected) continue;
    const root = createRoot(stage);
    roots.set(stage, root);
    root.render(createElement(twin));
  }
}
