/**
 * Migration 0024: workflow attachments saved before files were linked on save (issue 34 item 20) are
 * linked as a save links them now — form fields and opinions to their instance, a task draft's files to
 * the task — so their approvers still open them; an id of no stored file is passed over.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { up } from '../../../api/server/db/migrations/0024_link_workflow_files.js';
import { startTestServer, type TestServer } from './harness.js';

const entry = (fileId: string) => ({
  name: `${fileId}.pdf`,
  response: { fileId, fileName: `${fileId}.pdf` },
});

describe('migration 0024: links the workflow attachments saved before links were made', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.stop());

  it('links form, opinion and draft attachments to their instance or task, and only stored files', async () => {
    const { db } = server.app;
    const opinion = await db
      .selectFrom('bpm_opinions')
      .innerJoin('bpm_tasks', 'bpm_tasks.id', 'bpm_opinions.task_id')
      .select(['bpm_opinions.id as opinionId', 'bpm_opinions.inst_id as instId', 'bpm_tasks.id as taskId'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('files')
      .values(
        ['old-form', 'old-opinion', 'old-draft'].map((id) => ({
          id,
          name: `${id}.pdf`,
          size: 1,
          mime: 'application/pdf',
          ext: 'pdf',
          uploader_id: 'u-staff',
          storage_key: id,
        })),
      )
      .execute();
    await db
      .updateTable('bpm_instances')
      .set({ form_data: JSON.stringify({ reason: 'x', files: [entry('old-form'), entry('never-stored')] }) })
      .where('id', '=', opinion.instId)
      .execute();
    await db
      .updateTable('bpm_opinions')
      .set({ files: JSON.stringify([entry('old-opinion')]) })
      .where('id', '=', opinion.opinionId)
      .execute();
    await db
      .updateTable('bpm_tasks')
      .set({ draft_files: JSON.stringify([entry('old-draft')]) })
      .where('id', '=', opinion.taskId)
      .execute();
    const linksOf = () =>
      db
        .selectFrom('file_links')
        .select(['file_id', 'object_type', 'object_id'])
        .where('file_id', 'in', ['old-form', 'old-opinion', 'old-draft', 'never-stored'])
        .orderBy('file_id')
        .execute();
    assert.deepEqual(await linksOf(), []);

    // A migration sees the database untyped, as it was when it landed.
    const migrating = db as unknown as Kysely<unknown>;
    await up(migrating);

    assert.deepEqual(await linksOf(), [
      { file_id: 'old-draft', object_type: 'bpmTask', object_id: opinion.taskId },
      { file_id: 'old-form', object_type: 'bpmInstance', object_id: opinion.instId },
      { file_id: 'old-opinion', object_type: 'bpmInstance', object_id: opinion.instId },
    ]);
    await up(migrating); // run again (as on a database that has them): nothing changes, nothing fails
    assert.equal((await linksOf()).length, 3);
  });
});
