import bpmnCss from 'bpmn-js/dist/assets/bpmn-js.css?inline';
import diagramCss from 'bpmn-js/dist/assets/diagram-js.css?inline';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';

/**
 * bpmn-js's NavigatedViewer and its styles, loaded only when a chart with diagram data is shown: a
 * this module is imported dynamically, so bpmn-js gets a chunk of its own.
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

/**
 * What bpmn-js draws in where the diagram names no colour (its own defaults are black on white). Its
 * renderer sets them as style properties, so Shoelace's tokens work and follow the theme: the chart
 * turns dark with the page.
 */
const THEMED_COLORS = {
  defaultFillColor: 'var(--sl-color-neutral-0)',
  defaultStrokeColor: 'var(--sl-color-neutral-900)',
  defaultLabelColor: 'var(--sl-color-neutral-900)',
};

/**
 * This module is itself only imported lazily (by `<flow-chart>`, or by the script-tag bundle from beside
 * itself), so bpmn-js and its styles are imported statically here: no dynamic import of CSS, which
 * would pull the build's preload helper into every element's chunks.
 */
export function loadBpmnViewer(): Promise<BpmnViewerModule> {
  return Promise.resolve({
    createViewer: (container) =>
      new NavigatedViewer({ container, bpmnRenderer: THEMED_COLORS }) as unknown as BpmnViewerLike,
    css: `${diagramCss}\n${bpmnCss}`,
  });
}
