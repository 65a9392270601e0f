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
 * A part of an element that is costly to draw the first time (a form of Shoelace controls, each
 * building its shadow root) can take turns of its own too: see `later` (./later.ts).
 *
 * `updateComplete` still resolves once the element has rendered (its `later` parts too, for an element
 * that answers it with `withLaterParts`), so code (and tests) awaiting it see no difference but time.
 */

/** Rendering that may run without yielding; a quarter of the 50 ms a task may take before it blocks. */
export const SLICE_MS = 10;

/** A first render, or a part drawn `later`, waiting in the queue. */
export interface Turn {
  /** Starts drawing (or lets it start in the microtasks that follow). */
  go(): void;
  /** Called right after `go`: settles once what it drew is done; the next turn waits for it. */
  drawn(): Promise<unknown>;
}

const turns: Turn[] = [];
/** The queue's run while there is one: it ends when the queue is empty. */
let draining: Promise<void> | undefined;

/** A new task: the browser paints and handles input before it starts. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function drain(): Promise<void> {
  let sliceStart = performance.now();
  for (let turn = turns.shift(); turn; turn = turns.shift()) {
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    turn.go();
    // Its failure is its own (Lit reports an element's).
    await turn.drawn().catch(() => undefined);
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

/** Queues a turn after those queued before it. */
export function queueTurn(turn: Turn): void {
  turns.push(turn);
  draining ??= nextTask().then(drain);
}
