/** A runtime backend for the opinion-table and flow-chart tests: 请假申请 waiting at 人力资源部审批. */

import type { BpmOpinion, NodeLayoutEntry } from '../../../api/contract/workflow.js';
import type { FlowNodeState, InstanceFlowImage } from '../../../api/contract/workflow-chart.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';

export const INST_ID = 'inst-leave-1';

/** The seeded 请假申请 definition's BPMN with DI (start, leader, gw_days, hr, end_ok, end_rejected). */
export const LEAVE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  id="Definitions_leave" targetNamespace="http://eip.example.com/bpmn">
  <bpmn:process id="leave" name="请假申请" isExecutable="true">
    <bpmn:startEvent id="start" name="发起申请">
      <bpmn:outgoing>f_start</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="leader" name="部门负责人审批" default="f_leader_reject">
      <bpmn:incoming>f_start</bpmn:incoming>
      <bpmn:outgoing>f_leader_agree</bpmn:outgoing>
      <bpmn:outgoing>f_leader_reject</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="gw_days" name="请假天数" default="f_days_long">
      <bpmn:incoming>f_leader_agree</bpmn:incoming>
      <bpmn:outgoing>f_days_short</bpmn:outgoing>
      <bpmn:outgoing>f_days_long</bpmn:outgoing>
    </bpmn:exclusiveGateway>
    <bpmn:userTask id="hr" name="人力资源部审批" default="f_hr_reject">
      <bpmn:incoming>f_days_long</bpmn:incoming>
      <bpmn:outgoing>f_hr_agree</bpmn:outgoing>
      <bpmn:outgoing>f_hr_reject</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="end_ok" name="审批通过">
      <bpmn:incoming>f_days_short</bpmn:incoming>
      <bpmn:incoming>f_hr_agree</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:endEvent id="end_rejected" name="审批不通过">
      <bpmn:incoming>f_leader_reject</bpmn:incoming>
      <bpmn:incoming>f_hr_reject</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="f_start" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f_leader_agree" name="同意" sourceRef="leader" targetRef="gw_days">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${environment.services.agreed('leader')}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f_leader_reject" name="反对" sourceRef="leader" targetRef="end_rejected" />
    <bpmn:sequenceFlow id="f_days_short" name="3天以内" sourceRef="gw_days" targetRef="end_ok">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${environment.services.lte('days', 3)}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f_days_long" name="超过3天" sourceRef="gw_days" targetRef="hr" />
    <bpmn:sequenceFlow id="f_hr_agree" name="同意" sourceRef="hr" targetRef="end_ok">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${environment.services.agreed('hr')}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f_hr_reject" name="反对" sourceRef="hr" targetRef="end_rejected" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_leave">
    <bpmndi:BPMNPlane id="Plane_leave" bpmnElement="leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="42" y="122" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="leader_di" bpmnElement="leader">
        <dc:Bounds x="145" y="105" width="110" height="70" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="gw_days_di" bpmnElement="gw_days">
        <dc:Bounds x="325" y="115" width="50" height="50" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hr_di" bpmnElement="hr">
        <dc:Bounds x="445" y="205" width="110" height="70" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_ok_di" bpmnElement="end_ok">
        <dc:Bounds x="642" y="122" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_rejected_di" bpmnElement="end_rejected">
        <dc:Bounds x="642" y="322" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f_start_di" bpmnElement="f_start">
        <di:waypoint x="78" y="140" />
        <di:waypoint x="145" y="140" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f_leader_agree_di" bpmnElement="f_leader_agree">
        <di:waypoint x="255" y="140" />
        <di:waypoint x="325" y="140" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f_leader_reject_di" bpmnElement="f_leader_reject">
        <di:waypoint x="200" y="175" />
        <di:waypoint x="200" y="340" />
        <di:waypoint x="642" y="340" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f_days_short_di" bpmnElement="f_days_short">
        <di:waypoint x="375" y="140" />
        <di:waypoint x="642" y="140" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f_days_long_di" bpmnElement="f_days_long">
        <di:waypoint x="350" y="165" />
        <di:waypoint x="350" y="240" />
        <di:waypoint x="445" y="240" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f_hr_agree_di" bpmnElement="f_hr_agree">
        <di:waypoint x="500" y="205" />
        <di:waypoint x="500" y="140" />
        <di:waypoint x="642" y="140" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f_hr_reject_di" bpmnElement="f_hr_reject">
        <di:waypoint x="500" y="275" />
        <di:waypoint x="500" y="340" />
        <di:waypoint x="642" y="340" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const t0 = Date.parse('2026-11-20T01:00:00.000Z');
const at = (offset: number) => new Date(t0 + offset).toISOString();

export const OPINIONS: BpmOpinion[] = [
  {
    id: 'op-1',
    instId: INST_ID,
    nodeId: 'start',
    taskName: '发起申请',
    auditor: 'u-staff',
    auditorName: '王晓明',
    createTime: at(0),
    completeTime: at(0),
    durMs: 20_000,
    statusVal: 'submit',
    isRead: 1,
    opinion: null,
    files: null,
  },
  {
    id: 'op-2',
    instId: INST_ID,
    nodeId: 'leader',
    taskId: 't-1',
    taskName: '部门负责人审批',
    auditor: 'u-liuyang',
    auditorName: '刘洋',
    createTime: at(0),
    completeTime: at(DAY + 2 * HOUR + 5 * MINUTE),
    durMs: DAY + 2 * HOUR + 5 * MINUTE,
    statusVal: 'agree',
    isRead: 1,
    opinion: '同意，注意工作交接。',
    files: JSON.stringify([
      { name: '交接清单.pdf', size: 2048, response: { fileId: 'f-handover', fileName: '交接清单.pdf' } },
    ]),
  },
  {
    id: 'op-3',
    instId: INST_ID,
    nodeId: 'hr',
    taskId: 't-2',
    taskName: '人力资源部审批',
    auditor: null,
    auditorName: null,
    qualfieds: [
      {
        id: 'org-hr',
        name: '人力资源部',
        type: 'orgLeader',
        users: [
          { id: 'u-lina', name: '李娜' },
          { id: 'u-hr2', name: '赵敏' },
        ],
      },
    ],
    qualfiedNames: '李娜，赵敏',
    createTime: at(DAY + 2 * HOUR + 5 * MINUTE),
    completeTime: null,
    durMs: 3 * HOUR,
    statusVal: 'awaiting_check',
    isRead: 0,
    opinion: null,
    files: null,
  },
];

const handler = (
  name: string,
  statusVal: string,
  createTime: string,
  completeTime: string | null,
  opinion: string | null = null,
) => ({
  id: `u-${name}`,
  name,
  statusVal,
  createTime,
  completeTime,
  opinion,
});

export const NODES: FlowNodeState[] = [
  {
    nodeId: 'start',
    name: '发起申请',
    nodeType: 'START',
    status: 'done',
    order: 0,
    handlers: [handler('王晓明', 'submit', at(0), at(0))],
    startTime: at(0),
    endTime: at(0),
  },
  {
    nodeId: 'leader',
    name: '部门负责人审批',
    nodeType: 'USERTASK',
    status: 'done',
    order: 1,
    handlers: [handler('刘洋', 'agree', at(0), at(DAY), '同意，注意工作交接。')],
    startTime: at(0),
    endTime: at(DAY),
    opinion: '同意，注意工作交接。',
  },
  {
    nodeId: 'gw_days',
    name: '请假天数',
    nodeType: 'EXCLUSIVEGATEWAY',
    status: 'done',
    order: 2,
    handlers: [],
  },
  { nodeId: 'end_rejected', name: '审批不通过', nodeType: 'END', status: 'pending', order: 3, handlers: [] },
  {
    nodeId: 'hr',
    name: '人力资源部审批',
    nodeType: 'USERTASK',
    status: 'current',
    order: 4,
    handlers: [
      handler('李娜', 'awaiting_check', at(DAY), null),
      handler('赵敏', 'awaiting_check', at(DAY), null),
    ],
    startTime: at(DAY),
  },
  { nodeId: 'end_ok', name: '审批通过', nodeType: 'END', status: 'skipped', order: 5, handlers: [] },
];

export const LAYOUT: NodeLayoutEntry[] = [
  { nodeId: 'start', nodeType: 'START', x: 60, y: 140, width: 36, height: 36 },
  { nodeId: 'leader', nodeType: 'USERTASK', x: 160, y: 118, width: 100, height: 80 },
  { nodeId: 'gw_days', nodeType: 'EXCLUSIVEGATEWAY', x: 320, y: 133, width: 50, height: 50 },
  { nodeId: 'hr', nodeType: 'USERTASK', x: 450, y: 220, width: 100, height: 80 },
  { nodeId: 'end_ok', nodeType: 'END', x: 640, y: 140, width: 36, height: 36 },
  { nodeId: 'end_rejected', nodeType: 'END', x: 640, y: 340, width: 36, height: 36 },
];

export const FLOWS = [
  { id: 'f1', sourceRef: 'start', targetRef: 'leader' },
  { id: 'f2', sourceRef: 'leader', targetRef: 'gw_days' },
  { id: 'f3', sourceRef: 'leader', targetRef: 'end_rejected' },
  { id: 'f4', sourceRef: 'gw_days', targetRef: 'end_ok' },
  { id: 'f5', sourceRef: 'gw_days', targetRef: 'hr' },
  { id: 'f6', sourceRef: 'hr', targetRef: 'end_ok' },
];

export const FLOW_IMAGE: InstanceFlowImage = {
  instId: INST_ID,
  defId: 'def-leave-2',
  defKey: 'leave',
  name: '请假申请',
  subject: '王晓明的请假申请',
  bpmnXml: LEAVE_XML,
  layout: LAYOUT,
  flows: FLOWS,
  instanceStatus: 'running',
  nodes: NODES,
};

/** The runtime calls the two elements make; another instance answers the server's 404. */
export function workflowBackend() {
  const known = (params: Record<string, string>) => (params.instId ?? params.id) === INST_ID;
  const missing = () => ({
    status: 404,
    body: { state: false, message: '流程实例不存在或无权查看', code: 404 },
  });
  return createFakeClient({
    'GET /runtime/instance/v1/instanceFlowOpinions': ({ params }) =>
      known(params) ? ok(OPINIONS) : missing(),
    'GET /runtime/task/v1/nodeOpinion': ({ params }) => {
      const byTask = OPINIONS.find((row) => params.taskId && row.taskId === params.taskId);
      if (params.taskId && !byTask) return missing();
      if (!byTask && !known(params)) return missing();
      const nodeId = params.nodeId ?? byTask?.nodeId;
      return ok(nodeId ? OPINIONS.filter((row) => row.nodeId === nodeId) : OPINIONS);
    },
    'GET /runtime/instance/v1/instanceFlowImage': ({ params }) =>
      known(params) ? ok(FLOW_IMAGE) : missing(),
  });
}
