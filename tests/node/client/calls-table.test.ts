import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { CALLS, callPath } from '../../../api/contract/calls.js';
import { SERVICES } from '../../../api/contract/deployment.js';

/**
 * api/contract/calls.ts is generated from the spec's calls.tsv. This test keeps the two in step;
 * `WRITE_CALLS_TABLE=1 node --import tsx --test tests/node/client/calls-table.test.ts` regenerates it.
 */
const REPO = resolve(import.meta.dirname, '../../..');
const TSV = resolve(REPO, '../shared/spec/calls.tsv');
const TABLE = resolve(REPO, 'api/contract/calls.ts');

interface Row {
  key: string;
  service: string;
  method: string;
  path: string;
}

function readRows(): Row[] {
  const [header, ...lines] = readFileSync(TSV, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  assert.deepEqual(header?.split('\t').slice(0, 4), ['key', 'service', 'method', 'path']);
  return lines.map((line) => {
    const [key = '', service = '', method = '', path = ''] = line.split('\t');
    return { key, service, method, path };
  });
}

/** The export of a call: its key with each run of other characters than letters and digits as `_`. */
function callExportName(key: string): string {
  return key.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, '');
}

/** Each service's module of calls under api/contract/calls/, and the name it is imported as. */
const SERVICE_MODULES: Record<string, { file: string; as: string }> = {
  uc: { file: 'uc', as: 'UC' },
  portal: { file: 'portal', as: 'PORTAL' },
  form: { file: 'form', as: 'FORM' },
  runtime: { file: 'runtime', as: 'RUNTIME' },
  bpmModel: { file: 'bpm-model', as: 'BPM_MODEL' },
  mail: { file: 'mail', as: 'MAIL' },
  message: { file: 'message', as: 'MESSAGE' },
  contacts: { file: 'contacts', as: 'CONTACTS' },
};

const GENERATED =
  "// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.";

/** One service's calls, each an export named after its key. */
function renderServiceModule(service: string, rows: Row[]): string {
  const specs = rows.map(
    (row) =>
      `export const ${callExportName(row.key)} = { service: '${row.service}', method: '${row.method}', path: '${row.path}' } as const satisfies CallSpec;`,
  );
  return `${GENERATED}
import type { CallSpec } from '../call-spec.js';

/** The calls of the ${service} service the spec names, in its order. */
${specs.join('\n')}
`;
}

/** CALLS: every call by key, for the server and the tests (the browser's clients import their service's). */
function renderTable(rows: Row[]): string {
  const services = Object.entries(SERVICE_MODULES);
  const imports = services
    .map(([, module]) => `import * as ${module.as} from './calls/${module.file}.js';`)
    .sort();
  const entries = rows.map(
    (row) =>
      `  ${JSON.stringify(row.key).replace(/"/g, "'")}: ${SERVICE_MODULES[row.service]?.as}.${callExportName(row.key)},`,
  );
  return `${GENERATED}
import type { CallSpec } from './call-spec.js';
${imports.join('\n')}

export { CALL_METHODS, type CallMethod, type CallSpec, callPath } from './call-spec.js';

/** Every call the two spec documents name, by key, in the spec's order. */
export const CALLS = {
${entries.join('\n')}
} as const satisfies Record<string, CallSpec>;

export type CallKey = keyof typeof CALLS;
`;
}

function writeTables(rows: Row[]): void {
  const written = [TABLE];
  writeFileSync(TABLE, renderTable(rows));
  mkdirSync(resolve(REPO, 'api/contract/calls'), { recursive: true });
  for (const [service, module] of Object.entries(SERVICE_MODULES)) {
    const file = resolve(REPO, `api/contract/calls/${module.file}.ts`);
    writeFileSync(
      file,
      renderServiceModule(
        service,
        rows.filter((row) => row.service === service),
      ),
    );
    written.push(file);
  }
  execFileSync('npx', ['biome', 'check', '--write', ...written], { cwd: REPO, stdio: 'ignore' });
}

describe('api/contract/calls.ts', { skip: existsSync(TSV) ? false : `no ${TSV}` }, () => {
  if (process.env.WRITE_CALLS_TABLE === '1') {
    writeTables(readRows());
  }

  it('has the rows of calls.tsv, in order, with the same service, method and path', () => {
    const rows = readRows();
    const table = Object.entries(CALLS).map(([key, spec]) => ({ key, ...spec }));
    assert.equal(table.length, rows.length);
    for (const [index, row] of rows.entries()) {
      assert.deepEqual(table[index], row, `row ${index + 2} of calls.tsv`);
    }
  });

  it("exports each call from its service's module under the name of its key, the entry of CALLS itself", async () => {
    for (const [key, spec] of Object.entries(CALLS)) {
      const module = SERVICE_MODULES[spec.service];
      assert.ok(module, `${key}: no module for the service ${spec.service}`);
      const calls: Record<string, unknown> = await import(`../../../api/contract/calls/${module.file}.js`);
      assert.equal(calls[callExportName(key)], spec, key);
    }
  });

  it('names only known services', () => {
    for (const [key, spec] of Object.entries(CALLS)) {
      assert.ok((SERVICES as readonly string[]).includes(spec.service), key);
    }
  });

  it('fills path parameters and refuses a missing one', () => {
    assert.equal(
      callPath(CALLS['messageLog/sendCode'], { param: '13800000000' }),
      '/portal/messageLog/v1/sendCode/13800000000',
    );
    assert.equal(callPath(CALLS['file/{id}'], { id: 'a b' }), '/system/file/v1/a%20b');
    assert.equal(callPath(CALLS.auth), '/auth');
    assert.throws(
      () => callPath(CALLS['file/{id}']),
      /\/system\/file\/v1\/\{id\}: missing path parameter \{id\}/,
    );
  });
});
