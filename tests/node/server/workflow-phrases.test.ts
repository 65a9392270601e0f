/**
 * Common phrases (approvalItem) and common flows (bpmMobileCategory, BpmOftenFlow, getMyOftenFlow) over
 * HTTP to the real server (issue 15): a user keeps phrases for every flow, one flow or one category, and
 * the opinion box is offered those that fit the flow (with the public ones); chosen common flows come
 * first on the home column.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type { OftenFlow } from '../../../api/contract/workflow-drafts.js';
import type { ApprovalItem, CommonFlow } from '../../../api/contract/workflow-settings.js';
import { type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

const ITEM = '/bpmModel/flow/approvalItem/v1';
const CATEGORY = '/bpmModel/bpmMobileCategory/v1';
const SAVE_OFTEN = '/bpmModel/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow';
const OFTEN = '/runtime/instance/v1/getMyOftenFlow';

describe('common phrases and common flows', () => {
  let flow: WorkflowClient;
  withWorkflowServer((_server, client) => {
    flow = client;
  });

  const save = (account: string, body: Record<string, unknown>, language?: string) =>
    flow.as<ApprovalItem>(account, 'POST', `${ITEM}/save`, body, language);
  const picked = async (account: string, query: string) => {
    const { body } = await flow.as<ApprovalItem[]>(
      account,
      'GET',
      `${ITEM}/getApprovalByDefKeyAndTypeId?${query}`,
    );
    assert.equal(body.state, true, body.message);
    return (body.value as ApprovalItem[]).map((item) => item.expression);
  };

  describe('phrases', () => {
    it('offers a user’s phrases for every flow, the flow and its category, then the public ones', async () => {
      const general = await save('huangmin', { expression: '同意，请按流程执行。' });
      assert.equal(general.body.state, true, general.body.message);
      assert.equal(
        (await save('huangmin', { expression: '请假期间注意交接。', defKey: 'leave' })).body.state,
        true,
      );
      assert.equal(
        (await save('huangmin', { expression: '费用属实。', defKey: 'expense' })).body.state,
        true,
      );
      const hr = await save('huangmin', { expression: '人事类已核对。', typeId: 'cat-hr' });
      assert.equal(hr.body.value?.typeName, '人事行政');
      assert.equal((await save('majun', { expression: '别人的常用语' })).body.state, true);
      const publicPhrase = await save('zhaolei', { expression: '公共：已阅。', personal: false });
      assert.equal(publicPhrase.body.state, true, publicPhrase.body.message);

      assert.deepEqual(await picked('huangmin', 'defKey=leave'), [
        '同意，请按流程执行。',
        '请假期间注意交接。',
        '人事类已核对。',
        '公共：已阅。',
      ]);
      assert.deepEqual(await picked('huangmin', 'defKey=expense&typeId=cat-finance'), [
        '同意，请按流程执行。',
        '费用属实。',
        '公共：已阅。',
      ]);
      const mine = await flow.as<PageList<ApprovalItem>>(
        'huangmin',
        'POST',
        `${ITEM}/listJson?isPersonal=true`,
        {},
      );
      assert.deepEqual(
        (mine.body.value as PageList<ApprovalItem>).rows.map((row) => [row.expression, row.defName]),
        [
          ['同意，请按流程执行。', null],
          ['请假期间注意交接。', '请假申请'],
          ['费用属实。', '费用报销'],
          ['人事类已核对。', null],
        ],
      );
    });

    it('changes and removes only one’s own phrases; public ones are an administrator’s', async () => {
      const saved = await save('sunli', { expression: '已核实。' });
      const id = (saved.body.value as ApprovalItem).id;
      assert.equal((await save('majun', { id, expression: '改掉' })).status, 404);
      assert.equal((await flow.as('majun', 'DELETE', `${ITEM}/remove?ids=${id}`)).status, 404);
      const changed = await save('sunli', { id, expression: '已核实，同意。' });
      assert.equal(changed.body.value?.expression, '已核实，同意。');
      assert.equal((await save('sunli', { expression: '公共', personal: false })).status, 403);
      assert.equal((await flow.as('sunli', 'POST', `${ITEM}/listJson?isPersonal=false`, {})).status, 403);
      assert.equal((await flow.as('sunli', 'DELETE', `${ITEM}/remove?ids=${id}`)).body.state, true);
      // Removed: only the public phrase (the first test's) is left to offer.
      assert.deepEqual(await picked('sunli', 'defKey=leave'), ['公共：已阅。']);
    });

    it('refuses a blank phrase, an unknown flow, and a phrase of both a flow and a category', async () => {
      const blank = await save('sunli', { expression: '   ' });
      assert.equal(blank.status, 400);
      const unknown = await save('sunli', { expression: '好', defKey: 'noSuchFlow' });
      assert.equal(unknown.body.message, '流程定义不存在');
      const both = await save('sunli', { expression: '好', defKey: 'leave', typeId: 'cat-hr' }, 'en-US');
      assert.equal(both.body.message, 'A phrase belongs to one flow or one category, not both');
    });
  });

  describe('common flows', () => {
    const mine = async (account: string) => {
      const { body } = await flow.as<CommonFlow[]>(account, 'GET', `${CATEGORY}/getMyCommonFlow`);
      assert.equal(body.state, true, body.message);
      return (body.value as CommonFlow[]).map((row) => row.defKey);
    };

    it('adds flows the user may start, lists them first on the home column, and removes them', async () => {
      const added = await flow.as('staff', 'POST', `${CATEGORY}/customAddCommonFlow`, {
        defKeys: ['itRequest'],
      });
      assert.equal(added.body.state, true, added.body.message);
      await flow.as('staff', 'POST', `${CATEGORY}/customAddCommonFlow`, {
        defKeys: ['expense', 'itRequest'],
      });
      assert.deepEqual(await mine('staff'), ['itRequest', 'expense']);
      const often = await flow.as<OftenFlow[]>('staff', 'GET', OFTEN);
      const rows = often.body.value as OftenFlow[];
      assert.deepEqual(
        rows.slice(0, 2).map((row) => [row.defKey, row.common]),
        [
          ['itRequest', true],
          ['expense', true],
        ],
      );
      assert.ok(rows.slice(2).every((row) => !row.common));
      const reordered = await flow.as('staff', 'POST', SAVE_OFTEN, {
        defKeys: ['expense', 'leave', 'itRequest'],
      });
      assert.equal(reordered.body.state, true, reordered.body.message);
      assert.deepEqual(await mine('staff'), ['expense', 'leave', 'itRequest']);
      await flow.as('staff', 'POST', `${CATEGORY}/batchRemove`, { defKeys: ['leave', 'itRequest'] });
      assert.deepEqual(await mine('staff'), ['expense']);
      assert.deepEqual(await mine('huangmin'), []);
    });

    it('refuses a flow the user may not start', async () => {
      const refused = await flow.as('huangmin', 'POST', `${CATEGORY}/customAddCommonFlow`, {
        defKeys: ['purchase'],
      });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.message, '没有该流程的发起权限');
      assert.deepEqual(await mine('huangmin'), []);
    });
  });
});
