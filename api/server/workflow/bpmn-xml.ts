import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';

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

const TYPES: Record<BpmnNodeKind, string> = {
  start: 'bpmn:StartEvent',
  end: 'bpmn:EndEvent',
  user: 'bpmn:UserTask',
  sign: 'bpmn:UserTask',
  xor: 'bpmn:ExclusiveGateway',
  and: 'bpmn:ParallelGateway',
};

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
export async function bpmnXml(
  processId: string,
  name: string,
  nodes: BpmnNodeSpec[],
  flows: BpmnFlowSpec[],
): Promise<string> {
  const moddle = new BpmnModdle();
  const expression = (body: string) => moddle.create('bpmn:FormalExpression', { body });

  const elements = new Map<string, ModdleElement>();
  for (const node of nodes) {
    const element = moddle.create(TYPES[node.kind], { id: node.id, name: node.name });
    if (node.kind === 'sign') {
      element.loopCharacteristics = moddle.create('bpmn:MultiInstanceLoopCharacteristics', {
        isSequential: false,
        loopCardinality: expression(`\${environment.services.signers('${node.id}')}`),
        completionCondition: expression(`\${environment.services.signDone('${node.id}')}`),
      });
    }
    elements.set(node.id, element);
  }
  const nodeElement = (id: string, flowId: string) => {
    const element = elements.get(id);
    if (!element) throw new Error(`flow ${flowId} joins unknown nodes`);
    return element;
  };
  const sequenceFlows = flows.map((flow) => {
    const source = nodeElement(flow.from, flow.id);
    const target = nodeElement(flow.to, flow.id);
    const element = moddle.create('bpmn:SequenceFlow', {
      id: flow.id,
      name: flow.name,
      sourceRef: source,
      targetRef: target,
      conditionExpression: flow.condition === undefined ? undefined : expression(flow.condition),
    });
    source.get('outgoing').push(element);
    target.get('incoming').push(element);
    return element;
  });
  const flowsById = new Map(sequenceFlows.map((flow) => [flow.id, flow]));
  for (const node of nodes) {
    if (node.defaultFlow) nodeElement(node.id, node.defaultFlow).default = flowsById.get(node.defaultFlow);
  }

  const process = moddle.create('bpmn:Process', {
    id: processId,
    name,
    isExecutable: true,
    flowElements: [...elements.values(), ...sequenceFlows],
  });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const shapes = nodes.map((node) =>
    moddle.create('bpmndi:BPMNShape', {
      id: `${node.id}_di`,
      bpmnElement: elements.get(node.id),
      bounds: moddle.create('dc:Bounds', bounds(node)),
    }),
  );
  const edges = flows.map((flow, index) =>
    moddle.create('bpmndi:BPMNEdge', {
      id: `${flow.id}_di`,
      bpmnElement: sequenceFlows[index],
      waypoint: waypoints(byId.get(flow.from) as BpmnNodeSpec, byId.get(flow.to) as BpmnNodeSpec).map(
        (point) => moddle.create('dc:Point', point),
      ),
    }),
  );
  const diagram = moddle.create('bpmndi:BPMNDiagram', {
    id: `Diagram_${processId}`,
    plane: moddle.create('bpmndi:BPMNPlane', {
      id: `Plane_${processId}`,
      bpmnElement: process,
      planeElement: [...shapes, ...edges],
    }),
  });
  const definitions = moddle.create('bpmn:Definitions', {
    id: `Definitions_${processId}`,
    targetNamespace: 'http://eip.example.com/bpmn',
    rootElements: [process],
    diagrams: [diagram],
  });
  const { xml } = await moddle.toXML(definitions, { format: true });
  return xml;
}
