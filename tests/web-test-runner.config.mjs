// @web/test-runner: element and React tests in Debian's Chromium (see TOOLCHAIN.md).
import { readFileSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import * as esbuild from 'esbuild';
import { testChromium } from './chromium.mjs';

const executablePath = testChromium();

/** `import css from 'x.css?inline'` (or `?raw`: vite features) as a module whose default export is the text. */
function inlineCssPlugin() {
  return {
    name: 'inline-css',
    serve(context) {
      const { searchParams } = context.URL;
      if (context.path.endsWith('.css') && (searchParams.has('inline') || searchParams.has('raw'))) {
        return {
          body: `export default ${JSON.stringify(readFileSync(`.${context.path}`, 'utf8'))};`,
          type: 'js',
        };
      }
    },
  };
}

/**
 * React 19 ships CommonJS only. Pre-bundle it once into an ES module with named exports and serve
 * every React import from that one chunk (one React instance for all tests).
 */
function reactPlugin() {
  const entries = [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    // wouter's shim of React 18's store hook, also CommonJS
    'use-sync-external-store/shim/index.js',
  ];
  const modules = new Map();
  let building;
  const build = async () => {
    const result = await esbuild.build({
      stdin: {
        contents: entries.map((e, i) => `import * as m${i} from '${e}'; export { m${i} };`).join('\n'),
        resolveDir: process.cwd(),
      },
      bundle: true,
      format: 'esm',
      write: false,
      define: { 'process.env.NODE_ENV': '"development"' },
    });
    modules.set('/__react__/shared.js', result.outputFiles[0].text);
    entries.forEach((entry, index) => {
      const named = Object.keys(requireLike(entry)).filter(
        (k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default',
      );
      modules.set(
        `/__react__/${entry.replace(/\//g, '__')}.js`,
        `import { m${index} as m } from '/__react__/shared.js';\nexport default m.default ?? m;\n` +
          named.map((k) => `export const ${k} = m.${k};`).join('\n'),
      );
    });
  };
  return {
    name: 'react-prebundle',
    async serverStart() {
      building = build();
      await building;
    },
    resolveImport({ source }) {
      if (entries.includes(source)) return `/__react__/${source.replace(/\//g, '__')}.js`;
    },
    async serve(context) {
      if (context.path.startsWith('/__react__/')) {
        await building;
        return { body: modules.get(context.path), type: 'js' };
      }
    },
  };
}

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
function requireLike(id) {
  return require(id);
}

export default {
  rootDir: '.',
  files: ['tests/browser/**/*.test.ts', 'tests/browser/**/*.test.tsx'],
  nodeResolve: { browser: true, exportConditions: ['browser', 'development'] },
  // Two pages at a time (the machine's two cores), each in a browser context of its own: a page is then
  // the visible tab of its own window, where a second tab of one window would report visibilityState
  // 'hidden' (and elements rightly pause their polling then).
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  browserStartTimeout: 60000,
  testsStartTimeout: 60000,
  testsFinishTimeout: 180000,
  // Lit's one-time dev-mode notice is not a test's output; nor is a report the portal treats as browser
  // noise (tests/browser/ignore-browser-noise.ts, a module that runs before the framework's). axe runs
  // without working out selectors unless something fails (tests/browser/shared/fast-axe.ts).
  testRunnerHtml: (testFramework) => `<html><body>
    <script>window.litIssuedWarnings = new Set(['dev-mode']);</script>
    <script type="module" src="/tests/browser/ignore-browser-noise.ts"></script>
    <script type="module" src="/tests/browser/shared/fast-axe.ts"></script>
    <script type="module" src="${testFramework}"></script>
  </body></html>`,
  plugins: [
    inlineCssPlugin(),
    reactPlugin(),
    esbuildPlugin({
      ts: true,
      tsx: true,
      jsx: true,
      target: 'es2022',
      tsconfig: 'tsconfig.json',
      jsxFactory: undefined,
    }),
  ],
  browsers: [
    chromeLauncher({
      async createPage({ browser }) {
        const page = await (await browser.createBrowserContext()).newPage();
        await page.bringToFront();
        return page;
      },
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--headless=new',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
          // Test pages run side by side; none may count as a hidden background tab (polling pauses).
          '--disable-background-timer-throttling',
          '--disable-renderer-backgrounding',
          '--disable-backgrounding-occluded-windows',
        ],
      },
    }),
  ],
};
