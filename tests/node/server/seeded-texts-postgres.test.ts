/**
 * Seeded and system texts in the caller's language on PostgreSQL (the jsonb `*_i18n` columns of migration
 * 0026 written by the seed and by the workflow's messages through the pg driver, read back parsed).
 * Skipped, saying why, where no PostgreSQL server binaries are installed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { InnerMessage } from '../../../api/contract/messages.js';
import type { ProcessRow } from '../../../api/contract/workflow-lists.js';
import { startTestServer, type TestServer } from './harness.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';
import { leaveData, okValue, type WorkflowClient, workflowClient } from './workflow-helpers.js';

const bin = postgresBin();

describe('seeded and system texts on PostgreSQL', { skip: bin ? false : NO_POSTGRES }, () => {
  let server: TestServer;
  let flow: WorkflowClient;

  before(async () => {
    const { url, dataDir } = await testDatabase('seeded');
    server = await startTestServer({ databaseUrl: url, dataDir, seedDemo: true });
    flow = workflowClient(server);
  });

  after(async () => {
    await server?.stop();
  });

  it('names the seeded processes in English and in traditional Chinese', async () => {
    const names = async (language: string) =>
      okValue<PageList<ProcessRow>>(
        await flow.as<PageList<ProcessRow>>('staff', 'POST', '/runtime/instance/v1/newProcess', {}, language),
      ).rows.find((row) => row.defKey === 'expense');
    assert.deepEqual(
      [(await names('en-US'))?.name, (await names('en-US'))?.categoryName, (await names('zh-TW'))?.name],
      ['Expense claim', 'Finance', '費用報銷'],
    );
  });

  it('writes a new task’s message in every language', async () => {
    await flow.start('staff', 'leave', leaveData(1));
    const { body } = await flow.as<PageList<InnerMessage>>(
      'liuyang',
      'POST',
      '/message/messageReceiver/v1/list',
      { sorter: [{ property: 'createTime', direction: 'DESC' }], pageSize: 1 },
      'en-US',
    );
    const newest = (body as Envelope<PageList<InnerMessage>>).value?.rows[0];
    assert.match(newest?.subject ?? '', /^\[To-do\] /);
  });
});
