/**
 * Two applications an intranet developer would make, written into a temporary folder: a React 19 + Vite
 * app using the package's React wrappers, and a plain TypeScript app (Vite, no framework) using the
 * elements by tag. Each installs the packed tarball offline: the tarball unpacked as
 * node_modules/@eip/elements, each dependency the package declares linked from this repository's
 * node_modules (a library it imports without declaring it is then missing, and the build fails), and
 * React copied into the app (so the wrappers must use the app's React: React is a peer). Each has one
 * deliberate type error in a file of its own, which the consumer's `tsc` must report (and nothing else).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const repository = join(import.meta.dirname, '../..');

/** Text the tests look for: a file the upload shows, a keyword the search bar sends. */
export const SHOWN_FILE = '招标文件.pdf';
export const KEYWORD = '钢材';

const TSCONFIG = (jsx: boolean) => ({
  compilerOptions: {
    target: 'es2022',
    lib: ['es2023', 'dom', 'dom.iterable'],
    module: 'esnext',
    moduleResolution: 'bundler',
    ...(jsx ? { jsx: 'react-jsx' } : {}),
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: jsx ? ['@eip/elements/jsx'] : ['@eip/elements/global'],
  },
  include: ['src'],
});

const FILES = `[{ fileId: 'f1', fileName: 'f1.pdf', name: ${JSON.stringify(SHOWN_FILE)}, size: 2048, type: 'application/pdf' }]`;

export const REACT_APP: Record<string, string> = {
  'index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React app</title></head>
<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`,
  'vite.config.mjs': `import react from '@vitejs/plugin-react';
export default { plugins: [react()], logLevel: 'warn', build: { minify: false, reportCompressedSize: false } };`,
  'src/main.tsx': `import { configure } from '@eip/elements/configure';
import { FileUpload } from '@eip/elements/react/file-upload';
import { TenderSearchBar } from '@eip/elements/react/tender-search-bar';
import '@eip/elements/todo-badge';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [searched, setSearched] = useState('');
  return (
    <main>
      <TenderSearchBar history={['${KEYWORD}']} onEipSearch={(event) => setSearched(event.detail.keyword)} />
      <output id="searched">{searched ? \`searched: \${searched}\` : ''}</output>
      <FileUpload value={${FILES}} maxCount={3} listType="table" />
      {/* The bare tag, typed through @eip/elements/jsx. */}
      <todo-badge count={4} label="To do" oneip-count-change={(event) => console.log(event.detail.count)} />
    </main>
  );
}

await configure({ lang: 'en-US' });
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
`,
  'src/type-error.tsx': `import { FileUpload } from '@eip/elements/react/file-upload';

export const wrong = <FileUpload maxCount="three" />;
`,
};

export const PLAIN_APP: Record<string, string> = {
  'index.html': `<!doctype html><html lang="zh-TW"><head><meta charset="utf-8"><title>Plain app</title></head>
<body><main id="root"></main><output id="searched"></output><script type="module" src="/src/main.ts"></script></body></html>`,
  // Icons as files of the build (not inlined): their addresses are asked of the server.
  'vite.config.mjs': `export default { logLevel: 'warn', build: { minify: false, reportCompressedSize: false, assetsInlineLimit: 0 } };`,
  'src/main.ts': `import '@eip/elements/file-upload';
import '@eip/elements/tender-search-bar';
import { configure } from '@eip/elements/configure';

await configure({ lang: 'zh-TW' });
const root = document.getElementById('root')!;
const bar = document.createElement('tender-search-bar');
bar.history = ['${KEYWORD}'];
bar.addEventListener('eip-search', (event) => {
  document.getElementById('searched')!.textContent = \`searched: \${event.detail.keyword}\`;
});
const upload = document.createElement('file-upload');
upload.value = ${FILES};
upload.maxCount = 3;
root.append(bar, upload);
`,
  // What a page with the script tag writes, checked against types/global.d.ts (not run here).
  'src/global-usage.ts': `export async function embed(): Promise<void> {
  await EipElements.configure({ baseUrl: 'https://portal.example.com', tokenKey: 'token', lang: 'en-US', assetPath: '/eip/' });
  const badge: HTMLElement = new EipElements.TodoBadge();
  document.body.append(badge);
}
`,
  // A page without a build: the package's script-tag bundle (cdn/, copied to public/eip/ by makeApp).
  'public/script-tag.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Script tag</title>
<script src="/eip/eip-elements.js"></script></head>
<body><main><file-upload id="upload"></file-upload></main>
<script>
  EipElements.configure({ lang: 'en-US' });
  document.getElementById('upload').value = ${FILES};
</script></body></html>`,
  'src/type-error.ts': `export function wrong(): void {
  const upload = document.createElement('file-upload');
  upload.maxCount = 'three';
}
`,
};

function link(app: string, name: string): void {
  const target = join(app, 'node_modules', name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(join(repository, 'node_modules', name), target, 'dir');
}

/**
 * Writes `files` into `app` and installs the tarball there offline; `tools` are what the app's own
 * package.json would list (linked), `copied` what the app gets a copy of its own.
 */
export function makeApp(
  app: string,
  files: Record<string, string>,
  tarball: string,
  tools: string[],
  copied: string[] = [],
): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(app, name)), { recursive: true });
    writeFileSync(join(app, name), content);
  }
  const jsx = 'src/main.tsx' in files;
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG(jsx), null, 2));
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  mkdirSync(join(app, 'node_modules/@eip'), { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', join(app, 'node_modules/@eip')]);
  renameSync(join(app, 'node_modules/@eip/package'), join(app, 'node_modules/@eip/elements'));
  const installed = JSON.parse(
    readFileSync(join(app, 'node_modules/@eip/elements/package.json'), 'utf8'),
  ) as {
    dependencies: Record<string, string>;
  };
  for (const name of [...Object.keys(installed.dependencies), ...tools]) link(app, name);
  for (const name of copied)
    cpSync(join(repository, 'node_modules', name), join(app, 'node_modules', name), { recursive: true });
  // A page with a script tag uses the package's cdn/ folder, copied where the app serves it.
  if (Object.keys(files).some((name) => name.startsWith('public/')))
    cpSync(join(app, 'node_modules/@eip/elements/cdn'), join(app, 'public/eip'), { recursive: true });
}

/** `vite build` in the app (Vite linked into it): its dist/ folder. */
export function viteBuild(app: string): string {
  execFileSync(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: app,
    stdio: 'pipe',
  });
  return join(app, 'dist');
}

/** The consumer's `tsc` over its sources: its report (tsc exits non-zero on the deliberate error). */
export function typecheck(app: string): string {
  try {
    execFileSync(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], {
      cwd: app,
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    return String((error as { stdout?: Buffer }).stdout ?? error);
  }
}
