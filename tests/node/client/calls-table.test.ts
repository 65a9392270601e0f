import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, it } from 'node:test';
import { CALLS, callPath } from '../../../api/contract/calls.js';
import {
  allCallRows,
  callExportName,
  generatedCalls,
  OWN_CALLS_TSV,
  readCallRows,
  SERVICE_MODULES,
  SPEC_CALLS_TSV,
  staleCallFiles,
} from '../../../api/contract/codegen/generate-calls.js';
import { SERVICES } from '../../../api/contract/deployment.js';

/**
 * api/contract/calls.ts and api/contract/calls/ are generated from the spec's calls.tsv and our
 * own-calls.tsv by `npm run generate:calls`. This test keeps them in step with the two lists.
 */
describe('api/contract/calls.ts', {
  skip: existsSync(SPEC_CALLS_TSV) ? false : `no ${SPEC_CALLS_TSV}`,
}, () => {
  it('is fresh: generating again changes nothing (run npm run generate:calls when this fails)', async () => {
    const stale = staleCallFiles(await generatedCalls()).map((file) => relative(process.cwd(), file));
    assert.deepEqual(stale, []);
  });

  it('has the rows of calls.tsv, in order, then those of own-calls.tsv, with the same service, method and path', () => {
    const rows = allCallRows().map(({ key, service, method, path }) => ({ key, service, method, path }));
    const table = Object.entries(CALLS).map(([key, spec]) => ({ key, ...spec }));
    assert.equal(table.length, rows.length);
    for (const [index, row] of rows.entries()) {
      assert.deepEqual(table[index], row, `row ${index + 2} of calls.tsv and own-calls.tsv`);
    }
  });

  it('declares in own-calls.tsv only paths the spec leaves out, each saying why', () => {
    const specPaths = new Set(readCallRows(SPEC_CALLS_TSV).map((row) => `${row.service} ${row.path}`));
    for (const row of readCallRows(OWN_CALLS_TSV)) {
      assert.ok(!specPaths.has(`${row.service} ${row.path}`), `${row.key} is the spec's`);
      assert.match(row.spec, /^own: \S/, `${row.key} says why the backend has it`);
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
