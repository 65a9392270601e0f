import type { InstanceStatus } from '../../contract/workflow.js';
import type { InstanceAction, InstanceActionRights } from '../../contract/workflow-instance.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { isWorkflowAdmin } from './access.js';
import { actingTaskOf, ENDED, pendingTasksOf, revokeMessage } from './instance-actions.js';
import { retrievableTaskOf, retrieveCheck } from './take-back.js';
import type { InstanceRow } from './views.js';

/**
 * What the caller may do to an instance now (instanceDetail's rights): the same rules the instance
 * actions apply, each refusal with its reason, so that the form never offers what the action refuses.
 */

/** What the caller may do to an instance now, with the reason of each refusal. */
export async function instanceRights(
  db: Db,
  user: SessionUser,
  instance: InstanceRow,
): Promise<InstanceActionRights> {
  const reasons: Partial<Record<InstanceAction, string>> = {};
  const admin = await isWorkflowAdmin(db, user);
  const running = instance.status === 'running';
  const pending = running ? await pendingTasksOf(db, instance.id) : [];
  const acting = running ? await actingTaskOf(db, user, pending) : undefined;

  const mine = await retrievableTaskOf(db, user, instance);
  let canRetrieve = false;
  if (!mine) reasons.retrieve = '没有可收回的任务';
  else {
    const { message } = await retrieveCheck(db, instance, mine);
    canRetrieve = !message;
    if (message) reasons.retrieve = message;
  }
  const revoke = await revokeMessage(db, user, instance);
  if (revoke) reasons.revoke = revoke;
  const canTerminate = running && (Boolean(acting) || admin);
  if (!canTerminate) reasons.terminate = running ? '您没有终止该流程的权限' : '流程已结束';
  const suspended = Boolean(instance.suspended_at);
  const canSuspend = running && !suspended && (Boolean(acting) || admin);
  if (!canSuspend) {
    reasons.suspend = !running
      ? '流程已结束'
      : suspended
        ? '流程已挂起，无需重复挂起'
        : '您没有挂起该流程的权限';
  }
  const canResume = running && suspended && (admin || instance.suspended_by === user.id);
  if (!canResume) {
    reasons.resume = !running ? '流程已结束' : !suspended ? '流程未挂起' : '只有挂起人或流程管理员可以恢复';
  }
  const canRemove = admin && ENDED.includes(instance.status as InstanceStatus);
  if (!canRemove)
    reasons.remove = admin ? '运行中的流程不能删除，请先终止' : '只有流程管理员可以删除流程实例';
  const canInstRemove = instance.creator_id === user.id && instance.status === 'revoke';
  if (!canInstRemove) {
    reasons.instRemove =
      instance.creator_id === user.id ? '只能删除已撤回的流程' : '只有发起人可以删除自己的流程';
  }
  return {
    instId: instance.id,
    retrieveTaskId: canRetrieve ? (mine?.id ?? null) : null,
    canRetrieve,
    canRevoke: !revoke,
    canTerminate,
    canSuspend,
    canResume,
    canRemove,
    canInstRemove,
    suspended,
    reasons,
  };
}
