import twins from 'virtual:eip-react-twins';
import { Component, createElement, type ErrorInfo, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

interface BoundaryProps {
  children?: ReactNode;
  onError: () => void;
}

/**
 * A twin may name the page's own state (`open`, `user`): it cannot run here and is shown as code only.
 * This keeps one such twin from taking the rest of the page down.
 */
class TwinBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

const roots = new Map<HTMLElement, Root>();

/** Whether the page's n-th ```jsx block can be rendered live. */
export function hasLiveTwin(tag: string, index: number): boolean {
  return Boolean(twins[tag]?.[index]);
}

/**
 * Renders the twins into their stages (`[data-twin="tag:index"]`) under `container`, and unmounts
 * those whose stage left the page.
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
    const onError = () => {
      stage.closest('.demo')?.classList.add('demo--code-only');
    };
    root.render(createElement(TwinBoundary, { onError }, createElement(twin)));
  }
}
