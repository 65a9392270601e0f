/**
 * A project's lifecycle rules: which state allows which action (and the refusal that says why not),
 * moving a project from one state to the next, and when a supplier may sign up.
 */
import {
  actionFitsMode,
  isProjectState,
  PROJECT_STATE_NAMES,
  PROJECT_TRANSITIONS,
  type ProjectState,
  type ProjectStateAction,
} from '../../contract/procure-project.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { type ProjectRow, Refusal, requireOwner, visibleProject } from './access.js';

/** The names of the actions in the refusal message (zh-CN; translated by the catalogue). */
const ACTION_NAMES: Record<ProjectStateAction, string> = {
  startProject: '开始项目',
  endProject: '结束项目',
  startQuotation: '开始报价',
  endQuotation: '结束报价',
  interruptProject: '中止项目',
  confirmQuotation: '确认报价',
  approvalReport: '提交审批报告',
  approval: '审批',
};

/** startProject on a project made in the editor (zh-CN; translated by the catalogue). */
export const APPROVAL_REQUIRED = '该项目须提交审批，审批通过后发布';

export const stateName = (state: string) => (isProjectState(state) ? PROJECT_STATE_NAMES[state] : state);

/** The refusal of an action the project's state does not allow. */
export const stateRefusal = (state: string, action: ProjectStateAction) =>
  `当前项目状态为“${stateName(state)}”，不能${ACTION_NAMES[action]}`;

/**
 * Moves a project from one of the action's states to its next, in one statement: a project whose state
 * changed meanwhile (another request, another server process) is refused and left as it is.
 */
export async function transition(
  db: Db,
  user: SessionUser,
  projectId: string,
  action: ProjectStateAction,
  change: (project: ProjectRow) => Promise<Record<string, unknown>> | Record<string, unknown> = () => ({}),
  target: ProjectState = PROJECT_TRANSITIONS[action].to,
): Promise<ProjectRow> {
  const project = await visibleProject(db, user, projectId);
  requireOwner(user, project);
  const from = PROJECT_TRANSITIONS[action].from;
  if (!(from as readonly string[]).includes(project.state))
    throw new Refusal(stateRefusal(project.state, action));
  // A project made in the editor must be approved: approval publishes it, so startProject would be a
  // way round the approval (project-editor.ts); the spec's startProject keeps starting the others.
  if (action === 'startProject' && project.approval_required) throw new Refusal(APPROVAL_REQUIRED);
  // A comprehensive project is confirmed through its evaluation (evaluation-award.ts), never here.
  if (!actionFitsMode(action, project.transaction_mode))
    throw new Refusal('综合评审项目请在综合评审中确认报价（确定成交供应商并发布成交公告）');
  const extra = await change(project);
  const now = new Date();
  const updated = await db
    .updateTable('procure_projects')
    .set({ ...extra, state: target, state_changed_at: now, updated_at: now })
    .where('id', '=', projectId)
    .where('state', 'in', [...from])
    .returningAll()
    .executeTakeFirst();
  if (!updated) {
    const current = await db
      .selectFrom('procure_projects')
      .select('state')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    throw new Refusal(stateRefusal(current.state, action));
  }
  return updated;
}

/** Why the user cannot sign up for the project now, or undefined when they can. */
export function signUpRefusal(
  user: SessionUser,
  project: ProjectRow,
  registered: boolean,
  now: Date,
): string | undefined {
  if (user.identity !== 'supplier') return '只有供应商可以报名';
  if (project.register_mode !== 'open') return '该项目为邀请项目，不接受公开报名';
  if (project.state !== 'registering') return '该项目当前不在报名阶段';
  if (registered) return '您已报名该项目，不能重复报名';
  const start = project.register_start_time ? new Date(project.register_start_time).getTime() : undefined;
  const end = project.register_end_time ? new Date(project.register_end_time).getTime() : undefined;
  if ((start !== undefined && now.getTime() < start) || (end !== undefined && now.getTime() > end)) {
    return '不在报名时间内';
  }
  return undefined;
}
