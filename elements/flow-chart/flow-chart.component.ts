import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type PropertyValues, type SVGTemplateResult, svg } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { NodeLayoutEntry } from '../../api/contract/workflow.js';
import {
  FLOW_NODE_STATUSES,
  type FlowNodeHandler,
  type FlowNodeState,
  type FlowNodeStatus,
  type InstanceFlowImage,
} from '../../api/contract/workflow-chart.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { approvalStatusLabel } from '../opinion-table/approval-status.js';
import type { BpmnViewerLike, CanvasLike, ElementLike, EventBusLike } from './bpmn-viewer.js';
import { flowChartStyles } from './flow-chart.styles.js';

const TIME = 'YYYY-MM-DD HH:mm';
const ZOOM_STEP = 1.25;

/** What the chart draws: the instance's drawing and node statuses (instanceFlowImage), or a part of it. */
export type FlowChartData = Partial<Omit<InstanceFlowImage, 'nodes'>> & { nodes?: FlowNodeState[] };

export function flowNodeStatusLabel(status: FlowNodeStatus): string {
  const labels: Record<FlowNodeStatus, string> = {
    done: msg('已完成'),
    current: msg('当前节点'),
    pending: msg('未到达'),
    rejected: msg('驳回'),
    skipped: msg('已跳过'),
  };
  return labels[status] ?? status;
}

function parseJson<T>(text: string | null): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

const hasDiagram = (xml: string | undefined) =>
  Boolean(xml && /BPMNDiagram/.test(xml) && /BPMNShape/.test(xml));

/**
 * The flow chart of a process instance: its BPMN drawing (bpmn-js's NavigatedViewer, loaded only when a
 * chart is shown; the bpmn.io mark stays visible), each node coloured by its status with a legend, details
 * of a node on hover and on focus, zoom in, zoom out and fit. Beside it, the nodes in flow order with
 * their status and handlers: a list to move through by keyboard, whose focused item highlights its node.
 * A definition without diagram data is drawn from its layout entries (nodeId, nodeType, x, y, width,
 * height) as plain shapes; a model with neither says so, and its node list stays usable.
 *
 * @tag flow-chart
 * @summary An instance's BPMN flow chart with node statuses and an accessible node list.
 *
 * @event eip-flow-node-select - A node was chosen in the list (Enter, Space or click). `detail: { nodeId }`.
 * @event eip-flow-child-open - A call activity's child was opened from the list. `detail: { instId }`.
 *
 * @csspart base - The chart and the node list.
 * @csspart legend - The status legend.
 * @csspart canvas - The drawing.
 * @csspart details - The details of the hovered or focused node.
 * @csspart node-list - The list of nodes.
 * @csspart status - The loading or error line.
 *
 * @cssproperty --flow-chart-height - Height of the drawing. Defaults to 420px.
 */
@localized()
export class FlowChart extends EipElement {
  static override styles = flowChartStyles;

  private readonly loader = new Task(this, {
    task: async ([instId, given], { signal }) => {
      if (given || !instId) return undefined;
      return answerValue(await this.api.runtimeReads.instanceFlowImage(instId, signal));
    },
    args: () => [this.instId, this.data !== undefined] as const,
  });

  /** The instance whose chart to load (ignored while `data` is set). */
  @property({ attribute: 'inst-id' }) instId = '';

  /**
   * The chart to draw instead of loading it: drawing (bpmnXml, or layout and flows) and node statuses. A
   * property, or JSON in the attribute.
   */
  @property({ converter: { fromAttribute: (text: string | null) => parseJson<FlowChartData>(text) } })
  data?: FlowChartData;

  /** Node layout entries for a definition without diagram data (used when the XML has no DI). */
  @property({ attribute: false }) layout?: NodeLayoutEntry[];

  @state() private viewerCss = '';
  @state() private viewerError = '';
  @state() private focusedId = '';
  @state() private hoveredId = '';
  @state() private plainScale = 1;

  @query('.viewer') private viewerHost?: HTMLElement;
  @query('[part="canvas"]') private canvasBox?: HTMLElement;

  private viewer?: BpmnViewerLike;
  private drawnXml = '';
  private userZoomed = false;
  private resizeObserver?: ResizeObserver;
  private markers = new Map<string, string>();

  /** The chart shown now. */
  get chart(): FlowChartData | undefined {
    return this.data ?? this.loader.value;
  }

  private get nodes(): FlowNodeState[] {
    return [...(this.chart?.nodes ?? [])].sort((a, b) => a.order - b.order);
  }

  private get plainLayout(): NodeLayoutEntry[] | undefined {
    const chart = this.chart;
    if (!chart) return undefined;
    if (hasDiagram(chart.bpmnXml)) return undefined;
    return this.layout ?? chart.layout ?? [];
  }

  /** A call activity's child: the page hears of it; a chart loaded by `inst-id` shows the child's. */
  private openChild(event: Event, childInstId: string): void {
    event.stopPropagation();
    this.emit('eip-flow-child-open', { instId: childInstId });
    if (this.data === undefined) this.instId = childInstId;
  }

  /** Loads the chart again. */
  reload(): void {
    void this.loader.run();
  }

  /** Zooms in one step. */
  zoomIn(): void {
    this.zoomBy(ZOOM_STEP);
  }

  /** Zooms out one step. */
  zoomOut(): void {
    this.zoomBy(1 / ZOOM_STEP);
  }

  /** Fits the whole process into the drawing. */
  fit(): void {
    this.userZoomed = false;
    const canvas = this.canvas();
    if (canvas) {
      if (this.hasSize) canvas.zoom('fit-viewport', 'auto');
    } else this.plainScale = 1;
  }

  /** The current zoom level (1 = fitted for a plain drawing). */
  get zoomLevel(): number {
    return this.canvas()?.zoom() ?? this.plainScale;
  }

  private zoomBy(factor: number): void {
    this.userZoomed = true;
    const canvas = this.canvas();
    if (canvas) {
      if (this.hasSize) canvas.zoom(Math.min(4, Math.max(0.2, canvas.zoom() * factor)), 'auto');
    } else this.plainScale = Math.min(4, Math.max(0.25, this.plainScale * factor));
  }

  private canvas(): CanvasLike | undefined {
    return this.viewer?.get<CanvasLike>('canvas');
  }

  /** Whether the drawing has a size (bpmn-js cannot zoom a hidden or zero-sized canvas). */
  private get hasSize(): boolean {
    const box = this.viewerHost;
    return Boolean(box && box.clientWidth > 0 && box.clientHeight > 0);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resizeObserver ??= new ResizeObserver(() => {
      const canvas = this.canvas();
      if (!canvas || !this.hasSize) return;
      canvas.resized();
      if (!this.userZoomed) canvas.zoom('fit-viewport', 'auto');
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
    this.viewer?.destroy();
    this.viewer = undefined;
    this.drawnXml = '';
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    void this.drawDiagram();
    this.applyMarkers();
  }

  /** Draws the BPMN (once per XML) through the lazily loaded viewer. */
  private async drawDiagram(): Promise<void> {
    const xml = this.chart?.bpmnXml;
    const host = this.viewerHost;
    if (!xml || !hasDiagram(xml) || !host || xml === this.drawnXml) return;
    this.drawnXml = xml;
    try {
      const { loadBpmnViewer } = await import('./bpmn-viewer.js');
      const module = await loadBpmnViewer();
      this.viewerCss = module.css;
      this.viewer?.destroy();
      const viewer = module.createViewer(host);
      this.viewer = viewer;
      await viewer.importXML(xml);
      if (this.viewer !== viewer) return;
      const events = viewer.get<EventBusLike>('eventBus');
      events.on('element.hover', (event) => {
        if (!event.element.waypoints && this.nodes.some((node) => node.nodeId === event.element.id)) {
          this.hoveredId = event.element.id;
        }
      });
      events.on('element.out', (event) => {
        if (this.hoveredId === event.element.id) this.hoveredId = '';
      });
      events.on('element.click', (event) => {
        if (this.nodes.some((node) => node.nodeId === event.element.id)) this.focusItem(event.element.id);
      });
      this.markers.clear();
      this.viewerError = '';
      this.fit();
      if (this.canvasBox) this.resizeObserver?.observe(this.canvasBox);
      this.applyMarkers();
    } catch (error) {
      this.drawnXml = '';
      this.viewerError = error instanceof Error ? error.message : String(error);
    }
  }

  /** Colours each node by its status and marks the focused one on the bpmn-js canvas. */
  private applyMarkers(): void {
    const canvas = this.canvas();
    if (!canvas) return;
    const wanted = new Map<string, string>();
    for (const node of this.nodes) {
      wanted.set(node.nodeId, `fc-${node.status}${node.nodeId === this.focusedId ? ' fc-highlight' : ''}`);
    }
    for (const [id, markers] of this.markers) {
      if (wanted.get(id) === markers) continue;
      for (const marker of markers.split(' ')) canvas.removeMarker(id, marker);
      this.markers.delete(id);
    }
    for (const [id, markers] of wanted) {
      if (this.markers.get(id) === markers) continue;
      try {
        for (const marker of markers.split(' ')) canvas.addMarker(id, marker);
        this.markers.set(id, markers);
      } catch {
        // A node of the statuses that the drawing does not have.
      }
    }
  }

  private focusItem(nodeId: string): void {
    const item = this.renderRoot.querySelector<HTMLElement>(`li[data-node-id="${CSS.escape(nodeId)}"]`);
    item?.focus();
  }

  private onItemFocus(node: FlowNodeState): void {
    this.focusedId = node.nodeId;
    const canvas = this.canvas();
    if (canvas && this.hasSize) {
      try {
        canvas.scrollToElement(node.nodeId, 40);
      } catch {
        // not drawn
      }
    }
  }

  private onListKeydown(event: KeyboardEvent): void {
    const nodes = this.nodes;
    const index = nodes.findIndex((node) => node.nodeId === this.focusedId);
    let next = -1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') next = Math.min(nodes.length - 1, index + 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') next = Math.max(0, index - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = nodes.length - 1;
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (this.focusedId) this.emit('eip-flow-node-select', { nodeId: this.focusedId });
      return;
    } else if (event.key === '+' || event.key === '=') {
      this.zoomIn();
      return;
    } else if (event.key === '-') {
      this.zoomOut();
      return;
    }
    if (next < 0) return;
    event.preventDefault();
    const target = nodes[next];
    if (target) this.focusItem(target.nodeId);
  }

  private handlerText(handler: FlowNodeHandler): string {
    const status = approvalStatusLabel(String(handler.statusVal));
    const name = handler.name;
    if (!handler.completeTime) return msg(str`${name}（${status}）`);
    const time = formatDateTime(handler.completeTime, TIME);
    return msg(str`${name}（${status}，${time}）`);
  }

  private handlersText(node: FlowNodeState): string {
    return [...new Set(node.handlers.map((handler) => handler.name))].join('、');
  }

  private renderLegend() {
    return html`<ul part="legend" aria-label=${msg('节点状态图例')}>
      ${FLOW_NODE_STATUSES.map(
        (status) =>
          html`<li><span class="swatch fc-${status}" aria-hidden="true"></span>${flowNodeStatusLabel(status)}</li>`,
      )}
    </ul>`;
  }

  private renderToolbar() {
    return html`<div class="toolbar">
      ${this.renderLegend()}
      <span class="zoom" role="group" aria-label=${msg('缩放')}>
        <sl-button size="small" class="zoom-in" @click=${() => this.zoomIn()}>${msg('放大')}</sl-button>
        <sl-button size="small" class="zoom-out" @click=${() => this.zoomOut()}>${msg('缩小')}</sl-button>
        <sl-button size="small" class="fit" @click=${() => this.fit()}>${msg('适应画布')}</sl-button>
      </span>
    </div>`;
  }

  /** Where the details box goes: beside the node, in the canvas box's coordinates. */
  private detailsPosition(nodeId: string): { left: number; top: number } {
    const canvas = this.canvas();
    const width = this.canvasBox?.clientWidth ?? 600;
    if (canvas) {
      const element = this.viewer
        ?.get<{ get(id: string): ElementLike | undefined }>('elementRegistry')
        .get(nodeId);
      const box = canvas.viewbox();
      if (element) {
        const left = (element.x + element.width - box.x) * box.scale + 8;
        const top = (element.y - box.y) * box.scale;
        return { left: Math.max(4, Math.min(left, width - 260)), top: Math.max(4, top) };
      }
    }
    const entry = this.plainLayout?.find((layout) => layout.nodeId === nodeId);
    if (entry) {
      const bounds = this.plainBounds();
      const scale =
        this.plainScale *
        Math.min(width / bounds.width, (this.canvasBox?.clientHeight ?? 420) / bounds.height);
      return {
        left: Math.max(4, Math.min((entry.x + entry.width - bounds.x) * scale + 8, width - 260)),
        top: Math.max(4, (entry.y - bounds.y) * scale),
      };
    }
    return { left: 8, top: 8 };
  }

  private renderDetails() {
    const id = this.hoveredId || this.focusedId;
    const node = this.nodes.find((entry) => entry.nodeId === id);
    if (!node) return nothing;
    const { left, top } = this.detailsPosition(node.nodeId);
    const handlers = node.handlers.map((handler) => html`<div>${this.handlerText(handler)}</div>`);
    return html`<div part="details" id="node-details" style="left:${left}px;top:${top}px">
      <p class="details-title">${node.name}</p>
      <dl>
        <dt>${msg('状态')}</dt>
        <dd>${flowNodeStatusLabel(node.status)}</dd>
        ${node.handlers.length ? html`<dt>${msg('处理人')}</dt><dd>${handlers}</dd>` : nothing}
        ${node.startTime ? html`<dt>${msg('到达时间')}</dt><dd>${formatDateTime(node.startTime, TIME)}</dd>` : nothing}
        ${node.endTime ? html`<dt>${msg('完成时间')}</dt><dd>${formatDateTime(node.endTime, TIME)}</dd>` : nothing}
        ${node.opinion ? html`<dt>${msg('审批意见')}</dt><dd>${node.opinion}</dd>` : nothing}
      </dl>
    </div>`;
  }

  private plainBounds() {
    const layout = this.plainLayout ?? [];
    if (layout.length === 0) return { x: 0, y: 0, width: 100, height: 100 };
    const minX = Math.min(...layout.map((entry) => entry.x)) - 20;
    const minY = Math.min(...layout.map((entry) => entry.y)) - 20;
    const maxX = Math.max(...layout.map((entry) => entry.x + entry.width)) + 20;
    const maxY = Math.max(...layout.map((entry) => entry.y + entry.height)) + 40;
    return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
  }

  /** A definition without DI: its layout entries as plain shapes, its flows as straight arrows. */
  private renderPlain(layout: NodeLayoutEntry[]) {
    const bounds = this.plainBounds();
    const width = bounds.width / this.plainScale;
    const height = bounds.height / this.plainScale;
    const x = bounds.x + (bounds.width - width) / 2;
    const y = bounds.y + (bounds.height - height) / 2;
    const byId = new Map(layout.map((entry) => [entry.nodeId, entry]));
    const statusOf = new Map(this.nodes.map((node) => [node.nodeId, node]));
    const center = (entry: NodeLayoutEntry) => ({
      x: entry.x + entry.width / 2,
      y: entry.y + entry.height / 2,
    });
    const flows = (this.chart?.flows ?? []).flatMap((flow) => {
      const from = byId.get(flow.sourceRef);
      const to = byId.get(flow.targetRef);
      if (!from || !to) return [];
      const a = center(from);
      const b = center(to);
      // From the edge of one shape to the edge of the other, so the arrow head shows.
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const edge = (entry: NodeLayoutEntry) =>
        Math.min(
          dx ? entry.width / 2 / Math.abs(dx) : Number.POSITIVE_INFINITY,
          dy ? entry.height / 2 / Math.abs(dy) : Number.POSITIVE_INFINITY,
        );
      const start = edge(from);
      const end = 1 - edge(to);
      return [
        svg`<line class="flow" x1=${a.x + dx * start} y1=${a.y + dy * start} x2=${a.x + dx * end}
          y2=${a.y + dy * end} marker-end="url(#arrow)"></line>`,
      ];
    });
    const shapes = layout.map((entry) => {
      const node = statusOf.get(entry.nodeId);
      const classes = `node fc-${node?.status ?? 'pending'}${entry.nodeId === this.focusedId ? ' fc-highlight' : ''}`;
      const c = center(entry);
      let shape: SVGTemplateResult;
      if (entry.nodeType === 'START' || entry.nodeType === 'END') {
        shape = svg`<circle class="shape" cx=${c.x} cy=${c.y} r=${Math.min(entry.width, entry.height) / 2}
          stroke-width=${entry.nodeType === 'END' ? 4 : 2}></circle>`;
      } else if (entry.nodeType.endsWith('GATEWAY')) {
        const points = `${c.x},${entry.y} ${entry.x + entry.width},${c.y} ${c.x},${entry.y + entry.height} ${entry.x},${c.y}`;
        shape = svg`<polygon class="shape" points=${points}></polygon>`;
      } else {
        shape = svg`<rect class="shape" x=${entry.x} y=${entry.y} width=${entry.width} height=${entry.height} rx="10"></rect>`;
      }
      const inside = !(
        entry.nodeType === 'START' ||
        entry.nodeType === 'END' ||
        entry.nodeType.endsWith('GATEWAY')
      );
      const label = node?.name ?? entry.nodeId;
      return svg`<g class=${classes} data-node-id=${entry.nodeId}
        @mouseenter=${() => {
          this.hoveredId = entry.nodeId;
        }}
        @mouseleave=${() => {
          if (this.hoveredId === entry.nodeId) this.hoveredId = '';
        }}
        @click=${() => this.focusItem(entry.nodeId)}>
        ${shape}
        <text x=${c.x} y=${inside ? c.y + 4 : entry.y + entry.height + 16} text-anchor="middle">${label}</text>
      </g>`;
    });
    return html`<svg class="plain" viewBox="${x} ${y} ${width} ${height}" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
          <path class="arrow-head" d="M 0 0 L 10 5 L 0 10 z"></path>
        </marker>
      </defs>
      ${flows} ${shapes}
    </svg>`;
  }

  private renderList() {
    const nodes = this.nodes;
    const tabbable = this.focusedId || nodes[0]?.nodeId;
    return html`<div class="nodes">
      <p class="list-title" id="node-list-title">${msg('流程节点')}</p>
      <ol part="node-list" aria-labelledby="node-list-title" @keydown=${this.onListKeydown}>
        ${nodes.map((node) => {
          const handlers = this.handlersText(node);
          return html`<li
            data-node-id=${node.nodeId}
            tabindex=${node.nodeId === tabbable ? 0 : -1}
            class=${node.nodeId === this.focusedId ? 'active' : ''}
            aria-current=${node.status === 'current' ? 'step' : 'false'}
            @focus=${() => this.onItemFocus(node)}
            @click=${() => this.emit('eip-flow-node-select', { nodeId: node.nodeId })}
          >
            <span class="swatch fc-${node.status}" aria-hidden="true"></span>
            <span class="node-name">${node.name}</span>
            <span class="node-meta">${flowNodeStatusLabel(node.status)}${handlers ? html` · ${handlers}` : nothing}</span>
            ${node.incident ? html`<span class="node-incident">${msg('异常')}：${node.incident}</span>` : nothing}
            ${
              node.childInstId
                ? html`<button type="button" class="child-link" @click=${(event: Event) => this.openChild(event, node.childInstId as string)}>
                    ${msg('查看子流程')}<span class="visually-hidden">${node.name}</span>
                  </button>`
                : nothing
            }
          </li>`;
        })}
      </ol>
    </div>`;
  }

  private renderChart(chart: FlowChartData) {
    const plain = this.plainLayout;
    const name = chart.subject || chart.name || '';
    const current = this.nodes
      .filter((node) => node.status === 'current')
      .map((node) => node.name)
      .join('、');
    const label = current ? msg(str`${name}流程图，当前节点：${current}`) : msg(str`${name}流程图`);
    return html`${this.viewerCss ? html`<style>${this.viewerCss}</style>` : nothing}
      ${this.renderToolbar()}
      <div part="base">
        <div part="canvas" role="figure" aria-label=${label} aria-describedby="node-list-title">
          ${
            plain?.length === 0
              ? html`<p class="no-diagram">${msg('该流程没有图形数据，节点及其状态见节点列表')}</p>`
              : plain
                ? this.renderPlain(plain)
                : html`<div class="viewer"></div>`
          }
          ${this.viewerError ? html`<p role="alert">${msg('流程图加载失败')}：${this.viewerError}</p>` : nothing}
          ${this.renderDetails()}
        </div>
        ${this.renderList()}
      </div>`;
  }

  override render() {
    if (this.data) return this.renderChart(this.data);
    return this.loader.render({
      initial: () => nothing,
      pending: () => renderLoading(),
      complete: (chart) => (chart ? this.renderChart(chart) : nothing),
      error: (error) => renderLoadError(error, () => this.reload()),
    });
  }
}

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-flow-node-select': { nodeId: string };
    'eip-flow-child-open': { instId: string };
  }
}
