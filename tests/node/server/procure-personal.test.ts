import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type {
  Collection,
  ContractInformation,
  PurchaserInformation,
} from '../../../api/contract/procure-personal.js';
import {
  type Account,
  ALL,
  PORTAL,
  startTenderServer,
  type TenderServer,
} from './procure-project-helpers.js';

describe('the personal centre’s records over HTTP', () => {
  let server: TenderServer['server'];
  let tokens: TenderServer['tokens'];
  let api: TenderServer['api'];

  before(async () => {
    ({ server, tokens, api } = await startTenderServer());
  });
  after(() => server.stop());

  it('purchaser information: the purchaser’s own, saved over; refused to other identities', async () => {
    const get = await api.get<PurchaserInformation>(
      `${PORTAL}/wPurchaserInformationManage/v1/getByCurrentUser`,
      tokens.purchaser,
    );
    assert.equal(get.body.value?.fCompanyName, '华东能源集团有限公司');
    const empty = await api.get(
      `${PORTAL}/wPurchaserInformationManage/v1/getByCurrentUser`,
      tokens.purchaser2,
    );
    assert.equal(empty.body.value, null);
    const body = {
      fCompanyName: '浙江省交通投资集团有限公司',
      fContactName: '陈女士',
      fContactPhone: '0571-87651230',
    };
    const saved = await api.post<PurchaserInformation>(
      `${PORTAL}/wPurchaserInformationManage/v1/saveByCurrentUser`,
      body,
      tokens.purchaser2,
    );
    assert.deepEqual([saved.body.message, saved.body.value?.fContactName], ['保存成功', '陈女士']);
    const again = await api.post<PurchaserInformation>(
      `${PORTAL}/wPurchaserInformationManage/v1/saveByCurrentUser`,
      { ...body, fContactName: '王先生' },
      tokens.purchaser2,
    );
    assert.equal(again.body.value?.id, saved.body.value?.id);
    const blank = await api.post(
      `${PORTAL}/wPurchaserInformationManage/v1/saveByCurrentUser`,
      { ...body, fCompanyName: ' ' },
      tokens.purchaser2,
    );
    assert.equal(blank.status, 400);
    for (const account of ['supplier', 'admin', 'staff'] as const) {
      assert.equal(
        (await api.get(`${PORTAL}/wPurchaserInformationManage/v1/getByCurrentUser`, tokens[account])).status,
        403,
      );
    }
  });

  it('contract information per user: purchasers and suppliers', async () => {
    const mine = await api.get<ContractInformation>(
      `${PORTAL}/wContractMsgManage/v1/getByCurrentUser`,
      tokens.supplier,
    );
    assert.equal(mine.body.value?.fLegalRepresentative, '周恒远');
    const saved = await api.post<ContractInformation>(
      `${PORTAL}/wContractMsgManage/v1/saveByCurrentUser`,
      { fCompanyName: '江苏博瑞机电设备有限公司', fPhone: '0512-66881234', fPostcode: '215000' },
      tokens.supplier2,
    );
    assert.equal(saved.body.value?.fPostcode, '215000');
    const read = await api.get<ContractInformation>(
      `${PORTAL}/wContractMsgManage/v1/getByCurrentUser`,
      tokens.supplier2,
    );
    assert.equal(read.body.value?.fCompanyName, '江苏博瑞机电设备有限公司');
    assert.equal(
      (await api.get(`${PORTAL}/wContractMsgManage/v1/getByCurrentUser`, tokens.admin)).status,
      403,
    );
  });

  it('collections: save is idempotent, removeByLinkId removes the caller’s only', async () => {
    const list = async (account: Account) =>
      (
        await api.post<PageList<Collection>>(
          `${PORTAL}/procureCollection/v1/queryMyCollection`,
          ALL,
          tokens[account],
        )
      ).body.value?.rows ?? [];
    const before = await list('supplier');
    assert.ok(before.some((row) => row.linkId === 'p-001' && row.title === '2026年度办公设备集中采购'));
    const first = await api.post<Collection>(
      `${PORTAL}/procureCollection/v1/save`,
      { linkId: 'p-107', type: 'project' },
      tokens.supplier,
    );
    const second = await api.post<Collection>(
      `${PORTAL}/procureCollection/v1/save`,
      { linkId: 'p-107', type: 'project' },
      tokens.supplier,
    );
    assert.equal(first.body.value?.id, second.body.value?.id);
    assert.equal((await list('supplier')).length, before.length + 1);
    await api.post(
      `${PORTAL}/procureCollection/v1/save`,
      { linkId: 'p-107', type: 'project' },
      tokens.supplier2,
    );
    const notice = await server.app.db
      .selectFrom('procure_notices')
      .select('id')
      .where('project_id', '=', 'p-107')
      .executeTakeFirst();
    assert.equal(notice, undefined);
    const noticeRow = await server.app.db
      .selectFrom('procure_notices')
      .select(['id', 'title'])
      .where('state', '=', 'published')
      .executeTakeFirstOrThrow();
    const collected = await api.post<Collection>(
      `${PORTAL}/procureCollection/v1/save`,
      { linkId: noticeRow.id, type: 'notice' },
      tokens.supplier2,
    );
    assert.equal(collected.body.value?.title, noticeRow.title);
    const removed = await api.get<number>(
      `${PORTAL}/procureCollection/v1/removeByLinkId?linkId=p-107`,
      tokens.supplier,
    );
    assert.equal(removed.body.value, 1);
    assert.ok(!(await list('supplier')).some((row) => row.linkId === 'p-107'));
    assert.ok((await list('supplier2')).some((row) => row.linkId === 'p-107'));
    const draft = await api.post(
      `${PORTAL}/procureCollection/v1/save`,
      { linkId: 'p-101', type: 'project' },
      tokens.supplier,
    );
    assert.equal(draft.body.message, '收藏的内容不存在');
    const typed = await api.post<PageList<Collection>>(
      `${PORTAL}/procureCollection/v1/queryMyCollection`,
      { ...ALL, querys: [{ property: 'type', value: 'notice', operation: 'EQUAL' }] },
      tokens.supplier2,
    );
    assert.deepEqual(
      typed.body.value?.rows.map((row) => row.type),
      ['notice'],
    );
  });
});
