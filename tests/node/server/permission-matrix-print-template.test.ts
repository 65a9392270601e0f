import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { UploadedFile } from '../../../api/contract/files.js';
import { ACCOUNTS, adminMatrix, expect, type Identity, type Row } from './admin-matrix.js';
import type { TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';

/**
 * Who may read, set and remove the global Word print template (workflow-portal §7): every call × visitor,
 * supplier, purchaser, a staff member, a staff 系统管理员 (赵磊, role-admin: the workflow administrator) and
 * the site administrator (admin). Any staff member reads it (their Word prints use it); only the workflow
 * administrators change it. Each identity sets a valid template it uploaded itself, so a refusal is the
 * permission's and not the file's.
 */

const WP = '/bpmModel/flow/wordPrint/v1';

/** A valid template uploaded as the identity (a visitor cannot upload: a made-up id). */
async function ownTemplate(identity: Identity, server: TestServer): Promise<{ fileId: string }> {
  if (identity === 'visitor') return { fileId: 'no-such-file' };
  const bytes = await Packer.toBuffer(
    new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun('{subject}')] })] }] }),
  );
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), `${identity}.docx`);
  const response = await fetch(`${server.url}/portal/system/file/v1/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(server, ACCOUNTS[identity])}` },
    body: form,
  });
  const body = (await response.json()) as Envelope<UploadedFile>;
  assert.equal(body.state, true, body.message);
  return { fileId: (body.value as UploadedFile).fileId };
}

const ROWS: Row<'global'>[] = [
  {
    call: 'wordPrint/getGlobalPrintTemplate',
    object: 'global',
    method: 'GET',
    path: `${WP}/getGlobalPrintTemplate`,
    expected: expect(401, 403, 403, 'ok', 'ok', 403),
  },
  {
    call: 'wordPrint/setGlobalPrintTemplate',
    object: 'global',
    method: 'POST',
    path: `${WP}/setGlobalPrintTemplate`,
    body: ownTemplate,
    expected: expect(401, 403, 403, 403, 'ok', 403),
  },
  {
    call: 'wordPrint/removeGlobalPrintTemplate',
    object: 'global',
    method: 'POST',
    path: `${WP}/removeGlobalPrintTemplate`,
    body: () => ({}),
    expected: expect(401, 403, 403, 403, 'ok', 403),
  },
];

describe('permission matrix: the global Word print template', () => {
  adminMatrix(ROWS);
});
