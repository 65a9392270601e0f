import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface ReactRoot {
  /** The container of the current test: a fresh `<div>` in the body. */
  readonly container: HTMLElement;
  /** Renders into the container inside `act`, so effects and updates have run when it resolves. */
  render(node: ReactNode): Promise<void>;
}

/**
 * For a describe(): each test gets a fresh container and React root; after it, the root is unmounted
 * and the container removed (then `cleanup`, e.g. resetting a store).
 */
export function useReactRoot(cleanup?: () => void | Promise<void>): ReactRoot {
  let container: HTMLElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    act(() => root?.unmount());
    container?.remove();
    await cleanup?.();
  });
  return {
    get container() {
      if (!container) throw new Error('the React root exists inside a test only');
      return container;
    },
    async render(node) {
      await act(async () => root?.render(node));
    },
  };
}
