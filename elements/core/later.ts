import { type ChildPart, noChange, nothing } from 'lit';
import { AsyncDirective, directive, type PartInfo, PartType } from 'lit/async-directive.js';
import { nextSlice } from './first-updates.js';

/** The turns each element's `later` parts wait in. */
const partsWaiting = new WeakMap<object, Set<Promise<unknown>>>();

/** The parts waiting to be drawn, one after the other in the order they were rendered. */
let lastTurn: Promise<unknown> = Promise.resolve();

/**
 * Queues a turn after those queued before it, in the main thread's slices (./first-updates.ts).
 * Settles once `draw` has drawn, never rejects.
 */
function queueTurn(draw: () => Promise<unknown>): Promise<void> {
  const turn = lastTurn.then(async () => {
    await nextSlice();
    // Its failure is its own (Lit reports an element's).
    await draw().catch(() => undefined);
  });
  lastTurn = turn;
  return turn;
}

/** Settles once the `later` parts of `host` are drawn, those queued meanwhile included. */
export async function laterPartsDrawn(host: object): Promise<void> {
  for (let waiting = partsWaiting.get(host); waiting?.size; waiting = partsWaiting.get(host))
    await Promise.all(waiting);
}

/**
 * What an element that draws `later` parts answers from `getUpdateComplete`, so that its
 * `updateComplete` means they are drawn:
 *
 *     protected override getUpdateComplete() {
 *       return withLaterParts(this, super.getUpdateComplete());
 *     }
 */
export async function withLaterParts(host: object, rendered: Promise<boolean>): Promise<boolean> {
  const done = await rendered;
  await laterPartsDrawn(host);
  return done;
}

let hiding: CSSStyleSheet | undefined;

/**
 * Keeps the host out of the layout while its parts are drawn, then puts it in whole: drawn part by
 * part where it is seen, each part would push down what follows it (a layout shift each time).
 */
function hideUntilDrawn(host: object): void {
  const root = (host as { renderRoot?: unknown }).renderRoot;
  if (!(root instanceof ShadowRoot)) return;
  if (!hiding) {
    hiding = new CSSStyleSheet();
    hiding.replaceSync(':host { display: none !important; }');
  }
  const sheet = hiding;
  if (root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  void laterPartsDrawn(host).then(() => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  });
}

/**
 * The Lit elements (Shoelace's included) a part holds, its light DOM children too, that are in the
 * document: one that is not (its element was taken out before the turn) does not render until it is.
 */
function litElementsIn(part: ChildPart): Array<{ updateComplete: Promise<unknown> }> {
  const found: Array<{ updateComplete: Promise<unknown> }> = [];
  const add = (node: Node) => {
    if (node.isConnected && 'updateComplete' in node)
      found.push(node as unknown as { updateComplete: Promise<unknown> });
  };
  for (let node = part.startNode?.nextSibling; node && node !== part.endNode; node = node.nextSibling) {
    add(node);
    if (node instanceof Element) for (const inner of node.querySelectorAll('*')) add(inner);
  }
  return found;
}

class LaterDirective extends AsyncDirective {
  private drawn = false;
  private waiting = false;
  private content: unknown = nothing;

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.CHILD) throw new Error('later() goes where child content goes');
  }

  render(content: unknown): unknown {
    return content;
  }

  override update(part: ChildPart, [content]: [unknown]): unknown {
    if (this.drawn) return content;
    this.content = content;
    if (this.waiting) return noChange;
    // Only in the element's first render: once it is shown, what it draws is drawn at once.
    if ((part.options?.host as { hasUpdated?: boolean } | undefined)?.hasUpdated !== false) {
      this.drawn = true;
      return content;
    }
    this.wait(part);
    return nothing;
  }

  /**
   * Queues the turn that draws the part; its element's `updateComplete` waits for it meanwhile. The
   * turns are not those of the elements' first updates (./first-updates.ts): the element's own turn
   * ends only once its parts are drawn.
   */
  private wait(part: ChildPart): void {
    this.waiting = true;
    const host = part.options?.host ?? this;
    const waiting = partsWaiting.get(host) ?? new Set();
    partsWaiting.set(host, waiting);
    const turn = queueTurn(() => {
      this.drawn = true;
      this.setValue(this.content);
      return Promise.all(litElementsIn(part).map((element) => element.updateComplete));
    });
    waiting.add(turn);
    void turn.then(() => waiting.delete(turn));
    hideUntilDrawn(host);
  }
}

/**
 * Draws the content of an element's first render in a turn of its own, after the element's own render
 * and the turns queued before, slicing the main thread as its first render did (./first-updates.ts);
 * at once in any later render. For what is costly the first time, such as a form of Shoelace controls
 * (each builds a shadow root, and the first of its kind compiles its code): one `later` each keeps
 * every task short. The element stays out of the layout until its `later` parts are drawn; with
 * `withLaterParts` (above), its `updateComplete` waits for them too, so code awaiting it sees them
 * drawn.
 */
export const later = directive(LaterDirective);
