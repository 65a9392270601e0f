/**
 * bpmn-js's NavigatedViewer and its styles, loaded only when a chart with diagram data is shown: a
 * dynamic import, so the host build and the lazy loader put bpmn-js in a chunk of its own.
 */

/** What `<flow-chart>` uses of the viewer (diagram-js services by name). */
export interface BpmnViewerLike {
  importXML(xml: string): Promise<{ warnings: unknown[] }>;
  get<T = unknown>(name: string): T;
  destroy(): void;
}

export interface CanvasLike {
  zoom(level?: number | 'fit-viewport' | false, center?: { x: number; y: number } | 'auto'): number;
  addMarker(element: string, marker: string): void;
  removeMarker(element: string, marker: string): void;
  scrollToElement(element: string, padding?: number): void;
  resized(): void;
  viewbox(): { x: number; y: number; width: number; height: number; scale: number };
}

export interface ElementLike {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  waypoints?: unknown;
}

export interface EventBusLike {
  on(event: string, callback: (event: { element: ElementLike }) => void): void;
}

export interface BpmnViewerModule {
  createViewer(container: HTMLElement): BpmnViewerLike;
  /** diagram-js.css and bpmn-js.css, to put inside the shadow root. */
  css: string;
}

let loading: Promise<BpmnViewerModule> | undefined;

export function loadBpmnViewer(): Promise<BpmnViewerModule> {
  loading ??= Promise.all([
    import('bpmn-js/lib/NavigatedViewer'),
    import('bpmn-js/dist/assets/diagram-js.css?inline'),
    import('bpmn-js/dist/assets/bpmn-js.css?inline'),
  ]).then(([viewer, diagramCss, bpmnCss]) => ({
    createViewer: (container) => new viewer.default({ container }) as unknown as BpmnViewerLike,
    css: `${diagramCss.default}\n${bpmnCss.default}`,
  }));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
