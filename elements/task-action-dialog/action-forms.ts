import { msg, str } from '@lit/localize';
import type { ApiClient } from '../../api/client/index.js';
import { type BackModel, TASK_DELAY_MAX_HOURS, type TaskComm } from '../../api/contract/workflow-actions.js';
import { answerValue } from '../core/load-states.js';
import type { DialogAction } from './task-action-dialog.component.js';

/** The fields a dialog checks, each with its own message. */
export type Field = 'users' | 'node' | 'opinion' | 'hours' | 'comm';
export type Problems = Partial<Record<Field, string>>;

/** What each action asks for, and whether its opinion is required. */
export interface ActionForm {
  users?: 'one' | 'many';
  opinion: 'required' | 'optional' | 'none';
}

export const ACTION_FORMS: Record<DialogAction, ActionForm> = {
  reject: { opinion: 'required' },
  inquiry: { users: 'many', opinion: 'required' },
  communicate: { users: 'many', opinion: 'required' },
  transfer: { users: 'many', opinion: 'optional' },
  delegate: { users: 'one', opinion: 'optional' },
  addSign: { users: 'many', opinion: 'optional' },
  circulate: { users: 'many', opinion: 'optional' },
  delay: { opinion: 'none' },
  urge: { opinion: 'required' },
  inquiryReply: { opinion: 'required' },
  communicateReply: { opinion: 'required' },
  signFeedback: { opinion: 'optional' },
  retrieve: { opinion: 'optional' },
  revoke: { opinion: 'optional' },
  terminate: { opinion: 'required' },
  suspend: { opinion: 'optional' },
  resume: { opinion: 'optional' },
  follow: { opinion: 'none' },
};

export function opinionLabel(action: DialogAction): string {
  switch (action) {
    case 'inquiry':
      return msg('问询内容');
    case 'communicate':
      return msg('沟通内容');
    case 'urge':
      return msg('催办内容');
    case 'inquiryReply':
    case 'communicateReply':
      return msg('回复内容');
    case 'reject':
      return msg('驳回意见');
    case 'signFeedback':
      return msg('反馈意见');
    default:
      return msg('原因');
  }
}

export function usersLabel(action: DialogAction): string {
  switch (action) {
    case 'inquiry':
      return msg('问询人');
    case 'communicate':
      return msg('沟通人');
    case 'transfer':
      return msg('转办给');
    case 'delegate':
      return msg('委托给');
    case 'addSign':
      return msg('加签人');
    default:
      return msg('传阅给');
  }
}

/** Whether a pending inquiry or communication is one the reply action answers. */
export function answersComm(action: DialogAction, comm: TaskComm): boolean {
  return (
    comm.status === 'pending' &&
    (action === 'inquiryReply' ? comm.kind === 'inquiry' : comm.kind === 'communicate')
  );
}

/** What the user filled in, as far as the checks read it. */
export interface ActionFormValues {
  userCount: number;
  text: string;
  backModel: BackModel;
  destination: string;
  hours: string;
  commId: string;
}

/** The problems of the filled-in form, by field; none when it may be sent. */
export function checkActionForm(action: DialogAction, values: ActionFormValues): Problems {
  const problems: Problems = {};
  const spec = ACTION_FORMS[action];
  if (spec.users && !values.userCount) problems.users = msg('请选择人员');
  if (spec.opinion === 'required' && !values.text.trim())
    problems.opinion = msg(str`请填写${opinionLabel(action)}`);
  if (action === 'reject' && values.backModel === 'node' && !values.destination)
    problems.node = msg('请选择驳回到的节点');
  if (action === 'delay') {
    const hours = Number(values.hours);
    if (!Number.isInteger(hours) || hours < 1 || hours > TASK_DELAY_MAX_HOURS)
      problems.hours = msg(str`请输入 1 到 ${TASK_DELAY_MAX_HOURS} 之间的整数`);
  }
  if ((action === 'inquiryReply' || action === 'communicateReply') && !values.commId)
    problems.comm = msg('请选择要回复的事项');
  return problems;
}

/** What the dialog loads when it opens, by action. */
export type Loaded =
  | { kind: 'none' }
  | {
      kind: 'jump';
      previous: { nodeId: string; name: string; handlerNames: string[] };
      nodes: { nodeId: string; name: string; handlerNames: string[]; nodeType: string }[];
    }
  | { kind: 'urge'; canUrge: boolean; message?: string; tasks: { name: string; handlerNames: string[] }[] }
  | { kind: 'follow'; nodes: { nodeId: string; name: string; followed: boolean }[] };

/** Loads what an action offers to choose from: a reject's nodes, an urge's reach, the nodes to follow. */
export async function loadForAction(
  api: ApiClient,
  action: DialogAction,
  target: { taskId: string; instId: string; leaderId: string | undefined },
  signal: AbortSignal,
): Promise<Loaded> {
  const { runtime, runtimeInstance } = api;
  const { taskId, instId, leaderId } = target;
  if (action === 'reject') {
    const jump = answerValue(await runtime.getAfterJumpNodes({ taskId, leaderId }, signal));
    return { kind: 'jump', previous: jump.previous, nodes: jump.nodes };
  }
  if (action === 'urge') {
    const conf = answerValue(await runtime.getUrgentStateConf({ instId }, signal));
    return { kind: 'urge', canUrge: conf.canUrge, message: conf.message, tasks: conf.tasks };
  }
  if (action === 'follow') {
    const followed = answerValue(await runtimeInstance.getFollowedNode(instId, signal));
    return { kind: 'follow', nodes: followed.nodes };
  }
  return { kind: 'none' };
}
