/**
 * `npm run build:package`: the element library as the npm package @eip/elements, in dist/package
 * (`npm pack ./dist/package` makes the tarball). What is in it, by folder:
 * - elements/, api/contract/, api/client/: the elements, loader, React wrappers and `configure` as ES
 *   modules, one file per source module (the application's bundler splits and tree-shakes), with their
 *   `.d.ts`; Lit, Shoelace and the other libraries stay imports of the package's dependencies; React is
 *   an optional peer dependency. No backend code (api/server is never imported by an element).
 * - shoelace/assets/icons/: the Shoelace icons the elements draw, found from the package's own modules.
 * - cdn/: the script-tag bundle and the lazy loader as the portal serves them (`/elements/`), for a
 *   page without a bundler.
 * - themes/theme.css, types/global.d.ts (the script-tag global `EipElements`), types/jsx.d.ts (React's
 *   JSX for the bare tags), custom-elements.json and the editors' data made from it.
 * The ES modules and types are built here; the cdn folder is copied from the elements build
 * (`vite build --mode elements`, run first when its output is missing).
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build, type Plugin, type Rollup } from 'vite';
import { USED_ICONS } from '../core/icons.js';
import { vscodeCssData, vscodeHtmlData, webTypes } from './ide-data.js';
import {
  compiled,
  type Manifest,
  type PackageElement,
  packageElements,
  readManifest,
  root,
} from './manifest.js';
import { packageJson } from './package-json.js';
import { globalTypes, jsxTypes } from './types.js';

export const PACKAGE_NAME = '@eip/elements';
const dist = resolve(root, process.env.EIP_DIST ?? 'dist');
export const packageDir = join(dist, 'package');

/** The modules a user imports: each one an entry, so that each keeps its exports. */
function entries(elements: PackageElement[]): Record<string, string> {
  const modules = [
    'elements/index.ts',
    'elements/loader.ts',
    'elements/core/embed.ts',
    // Whole, for the package's own built-in-icons module written after the build (it reads the path).
    'elements/core/asset-path.ts',
    'elements/react/index.ts',
    ...elements.flatMap((e) => [e.registrationModule, e.componentModule, e.reactModule]),
  ];
  return Object.fromEntries(modules.map((module) => [module.replace(/\.ts$/, ''), join(root, module)]));
}

const isBare = (id: string) => !id.startsWith('.') && !id.startsWith('\0') && !isAbsolute(id);
/**
 * Built into the package rather than imported: `x.css?inline` and `x.css?raw` (Vite features) as modules
 * of text, and the compiler's decorator helpers (@oxc-project/runtime).
 */
const isInlined = (id: string) =>
  id.endsWith('?inline') || id.endsWith('?raw') || id.startsWith('@oxc-project/runtime/');
/** `lit/decorators.js` → lit; `@shoelace-style/shoelace/dist/…` → @shoelace-style/shoelace. */
export const packageOf = (id: string) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');

/** The package's own built-in-icons module (see elements/core/built-in-icons.ts), written after the build. */
const BUILT_IN_ICONS = './built-in-icons.js';
const builtInIconsModule = `/** The elements' Shoelace icons inside this package (written by elements/package/build.ts). */
import { getBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';
import { assetPath, onAssetPathChange } from './asset-path.js';

const names = new Set(${JSON.stringify(USED_ICONS)});
// Shoelace's default library resolves to the icons here until configure({ assetPath }) names another
// place; other icon names come from Shoelace's base path. Registered again on that change, which draws
// the icons on the page again.
const register = () =>
  registerIconLibrary('default', {
    resolver: (name) =>
      !assetPath() && names.has(name)
        ? new URL(\`../../shoelace/assets/icons/\${name}.svg\`, import.meta.url).href
        : getBasePath(\`assets/icons/\${name}.svg\`),
  });
register();
onAssetPathChange(register);
`;

function builtInIconsLeftAsImport(): Plugin {
  return {
    name: 'eip-package-built-in-icons',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === BUILT_IN_ICONS && importer?.endsWith(join('elements/core/define.ts'))
        ? { id: BUILT_IN_ICONS, external: true }
        : undefined,
  };
}

/** Compiles the ES modules; answers the libraries they import (package names). */
async function buildModules(elements: PackageElement[]): Promise<Set<string>> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    plugins: [builtInIconsLeftAsImport()],
    build: {
      outDir: packageDir,
      emptyOutDir: false, // emptied by buildPackage before, as tsc writes into it meanwhile
      copyPublicDir: false,
      minify: false,
      reportCompressedSize: false,
      lib: { entry: entries(elements), formats: ['es'] },
      rollupOptions: {
        external: (id) => isBare(id) && !isInlined(id),
        output: {
          preserveModules: true,
          preserveModulesRoot: root,
          // Stylesheets a module inlines from a library come out under vendor/ (npm never packs a
          // folder named node_modules).
          entryFileNames: (chunk) => `${chunk.name.replace(/(^|\/)node_modules\//, '$1vendor/')}.js`,
        },
      },
    },
  })) as Rollup.RollupOutput[];
  // A chunk's imports name the package's own files by file name, and libraries by import specifier.
  const files = output.flatMap((result) => result.output);
  const own = new Set(files.map((file) => file.fileName));
  const libraries = new Set<string>();
  for (const file of files) {
    if (file.type !== 'chunk') continue;
    for (const id of [...file.imports, ...file.dynamicImports])
      if (!own.has(id) && isBare(id)) libraries.add(packageOf(id));
  }
  writeFileSync(join(packageDir, 'elements/core/built-in-icons.js'), builtInIconsModule);
  return libraries;
}

/** The `.d.ts` of every module, by tsc (elements/package/tsconfig.json), beside the modules' build. */
async function buildDeclarations(): Promise<void> {
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  await promisify(execFile)(
    process.execPath,
    [tsc, '-p', join(root, 'elements/package/tsconfig.json'), '--outDir', packageDir],
    { cwd: root },
  ).catch((error: { stdout?: string }) => {
    throw new Error(`tsc (the package's declarations) failed:\n${error.stdout ?? error}`);
  });
}

/** The manifest as the package's modules are named (`.js`), each path string of it rewritten. */
function packagedManifest(manifest: Manifest): Manifest {
  const rewrite = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key === 'path' || key === 'module' ? compiled(value) : value;
    if (Array.isArray(value)) return value.map((item) => rewrite(item));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, k)]));
    return value;
  };
  return rewrite(manifest) as Manifest;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The page-level stylesheet: Shoelace's light and dark tokens and the elements' own (theme.ts). */
async function themeCss(): Promise<string> {
  const theme = (await import(join(packageDir, 'elements/core/theme.js'))) as {
    documentThemeCss(): Promise<string>;
  };
  return theme.documentThemeCss();
}

/** The script-tag bundle and loader, as `vite build --mode elements` made them (without .br/.gz copies). */
function copyCdn(): void {
  const from = join(dist, 'elements');
  if (!existsSync(join(from, 'eip-elements.js'))) {
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    execFileSync(process.execPath, [vite, 'build', '--mode', 'elements', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  cpSync(from, join(packageDir, 'cdn'), {
    recursive: true,
    // The manifest is at the package's top already.
    filter: (file) =>
      !file.endsWith('.br') && !file.endsWith('.gz') && !file.endsWith('custom-elements.json'),
  });
}

function copyIcons(): void {
  const from = join(root, 'node_modules/@shoelace-style/shoelace/dist/assets/icons');
  const to = join(packageDir, 'shoelace/assets/icons');
  mkdirSync(to, { recursive: true });
  for (const icon of USED_ICONS) cpSync(join(from, `${icon}.svg`), join(to, `${icon}.svg`));
}

function write(path: string, content: string): void {
  mkdirSync(dirname(join(packageDir, path)), { recursive: true });
  writeFileSync(join(packageDir, path), content);
}

export async function buildPackage(): Promise<string> {
  const started = performance.now();
  const manifest = readManifest();
  const elements = packageElements(manifest);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  rmSync(packageDir, { recursive: true, force: true });
  // The build empties the folder first, then tsc writes the declarations beside its modules.
  const [libraries] = await Promise.all([buildModules(elements), buildDeclarations()]);
  copyIcons();
  copyCdn();
  write('themes/theme.css', await themeCss());
  write('types/global.d.ts', globalTypes());
  write('types/jsx.d.ts', jsxTypes(elements));
  write('custom-elements.json', json(packagedManifest(manifest)));
  write('vscode.html-custom-data.json', json(vscodeHtmlData(elements)));
  write('vscode.css-custom-data.json', json(vscodeCssData(elements)));
  write('web-types.json', json(webTypes(elements, PACKAGE_NAME, version)));
  write('package.json', json(packageJson(PACKAGE_NAME, version, elements, libraries)));
  const readme = readFileSync(join(root, 'elements/package/README.md'), 'utf8');
  write('README.md', readme.replaceAll('{version}', version));
  cpSync(join(root, 'CHANGELOG.md'), join(packageDir, 'CHANGELOG.md'));
  const files = readdirSync(packageDir, { recursive: true }).length;
  console.log(
    `${PACKAGE_NAME}@${version}: ${files} files in ${packageDir} (${Math.round(performance.now() - started)} ms)`,
  );
  return packageDir;
}

if (process.argv[1] === import.meta.filename) await buildPackage();
