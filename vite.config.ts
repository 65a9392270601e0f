import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { DEFAULT_PREFIXES } from './api/contract/deployment.js';
import { PUBLIC_PATH } from './api/contract/limits.js';
import { docsModules } from './docs/docs-modules.js';
import { reactTwins } from './docs/react-twins.js';
import { USED_ICONS } from './elements/core/icons.js';

const root = import.meta.dirname;
/** EIP_DIST builds somewhere else than dist/ (side-by-side builds, as the server's EIP_DIST serves). */
const dist = resolve(root, process.env.EIP_DIST ?? 'dist');

/** Copies the Shoelace icons we use (not all 2,052) next to the build: no CDN at run time. */
function shoelaceAssets(outDir: string): Plugin {
  return {
    name: 'eip-shoelace-assets',
    apply: 'build',
    closeBundle() {
      const from = resolve(root, 'node_modules/@shoelace-style/shoelace/dist/assets/icons');
      const to = join(outDir, 'shoelace/assets/icons');
      mkdirSync(to, { recursive: true });
      for (const icon of USED_ICONS) cpSync(join(from, `${icon}.svg`), join(to, `${icon}.svg`));
    },
  };
}

/**
 * The elements' manifest (custom-elements.json, the same as in the npm package) at
 * /elements/custom-elements.json, for tools that read it from the server.
 */
function manifestBeside(outDir: string): Plugin {
  return {
    name: 'eip-manifest-beside',
    apply: 'build',
    closeBundle() {
      cpSync(resolve(root, 'elements/custom-elements.json'), join(outDir, 'custom-elements.json'));
    },
  };
}

/** Text assets worth compressing; config.json is left out: operators edit it in place after a build. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
const COMPRESS_MIN_BYTES = 1024;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) beside each text asset a build emits,
 * which the server sends to clients that accept them (api/server/http/static-sites.ts): compressed once
 * here rather than on every request.
 */
function precompress(): Plugin {
  return {
    name: 'eip-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? dist;
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName) && !fileName.endsWith('config.json'))
          .map(async (fileName) => {
            const file = join(outDir, fileName);
            const source = await readFile(file);
            if (source.length < COMPRESS_MIN_BYTES) return;
            const brotli = brotliAsync(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            });
            const gzipped = gzipAsync(source, { level: 9 });
            await Promise.all([
              writeFile(`${file}.br`, await brotli),
              writeFile(`${file}.gz`, await gzipped),
            ]);
          }),
      );
    },
  };
}

/**
 * `npm run dev`: starts the reference backend beside the vite dev server (unless BACKEND_URL points
 * at one already running) and proxies the service prefixes to it.
 */
function devBackend(port: number): Plugin {
  let child: ChildProcess | undefined;
  return {
    name: 'eip-dev-backend',
    apply: 'serve',
    configureServer(server) {
      if (process.env.BACKEND_URL) return;
      child = spawn(process.execPath, ['--import', 'tsx', 'api/server/main.ts'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, PORT: String(port) },
      });
      server.httpServer?.on('close', () => child?.kill());
      process.on('exit', () => child?.kill());
    },
  };
}

/**
 * Fails the build when one library is bundled from two installed copies (two versions, or a nested
 * node_modules): the bundler already puts each module in one chunk, so this is how a library could
 * still appear twice in the output.
 */
function singleCopyOfEachLibrary(): Plugin {
  return {
    name: 'eip-single-copy-of-each-library',
    apply: 'build',
    generateBundle(_options, bundle) {
      const copies = new Map<string, Set<string>>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const id of Object.keys(file.modules)) {
          const match = /^(.*node_modules[\\/])((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
          if (!match) continue;
          const [, folder, name] = match as unknown as [string, string, string];
          copies.set(name, (copies.get(name) ?? new Set()).add(`${folder}${name}`));
        }
      }
      const twice = [...copies].filter(([, places]) => places.size > 1);
      if (twice.length)
        this.error(
          `bundled twice: ${twice.map(([name, places]) => `${name} (${[...places].join(', ')})`).join('; ')}`,
        );
    },
  };
}

/**
 * bpmn-js, diagram-js, min-dom and (for the process designer's Modeler) diagram-js-direct-editing each
 * install their own nested copy of min-dash 5 (the top level holds another package's min-dash 4): the
 * portal takes one of the nested copies for all of them, so that the library is bundled once.
 */
function oneNestedMinDash(): Plugin {
  const nested =
    /node_modules[\\/](bpmn-js|diagram-js|min-dom|diagram-js-direct-editing)[\\/]node_modules[\\/]min-dash[\\/]/;
  const anchor = resolve(root, 'node_modules/bpmn-js/lib/Viewer.js');
  return {
    name: 'eip-one-nested-min-dash',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'min-dash' || !importer || importer === anchor) return undefined;
      const own = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!own || !nested.test(own.id)) return own;
      return this.resolve(source, anchor, { ...options, skipSelf: true });
    },
  };
}

function hostConfig(): UserConfig {
  const backendPort = Number(process.env.BACKEND_PORT ?? 8080);
  const backend = process.env.BACKEND_URL ?? `http://localhost:${backendPort}`;
  const proxied = [
    ...new Set([...Object.values(DEFAULT_PREFIXES), '/elements', '/docs', '/dev', '/dev-sso']),
  ];
  return {
    root: resolve(root, 'host'),
    base: `${PUBLIC_PATH}/`,
    publicDir: resolve(root, 'host/public'),
    plugins: [
      react(),
      shoelaceAssets(join(dist, 'front')),
      devBackend(backendPort),
      oneNestedMinDash(),
      singleCopyOfEachLibrary(),
      precompress(),
    ],
    build: {
      outDir: join(dist, 'front'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 1024,
      rollupOptions: {
        output: {
          // The libraries every page needs in one chunk, cached across releases of the portal's own
          // code; everything else splits by page (each page a chunk of its own, see host/routing).
          codeSplitting: {
            groups: [
              {
                name: 'vendor',
                priority: 2,
                test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|valtio|proxy-compare|nprogress|lit|lit-html|lit-element|@lit|@shoelace-style[\\/]localize)[\\/]/,
              },
              // The rest of the first load (the shell, the landing page and the Shoelace parts they
              // use) in one file too: dozens of small chunks cost a request, headers and a round trip each.
              { name: 'shell', tags: ['$initial'], priority: 1 },
              // Modules that always travel together, one file each group: a record's address (a notice,
              // a project) asked for sixteen files at once, and on six connections each file beyond the
              // sixth waits for one before it. The rich text element with its sanitizer and DOMPurify;
              // the detail views' fact table and section styles.
              {
                name: 'rich-text',
                priority: 1,
                test: /elements[\\/]rich-text[\\/]|node_modules[\\/]dompurify[\\/]/,
              },
              {
                name: 'detail-parts',
                priority: 1,
                test: /elements[\\/]core[\\/](facts|detail\.styles)\.ts$/,
              },
              // The tender site's first paint asks for notices and the server's time, a call of the form
              // service: the notice client and the form service's calls travel in one file.
              {
                name: 'procure-notice',
                priority: 1,
                test: /api[\\/](client[\\/]procure-notice|contract[\\/]calls[\\/]form)\.ts$/,
              },
              // A language's own words and Shoelace's (a dialog's close button…) in one file.
              {
                name: 'zh-TW',
                priority: 1,
                test: /elements[\\/]locales[\\/]zh-TW\.ts$|shoelace[\\/]dist[\\/]translations[\\/]zh-tw\.js$/,
              },
            ],
          },
        },
      },
    },
    server: {
      port: Number(process.env.DEV_PORT ?? 5173),
      proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
    },
  };
}

/**
 * The lazy loader beside the bundle: eip-loader.js (an ES module) and one chunk per element under
 * loader/, shared code in shared chunks. A second build, since the classic script cannot split.
 */
function elementLoader(outDir: string, shared: UserConfig): Plugin {
  return {
    name: 'eip-element-loader',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        // Chunks found relative to the loader itself, wherever the portal serves it.
        base: './',
        publicDir: false,
        define: shared.define,
        // The elements build's compression applies to the loader's files too (its icons, beside the
        // loader in the same folder, the elements build copies already).
        plugins: shared.plugins,
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          // Library mode: Vite wraps no `import()` in its preload helper, which with nothing to preload
          // would be a chunk (about 0.9 kB gzip) that an embedded badge downloads for nothing.
          lib: {
            entry: {
              'eip-loader': resolve(root, 'elements/loader.ts'),
              // At fixed addresses, so that the script-tag bundle can load them too (besideBundle).
              [BPMN_VIEWER_CHUNK]: resolve(root, 'elements/flow-chart/bpmn-viewer.ts'),
              [BPMN_MODELER_CHUNK]: resolve(root, 'elements/process-designer/bpmn-modeler.ts'),
              [EDITOR_ENGINE_CHUNK]: resolve(root, 'elements/rich-text-editor/editor-engine.ts'),
            },
            formats: ['es'],
          },
          rollupOptions: {
            preserveEntrySignatures: 'exports-only',
            output: {
              entryFileNames: '[name].js',
              chunkFileNames: 'loader/[name]-[hash].js',
              // Minified and without comments as an app build (library mode keeps whitespace and
              // annotations for bundlers downstream; the loader goes to the browser as it is).
              minify: true,
              comments: false,
            },
          },
        },
      });
    },
  };
}

/** The flow chart's diagram library (bpmn-js) in the loader's output, without a hash in its name. */
const BPMN_VIEWER_CHUNK = 'loader/bpmn-viewer';
/** The process designer's bpmn-js Modeler, likewise. */
const BPMN_MODELER_CHUNK = 'loader/bpmn-modeler';
/** The rich text editor's engine (Tiptap and ProseMirror), likewise. */
const EDITOR_ENGINE_CHUNK = 'loader/editor-engine';

/**
 * The classic script cannot split, so a large library imported lazily would be inlined into every page
 * that embeds any element: bpmn-js (~200 kB gzip) and Tiptap (~120 kB gzip). Instead the bundle loads
 * the loader's chunk of it from beside the script, only when it is needed: `<flow-chart>` when a chart
 * with diagram data is shown, `<process-designer>` when it shows a model, `<rich-text-editor>` when it is
 * connected. The module `source` (imported by `importer`) exports one function `load`, which the stand-in answers from the chunk.
 */
function besideBundle(chunk: string, source: string, importer: string, load: string): Plugin {
  return standIn(
    `${chunk.replace(/\W/g, '-')}-beside-bundle`,
    source,
    importer,
    `import { bundleBase } from ${JSON.stringify(resolve(root, 'elements/core/bundle-base.ts'))};
export function ${load}() {
  return import(/* @vite-ignore */ new URL('./${chunk}.js', bundleBase).href).then((m) => m.${load}());
}`,
  );
}

/**
 * The script-tag bundle (and the docs, which show every element) holds the notice list's filter form
 * with every other element (elements/index.ts), so the list's loader of it loads nothing there. With
 * the list's `import()` left in, the bundler wrapped a hundred modules of the classic script in lazy
 * initialisers (10 kB more, minified).
 */
function filterFormInBundle(): Plugin {
  return standIn(
    'filter-form-in-bundle',
    './load-filter-form.js',
    '/elements/notice-list/notice-list.component.ts',
    'export const loadFilterForm = () => Promise.resolve();',
  );
}

/** Answers the import of `source` by one module of the project (`importer`) with `code` instead. */
function standIn(name: string, source: string, importer: string, code: string): Plugin {
  const id = `\0eip-${name}`;
  return {
    name: `eip-${name}`,
    enforce: 'pre',
    resolveId: (requested, from) => (requested === source && from?.endsWith(importer) ? id : undefined),
    load: (requested) => (requested === id ? code : undefined),
  };
}

/**
 * The script-tag bundle: one classic script and one ES module of every element; and the lazy loader
 * (eip-loader.js) with a chunk per element.
 */
function elementsConfig(): UserConfig {
  const outDir = join(dist, 'elements');
  const shared: UserConfig = {
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [precompress()],
  };
  return {
    publicDir: false,
    define: shared.define,
    plugins: [
      shoelaceAssets(outDir),
      manifestBeside(outDir),
      ...(shared.plugins ?? []),
      besideBundle(
        BPMN_VIEWER_CHUNK,
        './bpmn-viewer.js',
        '/elements/flow-chart/flow-chart.component.ts',
        'loadBpmnViewer',
      ),
      besideBundle(
        BPMN_MODELER_CHUNK,
        './bpmn-modeler.js',
        '/elements/process-designer/process-designer.component.ts',
        'loadBpmnModeler',
      ),
      besideBundle(
        EDITOR_ENGINE_CHUNK,
        './editor-engine.js',
        '/elements/rich-text-editor/rich-text-editor.component.ts',
        'loadEditorEngine',
      ),
      filterFormInBundle(),
      elementLoader(outDir, shared),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      lib: {
        entry: resolve(root, 'elements/bundle.ts'),
        name: 'EipElements',
        formats: ['iife', 'es'],
        fileName: (format) => (format === 'es' ? 'eip-elements.module.js' : 'eip-elements.js'),
      },
    },
  };
}

function docsConfig(): UserConfig {
  return {
    root: resolve(root, 'docs'),
    base: '/docs/',
    publicDir: false,
    // Each page loads only what it shows (docs/docs-app.ts): an element page its element's chunk (the
    // portal's lazy loader) and its data, its React twins when shown; the theming page its own chunk.
    plugins: [
      react(),
      docsModules(root),
      reactTwins(root),
      shoelaceAssets(join(dist, 'docs')),
      precompress(),
    ],
    build: {
      outDir: join(dist, 'docs'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 1024,
      // The embedding example is a plain page that loads the script-tag bundle, served beside the docs.
      rollupOptions: {
        input: {
          docs: resolve(root, 'docs/index.html'),
          embedding: resolve(root, 'docs/examples/embedding.html'),
        },
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  if (mode === 'elements') return elementsConfig();
  if (mode === 'docs') return docsConfig();
  if (!existsSync(resolve(root, 'host/index.html'))) throw new Error('host/index.html is missing');
  return hostConfig();
});
