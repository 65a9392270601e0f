/**
 * What an embedding page configures, the same through the script-tag bundle
 * (`EipElements.configure`) and through the lazy loader (`configure` of eip-loader.js).
 */
import type { ServiceName } from '../../api/contract/deployment.js';
import { configureDefaultDeployment } from './api-context.js';
import { setAssetPath } from './asset-path.js';
import { configureHost, type HostInfo } from './host-context.js';
import { isLanguage, type Language, setLanguage } from './localize.js';
import { applyTheme, type ThemeStyle } from './theme.js';

export interface EmbedOptions {
  /** Origin of the backend, e.g. https://portal.example.com; defaults to the page's own. */
  baseUrl?: string;
  prefixes?: Partial<Record<ServiceName, string>>;
  /** A bearer token to send; or `tokenKey`, the sessionStorage key to read it from on each call. */
  token?: string;
  tokenKey?: string;
  lang?: Language;
  theme?: { style?: ThemeStyle; color?: string };
  /** Prefix of the portal's page links in the elements' links, e.g. '/front'; '' by default. */
  linkBase?: string;
  /** The signed-in user (the preview watermark shows the account). */
  user?: HostInfo['user'];
  /**
   * The folder the elements' files loaded by address come from: Shoelace's icons
   * (`shoelace/assets/icons/` in it) and the script-tag bundle's flow chart, designer and editor chunks
   * (`loader/` in it). Absolute, or relative to the page. Defaults to where the elements were loaded
   * from: beside `eip-elements.js` or `eip-loader.js`, or inside the npm package.
   */
  assetPath?: string;
}

/** Points the elements at a backend and applies language and theme. Safe to call again. */
export async function configure(options: EmbedOptions = {}): Promise<void> {
  if (options.assetPath !== undefined) setAssetPath(options.assetPath);
  configureDefaultDeployment(
    {
      baseUrl: options.baseUrl ?? '',
      ...(options.prefixes ? { prefixes: options.prefixes as Record<ServiceName, string> } : {}),
      ...(options.tokenKey ? { tokenKey: options.tokenKey } : {}),
    },
    options.token,
  );
  if (options.linkBase !== undefined) configureHost({ linkBase: options.linkBase });
  if ('user' in options) configureHost({ user: options.user });
  if (options.theme) applyTheme(options.theme);
  if (options.lang) {
    if (!isLanguage(options.lang))
      console.warn(`EipElements.configure: unknown language ${String(options.lang)}`);
    else await setLanguage(options.lang);
  }
}
