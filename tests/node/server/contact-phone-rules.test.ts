import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type { ProjectRegistration } from '../../../api/contract/procure-registration.js';
import {
  ALL,
  PORTAL,
  REGISTRATION,
  startTenderServer,
  type TenderServer,
  uploadImage,
} from './procure-project-helpers.js';

/**
 * Issue 34 item 6: a registration's phone (联系方式) is a mobile, 11 digits starting with 1 (spec 5's
 * helper check), on the server as in the forms; a company's 联系电话 is a mobile or a landline, the
 * same one rule in the company registration, the purchaser information and the contract information.
 */
describe('phone fields over HTTP', () => {
  let server: TenderServer['server'];
  let tokens: TenderServer['tokens'];
  let api: TenderServer['api'];

  before(async () => {
    ({ server, tokens, api } = await startTenderServer());
  });
  after(() => server.stop());

  const contact = (phone: string) => ({
    fRegistratorName: '陈晓峰',
    fRegistratorPhone: phone,
    fRegistratorEmail: 'chenxf@example.com',
  });
  const mine = async () =>
    (
      await api.post<PageList<ProjectRegistration>>(
        `${REGISTRATION}/queryMyRegistration`,
        ALL,
        tokens.supplier,
      )
    ).body.value?.rows.filter((row) => row.projectId === 'p-001') ?? [];

  it('refuses a sign-up whose phone is not a mobile, in the caller’s language, and takes a mobile', async () => {
    const proof = (await uploadImage(server, tokens.supplier)).list;
    for (const phone of [
      'abcdefghijk',
      '1380000000a',
      '138-0000-00',
      '23800000000',
      '1380000000',
      '138000000001',
    ]) {
      const answer = await api.post(
        `${REGISTRATION}/signUp`,
        { projectId: 'p-001', ...contact(phone), fFkpz: proof },
        tokens.supplier,
      );
      assert.deepEqual([answer.body.state, answer.body.message], [false, '手机号格式不正确'], phone);
    }
    for (const [language, message] of [
      ['zh-TW', '手機號碼格式不正確'],
      ['en-US', 'mobile number is not in a valid format'],
    ] as const) {
      const answer = await api.post(
        `${REGISTRATION}/signUp`,
        { projectId: 'p-001', ...contact('abcdefghijk'), fFkpz: proof },
        tokens.supplier,
        language,
      );
      assert.equal(answer.body.state, false);
      assert.match(answer.body.message ?? '', new RegExp(message, 'i'), language);
    }
    assert.equal((await mine()).length, 0, 'nothing was saved');
    const accepted = await api.post<ProjectRegistration>(
      `${REGISTRATION}/signUp`,
      { projectId: 'p-001', ...contact('13800000002'), fFkpz: proof },
      tokens.supplier,
    );
    assert.equal(accepted.body.state, true, accepted.body.message);
    assert.equal(accepted.body.value?.fRegistratorPhone, '13800000002');
  });

  it('refuses a company phone that is neither a mobile nor a landline, and takes both', async () => {
    const purchaser = (phone: string, language?: string) =>
      api.post(
        `${PORTAL}/wPurchaserInformationManage/v1/saveByCurrentUser`,
        { fCompanyName: '华东能源集团采购部', fContactName: '李明', fContactPhone: phone },
        tokens.purchaser,
        language,
      );
    const contract = (phone: string) =>
      api.post(
        `${PORTAL}/wContractMsgManage/v1/saveByCurrentUser`,
        { fCompanyName: '杭州恒远建设有限公司', fPhone: phone },
        tokens.supplier,
      );
    for (const save of [purchaser, contract]) {
      for (const phone of ['abcdefghijk', '1380000000a', '12345']) {
        const answer = await save(phone);
        assert.deepEqual(
          [answer.status, answer.body.state, answer.body.message],
          [400, false, '请求参数不正确：联系电话格式不正确'],
          phone,
        );
      }
      for (const phone of ['13800000002', '0571-88886666']) {
        const answer = await save(phone);
        assert.equal(answer.body.state, true, `${phone}: ${answer.body.message}`);
      }
    }
    const en = await purchaser('abc', 'en-US');
    assert.match(en.body.message ?? '', /contact phone is not in a valid format/i);
  });
});
