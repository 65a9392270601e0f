import { type ChildPart, noChange, nothing } from 'lit';
import { AsyncDirective, directive, type PartInfo, PartType } from 'lit/async-directive.js';
import { queueTurn } from './first-updates.js';

/** The turns each element's `later` parts wait in. */
const partsWaiting = new WeakMap<object, Set<Promise<unknown>>>();

/** Settles once the `later` parts of `host` are drawn, those queued meanwhile included. */
async function laterPartsDrawn(host: object): Promise<void> {
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

  /** Queues the turn that draws the part; its element's `updateComplete` waits for it meanwhile. */
  private wait(part: ChildPart): void {
    this.waiting = true;
    const host = part.options?.host ?? this;
    const waiting = partsWaiting.get(host) ?? new Set();
    partsWaiting.set(host, waiting);
    let over = () => {};
    const done = new Promise<void>((resolve) => {
      over = resolve;
    });
    waiting.add(done);
    queueTurn({
      go: () => {
        this.drawn = true;
        this.setValue(this.content);
      },
      drawn: () =>
        Promise.all(litElementsIn(part).map((element) => element.updateComplete)).finally(() => {
          waiting.delete(done);
          over();
        }),
    });
    hideUntilDrawn(host);
  }
}

/**
 * Draws the content of an element's first render in a turn of its own (./first-updates.ts), after
 * the element's own render and the turns queued before; at once in any later render. For what is
 * costly the first time, such as a form of Shoelace controls (each builds a shadow root, and the
 * first of its kind compiles its code): one `later` each keeps every turn short. The element stays out of the
 * layout until its `later` parts are drawn; with `withLaterParts` (above), its `updateComplete` waits
 * for them too, so code awaiting it sees them drawn.
 */
export const later = directive(LaterDirective);
