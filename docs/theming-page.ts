import { html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, type Srgb, srgbOf, toHex } from '../elements/core/contrast.js';
import { defineElement } from '../elements/core/define.js';
import { onLanguageChange } from '../elements/core/localize.js';
import {
  applyTheme,
  ensureDarkTheme,
  isHexColor,
  THEME_COLOR_PRESETS,
  THEME_STYLES,
  type ThemeStyle,
  themeTokenNames,
} from '../elements/core/theme.js';
import { type ContrastCheck, chromeText } from './chrome-text.js';
import { themingGuideLink } from './guides/guide-routes.js';
import type { PageLoaders } from './theming-gallery.js';

/** The pairs a theme must keep readable, each judged in every style. */
const CHECKS: Array<{ id: ContrastCheck; text: string; surface: string; needs: number }> = [
  { id: 'body', text: '--eip-color-text', surface: '--eip-color-surface', needs: AA_TEXT },
  { id: 'secondary', text: '--eip-color-text-secondary', surface: '--eip-color-surface', needs: AA_TEXT },
  { id: 'primaryText', text: '--eip-color-primary-text', surface: '--eip-color-surface', needs: AA_TEXT },
  { id: 'onPrimary', text: '--sl-color-neutral-0', surface: '--sl-color-primary-600', needs: AA_TEXT },
  { id: 'accent', text: '--eip-color-primary', surface: '--eip-color-surface', needs: AA_NON_TEXT },
  { id: 'header', text: '--eip-header-color', surface: '--eip-header-background', needs: AA_TEXT },
  { id: 'danger', text: '--eip-color-danger', surface: '--eip-color-surface', needs: AA_TEXT },
];

const PALETTE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];

const isColorToken = (name: string) => /color|background/.test(name);
const asCss = (token: string) => (token.startsWith('--') ? `var(${token})` : token);

/** A colour as the browser computed it, and as hex for the reader. */
interface Swatch {
  css: string;
  hex: string;
}
const swatch = (css: string): Swatch => ({ css, hex: toHex(srgbOf(css)) });

interface StyleReading {
  /** Each token's value in the style, as the browser computes it. */
  tokens: Map<string, string>;
  /** The colour tokens' colours, resolved (relative colours and mixes included). */
  colors: Map<string, Swatch>;
  /** The primary palette, 50 to 950. */
  palette: Swatch[];
  /** Each check's ratio. */
  ratios: number[];
}

/**
 * The theming page: every `--eip-*` token with its value in each style, and a theme builder — pick the
 * primary colour, see its palette and the contrast of the pairs that carry text in every style against
 * WCAG AA, copy the CSS. Each style is read in a hidden frame of its own, themed as a page would be, so
 * the page the reader sees keeps its own style.
 */
export class DocsTheming extends LitElement {
  /** The colour the builder starts from: the docs' current one. */
  @property() color: string = THEME_COLOR_PRESETS[0] as string;
  /** The element pages, for the gallery of their states (the docs index's `PAGES`). */
  @property({ attribute: false }) pages: PageLoaders = {};
  @state() private draft = '';
  @state() private readings: Partial<Record<ThemeStyle, StyleReading>> = {};
  private frames = new Map<ThemeStyle, HTMLIFrameElement>();
  private readonly tokens = themeTokenNames();
  /** Counts the reads, so that a slower earlier one (the dark sheet loads once) never lands last. */
  private reads = 0;
  private stopListening?: () => void;

  /** The colour the builder shows: what the reader typed when it is a colour, else the starting one. */
  private get chosen(): string {
    return (isHexColor(this.draft) ? this.draft : this.color).toLowerCase();
  }

  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.draft = this.color;
    this.stopListening = onLanguageChange(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopListening?.();
    for (const frame of this.frames.values()) frame.remove();
    this.frames.clear();
  }

  protected override firstUpdated(): void {
    void this.read();
    // The gallery's code (the examples, the elements' loader, the demos' data) after the page's own.
    void import('./theming-gallery.js');
  }

  /** A hidden frame per style: same origin (about:blank), nothing runs in it, only styles. */
  private frameOf(style: ThemeStyle): Document {
    let frame = this.frames.get(style);
    if (!frame) {
      frame = document.createElement('iframe');
      frame.title = chromeText().styles[style];
      frame.tabIndex = -1;
      frame.setAttribute('aria-hidden', 'true');
      this.querySelector('.theming__probes')?.append(frame);
      this.frames.set(style, frame);
    }
    return frame.contentDocument!;
  }

  private async read(): Promise<void> {
    const color = this.chosen;
    const read = ++this.reads;
    const readings: Partial<Record<ThemeStyle, StyleReading>> = {};
    for (const style of THEME_STYLES) {
      const doc = this.frameOf(style);
      if (style === 'dark') await ensureDarkTheme(doc);
      applyTheme({ style, color }, doc);
      readings[style] = this.readStyle(doc);
    }
    if (read === this.reads) this.readings = readings;
  }

  private readStyle(doc: Document): StyleReading {
    const root = getComputedStyle(doc.documentElement);
    const probe = doc.createElement('span');
    doc.body.append(probe);
    const colorOf = (token: string) => {
      probe.style.color = asCss(token);
      return getComputedStyle(probe).color;
    };
    const reading: StyleReading = {
      tokens: new Map(this.tokens.map((name) => [name, root.getPropertyValue(name).trim()])),
      colors: new Map(this.tokens.filter(isColorToken).map((name) => [name, swatch(colorOf(name))])),
      palette: PALETTE_STEPS.map((step) => swatch(colorOf(`--sl-color-primary-${step}`))),
      ratios: CHECKS.map(({ text, surface }) => {
        const behind: Srgb = srgbOf(colorOf(surface));
        return contrastRatio(srgbOf(colorOf(text), toHex(behind)), behind);
      }),
    };
    probe.remove();
    return reading;
  }

  private pick(value: string) {
    this.draft = value;
    if (isHexColor(value)) void this.read();
  }

  private apply() {
    if (!isHexColor(this.draft)) return;
    this.dispatchEvent(new CustomEvent('docs-theme-color', { detail: this.draft, bubbles: true }));
  }

  private renderTokens() {
    const words = chromeText();
    return html`<div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">${words.themingPage.token}</th>
            <th scope="col">${words.themingPage.use}</th>
            ${THEME_STYLES.map((style) => html`<th scope="col">${words.styles[style]}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${this.tokens.map(
            (name) => html`<tr>
              <th scope="row"><code>${name}</code></th>
              <td>${words.themingPage.uses[name] ?? ''}</td>
              ${THEME_STYLES.map((style) => {
                const reading = this.readings[style];
                const color = reading?.colors.get(name);
                return html`<td>
                  ${
                    color
                      ? html`<span class="theming__swatch" style="background:${color.css}"></span>
                        <code>${color.hex}</code>`
                      : html`<code class="theming__value">${reading?.tokens.get(name) ?? ''}</code>`
                  }
                </td>`;
              })}
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private renderBuilder() {
    const words = chromeText();
    const text = words.themingPage;
    const valid = isHexColor(this.draft);
    const light = this.readings.light;
    const css = `:root {\n  --eip-color-primary: ${this.chosen};\n}`;
    return html`<div class="theming__builder">
        <label
          >${text.themeColour}
          <input
            type="color"
            .value=${this.chosen}
            @input=${(event: Event) => this.pick((event.target as HTMLInputElement).value)}
          />
        </label>
        <label
          >${text.hex}
          <input
            type="text"
            class="theming__hex"
            spellcheck="false"
            aria-invalid=${valid ? 'false' : 'true'}
            aria-describedby="theming-hex-error"
            .value=${this.draft}
            @input=${(event: Event) => this.pick((event.target as HTMLInputElement).value.trim())}
          />
        </label>
        <button type="button" class="theming__apply" ?disabled=${!valid} @click=${this.apply}>
          ${text.apply}
        </button>
        <p id="theming-hex-error" class="theming__error" role="alert">
          ${valid ? '' : text.hexError}
        </p>
      </div>
      <h3>${text.palette}</h3>
      <ol class="theming__palette" aria-label=${text.primaryPalette}>
        ${(light?.palette ?? []).map(
          (value, index) => html`<li>
            <span class="theming__swatch theming__swatch--large" style="background:${value.css}"></span>
            <span>${PALETTE_STEPS[index]}</span>
            <code>${value.hex}</code>
          </li>`,
        )}
      </ol>
      <h3>${text.contrast}</h3>
      <div class="table-wrap">
        <table class="theming__contrast">
          <thead>
            <tr>
              <th scope="col">${text.pair}</th>
              <th scope="col">${text.needs}</th>
              ${THEME_STYLES.map((style) => html`<th scope="col">${words.styles[style]}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${CHECKS.map(
              (check, index) => html`<tr>
                <th scope="row">${text.checks[check.id]}</th>
                <td>${check.needs}:1</td>
                ${THEME_STYLES.map((style) => {
                  const ratio = this.readings[style]?.ratios[index];
                  if (ratio === undefined) return html`<td></td>`;
                  const passes = ratio >= check.needs;
                  return html`<td data-passes=${passes ? 'yes' : 'no'}>
                    ${ratio.toFixed(2)}:1 ${passes ? `✓ ${text.passes}` : `✗ ${text.fails}`}
                  </td>`;
                })}
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <h3>CSS</h3>
      <div class="example__code">
        <button type="button" class="example__copy" data-copy>${words.copy}</button>
        <pre tabindex="0" role="region" aria-label=${text.themeCss}><code>${css}</code></pre>
      </div>`;
  }

  override render() {
    const words = chromeText();
    const text = words.themingPage;
    const [before, between, after] = text.tokensIntro;
    return html`<article class="page">
      <h1>${words.theming}</h1>
      <p class="page__summary">${text.summary}</p>
      ${themingGuideLink()}
      <h2>${text.builder}</h2>
      ${this.renderBuilder()}
      <h2>${text.tokens}</h2>
      <p>${before}<code>:root</code>${between}<code>--sl-*</code>${after}</p>
      ${Object.keys(this.readings).length ? this.renderTokens() : nothing}
      <div class="theming__probes"></div>
      <h2>${text.gallery}</h2>
      <p>${text.galleryIntro}</p>
      <docs-state-gallery .pages=${this.pages}></docs-state-gallery>
    </article>`;
  }
}

defineElement('docs-theming', DocsTheming);
