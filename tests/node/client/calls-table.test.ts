import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

function renderTable(rows: Row[]): string {
  const entries = rows.map(
    (row) =>
      `  ${JSON.stringify(row.key).replace(/"/g, "'")}: { service: '${row.service}', method: '${row.method}', path: '${row.path}' },`,
  );
  return `// Generated from the spec's calls.tsv by tests/node/client/calls-table.test.ts; do not edit by hand.
import type { ServiceName } from './deployment.js';

/** ANY: the spec names the call but not its method; the caller chooses. */
export const CALL_METHODS = ['GET', 'POST', 'DELETE', 'ANY'] as const;
export type CallMethod = (typeof CALL_METHODS)[number];

export interface CallSpec {
  service: ServiceName;
  method: CallMethod;
  /** Relative to the service's prefix; \`{name}\` marks a path parameter. */
  path: string;
}

/** Every call the two spec documents name, by key, in the spec's order. */
export const CALLS = {
${entries.join('\n')}
} as const satisfies Record<string, CallSpec>;

export type CallKey = keyof typeof CALLS;

/** The call's path with its \`{name}\` parameters filled in (URI-encoded). */
export function callPath(key: CallKey, params: Record<string, string | number> = {}): string {
  return CALLS[key].path.replace(/\\{(\\w+)\\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(\`\${key}: missing path parameter \${placeholder}\`);
    return encodeURIComponent(String(value));
  });
}
`;
}

describe('api/contract/calls.ts', { skip: existsSync(TSV) ? false : `no ${TSV}` }, () => {
  if (process.env.WRITE_CALLS_TABLE === '1') {
    writeFileSync(TABLE, renderTable(readRows()));
    execFileSync('npx', ['biome', 'format', '--write', TABLE], { cwd: REPO, stdio: 'ignore' });
  }

  it('has the rows of calls.tsv, in order, with the same service, method and path', () => {
    const rows = readRows();
    const table = Object.entries(CALLS).map(([key, spec]) => ({ key, ...spec }));
    assert.equal(table.length, rows.length);
    for (const [index, row] of rows.entries()) {
      assert.deepEqual(table[index], row, `row ${index + 2} of calls.tsv`);
    }
  });

  it('names only known services', () => {
    for (const [key, spec] of Object.entries(CALLS)) {
      assert.ok((SERVICES as readonly string[]).includes(spec.service), key);
    }
  });

  it('fills path parameters and refuses a missing one', () => {
    assert.equal(
      callPath('messageLog/sendCode', { param: '13800000000' }),
      '/portal/messageLog/v1/sendCode/13800000000',
    );
    assert.equal(callPath('file/{id}', { id: 'a b' }), '/system/file/v1/a%20b');
    assert.equal(callPath('auth'), '/auth');
    assert.throws(() => callPath('file/{id}'), /missing path parameter \{id\}/);
  });
});
