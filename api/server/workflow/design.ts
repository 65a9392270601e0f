import type { NodeLayoutEntry, NodeType } from '../../contract/workflow.js';

/**
 * What the flow chart needs from a definition's BPMN XML: each flow node's type and name, and its shape's
 * bounds from the diagram (DI). The XML is ours (seeded or deployed), read without running anything.
 */

const ELEMENT_TYPES: Record<string, NodeType> = {
  startEvent: 'START',
  endEvent: 'END',
  exclusiveGateway: 'EXCLUSIVEGATEWAY',
  parallelGateway: 'PARALLELGATEWAY',
  inclusiveGateway: 'INCLUSIVEGATEWAY',
  userTask: 'USERTASK',
};

export interface FlowNode {
  nodeId: string;
  name: string;
  nodeType: NodeType;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return match?.[1] === undefined ? undefined : unescapeXml(match[1]);
}

/** The flow nodes of the process, in document order; a multi-instance user task is a SIGNTASK. */
export function flowNodesOf(bpmnXml: string): FlowNode[] {
  const nodes: FlowNode[] = [];
  const pattern =
    /<(?:\w+:)?(startEvent|endEvent|exclusiveGateway|parallelGateway|inclusiveGateway|userTask)\b([^>]*?)(\/?)>/g;
  for (const match of bpmnXml.matchAll(pattern)) {
    const [, element = '', attributes = '', selfClosing] = match;
    const nodeId = attribute(attributes, 'id');
    if (!nodeId) continue;
    let nodeType = ELEMENT_TYPES[element] as NodeType;
    if (element === 'userTask' && !selfClosing) {
      const start = (match.index ?? 0) + match[0].length;
      const body = bpmnXml.slice(start, bpmnXml.indexOf('userTask>', start));
      if (/multiInstanceLoopCharacteristics/.test(body)) nodeType = 'SIGNTASK';
    }
    nodes.push({ nodeId, name: attribute(attributes, 'name') ?? nodeId, nodeType });
  }
  return nodes;
}

/** Every flow node's bounds from the BPMN diagram. */
export function layoutOf(bpmnXml: string): NodeLayoutEntry[] {
  const types = new Map(flowNodesOf(bpmnXml).map((node) => [node.nodeId, node.nodeType]));
  const layout: NodeLayoutEntry[] = [];
  const shapes = /<(?:\w+:)?BPMNShape\b([^>]*)>\s*<(?:\w+:)?Bounds\b([^>]*)\/>/g;
  for (const match of bpmnXml.matchAll(shapes)) {
    const nodeId = attribute(match[1] ?? '', 'bpmnElement');
    const nodeType = nodeId ? types.get(nodeId) : undefined;
    if (!nodeId || !nodeType) continue;
    const bounds = match[2] ?? '';
    layout.push({
      nodeId,
      nodeType,
      x: Number(attribute(bounds, 'x')),
      y: Number(attribute(bounds, 'y')),
      width: Number(attribute(bounds, 'width')),
      height: Number(attribute(bounds, 'height')),
    });
  }
  return layout;
}
