import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The drag data type of a reorder: tells it apart from files dragged in from outside. */
const REORDER_TYPE = 'application/x-eip-upload-uid';

export interface ReorderOptions {
  /** The items' ids in their order now. */
  order: () => string[];
  /** Whether the user may reorder now. */
  enabled: () => boolean;
  /** Moves an item to a position; the host changes its value and says so. */
  move: (uid: string, to: number) => void;
  /** An item's handle, focused again after a move by keyboard. */
  handle: (uid: string) => HTMLElement | null;
}

/**
 * Reordering a list by dragging an item onto another, or with the arrow keys, Home and End on an
 * item's handle (the handle keeps the focus as the item moves).
 */
export class ReorderController implements ReactiveController {
  /** The id of the item being dragged. */
  dragged: string | undefined;
  private focusAfterMove: string | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: ReorderOptions,
  ) {
    host.addController(this);
  }

  /** Whether a drag is one of our reorders (not files from outside). */
  static carries(event: DragEvent): boolean {
    return [...(event.dataTransfer?.types ?? [])].includes(REORDER_TYPE);
  }

  readonly handleDragStart = (event: DragEvent, uid: string): void => {
    if (!this.options.enabled() || !event.dataTransfer) return;
    this.setDragged(uid);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(REORDER_TYPE, uid);
  };

  readonly handleDragOver = (event: DragEvent): void => {
    if (this.dragged !== undefined && ReorderController.carries(event)) event.preventDefault();
  };

  readonly handleDrop = (event: DragEvent, target: string): void => {
    const uid = event.dataTransfer?.getData(REORDER_TYPE) || this.dragged;
    this.setDragged(undefined);
    if (!uid) return;
    event.preventDefault();
    event.stopPropagation();
    this.options.move(uid, this.options.order().indexOf(target));
  };

  readonly handleKeydown = (event: KeyboardEvent, uid: string): void => {
    const order = this.options.order();
    const from = order.indexOf(uid);
    const targets: Record<string, number> = {
      ArrowUp: from - 1,
      ArrowLeft: from - 1,
      ArrowDown: from + 1,
      ArrowRight: from + 1,
      Home: 0,
      End: order.length - 1,
    };
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    this.focusAfterMove = uid;
    this.options.move(uid, to);
  };

  hostUpdated(): void {
    if (!this.focusAfterMove) return;
    const uid = this.focusAfterMove;
    this.focusAfterMove = undefined;
    this.options.handle(uid)?.focus();
  }

  private setDragged(uid: string | undefined): void {
    this.dragged = uid;
    this.host.requestUpdate();
  }
}
