import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { defineElement } from '../elements/core/define.js';
import { type ApiMember, type ElementDoc, publicMembers } from './api-members.js';
import { chromeText } from './chrome-text.js';
import { escapeHtml } from './examples.js';

/** What a control edits: a property the element takes from markup or, for data, from code. */
interface Control {
  member: ApiMember & { type?: { text: string; values?: string[] } };
  kind: 'text' | 'number' | 'boolean' | 'choice' | 'json';
}

interface LoggedEvent {
  name: string;
  detail: string;
}

/** How many events the log keeps, newest first. */
const LOG_SIZE = 30;

/** An event's detail as short JSON (elements, functions and cycles stand as their kind). */
function describeDetail(detail: unknown): string {
  if (detail === undefined || detail === null) return '';
  try {
    const text = JSON.stringify(detail, (_key, value) =>
      value instanceof Node ? `<${value.nodeName.toLowerCase()}>` : typeof value === 'function' ? 'ƒ' : value,
    );
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return String(detail);
  }
}

/**
 * How a property is edited: markup values (a menu for an enumerated type, a switch, a number, text)
 * when the element takes it as an attribute, JSON for data (arrays and plain objects, or data typed so
 * while still unset); anything else (elements, functions, state) gets no control.
 */
function controlKind(member: Control['member'], value: unknown): Control['kind'] | undefined {
  if (member.attribute) {
    if (member.type?.values) return 'choice';
    if (typeof value === 'boolean') return 'boolean';
    if (typeof value === 'number') return 'number';
    if (typeof value === 'string') return 'text';
  }
  if (Array.isArray(value) || (value && Object.getPrototypeOf(value) === Object.prototype)) return 'json';
  if (value === undefined && /\[\]|Record<|Data\b/.test(member.type?.text ?? '')) return 'json';
  return undefined;
}

/**
 * The playground of an element's docs page, as Storybook's controls and actions: a live instance made
 * from the page's first example, a control for each property it takes (text, number, switch, a menu of
 * an enumerated type's values, JSON for data), a log of the events it emits, and the markup of what is
 * set now, to copy. The instance is made when the reader opens the playground.
 */
export class DocsPlayground extends LitElement {
  @property({ attribute: false }) element?: ElementDoc;
  /** The markup the instance starts from (the page's first HTML example). */
  @property({ attribute: false }) markup = '';
  /** The language of its words (the docs' chrome's). */
  @property({ attribute: false }) language = 'zh-CN';
  @state() private opened = false;
  @state() private log: LoggedEvent[] = [];
  /** JSON that did not parse, by property, as typed. */
  @state() private drafts: Record<string, { text: string; error: string }> = {};
  private instance?: HTMLElement & Record<string, unknown>;
  private controls: Control[] = [];
  /** The attributes the instance was made with, as written. */
  private initialAttributes = new Map<string, string>();
  /** The properties the reader changed: the markup shows these as they are now, the rest as written. */
  private touched = new Set<string>();

  override createRenderRoot(): HTMLElement {
    return this;
  }

  private async create(): Promise<void> {
    const element = this.element;
    const stage = this.querySelector<HTMLElement>('.playground__stage');
    if (!element || !stage || this.instance) return;
    // Parsed inertly (a parser document runs nothing), then adopted: the tag upgrades on the page.
    const parsed = new DOMParser().parseFromString(this.markup, 'text/html').querySelector(element.tagName);
    const instance = (
      parsed ? document.importNode(parsed, true) : document.createElement(element.tagName)
    ) as HTMLElement & Record<string, unknown>;
    instance.removeAttribute('id');
    for (const name of instance.getAttributeNames())
      this.initialAttributes.set(name, instance.getAttribute(name) ?? '');
    stage.append(instance);
    await customElements.whenDefined(element.tagName);
    for (const event of element.events ?? [])
      instance.addEventListener(event.name, (fired) => {
        const entry = { name: event.name, detail: describeDetail((fired as CustomEvent).detail) };
        this.log = [entry, ...this.log].slice(0, LOG_SIZE);
      });
    this.instance = instance;
    this.controls = this.controlsOf(element, instance);
    this.requestUpdate();
  }

  private controlsOf(element: ElementDoc, instance: Record<string, unknown>): Control[] {
    return publicMembers(element, 'field')
      .filter((member) => !member.readonly)
      .flatMap((member) => {
        const kind = controlKind(member as Control['member'], instance[member.name]);
        return kind ? [{ member: member as Control['member'], kind }] : [];
      });
  }

  private set(name: string, value: unknown) {
    if (!this.instance) return;
    this.instance[name] = value;
    this.touched.add(name);
    this.requestUpdate();
  }

  private setJson(name: string, text: string) {
    try {
      const value = text.trim() ? JSON.parse(text) : undefined;
      const { [name]: _done, ...rest } = this.drafts;
      this.drafts = rest;
      this.set(name, value);
    } catch (error) {
      this.drafts = {
        ...this.drafts,
        [name]: { text, error: `${chromeText(this.language).play.badJson}: ${(error as Error).message}` },
      };
    }
  }

  /** The markup of the instance as it is set now, and the code lines for its data properties. */
  private currentMarkup(): string {
    const instance = this.instance;
    const element = this.element;
    if (!instance || !element) return '';
    const attributes = new Map(this.initialAttributes);
    const code: string[] = [];
    // In the order the reader first changed them.
    const changed = [...this.touched].flatMap((name) =>
      this.controls.filter((control) => control.member.name === name),
    );
    for (const { member, kind } of changed) {
      const value = instance[member.name];
      if (kind === 'json') {
        const empty = value === undefined || ['[]', '{}'].includes(JSON.stringify(value));
        // Data an attribute takes as JSON stays in the markup; the rest is set from code.
        if (member.attribute) {
          if (empty) attributes.delete(member.attribute);
          else attributes.set(member.attribute, JSON.stringify(value));
        } else if (!empty) code.push(`element.${member.name} = ${JSON.stringify(value, null, 2)};`);
        continue;
      }
      const attribute = member.attribute!;
      if (kind === 'boolean') {
        if (value) attributes.set(attribute, '');
        else attributes.delete(attribute);
      } else if (value === '' || value === undefined || value === null) attributes.delete(attribute);
      else attributes.set(attribute, String(value));
    }
    const open = [...attributes]
      .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
      .join('');
    const markup = `<${element.tagName}${open}></${element.tagName}>`;
    if (!code.length) return markup;
    return `${markup}\n<script type="module">\n  const element = document.querySelector('${element.tagName}');\n  ${code.join('\n  ')}\n</script>`;
  }

  private renderControl({ member, kind }: Control): TemplateResult {
    const value = this.instance?.[member.name];
    const id = `playground-${member.name}`;
    const label = html`<label for=${id}><code>${member.attribute ?? member.name}</code></label>`;
    switch (kind) {
      case 'boolean':
        return html`<div class="playground__control playground__control--switch">
          <input
            id=${id}
            type="checkbox"
            .checked=${Boolean(value)}
            @change=${(event: Event) => this.set(member.name, (event.target as HTMLInputElement).checked)}
          />${label}
        </div>`;
      case 'number':
        return html`<div class="playground__control">
          ${label}
          <input
            id=${id}
            type="number"
            .value=${String(value ?? '')}
            @change=${(event: Event) => this.set(member.name, (event.target as HTMLInputElement).valueAsNumber)}
          />
        </div>`;
      case 'choice':
        return html`<div class="playground__control">
          ${label}
          <select id=${id} @change=${(event: Event) => this.set(member.name, (event.target as HTMLSelectElement).value)}>
            ${(member.type?.values ?? []).map(
              (option) =>
                html`<option value=${option} ?selected=${option === value}>${option === '' ? chromeText(this.language).play.empty : option}</option>`,
            )}
          </select>
        </div>`;
      case 'json': {
        const draft = this.drafts[member.name];
        return html`<div class="playground__control playground__control--json">
          ${label}
          <textarea
            id=${id}
            rows="4"
            spellcheck="false"
            aria-invalid=${draft ? 'true' : 'false'}
            aria-describedby=${`${id}-error`}
            .value=${draft?.text ?? (value === undefined ? '' : JSON.stringify(value, null, 2))}
            @change=${(event: Event) => this.setJson(member.name, (event.target as HTMLTextAreaElement).value)}
          ></textarea>
          <span id=${`${id}-error`} class="playground__error" role="alert">${draft?.error ?? ''}</span>
        </div>`;
      }
      default:
        return html`<div class="playground__control">
          ${label}
          <input
            id=${id}
            type="text"
            .value=${String(value ?? '')}
            @change=${(event: Event) => this.set(member.name, (event.target as HTMLInputElement).value)}
          />
        </div>`;
    }
  }

  protected override updated(): void {
    if (this.opened && !this.instance) void this.create();
  }

  override render() {
    const { play, copy } = chromeText(this.language);
    return html`<details
      class="playground"
      @toggle=${(event: Event) => {
        this.opened = (event.target as HTMLDetailsElement).open;
      }}
    >
      <summary>${play.open}</summary>
      ${
        this.opened
          ? html`<div class="playground__body">
            <div class="playground__stage example__stage"></div>
            <fieldset class="playground__controls">
              <legend>${play.properties}</legend>
              ${this.controls.map((control) => this.renderControl(control))}
            </fieldset>
            <div class="playground__events">
              <h3>${play.events}</h3>
              <button type="button" class="playground__clear" @click=${() => (this.log = [])}>
                ${play.clear}
              </button>
              <div role="log" aria-label=${play.log}>
                <ol>
                  ${this.log.map((entry) => html`<li><code>${entry.name}</code> ${entry.detail}</li>`)}
                </ol>
              </div>
              ${
                this.log.length
                  ? nothing
                  : html`<p class="playground__empty">
                    ${(this.element?.events ?? []).length ? play.useIt : play.noEvents}
                  </p>`
              }
            </div>
            <div class="example__code">
              <button type="button" class="example__copy" data-copy>${copy}</button>
              <pre tabindex="0" role="region" aria-label=${play.markup}><code>${this.currentMarkup()}</code></pre>
            </div>
          </div>`
          : nothing
      }
    </details>`;
  }
}

defineElement('docs-playground', DocsPlayground);
