/**
 * The script-tag bundle: `<script src="/elements/eip-elements.js"></script>` defines every element and
 * exposes `EipElements.configure(...)` for the embedding page.
 */
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import type { ServiceName } from '../api/contract/deployment.js';
import { configureDefaultDeployment } from './core/api-context.js';
import { isLanguage, type Language, setLanguage } from './core/localize.js';
import { applyTheme, type ThemeStyle } from './core/theme.js';
import './index.js';

export * from './index.js';

// Icons load from beside this script (our own origin), whichever page embeds it.
const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src || import.meta.url;
setBasePath(new URL('./shoelace/', scriptUrl).href);

export interface EmbedOptions {
  /** Origin of the backend, e.g. https://portal.example.com; defaults to the page's own. */
  baseUrl?: string;
  prefixes?: Partial<Record<ServiceName, string>>;
  /** A bearer token to send; or `tokenKey`, the sessionStorage key to read it from on each call. */
  token?: string;
  tokenKey?: string;
  lang?: Language;
  theme?: { style?: ThemeStyle; color?: string };
}

/** Points the elements at a backend and applies language and theme. Safe to call again. */
export async function configure(options: EmbedOptions = {}): Promise<void> {
  configureDefaultDeployment(
    {
      baseUrl: options.baseUrl ?? '',
      ...(options.prefixes ? { prefixes: options.prefixes as Record<ServiceName, string> } : {}),
      ...(options.tokenKey ? { tokenKey: options.tokenKey } : {}),
    },
    options.token,
  );
  if (options.theme) applyTheme(options.theme);
  if (options.lang) {
    if (!isLanguage(options.lang))
      console.warn(`EipElements.configure: unknown language ${String(options.lang)}`);
    else await setLanguage(options.lang);
  }
}
