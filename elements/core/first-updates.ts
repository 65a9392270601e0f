/**
 * The first render of the elements, in slices of the main thread. A page that opens with a dozen
 * elements would otherwise render all of them (and the Shoelace components inside) in one task: on
 * the home page about 170 ms on this project's machine, during which the page neither paints nor
 * answers a tap. Here each element's first update waits for its turn in one queue; turns run back to
 * back in the same task until SLICE_MS have passed, then the queue yields to the browser (a new task,
 * so input and painting come first) and goes on. Only the elements a page holds queue (an element an
 * element renders renders in its parent's turn), and only their first update: later ones answer
 * something the user or the server did.
 *
 * `updateComplete` still resolves once the element has rendered, so code (and tests) awaiting it see
 * no difference but time.
 */

/** Rendering that may run without yielding; a quarter of the 50 ms a task may take before it blocks. */
export const SLICE_MS = 10;

interface Turn {
  element: { readonly updateComplete: Promise<boolean> };
  go: () => void;
}

const turns: Turn[] = [];
/** The queue's run while there is one: it ends when the queue is empty. */
let draining: Promise<void> | undefined;

/** A new task: the browser paints and handles input before it starts. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** When the running slice of the main thread began. */
let sliceStart = Number.NEGATIVE_INFINITY;

/**
 * Resolves in the same task while the running slice lasts, else in a new task (the browser paints and
 * handles input before it starts), which begins a new slice. Shared by every queue that renders in
 * slices (this one and `later`'s, ./later.ts), since they slice the same main thread.
 */
export async function nextSlice(): Promise<void> {
  if (performance.now() - sliceStart < SLICE_MS) return;
  await nextTask();
  sliceStart = performance.now();
}

async function drain(): Promise<void> {
  sliceStart = performance.now();
  for (let turn = turns.shift(); turn; turn = turns.shift()) {
    await nextSlice();
    turn.go();
    // The element renders in the microtasks that follow; its failure is its own (Lit reports it).
    await turn.element.updateComplete.catch(() => undefined);
  }
  draining = undefined;
}

/**
 * Resolves once every element waiting for its first render has rendered (at once when none waits):
 * a page can show itself whole rather than element by element, which would move what is below.
 */
export function firstUpdatesDone(): Promise<void> {
  return draining ?? Promise.resolve();
}

/** Resolves when it is the element's turn to render for the first time. */
export function firstUpdateTurn(element: Turn['element']): Promise<void> {
  return new Promise((go) => {
    turns.push({ element, go });
    draining ??= nextTask().then(drain);
  });
}
