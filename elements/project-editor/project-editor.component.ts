import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Envelope } from '../../api/contract/envelope.js';
import type { UploadedFile } from '../../api/contract/files.js';
import { noticeFactsDigest, noticeIsStale } from '../../api/contract/notice-basis.js';
import type { ProjectState } from '../../api/contract/procure-project.js';
import {
  type EditableProject,
  fieldErrorsOf,
  type ProjectFieldErrors,
  type ProjectStage,
  type ProjectStateChange,
  type SavedProject,
} from '../../api/contract/project-editor.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { EipElement } from '../core/eip-element.js';
import { renderFormMessage } from '../core/forms/form-field.js';
import type { FormMessage } from '../core/forms/form-submission.js';
import { failureText } from '../core/forms/server-calls.js';
import { HostInfoController } from '../core/host-context.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { projectStateLabel, projectStateVariant } from '../core/procure-labels.js';
import { type EditorFields, type EditorValues, emptyValues } from './editor-model.js';
import { editorProblems } from './editor-rules.js';
import { draftOf, valuesOf } from './editor-wire.js';
import { fieldLabel, localizeRuleMessage } from './field-labels.js';
import {
  type EditorForm,
  renderBasicSection,
  renderRulesSection,
  renderScheduleSection,
} from './form-sections.js';
import { renderGoodsSection } from './goods-section.js';
import { NoticeGenerator, renderNoticeSection } from './notice-section.js';
import { projectEditorStyles } from './project-editor.styles.js';
import { renderQualificationSection } from './qualification-section.js';
import { renderScoreSection } from './score-section.js';
import { editorSections, type SectionId, sectionTitle } from './sections.js';
import { renderSupplierSection, SupplierSearch } from './supplier-section.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The draft was saved; `created` on its first save (the page moves to its edit address). */
    'eip-project-save': { id: string; created: boolean };
    /** The project was submitted for approval. */
    'eip-project-submit': { id: string; state: ProjectState };
    /** The submitted project was taken back to draft. */
    'eip-project-withdraw': { id: string; state: ProjectState };
    /** The editor holds changes not saved yet, or no longer does. */
    'eip-dirty-change': { dirty: boolean };
  }
}

type Busy = '' | 'save' | 'submit' | 'withdraw';

/**
 * The purchaser's project editor: every field of a tender project in sections (basic information,
 * schedule, bidding rules, the introduction as rich text, purchasing list, scoring rules in comprehensive mode, qualification list,
 * attachments, invited suppliers in invite mode) with a section index beside them. 保存草稿 saves what
 * is there (a draft needs only its name), 提交审批 saves and submits it (everything required), 撤回 takes
 * a submitted project back. The contract's field rules (projectFieldErrors) run on a field when the
 * user leaves it and on every field at save or submit; the server's refusal of fields shows on those
 * fields; nothing typed is lost by a failed call. Leaving the page with changes not saved asks first.
 *
 * @tag project-editor
 * @summary Creates and edits a tender project: fields, lists, rules, files; save, submit, withdraw.
 *
 * @event eip-project-save - The draft was saved. `detail: { id, created }`.
 * @event eip-project-submit - The project was submitted for approval. `detail: { id, state }`.
 * @event eip-project-withdraw - The submitted project went back to draft. `detail: { id, state }`.
 * @event eip-dirty-change - Unsaved changes appeared or were saved. `detail: { dirty }`.
 * @event eip-navigate - 返回 was clicked; call preventDefault() to route it yourself. `detail: { href }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart nav - The index of sections.
 * @csspart section - Each section of the form.
 * @csspart field - Each field: label, input and message.
 * @csspart goods - The purchasing list's table.
 * @csspart score-rules - The scoring rules' tree.
 * @csspart qualifications - The qualification list.
 * @csspart message - The warning or the server's refusal, or that the draft was saved.
 * @csspart actions - The bar with 返回, 保存草稿, 提交审批 and 撤回.
 * @csspart status - The loading or error line.
 *
 * @cssproperty --editor-sticky-top - How far below the window's top the index sticks and a section
 *   lands when its index entry is chosen (the height of a page's own sticky header and a gap).
 */
@localized()
export class ProjectEditor extends EipElement {
  static override styles = projectEditorStyles;

  private readonly hostInfo = new HostInfoController(this);
  private readonly confirm = new ConfirmController(this);
  private readonly supplierSearch = new SupplierSearch(this, () => this.api);
  private readonly noticeGenerator = new NoticeGenerator(this);

  private readonly loader = new Task(this, {
    task: async ([key], { signal }): Promise<EditableProject | null> => {
      const project = key ? answerValue(await this.api.procureProject.getEditable(key, signal)) : null;
      this.adopt(project);
      return project;
    },
    args: () => [this.loadKey] as const,
  });

  /** The project loaded: the page's id, except when the editor itself just gave the page that id. */
  @state() private loadKey = '';
  @state() private draftId = '';
  @state() private values: EditorValues = emptyValues();
  @state() private projectState: ProjectState = 'draft';
  @state() private editable = true;
  @state() private approvalOpinion = '';
  /** The save body last saved or loaded, to tell unsaved changes. */
  @state() private savedText = JSON.stringify(draftOf(emptyValues()));
  /** Paths whose problem shows (the user left the field). */
  @state() private touched = new Set<string>();
  /** The stage whose rules show on every field after an attempt, or '' before any. */
  @state() private tried: ProjectStage | '' = '';
  @state() private serverErrors: ProjectFieldErrors = {};
  @state() private busy: Busy = '';
  @state() private message: FormMessage | { variant: 'success'; text: string } = null;
  @state() private announcement = '';
  private wasDirty = false;

  /** The project to edit; empty for a new one. */
  @property({ attribute: 'project-id' }) projectId = '';

  /** Where 返回 goes: `{base}` is the portal's link base. */
  @property({ attribute: 'list-href' }) listHref = '{base}/project';

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('beforeunload', this.handleBeforeUnload);
  }

  override disconnectedCallback(): void {
    window.removeEventListener('beforeunload', this.handleBeforeUnload);
    super.disconnectedCallback();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('projectId') && this.projectId !== this.draftId) this.loadKey = this.projectId;
    // Before the controllers' update, so the search starts in this very update.
    if (this.values.fRegisterMode === 'invite') this.supplierSearch.start();
  }

  override updated(): void {
    const dirty = this.dirty;
    if (dirty !== this.wasDirty) {
      this.wasDirty = dirty;
      this.emit('eip-dirty-change', { dirty });
    }
  }

  /** True while the editor holds changes the server has not saved. */
  get dirty(): boolean {
    return this.editable && JSON.stringify(draftOf(this.values)) !== this.savedText;
  }

  // ---- handlers ---------------------------------------------------------------------------------

  private readonly handleBeforeUnload = (event: BeforeUnloadEvent): void => {
    if (this.dirty) event.preventDefault();
  };

  /** Takes over a loaded project (or a new one), everything shown afresh. */
  private adopt(project: EditableProject | null): void {
    this.values = project ? valuesOf(project) : emptyValues();
    this.draftId = project?.id ?? '';
    this.projectState = project?.fState ?? 'draft';
    this.editable = project?.editable ?? true;
    this.approvalOpinion = project?.fApprovalOpinion ?? '';
    this.savedText = JSON.stringify(draftOf(this.values));
    this.touched = new Set();
    this.tried = '';
    this.serverErrors = {};
    this.message = null;
  }

  private set<K extends keyof EditorFields>(field: K, value: EditorFields[K]): void {
    this.values = { ...this.values, [field]: value };
    this.forget(field);
  }

  /** The purchaser edits the notice: it is written from the facts as they are now, unless it has its basis. */
  private setNotice(field: 'noticeTitle' | 'noticeContent', value: string): void {
    const basis = this.values.noticeBasis || noticeFactsDigest(draftOf(this.values, this.draftId));
    this.values = { ...this.values, [field]: value, noticeBasis: basis };
    this.forget(field);
  }

  /** A list changed: its server messages go (their line numbers no longer hold), focus moves on. */
  private setList<K extends 'goods' | 'scoreRules' | 'qualifications' | 'suppliers' | 'documents'>(
    list: K,
    value: EditorValues[K],
    focus?: string,
  ): void {
    this.values = { ...this.values, [list]: value };
    const prefix = { goods: 'goodsList', scoreRules: 'fScoreRule', qualifications: 'qualificationList' }[
      list as string
    ];
    const kept = Object.entries(this.serverErrors).filter(
      ([path]) => !(prefix && (path === prefix || path.startsWith(`${prefix}.`))) && path !== 'supplierIds',
    );
    if (kept.length !== Object.keys(this.serverErrors).length) this.serverErrors = Object.fromEntries(kept);
    this.message = null;
    if (focus) void this.updateComplete.then(() => this.focusById(focus));
  }

  private forget(path: string): void {
    if (path in this.serverErrors) {
      const { [path]: _gone, ...rest } = this.serverErrors;
      this.serverErrors = rest;
    }
    if (this.message?.variant !== 'warning') this.message = null;
  }

  private touch(path: string): void {
    if (this.touched.has(path)) return;
    this.touched = new Set(this.touched).add(path);
  }

  /** Leaving a line's cell shows its problem too (the cells carry their error path). */
  private handleFocusOut(event: FocusEvent): void {
    const path = (event.composedPath()[0] as HTMLElement).dataset?.path;
    if (path) this.touch(path);
  }

  private focusById(id: string): void {
    (this.renderRoot.querySelector(`#${CSS.escape(id)}`) as HTMLElement | null)?.focus();
  }

  /** After a failed check or refusal: the first field that shows a problem takes focus. */
  private async focusFirstProblem(): Promise<void> {
    await this.updateComplete;
    const first = this.renderRoot.querySelector<HTMLElement>(
      '[aria-invalid="true"], .total--problem, .section__error',
    );
    first?.scrollIntoView({ block: 'center' });
    if (first?.matches('[aria-invalid="true"]')) first.focus();
  }

  // ---- rules ------------------------------------------------------------------------------------

  /** Every problem by path for a stage (editor-rules.ts). */
  private problems(stage: ProjectStage): ProjectFieldErrors {
    return editorProblems(this.values, this.draftId, stage);
  }

  /** The message shown at a path now, in the current language, or null. */
  private error(path: string, problems: ProjectFieldErrors): string | null {
    const server = this.serverErrors[path];
    if (server) return localizeRuleMessage(server);
    const problem = problems[path];
    if (!problem || !(this.tried || this.touched.has(path))) return null;
    return localizeRuleMessage(problem);
  }

  // ---- actions ----------------------------------------------------------------------------------

  /** Saves what is there; answers the draft's id, or undefined when it was not saved. */
  private async save(): Promise<string | undefined> {
    const draft = draftOf(this.values, this.draftId);
    const problems = this.problems('save');
    if (Object.keys(problems).length) {
      this.tried ||= 'save';
      this.message = { variant: 'warning', text: msg('请按提示填写后再保存') };
      void this.focusFirstProblem();
      return undefined;
    }
    const answer = await this.api.procureProject.save(draft);
    if (!answer.state) return this.refuse(answer);
    const { id } = answerValue(answer as Envelope<SavedProject>);
    const created = !this.draftId;
    this.draftId = id;
    const { id: _id, ...sent } = draft;
    this.savedText = JSON.stringify(sent);
    this.emit('eip-project-save', { id, created });
    return id;
  }

  /** A refusal: its fields show their messages, the rest under the form; what was typed stays. */
  private refuse(answer: Envelope<unknown>): undefined {
    const fields = fieldErrorsOf(answer);
    this.serverErrors = fields;
    this.message = { variant: 'danger', text: answer.message || msg('操作失败') };
    if (Object.keys(fields).length) void this.focusFirstProblem();
    return undefined;
  }

  private async run(kind: Exclude<Busy, ''>, action: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = kind;
    this.message = null;
    try {
      await action();
    } catch (error) {
      this.message = { variant: 'danger', text: failureText(error) };
    } finally {
      this.busy = '';
    }
  }

  private handleSave(): void {
    void this.run('save', async () => {
      if (await this.save()) this.message = { variant: 'success', text: msg('草稿已保存') };
    });
  }

  private handleSubmit(): void {
    void this.run('submit', async () => {
      this.tried = 'submit';
      if (Object.keys(this.problems('submit')).length) {
        this.message = { variant: 'warning', text: msg('请按提示填写后再提交') };
        void this.focusFirstProblem();
        return;
      }
      const id = this.dirty || !this.draftId ? await this.save() : this.draftId;
      if (!id) return;
      const answer = await this.api.procureProject.submit(id);
      if (!answer.state) {
        this.refuse(answer);
        return;
      }
      const { fState } = answerValue(answer as Envelope<ProjectStateChange>);
      this.projectState = fState;
      this.editable = false;
      this.message = { variant: 'success', text: msg('已提交审批') };
      this.emit('eip-project-submit', { id, state: fState });
    });
  }

  private async handleWithdraw(): Promise<void> {
    const sure = await this.confirm.ask(msg('撤回后项目回到草稿，可修改后再提交。确定撤回吗？'), {
      title: msg('撤回'),
      confirmLabel: msg('撤回'),
    });
    if (!sure) return;
    await this.run('withdraw', async () => {
      const answer = await this.api.procureProject.withdraw(this.draftId);
      const { fState } = answerValue(answer);
      this.projectState = fState;
      this.editable = fState === 'draft';
      this.message = { variant: 'success', text: msg('已撤回，可继续修改') };
      this.emit('eip-project-withdraw', { id: this.draftId, state: fState });
    });
  }

  private async handleBack(event: MouseEvent, href: string): Promise<void> {
    event.preventDefault();
    if (this.dirty) {
      const leave = await this.confirm.ask(msg('有未保存的修改，离开后将丢失。确定离开吗？'), {
        title: msg('离开此页'),
        confirmLabel: msg('离开'),
      });
      if (!leave) return;
      this.savedText = JSON.stringify(draftOf(this.values));
    }
    if (this.emit('eip-navigate', { href }, { cancelable: true })) window.location.assign(href);
  }

  private handleNav(event: MouseEvent, section: SectionId): void {
    event.preventDefault();
    const target = this.renderRoot.querySelector<HTMLElement>(`#section-${section}`);
    target?.scrollIntoView({ block: 'start' });
    target?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  }

  // ---- render -----------------------------------------------------------------------------------

  private form(problems: ProjectFieldErrors): EditorForm {
    return {
      values: this.values,
      error: (path) => this.error(path, problems),
      set: (field, value) => this.set(field, value),
      touch: (path) => this.touch(path),
    };
  }

  private renderSection(id: SectionId, content: TemplateResult, error?: string | null): TemplateResult {
    return html`<section part="section" class="section" id=${`section-${id}`} aria-labelledby=${`heading-${id}`}>
      <h2 id=${`heading-${id}`} tabindex="-1">${sectionTitle(id)}</h2>
      ${error ? html`<p class="section__error" role="alert">${error}</p>` : nothing}
      <fieldset class="section__body" ?disabled=${!this.editable}>
        <legend class="visually-hidden">${sectionTitle(id)}</legend>
        ${content}
      </fieldset>
    </section>`;
  }

  private renderSectionContent(id: SectionId, problems: ProjectFieldErrors): TemplateResult {
    const form = this.form(problems);
    const announce = (text: string) => {
      this.announcement = text;
    };
    const error = (path: string) => this.error(path, problems);
    switch (id) {
      case 'basic':
        return renderBasicSection(form);
      case 'schedule':
        return renderScheduleSection(form);
      case 'rules':
        return renderRulesSection(form);
      case 'goods':
        return renderGoodsSection({
          lines: this.values.goods,
          problem: (index, cell) => error(`goodsList.${index}.${cell}`),
          onChange: (lines, focus) => this.setList('goods', lines, focus),
          announce,
        });
      case 'score':
        return renderScoreSection({
          options: this.values.scoreRules,
          problem: error,
          onChange: (options, focus) => this.setList('scoreRules', options, focus),
          announce,
        });
      case 'qualifications':
        return renderQualificationSection({
          lines: this.values.qualifications,
          problem: (index, cell) => error(`qualificationList.${index}.${cell}`),
          onChange: (lines, focus) => this.setList('qualifications', lines, focus),
          announce,
        });
      case 'files':
        return html`<file-upload
          label=${fieldLabel('fDocument')}
          max-count="10"
          .value=${this.values.documents}
          ?readonly=${!this.editable}
          @eip-change=${(event: CustomEvent<{ value: UploadedFile[] }>) =>
            this.setList('documents', event.detail.value)}
        ></file-upload>`;
      case 'intro':
        return html`<rich-text-editor
          label=${fieldLabel('fBasicInfo')}
          .value=${this.values.fBasicInfo}
          error=${error('fBasicInfo') ?? ''}
          ?readonly=${!this.editable}
          @eip-input=${(event: CustomEvent<{ value: string }>) => this.set('fBasicInfo', event.detail.value)}
          @eip-change=${() => this.touch('fBasicInfo')}
        ></rich-text-editor>`;
      case 'notice':
        return renderNoticeSection({
          title: this.values.noticeTitle,
          content: this.values.noticeContent,
          language: this.values.fNoticeLanguage,
          stale: noticeIsStale(draftOf(this.values, this.draftId)),
          editable: this.editable,
          generator: this.noticeGenerator,
          titleError: error('noticeTitle'),
          contentError: error('noticeContent'),
          onTitle: (value) => this.setNotice('noticeTitle', value),
          onContent: (value) => this.setNotice('noticeContent', value),
          onLanguage: (value) => this.set('fNoticeLanguage', value),
          // 已核对: the purchaser read the notice against the changed facts and keeps it.
          onChecked: () => this.set('noticeBasis', noticeFactsDigest(draftOf(this.values, this.draftId))),
          onGenerate: () => {
            const draft = draftOf(this.values, this.draftId);
            return this.noticeGenerator.generate(this.api, draft, (notice) => {
              this.values = {
                ...this.values,
                noticeTitle: notice.title,
                noticeContent: notice.content,
                noticeBasis: noticeFactsDigest(draft),
              };
            });
          },
        });
      case 'suppliers':
        return renderSupplierSection({
          search: this.supplierSearch,
          chosen: this.values.suppliers,
          error: error('supplierIds'),
          onChange: (chosen) => this.setList('suppliers', chosen),
        });
    }
  }

  private renderHead(): TemplateResult {
    const state = this.projectState;
    return html`<div class="head">
      <sl-tag size="small" variant=${projectStateVariant(state)}>${projectStateLabel(state)}</sl-tag>
      ${this.dirty ? html`<span class="head__dirty">${msg('有未保存的修改')}</span>` : nothing}
      ${
        !this.editable && state === 'submitted'
          ? html`<p class="head__note">${msg('项目已提交审批，撤回后才能修改')}</p>`
          : !this.editable
            ? html`<p class="head__note">${msg('项目已发布，不能再修改；如需变更请发布澄清公告')}</p>`
            : nothing
      }
      ${
        this.approvalOpinion && this.editable
          ? html`<p class="head__opinion" role="note">${msg('审批意见：')}${this.approvalOpinion}</p>`
          : nothing
      }
    </div>`;
  }

  private renderActions(): TemplateResult {
    const href = this.listHref.replaceAll('{base}', this.hostInfo.value.linkBase);
    const busy = this.busy !== '';
    return html`<div part="actions" class="actions">
      <a class="actions__back" href=${href} @click=${(event: MouseEvent) => this.handleBack(event, href)}
        >${msg('返回')}</a
      >
      <span class="actions__spacer"></span>
      ${
        this.projectState === 'submitted'
          ? html`<sl-button ?loading=${this.busy === 'withdraw'} ?disabled=${busy} @click=${this.handleWithdraw}
              >${msg('撤回')}</sl-button
            >`
          : nothing
      }
      ${
        this.editable
          ? html`<sl-button ?loading=${this.busy === 'save'} ?disabled=${busy} @click=${this.handleSave}
                >${msg('保存草稿')}</sl-button
              >
              <sl-button
                variant="primary"
                ?loading=${this.busy === 'submit'}
                ?disabled=${busy}
                @click=${this.handleSubmit}
                >${msg('提交审批')}</sl-button
              >`
          : nothing
      }
    </div>`;
  }

  private renderMessage(): TemplateResult {
    const message = this.message;
    if (message?.variant === 'success') {
      return html`<div part="message" class="form-message--success" role="status">${message.text}</div>`;
    }
    return renderFormMessage(message);
  }

  private renderEditor(): TemplateResult {
    const problems = this.problems(this.tried === 'submit' ? 'submit' : 'save');
    const sections = editorSections(this.values);
    return html`<div class="layout">
        <nav part="nav" class="nav" aria-label=${msg('表单目录')}>
          <ol>
            ${sections.map(
              (id) =>
                html`<li><a href=${`#section-${id}`} @click=${(event: MouseEvent) => this.handleNav(event, id)}
                  >${sectionTitle(id)}</a
                ></li>`,
            )}
          </ol>
        </nav>
        <div class="sections" @focusout=${this.handleFocusOut}>
          ${this.renderHead()}
          ${sections.map((id) =>
            this.renderSection(
              id,
              this.renderSectionContent(id, problems),
              id === 'goods' ? this.error('goodsList', problems) : undefined,
            ),
          )}
        </div>
      </div>
      <div class="footer">${this.renderMessage()} ${this.renderActions()}</div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      ${this.confirm.render()}`;
  }

  override render() {
    return html`<div part="base" aria-busy=${this.busy ? 'true' : 'false'}>
      ${this.loader.render({
        pending: () => renderLoading(),
        error: (error) => renderLoadError(error, () => void this.loader.run()),
        complete: () => this.renderEditor(),
      })}
    </div>`;
  }
}
