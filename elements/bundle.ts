/**
 * The script-tag bundle: `<script src="/elements/eip-elements.js"></script>` defines every element and
 * exposes `EipElements.configure(...)` for the embedding page.
 */
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { setBundleBase } from './core/bundle-base.js';
import './index.js';

export { configure, type EmbedOptions } from './core/embed.js';
export * from './index.js';

// Icons load from beside this script (our own origin), whichever page embeds it.
const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src || import.meta.url;
setBasePath(new URL('./shoelace/', scriptUrl).href);
setBundleBase(scriptUrl);
