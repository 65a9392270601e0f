/**
 * The address of one of the elements' Shoelace icons shipped inside the npm package (@eip/elements)
 * (undefined for an icon it does not hold), or undefined in this repository's own builds (the portal, the docs, the script-tag bundle and the loader
 * each set Shoelace's base path to the icons they copy beside themselves). The package build writes
 * its own version of this module, `new URL(\`…/shoelace/assets/icons/${name}.svg\`, import.meta.url)`,
 * which Vite turns into files of the application (tests/package checks it): see
 * elements/package/build.ts.
 */
export const builtInIconUrl: ((name: string) => string | undefined) | undefined = undefined;
