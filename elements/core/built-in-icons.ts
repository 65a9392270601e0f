/**
 * Nothing in this repository's own builds (the portal, the docs, the script-tag bundle and the loader each
 * set Shoelace's base path to the icons they copy beside themselves). The npm package (@eip/elements)
 * ships its own version of this module, written by elements/package/build.ts: on import it resolves
 * Shoelace's default icon library to the icons inside the package, `new URL(\`…/${name}.svg\`,
 * import.meta.url)` (which Vite turns into files of the application, tests/package checks it), until
 * `configure({ assetPath })` names another place. Kept out of the repository's builds, whose every
 * element would otherwise carry Shoelace's icon registry and its inline system icons.
 */
export {};
