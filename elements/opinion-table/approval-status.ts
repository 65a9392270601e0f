import { msg } from '@lit/localize';
import {
  APPROVAL_STATUSES,
  type ApprovalStatus,
  CIRCULATE_OPINION_STATUS,
} from '../../api/contract/workflow.js';
import type { DurationLabels } from '../core/format.js';

/**
 * The 14 approval statuses as the opinion table and the flow chart show them: translated labels
 * (APPROVAL_STATUS_LABELS are the zh-CN texts) and one colour each for the legend.
 */

export function approvalStatusLabel(status: string): string {
  const labels: Record<ApprovalStatus, string> = {
    awaiting_check: msg('待审批'),
    submit: msg('提交'),
    resubmit: msg('重新提交'),
    agree: msg('同意'),
    suspend: msg('挂起'),
    oppose: msg('反对'),
    reject: msg('驳回'),
    backToStart: msg('驳回到发起人'),
    revoke: msg('撤回'),
    revokeToStart: msg('撤回到发起人'),
    signPass: msg('会签通过'),
    signNotPass: msg('会签不通过'),
    manualEnd: msg('人工终止'),
    end: msg('完成'),
  };
  if (status === CIRCULATE_OPINION_STATUS) return msg('传阅');
  return labels[status as ApprovalStatus] ?? status;
}

/** Each status's colour (text on white at least 4.5:1). */
export const APPROVAL_STATUS_COLORS: Record<ApprovalStatus, string> = {
  awaiting_check: '#b45309',
  submit: '#1d4ed8',
  resubmit: '#4338ca',
  agree: '#15803d',
  suspend: '#6b7280',
  oppose: '#b91c1c',
  reject: '#c2410c',
  backToStart: '#9a3412',
  revoke: '#7e22ce',
  revokeToStart: '#86198f',
  signPass: '#0f766e',
  signNotPass: '#be123c',
  manualEnd: '#374151',
  end: '#166534',
};

export const approvalStatusColor = (status: string) =>
  APPROVAL_STATUS_COLORS[status as ApprovalStatus] ?? '#374151';

export { APPROVAL_STATUSES };

/** The dwell time's units in the user's language. */
export function durationLabels(): DurationLabels {
  return {
    day: msg('天'),
    hour: msg('小时'),
    minute: msg('分钟'),
    second: msg('秒'),
    underMinute: msg('不到1分钟'),
  };
}
