import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';

/**
 * A model written for a test, with diagram data added (bpmnlint's no-bpmndi refuses a deploy without it):
 * each flow node a shape on a grid, each sequence flow an edge between them. Read and written with
 * bpmn-moddle.
 */
export async function withDiagram(xml: string): Promise<string> {
  const moddle = new BpmnModdle();
  const { rootElement } = await moddle.fromXML(xml);
  const process = (rootElement.rootElements as ModdleElement[]).find(
    (element) => element.$type === 'bpmn:Process',
  );
  if (!process) throw new Error('the model has no process');
  const planeElements: ModdleElement[] = [];
  const bounds = new Map<string, { x: number; y: number; width: number; height: number }>();
  const elements = (process.flowElements ?? []) as ModdleElement[];
  let column = 0;
  for (const element of elements) {
    if (element.$type === 'bpmn:SequenceFlow') continue;
    const small = /Event$/.test(element.$type);
    const box = small
      ? {
          x: 100 + column * 150,
          y: element.$type === 'bpmn:BoundaryEvent' ? 160 : 100,
          width: 36,
          height: 36,
        }
      : { x: 100 + column * 150, y: 80, width: 100, height: 80 };
    column += 1;
    bounds.set(String(element.id), box);
    planeElements.push(
      moddle.create('bpmndi:BPMNShape', {
        id: `${element.id}_di`,
        bpmnElement: element,
        bounds: moddle.create('dc:Bounds', box),
      }),
    );
  }
  for (const flow of elements.filter((element) => element.$type === 'bpmn:SequenceFlow')) {
    const from = bounds.get(flow.sourceRef.id);
    const to = bounds.get(flow.targetRef.id);
    if (!from || !to) continue;
    planeElements.push(
      moddle.create('bpmndi:BPMNEdge', {
        id: `${flow.id}_di`,
        bpmnElement: flow,
        waypoint: [
          moddle.create('dc:Point', { x: from.x + from.width, y: from.y + from.height / 2 }),
          moddle.create('dc:Point', { x: to.x, y: to.y + to.height / 2 }),
        ],
      }),
    );
  }
  const plane = moddle.create('bpmndi:BPMNPlane', {
    id: 'Plane_1',
    bpmnElement: process,
    planeElement: planeElements,
  });
  rootElement.diagrams = [moddle.create('bpmndi:BPMNDiagram', { id: 'Diagram_1', plane })];
  return (await moddle.toXML(rootElement, { format: true })).xml;
}
