/**
 * Writes BPMN 2.0 XML with its diagram (DI) from a small description of nodes (with their places on
 * the chart) and flows: how the seeded definitions and the tests make real, drawable definitions.
 * Conditions are expressions over the engine's services (bpmn.ts), e.g. `${environment.services.lte('days', 3)}`.
 */

export type BpmnNodeKind = 'start' | 'end' | 'user' | 'sign' | 'xor' | 'and';

export interface BpmnNodeSpec {
  id: string;
  kind: BpmnNodeKind;
  name: string;
  /** Centre of the shape on the chart. */
  x: number;
  y: number;
  /** The flow taken when no condition holds (gateways and tasks with conditional flows). */
  defaultFlow?: string;
}

export interface BpmnFlowSpec {
  id: string;
  from: string;
  to: string;
  name?: string;
  /** An expression, e.g. `${environment.services.agreed('leader')}`. */
  condition?: string;
}

const SIZES: Record<BpmnNodeKind, { width: number; height: number }> = {
  start: { width: 36, height: 36 },
  end: { width: 36, height: 36 },
  user: { width: 110, height: 70 },
  sign: { width: 110, height: 70 },
  xor: { width: 50, height: 50 },
  and: { width: 50, height: 50 },
};

const ELEMENTS: Record<BpmnNodeKind, string> = {
  start: 'startEvent',
  end: 'endEvent',
  user: 'userTask',
  sign: 'userTask',
  xor: 'exclusiveGateway',
  and: 'parallelGateway',
};

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function nodeXml(node: BpmnNodeSpec, flows: BpmnFlowSpec[]): string {
  const element = ELEMENTS[node.kind];
  const incoming = flows
    .filter((flow) => flow.to === node.id)
    .map((flow) => `      <bpmn:incoming>${flow.id}</bpmn:incoming>`);
  const outgoing = flows
    .filter((flow) => flow.from === node.id)
    .map((flow) => `      <bpmn:outgoing>${flow.id}</bpmn:outgoing>`);
  const attributes = [`id="${node.id}"`, `name="${escapeXml(node.name)}"`];
  if (node.defaultFlow) attributes.push(`default="${node.defaultFlow}"`);
  const body = [...incoming, ...outgoing];
  if (node.kind === 'sign') {
    body.push(
      '      <bpmn:multiInstanceLoopCharacteristics isSequential="false">',
      `        <bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">\${environment.services.signers('${node.id}')}</bpmn:loopCardinality>`,
      `        <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${environment.services.signDone('${node.id}')}</bpmn:completionCondition>`,
      '      </bpmn:multiInstanceLoopCharacteristics>',
    );
  }
  return [`    <bpmn:${element} ${attributes.join(' ')}>`, ...body, `    </bpmn:${element}>`].join('\n');
}

function flowXml(flow: BpmnFlowSpec): string {
  const name = flow.name ? ` name="${escapeXml(flow.name)}"` : '';
  const open = `    <bpmn:sequenceFlow id="${flow.id}"${name} sourceRef="${flow.from}" targetRef="${flow.to}"`;
  if (!flow.condition) return `${open} />`;
  return [
    `${open}>`,
    `      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escapeXml(flow.condition)}</bpmn:conditionExpression>`,
    '    </bpmn:sequenceFlow>',
  ].join('\n');
}

function bounds(node: BpmnNodeSpec) {
  const { width, height } = SIZES[node.kind];
  return { x: node.x - width / 2, y: node.y - height / 2, width, height };
}

/** Where a flow leaves its source and enters its target: sideways, or down/up when the target is not to the right. */
function waypoints(source: BpmnNodeSpec, target: BpmnNodeSpec): { x: number; y: number }[] {
  const from = bounds(source);
  const to = bounds(target);
  if (Math.abs(source.y - target.y) < 1) {
    const leftToRight = target.x >= source.x;
    return [
      { x: leftToRight ? from.x + from.width : from.x, y: source.y },
      { x: leftToRight ? to.x : to.x + to.width, y: target.y },
    ];
  }
  const down = target.y > source.y;
  if (Math.abs(source.x - target.x) < 1) {
    return [
      { x: source.x, y: down ? from.y + from.height : from.y },
      { x: target.x, y: down ? to.y : to.y + to.height },
    ];
  }
  // Leave vertically, then run sideways into the target.
  const leftToRight = target.x >= source.x;
  return [
    { x: source.x, y: down ? from.y + from.height : from.y },
    { x: source.x, y: target.y },
    { x: leftToRight ? to.x : to.x + to.width, y: target.y },
  ];
}

/** The definitions document: one executable process and its diagram. */
export function bpmnXml(
  processId: string,
  name: string,
  nodes: BpmnNodeSpec[],
  flows: BpmnFlowSpec[],
): string {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const shapes = nodes.map((node) => {
    const { x, y, width, height } = bounds(node);
    return [
      `      <bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}">`,
      `        <dc:Bounds x="${x}" y="${y}" width="${width}" height="${height}" />`,
      '      </bpmndi:BPMNShape>',
    ].join('\n');
  });
  const edges = flows.map((flow) => {
    const source = byId.get(flow.from);
    const target = byId.get(flow.to);
    if (!source || !target) throw new Error(`flow ${flow.id} joins unknown nodes`);
    return [
      `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">`,
      ...waypoints(source, target).map((point) => `        <di:waypoint x="${point.x}" y="${point.y}" />`),
      '      </bpmndi:BPMNEdge>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"',
    '  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"',
    '  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"',
    '  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"',
    '  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    `  id="Definitions_${processId}" targetNamespace="http://eip.example.com/bpmn">`,
    `  <bpmn:process id="${processId}" name="${escapeXml(name)}" isExecutable="true">`,
    ...nodes.map((node) => nodeXml(node, flows)),
    ...flows.map(flowXml),
    '  </bpmn:process>',
    `  <bpmndi:BPMNDiagram id="Diagram_${processId}">`,
    `    <bpmndi:BPMNPlane id="Plane_${processId}" bpmnElement="${processId}">`,
    ...shapes,
    ...edges,
    '    </bpmndi:BPMNPlane>',
    '  </bpmndi:BPMNDiagram>',
    '</bpmn:definitions>',
  ].join('\n');
}
