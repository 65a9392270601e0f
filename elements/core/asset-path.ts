/**
 * Where the elements' files loaded by address come from: Shoelace's icons (`<path>shoelace/assets/icons/`)
 * and, for the script-tag bundle, the flow chart's, process designer's and rich text editor's chunks
 * (`<path>loader/…`). Set once through `configure({ assetPath })`; by default each way of loading the
 * elements finds them beside itself (the bundle and the loader beside their script, the npm package
 * inside the package, see built-in-icons.ts).
 */
import { getBasePath, setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';
import { builtInIconUrl } from './built-in-icons.js';
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
  // Icons the package's built-in library already drew are drawn again from the new place.
  if (builtInRegistered) {
    builtInRegistered = false;
    useBuiltInIcons();
  }
}

/** The asset folder set through `configure`, if any. */
export function assetPath(): string | undefined {
  return configured;
}

let builtInRegistered = false;

/**
 * In the npm package: resolves Shoelace's default icon library to the icons inside the package (the
 * ones the elements use) until an asset path is configured; any other icon name still comes from
 * Shoelace's base path, as before. Does nothing in the repository's builds.
 */
export function useBuiltInIcons(): void {
  const builtIn = builtInIconUrl;
  if (builtInRegistered || !builtIn) return;
  builtInRegistered = true;
  registerIconLibrary('default', {
    resolver: (name) => (!configured && builtIn(name)) || getBasePath(`assets/icons/${name}.svg`),
  });
}
