import { msg, str } from '@lit/localize';
import {
  PROJECT_STATES,
  type ProjectState,
  type ProjectStateAction,
} from '../../api/contract/procure-project.js';
import type { InviteStatus, RegistrationStatus } from '../../api/contract/procure-registration.js';

/** The colon between a label and its value: full-width in Chinese, `: ` in English. */
export function colon(): string {
  return msg('：');
}

/** Label of a project's lifecycle state, in the current language (call it in render). */
export function projectStateLabel(state: ProjectState | string | null | undefined): string {
  switch (state) {
    case 'draft':
      return msg('草稿');
    case 'submitted':
      return msg('待审批');
    case 'registering':
      return msg('报名中');
    case 'quoting':
      return msg('报价中');
    case 'quoted':
      return msg('报价结束');
    case 'confirmed':
      return msg('已确认报价');
    case 'approving':
      return msg('审批中');
    case 'approved':
      return msg('审批通过');
    case 'archived':
      return msg('已归档');
    case 'interrupted':
      return msg('已中止');
    default:
      if (state && !(PROJECT_STATES as readonly string[]).includes(state)) {
        console.warn(`unknown project state "${state}"`);
      }
      return state ?? '';
  }
}

/** Tag variant of a lifecycle state: running phases stand out, finished ones are quiet. */
export function projectStateVariant(state: ProjectState | string | null | undefined) {
  switch (state) {
    case 'registering':
      return 'success';
    case 'quoting':
      return 'primary';
    case 'submitted':
    case 'quoted':
    case 'confirmed':
    case 'approving':
      return 'warning';
    case 'interrupted':
      return 'danger';
    default:
      return 'neutral';
  }
}

export function registrationStatusLabel(status: RegistrationStatus | string | null | undefined): string {
  switch (status) {
    case 'pending':
      return msg('待审核');
    case 'pass':
      return msg('已通过');
    case 'reject':
      return msg('未通过');
    default:
      return status ?? '';
  }
}

export function registrationStatusVariant(status: RegistrationStatus | string | null | undefined) {
  return status === 'pass' ? 'success' : status === 'reject' ? 'danger' : 'warning';
}

export function inviteStatusLabel(status: InviteStatus | string | null | undefined): string {
  switch (status) {
    case 'invited':
      return msg('待确认邀请');
    case 'pass':
      return msg('已接受邀请');
    case 'reject':
      return msg('已拒绝邀请');
    default:
      return status ?? '';
  }
}

/** Where a supplier stands on a project, as their registration and invitation tell it together. */
interface Standing {
  fStatus?: RegistrationStatus | string | null;
  inviteStatus?: InviteStatus | string | null;
}

/**
 * The status a supplier sees of their registration: an invitation that waits or that they declined
 * says so (a declined one is also 未通过 underneath, but the purchaser did not reject anyone), else
 * 待审核, 已通过 or 未通过.
 */
export function standingLabel(standing: Standing): string {
  return standing.inviteStatus === 'invited' || standing.inviteStatus === 'reject'
    ? inviteStatusLabel(standing.inviteStatus)
    : registrationStatusLabel(standing.fStatus);
}

export function standingVariant(standing: Standing) {
  if (standing.inviteStatus === 'invited') return 'primary';
  if (standing.inviteStatus === 'reject') return 'neutral';
  return registrationStatusVariant(standing.fStatus);
}

/**
 * Why a registration did not go ahead, with its label: the supplier's own reason when they declined
 * the invitation, else the purchaser's when they did not pass it; null when there is none.
 */
export function standingReason(
  standing: Standing & { fReason?: string | null; reason?: string | null },
): { label: string; text: string } | null {
  if (standing.inviteStatus === 'reject') {
    return standing.reason ? { label: msg('拒绝邀请原因'), text: standing.reason } : null;
  }
  if (standing.fStatus === 'reject' && standing.fReason)
    return { label: msg('未通过原因'), text: standing.fReason };
  return null;
}

/** The button text of a purchaser's project action. */
export function projectActionLabel(action: ProjectStateAction): string {
  switch (action) {
    case 'startProject':
      return msg('启动项目');
    case 'endProject':
      return msg('结束项目');
    case 'startQuotation':
      return msg('开始报价');
    case 'endQuotation':
      return msg('结束报价');
    case 'interruptProject':
      return msg('中止项目');
    case 'confirmQuotation':
      return msg('确认报价');
    case 'approvalReport':
      return msg('提交审批报告');
    case 'approval':
      return msg('审批');
  }
}

/** The question asked before a project action. */
export function projectActionQuestion(action: ProjectStateAction, project: string): string {
  switch (action) {
    case 'startProject':
      return msg(str`确定启动项目“${project}”吗？启动后供应商即可报名。`);
    case 'endProject':
      return msg(str`确定结束项目“${project}”吗？结束后项目将归档。`);
    case 'startQuotation':
      return msg(str`确定开始“${project}”的报价吗？`);
    case 'endQuotation':
      return msg(str`确定结束“${project}”的报价吗？结束后供应商不能再报价。`);
    case 'interruptProject':
      return msg(str`确定中止项目“${project}”吗？中止后不可恢复。`);
    case 'confirmQuotation':
      return msg(str`确定确认“${project}”的报价结果吗？`);
    case 'approvalReport':
      return msg(str`确定提交“${project}”的审批报告吗？`);
    case 'approval':
      return msg(str`确定审批通过“${project}”吗？`);
  }
}
