import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { CALLS } from '../../../api/contract/calls.js';
import type { SealSummary } from '../../../api/contract/signature.js';
import { createFakeClient, ok, refuse } from '../../../docs/fixtures/fake-transport.js';
import '../../../elements/award-list/award-list.js';
import type { AwardList } from '../../../elements/award-list/award-list.js';
import '../../../elements/company-info/company-info.js';
import type { CompanyInfo } from '../../../elements/company-info/company-info.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/seal-settings/seal-settings.js';
import type { SealSettings } from '../../../elements/seal-settings/seal-settings.js';
import '../../../elements/supplier-invite/supplier-invite.js';
import type { SupplierInvite } from '../../../elements/supplier-invite/supplier-invite.js';
import { PNG_PIXEL } from './file-upload-fakes.js';
import { procureBackend, project, routeOf, storeOf } from './procure-fakes.js';

const COMPANY = `GET /uc${CALLS['user/getCompanyInfo'].path}`;
const SEAL = `GET /uc${CALLS['electronicSeal/getSealByCurrentUserId'].path}`;
const SAVE_SEAL = 'POST /uc/uc/electronicSeal/v1/save';

describe('company-info', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible and shows the registered company', async () => {
    const { client } = createFakeClient({
      [COMPANY]: () =>
        ok({
          id: 'co-1',
          name: '杭州恒远建设有限公司',
          creditCode: '91330106MA27XYZ123',
          legalPerson: '赵刚',
          contactName: '王强',
          contactPhone: '13800000001',
          address: '杭州市滨江区江南大道 88 号',
          businessScope: '建筑工程施工',
          businessLicense: null,
          createTime: '2026-01-05T02:00:00.000Z',
          updateTime: '2026-01-05T02:00:00.000Z',
        }),
    });
    setDefaultApiClient(client);
    const el = await fixture<CompanyInfo>(html`<company-info></company-info>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part="facts"]'), 'the company shows');
    await expect(el).to.be.accessible();
    const facts = el.shadowRoot!.querySelector('[part="facts"]')!.textContent!;
    expect(facts).to.contain('杭州恒远建设有限公司');
    expect(facts).to.contain('91330106MA27XYZ123');
    expect(facts).to.contain('建筑工程施工');
  });

  it('says 获取供应商信息失败 when the user has no company', async () => {
    const { client } = createFakeClient({ [COMPANY]: () => refuse('获取供应商信息失败') });
    setDefaultApiClient(client);
    const el = await fixture<CompanyInfo>(html`<company-info></company-info>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'), 'the failure shows');
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain('获取供应商信息失败');
  });
});

describe('seal-settings', () => {
  afterEach(() => setDefaultApiClient(undefined));

  function backend(seal: SealSummary | null, refuseSave = false) {
    let current = seal;
    return createFakeClient({
      [SEAL]: () => (current ? ok(current) : refuse('未设置电子签章')),
      [SAVE_SEAL]: ({ data }) => {
        const body = data as { oldPassword?: string; fileId: string; secretFree: boolean };
        if (refuseSave || (current?.hasPassword && body.oldPassword !== 'Portal@2026'))
          return refuse('签章密码错误');
        current = {
          id: 'u-1',
          userId: 'u-1',
          name: '王强',
          fileId: body.fileId,
          secretFree: body.secretFree,
          hasPassword: true,
          updateTime: '2026-11-21T02:00:00.000Z',
        };
        return ok(current, '电子签章已保存');
      },
      'GET /portal/file/onlinePreviewController/v1/getFileById_*': () => ({
        bytes: new Blob([PNG_PIXEL], { type: 'image/png' }),
      }),
    });
  }
  const root = (el: SealSettings) => el.shadowRoot!;
  const input = (el: SealSettings, id: string) => root(el).querySelector<HTMLInputElement>(`#${id}`)!;
  function type(el: SealSettings, id: string, value: string) {
    input(el, id).value = value;
    input(el, id).dispatchEvent(new Event('input'));
  }
  function pick(el: SealSettings) {
    root(el)
      .querySelector('file-upload')!
      .dispatchEvent(
        new CustomEvent('eip-change', {
          detail: {
            value: [{ fileId: 'f-seal', fileName: 'seal.png', name: 'seal.png', size: 68, uid: 'u' }],
          },
        }),
      );
  }

  it('says there is no seal yet and asks for the image and password', async () => {
    const { client, requests } = backend(null);
    setDefaultApiClient(client);
    const el = await fixture<SealSettings>(html`<seal-settings></seal-settings>`);
    await waitUntil(() => root(el).querySelector('form'), 'the form shows');
    await expect(el).to.be.accessible();
    expect(root(el).querySelector('[part="current"]')!.textContent).to.contain('未设置电子签章');
    expect(input(el, 'oldPassword')).to.equal(null);
    root(el).querySelector('form')!.requestSubmit();
    await waitUntil(() => root(el).querySelector('[part="message"]')!.textContent === '必填项不可为空');
    expect(root(el).textContent).to.contain('请上传签章图片');
    expect(requests.some((request) => request.path.endsWith('/save'))).to.equal(false);
  });

  it('saves a new seal and shows it', async () => {
    const { client, requests } = backend(null);
    setDefaultApiClient(client);
    const el = await fixture<SealSettings>(html`<seal-settings></seal-settings>`);
    await waitUntil(() => root(el).querySelector('form'));
    pick(el);
    type(el, 'password', 'Seal@2026');
    type(el, 'confirmPassword', 'Seal@2026');
    const saved = oneEvent(el, 'eip-seal-saved');
    root(el).querySelector('form')!.requestSubmit();
    expect((await saved).detail.seal.fileId).to.equal('f-seal');
    expect(requests.find((request) => request.path.endsWith('/save'))!.data).to.deep.equal({
      fileId: 'f-seal',
      password: 'Seal@2026',
      secretFree: false,
    });
    await waitUntil(() => root(el).querySelector('[part="seal"]'), 'the seal image shows');
    expect(root(el).querySelector('.saved')!.textContent).to.equal('电子签章已保存');
    await waitUntil(() => input(el, 'oldPassword'), 'the old password is asked next time');
  });

  it("shows the server's refusal (签章密码错误) and keeps what was typed", async () => {
    const { client } = backend({
      id: 'u-1',
      userId: 'u-1',
      name: '王强',
      fileId: 'f-old',
      secretFree: false,
      hasPassword: true,
      updateTime: '2026-11-01T02:00:00.000Z',
    });
    setDefaultApiClient(client);
    const el = await fixture<SealSettings>(html`<seal-settings></seal-settings>`);
    await waitUntil(() => input(el, 'oldPassword'), 'the old password is asked');
    pick(el);
    type(el, 'oldPassword', 'wrong-one');
    type(el, 'password', 'Seal@2026');
    type(el, 'confirmPassword', 'Seal@2026');
    root(el).querySelector('form')!.requestSubmit();
    await waitUntil(() => root(el).querySelector('[part="message"]')!.textContent === '签章密码错误');
    expect(input(el, 'password').value).to.equal('Seal@2026');
    expect(input(el, 'oldPassword').value).to.equal('wrong-one');
  });
});

describe('supplier-invite', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible, marks those already there and invites the ones ticked', async () => {
    const backend = procureBackend(
      storeOf({
        suppliers: [
          {
            id: 'u-supplier',
            account: 'supplier',
            fullname: '王强',
            companyName: '杭州恒远建设有限公司',
            registered: true,
          },
          { id: 'u-supplier2', account: 'supplier2', fullname: '李娜', companyName: '宁波安泰电气有限公司' },
        ],
      }),
    );
    setDefaultApiClient(backend.client);
    const el = await fixture<SupplierInvite>(html`<supplier-invite project-id="p-3"></supplier-invite>`);
    await waitUntil(() => el.shadowRoot!.querySelectorAll('sl-checkbox').length === 2, 'suppliers load');
    await expect(el).to.be.accessible();
    const [there, free] = [
      ...el.shadowRoot!.querySelectorAll<HTMLElement & { checked: boolean; disabled: boolean }>(
        'sl-checkbox',
      ),
    ];
    expect(there!.disabled).to.equal(true);
    expect(there!.textContent).to.contain('已在项目中');
    const submit = el.shadowRoot!.querySelector<HTMLElement & { disabled: boolean }>('[part="submit"]')!;
    expect(submit.disabled).to.equal(true);
    free!.checked = true;
    free!.dispatchEvent(new Event('sl-change'));
    await waitUntil(() => !submit.disabled);
    const invited = oneEvent(el, 'eip-invite');
    submit.click();
    expect((await invited).detail.result.invited).to.equal(1);
    expect(backend.calls(routeOf('wBiddingProjectRegistration/invite'))[0]!.data).to.deep.equal({
      projectId: 'p-3',
      supplierIds: ['u-supplier2'],
    });
    await waitUntil(() =>
      el.shadowRoot!.querySelector('[part="result"]')?.textContent?.includes('已邀请 1 家供应商'),
    );
  });
});

describe('award-list', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible and words each award for the supplier who won', async () => {
    const backend = procureBackend(
      storeOf({
        projects: [
          project({
            id: 'p-5',
            fProjectName: '办公家具采购',
            fProjectNo: 'ZB-2026-005',
            fState: 'confirmed',
            winnerName: '杭州恒远建设有限公司',
          }),
          project({ id: 'p-6', fProjectName: '未成交项目' }),
        ],
      }),
    );
    setDefaultApiClient(backend.client);
    const el = await fixture<AwardList>(html`<award-list audience="supplier"></award-list>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part="item"]'), 'awards load');
    await expect(el).to.be.accessible();
    const items = [...el.shadowRoot!.querySelectorAll('[part="item"]')];
    expect(items).to.have.length(1);
    expect(items[0]!.textContent).to.contain('恭喜贵单位成为“办公家具采购”的成交供应商');
    const links = [...items[0]!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).to.deep.equal(['/project?id=p-5', '/bargainNotice?keyword=ZB-2026-005']);
  });
});
