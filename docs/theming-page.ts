import { html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, type Srgb, srgbOf, toHex } from '../elements/core/contrast.js';
import { defineElement } from '../elements/core/define.js';
import {
  applyTheme,
  ensureDarkTheme,
  isHexColor,
  THEME_COLOR_PRESETS,
  THEME_STYLES,
  type ThemeStyle,
  themeTokenNames,
} from '../elements/core/theme.js';

/** What each of the portal's tokens is for, as designers ask. */
const TOKEN_USES: Record<string, string> = {
  '--eip-color-primary': '主题色：主色色阶由它混合而成 Theme colour: the primary palette is mixed from it',
  '--eip-color-primary-text':
    '主色文字、承载白字的主色填充（主题色加深至 AA） Primary text and fills under white text (the theme colour darkened to AA)',
  '--eip-font-family': '字体 Font stack',
  '--eip-color-danger': '危险与错误 Danger and errors',
  '--eip-color-text': '正文 Body text',
  '--eip-color-text-secondary': '次要文字 Secondary text',
  '--eip-color-surface': '面板底色 Panel surface',
  '--eip-color-border': '边框 Borders',
  '--eip-header-background': '页头底色 Header background',
  '--eip-header-color': '页头文字 Header text',
  '--eip-radius': '圆角 Corner radius',
};

export const STYLE_LABELS: Record<ThemeStyle, string> = {
  light: '亮色 light',
  mashup: '混搭 mashup',
  dark: '暗色 dark',
};

/** The pairs a theme must keep readable, each judged in every style. */
const CHECKS: Array<{ name: string; text: string; surface: string; needs: number }> = [
  { name: '正文 Body text', text: '--eip-color-text', surface: '--eip-color-surface', needs: AA_TEXT },
  {
    name: '次要文字 Secondary text',
    text: '--eip-color-text-secondary',
    surface: '--eip-color-surface',
    needs: AA_TEXT,
  },
  {
    name: '主色文字、链接 Primary text, links',
    text: '--eip-color-primary-text',
    surface: '--eip-color-surface',
    needs: AA_TEXT,
  },
  {
    name: '主按钮文字 Text on a primary button',
    text: '--sl-color-neutral-0',
    surface: '--sl-color-primary-600',
    needs: AA_TEXT,
  },
  {
    name: '主色边框、强调（非文字） Primary accents (non-text)',
    text: '--eip-color-primary',
    surface: '--eip-color-surface',
    needs: AA_NON_TEXT,
  },
  {
    name: '页头文字 Header text',
    text: '--eip-header-color',
    surface: '--eip-header-background',
    needs: AA_TEXT,
  },
  {
    name: '危险文字 Danger text',
    text: '--eip-color-danger',
    surface: '--eip-color-surface',
    needs: AA_TEXT,
  },
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
  @state() private draft = '';
  @state() private readings: Partial<Record<ThemeStyle, StyleReading>> = {};
  private frames = new Map<ThemeStyle, HTMLIFrameElement>();
  private readonly tokens = themeTokenNames();
  /** Counts the reads, so that a slower earlier one (the dark sheet loads once) never lands last. */
  private reads = 0;

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
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const frame of this.frames.values()) frame.remove();
    this.frames.clear();
  }

  protected override firstUpdated(): void {
    void this.read();
  }

  /** A hidden frame per style: same origin (about:blank), nothing runs in it, only styles. */
  private frameOf(style: ThemeStyle): Document {
    let frame = this.frames.get(style);
    if (!frame) {
      frame = document.createElement('iframe');
      frame.title = STYLE_LABELS[style];
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
    return html`<div class="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">令牌 Token</th>
            <th scope="col">用途 Use</th>
            ${THEME_STYLES.map((style) => html`<th scope="col">${STYLE_LABELS[style]}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${this.tokens.map(
            (name) => html`<tr>
              <th scope="row"><code>${name}</code></th>
              <td>${TOKEN_USES[name] ?? ''}</td>
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
    const valid = isHexColor(this.draft);
    const light = this.readings.light;
    const css = `:root {\n  --eip-color-primary: ${this.chosen};\n}`;
    return html`<div class="theming__builder">
        <label
          >主题色 Theme colour
          <input
            type="color"
            .value=${this.chosen}
            @input=${(event: Event) => this.pick((event.target as HTMLInputElement).value)}
          />
        </label>
        <label
          >十六进制 Hex
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
          应用到本站演示 Apply to the demos
        </button>
        <p id="theming-hex-error" class="theming__error" role="alert">
          ${valid ? '' : '请输入 #RGB 或 #RRGGBB 格式的颜色 Enter a colour as #RGB or #RRGGBB'}
        </p>
      </div>
      <h3>色阶 Palette</h3>
      <ol class="theming__palette" aria-label="主色色阶 Primary palette">
        ${(light?.palette ?? []).map(
          (value, index) => html`<li>
            <span class="theming__swatch theming__swatch--large" style="background:${value.css}"></span>
            <span>${PALETTE_STEPS[index]}</span>
            <code>${value.hex}</code>
          </li>`,
        )}
      </ol>
      <h3>对比度 Contrast (WCAG 2 AA)</h3>
      <div class="table-wrap">
        <table class="theming__contrast">
          <thead>
            <tr>
              <th scope="col">文字与底色 Pair</th>
              <th scope="col">要求 Needs</th>
              ${THEME_STYLES.map((style) => html`<th scope="col">${STYLE_LABELS[style]}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${CHECKS.map(
              (check, index) => html`<tr>
                <th scope="row">${check.name}</th>
                <td>${check.needs}:1</td>
                ${THEME_STYLES.map((style) => {
                  const ratio = this.readings[style]?.ratios[index];
                  if (ratio === undefined) return html`<td></td>`;
                  const passes = ratio >= check.needs;
                  return html`<td data-passes=${passes ? 'yes' : 'no'}>
                    ${ratio.toFixed(2)}:1 ${passes ? '✓ 通过 AA' : '✗ 未达 AA'}
                  </td>`;
                })}
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      <h3>CSS</h3>
      <div class="example__code">
        <button type="button" class="example__copy" data-copy>复制 Copy</button>
        <pre tabindex="0" role="region" aria-label="主题 CSS Theme CSS"><code>${css}</code></pre>
      </div>`;
  }

  override render() {
    return html`<article class="page">
      <h1>主题 Theming</h1>
      <p class="page__summary">
        门户的令牌及其在每种风格下的取值；选一个主题色，看它的色阶和每种风格下文字的对比度，再复制 CSS。 The portal's
        tokens in each style, and a theme builder with WCAG AA contrast.
      </p>
      <h2>主题生成器 Theme builder</h2>
      ${this.renderBuilder()}
      <h2>设计令牌 Design tokens</h2>
      <p>
        在 <code>:root</code> 或任一容器上覆盖；组件内部使用的 Shoelace 令牌（<code>--sl-*</code>）由它们派生。 Override
        on <code>:root</code> or any container.
      </p>
      ${Object.keys(this.readings).length ? this.renderTokens() : nothing}
      <div class="theming__probes"></div>
    </article>`;
  }
}

defineElement('docs-theming', DocsTheming);
