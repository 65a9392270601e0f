import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { Admission } from '../../../api/contract/admin.js';
import { createFakeClient, ok } from '../../../docs/fixtures/fake-transport.js';
import '../../../elements/admission-review/admission-review.js';
import type { AdmissionReview } from '../../../elements/admission-review/admission-review.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';

const admission = (over: Partial<Admission> = {}): Admission => ({
  userId: 'u-new',
  account: 'newsupplier',
  fullname: '许静',
  identity: 'supplier',
  email: 'xu@example.com',
  mobile: '13612345678',
  state: 'pending',
  reason: null,
  submitTime: '2026-12-01T08:00:00.000Z',
  decideTime: null,
  company: {
    id: 'c-1',
    name: '宁波海通物流有限公司',
    creditCode: '91330108MA28N3PL1B',
    legalPerson: '郑海通',
    contactName: '许静',
    contactPhone: '0574-87651234',
    address: '浙江省宁波市北仑区明州路 88 号',
    businessScope: '仓储服务。',
    businessLicense: null,
    createTime: '2026-12-01T08:00:00.000Z',
    updateTime: '2026-12-01T08:00:00.000Z',
  },
  ...over,
});

function mount(rows: Admission[]) {
  const backend = createFakeClient({
    'POST /uc/uc/ucAdmission/v1/query': () => ok({ rows, total: rows.length, page: 1, pageSize: 20 }),
    'POST /uc/uc/ucAdmission/v1/decide': ({ data }) =>
      ok({
        state: (data as { decision: string }).decision === 'activate' ? 'activated' : 'rejected',
        mailed: false,
      }),
  });
  setDefaultApiClient(backend.client);
  return { backend, el: fixture<AdmissionReview>(html`<admission-review></admission-review>`) };
}

const root = (el: AdmissionReview) => el.shadowRoot!;
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll('sl-button')].find((b) => b.textContent!.trim().startsWith(text)) as HTMLElement;
const dialog = (el: AdmissionReview) =>
  root(el).querySelector('sl-dialog') as HTMLElement & { open: boolean };

describe('admission-review', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible, with a registration open for review', async () => {
    const { el } = mount([admission()]);
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    await expect(element).to.be.accessible();
    // Checked once the dialog has faded in: mid-animation every colour is paler.
    const shown = oneEvent(dialog(element), 'sl-after-show');
    button(root(element), '审核').click();
    await shown;
    await expect(element).to.be.accessible();
  });

  it('asks for pending registrations first and shows the company to review', async () => {
    const { el, backend } = mount([admission()]);
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    expect(backend.requests[0]!.data).to.include({ state: 'pending' });
    expect(root(element).querySelector('tbody')!.textContent)
      .to.include('宁波海通物流有限公司')
      .and.include('待审核');
    button(root(element), '审核').click();
    await waitUntil(() => dialog(element).open);
    const company = root(element).querySelector('company-info')!;
    await waitUntil(() => company.shadowRoot?.textContent?.includes('91330108MA28N3PL1B'));
  });

  it('shows the registrant’s business licence to open, or says none was attached', async () => {
    const licence = JSON.stringify([
      { fileId: 'f-licence', fileName: '营业执照.pdf', name: '营业执照.pdf', size: 3 },
    ]);
    const base = admission();
    const { el } = mount([
      admission({
        userId: 'u-with',
        company: { ...base.company!, name: '有执照公司', businessLicense: licence },
      }),
      admission({ userId: 'u-without', company: { ...base.company!, name: '无执照公司' } }),
    ]);
    const element = await el;
    await waitUntil(() => root(element).querySelectorAll('tbody tr').length === 2);
    button(root(element), '审核有执照公司').click();
    await waitUntil(() => dialog(element).open);
    const company = root(element).querySelector('company-info')!;
    await waitUntil(() => company.shadowRoot?.querySelector('file-upload'));
    const files = company.shadowRoot!.querySelector('file-upload')!;
    await waitUntil(() => files.shadowRoot?.textContent?.includes('营业执照.pdf'));
    expect(root(element).querySelector('[part="no-license"]')).to.equal(null);
    dialog(element).open = false;
    await waitUntil(() => !root(element).querySelector('company-info'));
    button(root(element), '审核无执照公司').click();
    await waitUntil(() => root(element).querySelector('[part="no-license"]'));
    expect(root(element).querySelector('[part="no-license"]')!.textContent).to.equal('注册人未上传营业执照');
  });

  it('rejects only with a reason, and says so', async () => {
    const { el, backend } = mount([admission()]);
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    button(root(element), '审核').click();
    await waitUntil(() => dialog(element).open);
    button(dialog(element), '驳回注册').click();
    await element.updateComplete;
    button(dialog(element), '确认驳回').click();
    await waitUntil(() => root(element).textContent!.includes('请填写驳回原因'));
    expect(backend.requests.some((r) => r.path.endsWith('decide'))).to.equal(false);
    const reason = root(element).querySelector('#reject-reason') as HTMLTextAreaElement;
    reason.value = '营业执照已过期';
    reason.dispatchEvent(new Event('input'));
    await element.updateComplete;
    const told = oneEvent(element, 'eip-admin-change');
    button(dialog(element), '确认驳回').click();
    expect((await told).detail.kind).to.equal('reject');
    expect(backend.requests.find((r) => r.path.endsWith('decide'))!.data).to.deep.equal({
      userId: 'u-new',
      decision: 'reject',
      reason: '营业执照已过期',
    });
  });

  it('activates a registration', async () => {
    const { el, backend } = mount([admission()]);
    const element = await el;
    await waitUntil(() => root(element).querySelector('tbody tr'));
    button(root(element), '审核').click();
    await waitUntil(() => dialog(element).open);
    const told = oneEvent(element, 'eip-admin-change');
    button(dialog(element), '审核通过并激活').click();
    expect((await told).detail.kind).to.equal('activate');
    expect(backend.requests.find((r) => r.path.endsWith('decide'))!.data).to.deep.equal({
      userId: 'u-new',
      decision: 'activate',
    });
  });
});
