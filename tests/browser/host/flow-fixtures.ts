import type { FormAndBO, TaskDetail } from '../../../api/contract/workflow.js';
import type { StaffRoute } from '../../../host/routing/staff-routes.js';

/** The workflow pages' fixtures: a leave request (请假申请) at its leader's step. */
export const R = '/runtime';
export const ROUTE: StaffRoute = {
  path: '/flow/myTask',
  alias: 'myTask',
  title: '我的待办',
  component: 'flow/myTask',
  layout: 'Layout',
  meta: {},
};

export const FORM: FormAndBO = {
  def: {
    id: 'def-leave-2',
    defId: 'def-leave-2',
    defKey: 'leave',
    name: '请假申请',
    version: 2,
    isMain: 'Y',
    status: 'deployed',
    createTime: '2026-11-01T00:00:00.000Z',
    updateTime: '2026-11-01T00:00:00.000Z',
  },
  form: {
    key: 'leave',
    name: '请假申请',
    fields: [
      { name: 'days', label: '请假天数', type: 'number', required: true, min: 0.5, max: 30 },
      { name: 'reason', label: '请假事由', type: 'textarea', required: true },
    ],
    permissions: {},
  },
  data: {},
  nodeId: 'start',
  permissions: { days: 'b', reason: 'b' },
  opinionPermission: 'w',
};

export const DETAIL: TaskDetail = {
  task: {
    id: 't-1',
    taskId: 't-1',
    instId: 'i-1',
    defId: 'def-leave-2',
    nodeId: 'leader',
    name: '部门负责人审批',
    subject: '王晓明的请假申请（2天）',
    defName: '请假申请',
    nodeType: 'USERTASK',
    status: 'pending',
    creatorId: 'u-staff',
    creatorName: '王晓明',
    createTime: '2026-11-20T09:00:00.000Z',
  },
  instance: {
    id: 'i-1',
    instId: 'i-1',
    defId: 'def-leave-2',
    defKey: 'leave',
    defName: '请假申请',
    subject: '王晓明的请假申请（2天）',
    status: 'running',
    creatorId: 'u-staff',
    creatorName: '王晓明',
    createTime: '2026-11-20T09:00:00.000Z',
    updateTime: '2026-11-20T09:00:00.000Z',
  },
  formAndBO: {
    ...FORM,
    nodeId: 'leader',
    permissions: { days: 'r', reason: 'r' },
    data: { days: 2, reason: '回家探亲' },
  },
  buttons: [
    { alias: 'agree', name: '同意' },
    { alias: 'oppose', name: '反对' },
  ],
  lockStatus: 1,
  canHandle: true,
};
