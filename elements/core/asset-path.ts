/**
 * Where the elements' files loaded by address come from: Shoelace's icons (`<path>shoelace/assets/icons/`)
 * and, for the script-tag bundle, the flow chart's, process designer's and rich text editor's chunks
 * (`<path>loader/…`). Set once through `configure({ assetPath })`; by default each way of loading the
 * elements finds them beside itself (the bundle and the loader beside their script, the npm package
 * inside the package, see built-in-icons.ts).
 */
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { setBundleBase } from './bundle-base.js';

let configured: string | undefined;

/** The asset folder `path` as an absolute address ending in a slash (relative to the page). */
export function assetFolder(path: string): string {
  const url = new URL(path, document.baseURI).href;
  return url.endsWith('/') ? url : `${url}/`;
}

/** Points icons and address-loaded chunks at `path` (a folder: absolute, or relative to the page). */
export function setAssetPath(path: string): void {
  configured = assetFolder(path);
  setBasePath(`${configured}shoelace/`);
  setBundleBase(configured);
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever an asset path is configured (the package's icons draw again from there). */
export function onAssetPathChange(listener: () => void): void {
  listeners.add(listener);
}

/** The asset folder set through `configure`, if any. */
export function assetPath(): string | undefined {
  return configured;
}
