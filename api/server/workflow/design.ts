import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import type { NodeLayoutEntry, NodeType } from '../../contract/workflow.js';
import type { FlowImage } from '../../contract/workflow-chart.js';
import { cachedByXml, flowElementsOf, processesOf } from './model.js';

/**
 * What the flow chart and the node settings need from a definition's BPMN XML: each flow node's type and
 * name, the sequence flows, and each shape's bounds from the diagram (DI). Read with bpmn-moddle, without
 * running anything.
 */

/** Every flow node type of BPMN 2.0: the chart lists each node a model has. */
const NODE_TYPES: Record<string, NodeType> = {
  'bpmn:StartEvent': 'START',
  'bpmn:EndEvent': 'END',
  'bpmn:IntermediateCatchEvent': 'INTERMEDIATEEVENT',
  'bpmn:IntermediateThrowEvent': 'INTERMEDIATEEVENT',
  'bpmn:ImplicitThrowEvent': 'INTERMEDIATEEVENT',
  'bpmn:BoundaryEvent': 'BOUNDARYEVENT',
  'bpmn:ExclusiveGateway': 'EXCLUSIVEGATEWAY',
  'bpmn:ParallelGateway': 'PARALLELGATEWAY',
  'bpmn:InclusiveGateway': 'INCLUSIVEGATEWAY',
  'bpmn:EventBasedGateway': 'EVENTBASEDGATEWAY',
  'bpmn:ComplexGateway': 'COMPLEXGATEWAY',
  'bpmn:UserTask': 'USERTASK',
  'bpmn:Task': 'TASK',
  'bpmn:ManualTask': 'TASK',
  'bpmn:ReceiveTask': 'TASK',
  'bpmn:ServiceTask': 'SERVICETASK',
  'bpmn:SendTask': 'SERVICETASK',
  'bpmn:ScriptTask': 'SERVICETASK',
  'bpmn:BusinessRuleTask': 'SERVICETASK',
  'bpmn:CallActivity': 'CALLACTIVITY',
  'bpmn:SubProcess': 'SUBPROCESS',
  'bpmn:AdHocSubProcess': 'SUBPROCESS',
  'bpmn:Transaction': 'SUBPROCESS',
};

export interface FlowNode {
  nodeId: string;
  name: string;
  nodeType: NodeType;
}

interface Design {
  nodes: FlowNode[];
  flows: FlowImage['flows'];
  layout: NodeLayoutEntry[];
}

/** A multi-instance user task is a SIGNTASK. */
function nodeTypeOf(element: ModdleElement): NodeType | undefined {
  const type = NODE_TYPES[element.$type];
  if (type === 'USERTASK' && element.loopCharacteristics?.$type === 'bpmn:MultiInstanceLoopCharacteristics')
    return 'SIGNTASK';
  return type;
}

async function read(bpmnXml: string): Promise<Design> {
  const { rootElement } = await new BpmnModdle().fromXML(bpmnXml);
  const elements = processesOf(rootElement).flatMap(flowElementsOf);

  const nodes: FlowNode[] = [];
  const flows: FlowImage['flows'] = [];
  for (const element of elements) {
    const nodeType = nodeTypeOf(element);
    if (nodeType && element.id)
      nodes.push({ nodeId: element.id, name: element.name ?? element.id, nodeType });
    const [sourceRef, targetRef] = [element.sourceRef?.id, element.targetRef?.id];
    if (element.$type === 'bpmn:SequenceFlow' && element.id && sourceRef && targetRef)
      flows.push({ id: element.id, sourceRef, targetRef });
  }

  const types = new Map(nodes.map((node) => [node.nodeId, node.nodeType]));
  const layout: NodeLayoutEntry[] = [];
  for (const diagram of (rootElement.diagrams ?? []) as ModdleElement[]) {
    for (const shape of (diagram.plane?.planeElement ?? []) as ModdleElement[]) {
      const nodeId: string | undefined = shape.bpmnElement?.id;
      const nodeType = nodeId ? types.get(nodeId) : undefined;
      if (shape.$type !== 'bpmndi:BPMNShape' || !nodeId || !nodeType || !shape.bounds) continue;
      const { x, y, width, height } = shape.bounds;
      layout.push({ nodeId, nodeType, x, y, width, height });
    }
  }
  return { nodes, flows, layout };
}

// A definition version's XML never changes and is read on every task action: parse each one once.
const designOf = cachedByXml(read);

// Each caller gets its own copy, so none can change what the next one reads.

/** The flow nodes of the process, in document order. */
export async function flowNodesOf(bpmnXml: string): Promise<FlowNode[]> {
  return structuredClone((await designOf(bpmnXml)).nodes);
}

/** The sequence flows of the process (source → target), in document order. */
export async function sequenceFlowsOf(bpmnXml: string): Promise<FlowImage['flows']> {
  return structuredClone((await designOf(bpmnXml)).flows);
}

/** Every flow node's bounds from the BPMN diagram. */
export async function layoutOf(bpmnXml: string): Promise<NodeLayoutEntry[]> {
  return structuredClone((await designOf(bpmnXml)).layout);
}
