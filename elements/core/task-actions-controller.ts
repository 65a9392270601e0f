import type { ReactiveController } from 'lit';
import type { ApiClient } from '../../api/client/index.js';
import type { Envelope } from '../../api/contract/envelope.js';
import type { FileListEntry, UploadedFile } from '../../api/contract/files.js';
import type {
  BackHandMode,
  BackModel,
  SignFeedbackAction,
  TaskActionAlias,
} from '../../api/contract/workflow-actions.js';
import type { InstanceAction } from '../../api/contract/workflow-instance.js';
import { EipElement } from './eip-element.js';
import { acceptedValue, failureText } from './forms/server-calls.js';

/**
 * Every action the browser performs on a task or its instance: the task's buttons (complete, draft,
 * lock and the dialog's), and the instance's take back, revoke, terminate, suspend, resume and follow.
 */
export type TaskAction =
  | TaskActionAlias
  | Extract<InstanceAction, 'retrieve' | 'revoke' | 'terminate' | 'suspend' | 'resume'>
  | 'follow';

/** What the server accepted: its answer's message and value. */
export interface TaskActionDone {
  action: TaskAction;
  message: string;
  value: unknown;
}

declare module './eip-element.js' {
  interface EipEventDetailMap {
    /** An action the server accepted: its answer's message and value (the batch dialog's action is 'batch'). */
    'eip-task-action-done': { action: string; message: string; value: unknown };
  }
}

/** What an action acts on and with; each action reads the fields it needs. */
export interface TaskActionInput {
  /** The task acted on ('' for an instance action that names none). */
  taskId: string;
  /** The instance acted on (circulate, urge and the instance actions). */
  instId?: string;
  /** The leader a secretary acts for. */
  leaderId?: string;
  /** The opinion or reason, trimmed; an empty one is left out where the call takes none. */
  opinion?: string;
  /** The people chosen (inquiry, communicate, transfer, delegate, addSign, circulate). */
  userIds?: readonly string[];
  /** Where a reject goes, the node when it goes to one, and whether the resubmission comes back. */
  backModel?: BackModel;
  destination?: string;
  backHandMode?: BackHandMode;
  /** The hours of a delay. */
  hours?: number;
  /** The inquiry or communication a reply answers. */
  commId?: string;
  /** The added-signer request a feedback answers, and the vote. */
  signId?: string;
  vote?: SignFeedbackAction;
  /** The nodes to follow. */
  nodeIds?: readonly string[];
  /** Complete and draft: the form's values and the opinion's attachments. */
  data?: Record<string, unknown>;
  files?: readonly UploadedFile[];
}

/** Attachments as the complete and draft calls take them. */
function fileEntries(files: readonly UploadedFile[]): FileListEntry[] {
  return files.map((file) => ({
    name: file.name,
    size: file.size,
    response: { fileId: file.fileId, fileName: file.fileName },
  }));
}

/** The one call of each action. */
export function callTaskAction(
  api: ApiClient,
  action: TaskAction,
  input: TaskActionInput,
): Promise<Envelope<unknown>> {
  const { runtime, runtimeInstance } = api;
  const { taskId, leaderId, opinion = '' } = input;
  const instId = input.instId ?? '';
  const userIds = [...(input.userIds ?? [])];
  const optionalOpinion = opinion ? { opinion } : {};
  switch (action) {
    case 'agree':
    case 'oppose':
    case 'resubmit':
    case 'saveDraft': {
      const body = {
        taskId,
        opinion,
        data: input.data ?? {},
        files: fileEntries(input.files ?? []),
        leaderId,
      };
      if (action === 'saveDraft') return runtime.saveTaskDraft(body);
      // A resubmission is the initiator's agree after a reject to the initiator.
      return runtime.complete({ ...body, actionName: action === 'resubmit' ? 'agree' : action });
    }
    case 'lock':
    case 'unlock':
      return runtime.lockUnlock({ taskId, leaderId });
    case 'reject':
      return runtime.taskToReject({
        taskId,
        leaderId,
        backModel: input.backModel ?? 'previous',
        ...(input.backModel === 'node' ? { destination: input.destination ?? '' } : {}),
        backHandMode: input.backHandMode ?? 'normal',
        opinion,
      });
    case 'inquiry':
      return runtime.taskToInqu({ taskId, leaderId, userIds, opinion });
    case 'communicate':
      return runtime.communicate({ taskId, leaderId, userIds, opinion });
    case 'transfer':
      return userIds.length > 1
        ? runtime.transToMore({ taskId, leaderId, userIds, opinion })
        : runtime.taskToTrans({ taskId, leaderId, userId: userIds[0]!, opinion });
    case 'delegate':
      return runtime.delegate({ taskId, leaderId, userId: userIds[0]!, opinion });
    case 'addSign':
      return runtime.userTaskToSign({ taskId, leaderId, userIds, opinion });
    case 'circulate':
      return runtime.doNextCopyto({
        instId,
        ...(taskId ? { taskId } : {}),
        leaderId,
        userIds,
        ...optionalOpinion,
      });
    case 'delay':
      return runtime.taskDelayById({ taskId, leaderId, hours: input.hours ?? 0 });
    case 'urge':
      return runtime.sendBpmTaskUrgent({ instId, opinion });
    case 'inquiryReply':
      return runtime.taskToInquReply({ commId: input.commId ?? '', opinion });
    case 'communicateReply':
      return runtime.doNextcommu({ commId: input.commId ?? '', opinion });
    case 'signFeedback':
      return runtime.userAddSignFeedback({
        signId: input.signId ?? '',
        actionName: input.vote ?? 'agree',
        opinion,
      });
    case 'retrieve':
      return runtimeInstance.retrieveBpmTask({ taskId, ...optionalOpinion });
    case 'revoke':
      return runtimeInstance.revokeInstance({ instId, ...optionalOpinion });
    case 'terminate':
      return runtimeInstance.doEndProcess(taskId ? { taskId, leaderId, opinion } : { instId, opinion });
    case 'suspend':
      return runtimeInstance.suspend('hang-up', { instId, ...optionalOpinion });
    case 'resume':
      return runtimeInstance.suspend('cancel', { instId, ...optionalOpinion });
    case 'follow':
      return runtimeInstance.saveFollow({ instId, nodeIds: [...(input.nodeIds ?? [])] });
  }
}

/** What the controller needs of its host: a Lit element, or a React page's re-render. */
export interface TaskActionsHost {
  requestUpdate(): void;
  addController?(controller: ReactiveController): void;
}

/**
 * The one owner of task actions in the browser, shared by `<approval-panel>` (lock), the
 * `<task-action-dialog>` (the rest) and the approval page (complete and draft): it makes the
 * action's call, keeps which action is under way and the refusal of the last one, and, on an
 * element, emits `eip-task-action-done` with what the server accepted. One action at a time: a
 * second while one is under way is ignored, as its button is disabled.
 */
export class TaskActionsController implements ReactiveController {
  /** The action under way: its button spins and every button waits. */
  busy: TaskAction | '' = '';
  /** The server's refusal of the last action, or why it failed; '' once the next one starts. */
  error = '';

  constructor(
    private readonly host: TaskActionsHost,
    private readonly api: () => ApiClient,
  ) {
    host.addController?.(this);
  }

  hostConnected(): void {}

  /**
   * Performs the action. Answers what the server accepted, undefined when refused or failed (the
   * reason is in `error`). `accepted` runs at once after the element has emitted the answer, in the
   * same turn, so a listener awaiting the event already sees its effect (a dialog closed).
   */
  async run(
    action: TaskAction,
    input: TaskActionInput,
    accepted?: (done: TaskActionDone) => void,
  ): Promise<TaskActionDone | undefined> {
    if (this.busy) return undefined;
    this.busy = action;
    this.error = '';
    this.host.requestUpdate();
    try {
      const answer = await callTaskAction(this.api(), action, input);
      const done = { action, message: answer.message, value: acceptedValue(answer) };
      if (this.host instanceof EipElement) this.host.emit('eip-task-action-done', done);
      accepted?.(done);
      return done;
    } catch (error) {
      this.error = failureText(error);
      return undefined;
    } finally {
      this.busy = '';
      this.host.requestUpdate();
    }
  }

  /** Shows a problem found before any call (a form that does not pass its checks). */
  showError(text: string): void {
    this.error = text;
    this.host.requestUpdate();
  }

  /** Forgets the last refusal and what was under way (a dialog opened afresh, a page read again). */
  reset(): void {
    if (!this.busy && !this.error) return;
    this.busy = '';
    this.error = '';
    this.host.requestUpdate();
  }
}
