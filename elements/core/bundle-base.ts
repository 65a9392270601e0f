/**
 * Where the script-tag bundle was loaded from, recorded by bundle.ts while the script runs (later,
 * `document.currentScript` is gone). Files beside the bundle (the flow chart's diagram library) load
 * from there, whichever page embeds it.
 */
export let bundleBase = '';

export function setBundleBase(url: string): void {
  bundleBase = url;
}
