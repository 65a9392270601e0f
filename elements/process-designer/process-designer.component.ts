import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { ProcessSettings, SettingsTask } from '../../api/contract/process-settings.js';
import type { FormDefinition } from '../../api/contract/workflow.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { EipElement } from '../core/eip-element.js';
import { renderField } from '../core/forms/form-field.js';
import { failureText } from '../core/forms/server-calls.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { type DeployOutcome, renderDeployOutcome } from '../core/model-deploy.js';
import type { SelectedElement } from '../process-properties/process-properties.component.js';
import type { BpmnModelerLike } from './bpmn-modeler.js';
import {
  emptySettings,
  formInput,
  selectionOf,
  settingsToSend,
  tasksOf,
  withStartRights,
} from './designer-settings.js';
import { processDesignerStyles } from './process-designer.styles.js';

/** A process the Modeler's business objects hold (what the deploy's key and name come from). */
interface ProcessObject {
  $type: string;
  id?: string;
  name?: string;
  isExecutable?: boolean;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char,
  );

/** A new model: an executable process with a start event, drawn (the Modeler needs diagram data). */
export function blankModel(startName: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_1" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="${escapeXml(startName)}" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_1">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

/** Font faces already added to a document (see BpmnModelerModule.fontFaceCss). */
const fontsAdded = new WeakSet<Document>();

function addFontFaces(document: Document, css: string): void {
  if (!css || fontsAdded.has(document)) return;
  fontsAdded.add(document);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * The process designer (流程设计) of the workflow administrators: bpmn-js's Modeler, loaded only when
 * the designer is shown (a chunk of its own), on a new model or on a version's (`def-id`), with the
 * properties panel beside it following the Modeler's selection (start rights, user task assignees, field
 * rights) and the form editor in a second tab. Saving deploys the model with its form and settings: a new
 * key becomes version 1, a known one its next version; the model check's errors refuse it naming rule and
 * element, its warnings are shown with the version made. A version's settings and form can also be saved
 * without a new version (保存设置).
 *
 * @tag process-designer
 * @summary bpmn-js's Modeler on a new or deployed process model; saving deploys a new version.
 *
 * @event eip-process-deploy - The model was deployed. `detail`: the version (`defId`, `defKey`, `version`) and its `warnings`.
 * @event eip-close - The administrator went back to the list (after saying so when the drawing has changes not deployed).
 *
 * @csspart base - The wrapper of everything.
 * @csspart toolbar - The key and name fields and the buttons.
 * @csspart outcome - What the last deploy answered.
 * @csspart canvas - The Modeler's drawing area.
 * @csspart properties - The properties panel beside it (`<process-properties>`): start rights, assignees, field rights.
 * @csspart status - The loading or error line.
 *
 * @cssproperty --canvas-height - The drawing area's height (default 36rem).
 */
@localized()
export class ProcessDesigner extends EipElement {
  static override styles = processDesignerStyles;

  private readonly confirm = new ConfirmController(this);

  @query('.canvas') private canvasHost?: HTMLElement;

  @state() private key = '';
  @state() private name = '';
  @state() private keyError = '';
  @state() private outcome: DeployOutcome;
  @state() private deploying = false;
  @state() private modelerCss = '';
  @state() private modelerError = '';

  /** What the properties panel and the form editor edit, sent with the deploy or saved on their own. */
  @state() private settings: ProcessSettings = emptySettings();
  @state() private form: FormDefinition = { key: '', name: '', fields: [], permissions: {} };
  @state() private tasks: SettingsTask[] = [];
  @state() private names: Record<string, string> = {};
  @state() private selected?: SelectedElement;
  @state() private saving = false;

  /** The version whose model is opened (def/getDefDesignByDefId); empty: a new model. */
  @property({ attribute: 'def-id' }) defId = '';

  private modeler?: BpmnModelerLike;
  /** Waits for the canvas to get a size before fitting the model to it (fitWhenSized). */
  private sizeObserver?: ResizeObserver;
  /** The drawing changed since it was opened or last deployed. */
  private dirty = false;
  /** The XML the Modeler shows, so that it imports each model once. */
  private shownXml = '';
  /** The loaded model the fields were filled from. */
  private filledFrom?: object;

  /** The tasks the loaded model's settings came with (what the model itself names for each). */
  private loadedTasks: SettingsTask[] = [];

  private readonly design = new Task(this, {
    task: async ([defId], { signal }) => {
      if (!defId) return { defKey: '', name: '', bpmnXml: blankModel(msg('开始')) };
      const [design, settings] = await Promise.all([
        this.api.bpmModel.getDefDesignByDefId(defId, signal),
        this.api.bpmModel.settings({ defId }, signal),
      ]);
      const { defKey, name, bpmnXml } = answerValue(design);
      return { defKey, name, bpmnXml, settings: answerValue(settings) };
    },
    args: () => [this.defId] as const,
  });

  override connectedCallback(): void {
    super.connectedCallback();
    // Back on the page after the Modeler was destroyed (or before it loaded): show the model again.
    if (!this.modeler && this.shownXml === '') this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.sizeObserver?.disconnect();
    this.modeler?.destroy();
    this.modeler = undefined;
    this.shownXml = '';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('defId')) {
      this.outcome = undefined;
      this.keyError = '';
    }
    // A newly loaded model fills the key and name fields once.
    const design = this.design.value;
    if (design && design !== this.filledFrom) {
      this.filledFrom = design;
      this.key = design.defKey;
      this.name = design.name;
      const view = 'settings' in design ? design.settings : undefined;
      this.settings = view
        ? { startRights: view.startRights, assignees: view.assignees, permissions: view.permissions }
        : emptySettings();
      this.form = view?.form ?? { key: '', name: '', fields: [], permissions: {} };
      this.loadedTasks = view?.tasks ?? [];
      this.tasks = this.loadedTasks;
      this.names = view?.names ?? {};
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    void this.showModel();
  }

  /** Loads the Modeler (once) and imports the model the design task loaded. */
  private async showModel(): Promise<void> {
    const design = this.design.value;
    const host = this.canvasHost;
    if (!design || !host || design.bpmnXml === this.shownXml) return;
    this.shownXml = design.bpmnXml;
    try {
      if (!this.modeler) {
        const { loadBpmnModeler } = await import('./bpmn-modeler.js');
        const module = await loadBpmnModeler();
        // Taken off the page while the Modeler loaded: no Modeler on a detached canvas (the next
        // connection shows the model again).
        if (!this.isConnected) {
          this.shownXml = '';
          return;
        }
        addFontFaces(this.ownerDocument, module.fontFaceCss);
        this.modelerCss = module.css;
        const modeler = module.createModeler(host);
        this.modeler = modeler;
        const events = modeler.get<{ on<T>(event: string, callback: (event: T) => void): void }>('eventBus');
        events.on('commandStack.changed', () => {
          this.dirty = true;
          this.tasks = tasksOf(modeler, this.loadedTasks);
        });
        // The properties panel follows the selection.
        events.on<{ newSelection: [] }>('selection.changed', (event) => {
          this.selected = selectionOf(event.newSelection);
        });
      }
      await this.modeler.importXML(design.bpmnXml);
      this.tasks = tasksOf(this.modeler, this.loadedTasks);
      this.selected = undefined;
      this.dirty = false;
      this.fitWhenSized(host);
      this.modelerError = '';
    } catch (error) {
      // Kept as shown: updated() must not import the same model again in a loop; 重试 does.
      this.modelerError = failureText(error);
    }
  }

  private retryModel(): void {
    this.shownXml = '';
    void this.showModel();
  }

  /**
   * Centred: a small model would otherwise sit at the left edge, under the palette. A canvas with no size
   * yet (the designer in a hidden tab, or not laid out) cannot be fitted (diagram-js would scale by
   * Infinity): it is fitted when it gets one.
   */
  private fitWhenSized(host: HTMLElement): void {
    this.sizeObserver?.disconnect();
    const fit = () => {
      if (!host.clientWidth || !host.clientHeight) return false;
      const canvas = this.modeler?.get<{ resized(): void; zoom(level: string, center: string): void }>(
        'canvas',
      );
      // The size diagram-js cached (it watches only the window's) is the canvas's no longer.
      canvas?.resized();
      canvas?.zoom('fit-viewport', 'auto');
      return true;
    };
    if (fit()) return;
    this.sizeObserver = new ResizeObserver(() => {
      if (fit()) this.sizeObserver?.disconnect();
    });
    this.sizeObserver.observe(host);
  }

  /** The process the deploy takes its key from: the only one, or the only executable one. */
  private processOf(modeler: BpmnModelerLike): ProcessObject | undefined {
    const definitions = modeler
      .get<{ getDefinitions(): { rootElements?: ProcessObject[] } }>('bpmnjs')
      .getDefinitions();
    const processes = (definitions.rootElements ?? []).filter((element) => element.$type === 'bpmn:Process');
    const executable = processes.length > 1 ? processes.filter((process) => process.isExecutable) : processes;
    return executable.length === 1 ? executable[0] : undefined;
  }

  private async handleDeploy(): Promise<void> {
    const modeler = this.modeler;
    if (!modeler || this.deploying) return;
    const key = this.key.trim();
    if (!key) {
      this.keyError = msg('请填写流程标识');
      (this.renderRoot.querySelector('#key') as HTMLInputElement | null)?.focus();
      return;
    }
    this.keyError = '';
    this.deploying = true;
    this.outcome = undefined;
    try {
      // The key is the process's id (a new model's is typed here); the name goes with the deploy.
      const process = this.processOf(modeler);
      if (process && !this.defId) process.id = key;
      if (process && this.name.trim()) process.name = this.name.trim();
      const { xml } = await modeler.saveXML({ format: true });
      const name = this.name.trim();
      // The form and the panel's settings go with the model: the version is stored with them at once.
      const form = this.form.fields.length ? { form: formInput(this.form, name || key) } : {};
      const settings = settingsToSend(this.settings, this.tasks, this.form);
      const result = answerValue(
        await this.api.bpmModel.deploy({ bpmnXml: xml ?? '', ...(name ? { name } : {}), ...form, settings }),
      );
      this.outcome = { kind: 'deployed', result };
      this.dirty = false;
      this.emit('eip-process-deploy', result);
    } catch (error) {
      this.outcome = { kind: 'refused', message: failureText(error) };
    } finally {
      this.deploying = false;
    }
  }

  /** Saves the form and the settings of the version opened, without a new version (def/saveForm, def/saveSettings). */
  private async handleSaveSettings(): Promise<void> {
    if (!this.defId || this.saving) return;
    this.saving = true;
    this.outcome = undefined;
    try {
      answerValue(
        await this.api.bpmModel.saveForm({
          defId: this.defId,
          form: formInput(this.form, this.name || this.key),
        }),
      );
      const loaded = this.loadedTasks;
      const view = answerValue(
        await this.api.bpmModel.saveSettings({
          defId: this.defId,
          settings: settingsToSend(this.settings, loaded, this.form),
        }),
      );
      this.names = view.names;
      this.outcome = { kind: 'saved', message: msg('设置已保存') };
    } catch (error) {
      this.outcome = { kind: 'refused', message: failureText(error) };
    } finally {
      this.saving = false;
    }
  }

  /** Back to the list; a drawing changed since its last deploy is left only when the user says so. */
  private async handleClose(): Promise<void> {
    if (this.dirty) {
      const leave = await this.confirm.ask(msg('有未保存的修改，离开后将丢失。确定离开吗？'), {
        title: msg('离开此页'),
        confirmLabel: msg('离开'),
      });
      if (!leave) return;
    }
    this.emit('eip-close', {});
  }

  private renderToolbar() {
    const existing = Boolean(this.defId);
    return html`<div class="toolbar" part="toolbar">
      ${renderField({
        id: 'key',
        label: msg('流程标识'),
        value: this.key,
        required: true,
        readonly: existing,
        maxlength: 64,
        error: this.keyError,
        hint: existing ? msg('部署为该流程的新版本') : msg('字母、数字、_ 和 -，部署后不能修改'),
        onInput: (value) => {
          this.key = value;
        },
      })}
      ${renderField({
        id: 'name',
        label: msg('流程名称'),
        value: this.name,
        maxlength: 100,
        onInput: (value) => {
          this.name = value;
        },
      })}
      <div class="buttons">
        ${
          existing
            ? html`<sl-button ?loading=${this.saving} @click=${this.handleSaveSettings}>${msg('保存设置')}</sl-button>`
            : nothing
        }
        <sl-button variant="primary" ?loading=${this.deploying} ?disabled=${!this.modeler} @click=${this.handleDeploy}
          >${msg('保存并部署')}</sl-button
        >
        <sl-button @click=${this.handleClose}>${msg('返回列表')}</sl-button>
      </div>
    </div>`;
  }

  override render() {
    return html`${this.modelerCss ? html`<style>${this.modelerCss}</style>` : nothing}
      <div part="base">
        ${this.renderToolbar()} ${renderDeployOutcome(this.outcome)}
        ${this.design.render({
          initial: () => renderLoading(),
          pending: () => renderLoading(),
          error: (error) => renderLoadError(error, () => void this.design.run()),
          complete: () => nothing,
        })}
        ${this.modelerError ? renderLoadError(new Error(this.modelerError), () => this.retryModel()) : nothing}
        <sl-tab-group>
          <sl-tab slot="nav" panel="model">${msg('流程图')}</sl-tab>
          <sl-tab slot="nav" panel="form">${msg('表单')}</sl-tab>
          <sl-tab-panel name="model">
            <div class="workspace">
              <div
                class="canvas"
                part="canvas"
                role="application"
                aria-label=${msg('流程图编辑区')}
                aria-roledescription=${msg('BPMN 流程设计器')}
              ></div>
              <process-properties
                part="properties"
                .settings=${this.settings}
                .tasks=${this.tasks}
                .fields=${this.form.fields}
                .names=${this.names}
                .selected=${this.selected}
                @eip-process-settings-change=${(event: CustomEvent<{ value: ProcessSettings }>) => {
                  this.settings = event.detail.value;
                }}
              ></process-properties>
            </div>
          </sl-tab-panel>
          <sl-tab-panel name="form">
            <form-designer
              .value=${this.form}
              @eip-form-definition-change=${(event: CustomEvent<{ value: FormDefinition }>) => {
                this.form = event.detail.value;
                this.settings = withStartRights(this.form, this.settings);
              }}
            ></form-designer>
          </sl-tab-panel>
        </sl-tab-group>
      </div>
      ${this.confirm.render()}`;
  }
}
