import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type SlButton from '@shoelace-style/shoelace/dist/components/button/button.js';
import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import type SlTooltip from '@shoelace-style/shoelace/dist/components/tooltip/tooltip.js';
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { UserDetail, UserInfo } from '../../../api/contract/user.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import '../../../elements/personal-info-dialog/personal-info-dialog.js';
import type { PersonalInfoDialog } from '../../../elements/personal-info-dialog/personal-info-dialog.js';

const STAFF: UserDetail = {
  id: 'u-staff',
  userId: 'u-staff',
  account: 'staff',
  username: 'staff',
  fullname: '陈思远',
  photo: null,
  avatar: null,
  mobile: '13912340099',
  email: 'staff@hdny.example.com',
  sex: '男',
  status: 1,
  address: '浙江省杭州市上城区钱江路 1366 号',
  identity: null,
  tenantId: -1,
  tenantCode: 'platform',
  createTime: '2026-01-05T08:00:00.000Z',
  roles: [
    { id: 'r-1', name: '采购专员', code: 'purchase' },
    { id: 'r-2', name: '门户用户', code: 'portal' },
  ],
  posts: [
    {
      postId: 'p-1',
      postName: '采购专员',
      orgName: '采购管理部',
      isMaster: true,
      postCode: 'purchase-specialist',
      orgId: 'org-purchase',
      path: 'org-root.org-purchase.',
      pathName: '华东能源集团/采购管理部',
    },
    {
      postId: 'p-2',
      postName: '信息工程师',
      orgName: '信息中心',
      isMaster: false,
      postCode: 'it-engineer',
      orgId: 'org-it',
      path: 'org-root.org-it.',
      pathName: '华东能源集团/信息中心',
    },
  ],
  orgs: [
    {
      id: 'org-purchase',
      name: '采购管理部',
      code: 'purchase',
      parentId: 'org-root',
      demId: 'dem-1',
      path: 'org-root.org-purchase.',
      pathName: '华东能源集团/采购管理部',
      isMaster: true,
    },
  ],
};

type DetailAnswer = Envelope<UserDetail> | Promise<Envelope<UserDetail>>;

function fakeClient(answer: DetailAnswer = { state: true, message: '', value: STAFF }) {
  const client = createApiClient({ deployment: resolveDeployment(undefined), getToken: () => 't' });
  const calls = { detail: [] as string[], userInfo: 0 };
  client.ucUser.getDetailByAccountOrId = async (accountOrId) => {
    calls.detail.push(accountOrId);
    return answer;
  };
  client.ucAuth.getUserInfo = async () => {
    calls.userInfo += 1;
    return { state: true, message: '', value: { account: 'staff' } as UserInfo };
  };
  setDefaultApiClient(client);
  return calls;
}

const dialogOf = (el: PersonalInfoDialog) => el.shadowRoot!.querySelector<SlDialog>('sl-dialog')!;
/** A field's text; list entries separated by one space. */
const textOf = (dd: Element) => {
  const entries = [...dd.querySelectorAll('li')];
  const text = (node: Element) => node.textContent!.replace(/\s+/g, ' ').trim();
  return entries.length ? entries.map(text).join(' ') : text(dd);
};
/** Each field as [label, text]. */
const rows = (el: PersonalInfoDialog) =>
  [...el.shadowRoot!.querySelectorAll('[part="details"] .item')].map((item) => [
    item.querySelector('dt')!.textContent!.trim(),
    textOf(item.querySelector('dd')!),
  ]);
const valueOfRow = (el: PersonalInfoDialog, label: string) => rows(el).find(([name]) => name === label)?.[1];

async function openWith(user: UserDetail | undefined, account = '') {
  const el = await fixture<PersonalInfoDialog>(
    html`<personal-info-dialog .user=${user} account=${account} open></personal-info-dialog>`,
  );
  await dialogOf(el).updateComplete;
  return el;
}

describe('personal-info-dialog', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });

  it('is accessible when open', async () => {
    fakeClient();
    const el = await openWith(STAFF);
    await expect(el).to.be.accessible();
  });

  it('is closed by default and loads nothing until opened', async () => {
    const calls = fakeClient();
    const el = await fixture<PersonalInfoDialog>(
      html`<personal-info-dialog account="staff"></personal-info-dialog>`,
    );
    expect(el.open).to.equal(false);
    expect(dialogOf(el).open).to.equal(false);
    // A load would start with the first update; it did not. Opening does start one.
    await el.updateComplete;
    expect(calls.detail).to.deep.equal([]);
    el.open = true;
    await waitUntil(() => calls.detail.length === 1, 'opening loads the user');
  });

  describe('when given a user', () => {
    it('shows name, account, mobile, email, sex, status, address, roles, posts and organisations', async () => {
      const calls = fakeClient();
      const el = await openWith(STAFF);
      expect(dialogOf(el).label).to.equal('个人信息');
      expect(rows(el)).to.deep.equal([
        ['用户名', '陈思远'],
        ['账号', 'staff'],
        ['手机号', '13912340099'],
        ['邮箱', 'staff@hdny.example.com'],
        ['性别', '男'],
        ['状态', '正常'],
        ['地址', '浙江省杭州市上城区钱江路 1366 号'],
        ['角色', '采购专员 门户用户'],
        ['岗位', '采购专员（华东能源集团/采购管理部） 信息工程师（华东能源集团/信息中心）'],
        ['组织', '采购管理部'],
      ]);
      expect(calls.detail).to.deep.equal([]);
    });

    it('shows the path of each post in a tooltip that keyboard users reach too', async () => {
      fakeClient();
      const el = await openWith(STAFF);
      const tooltips = [...el.shadowRoot!.querySelectorAll<SlTooltip>('sl-tooltip')];
      expect(tooltips.map((tooltip) => tooltip.content)).to.deep.equal([
        '华东能源集团/采购管理部',
        '华东能源集团/信息中心',
      ]);
      const post = tooltips[0]!.querySelector<HTMLElement>('.tag')!;
      expect(post.tabIndex).to.equal(0);
      const shown = oneEvent(tooltips[0]!, 'sl-after-show');
      post.focus();
      await shown;
      expect(tooltips[0]!.open).to.equal(true);
    });

    it('names each status: 1 正常, 0 禁用, -1 未激活, anything else 离职', async () => {
      fakeClient();
      const el = await openWith(STAFF);
      const cases: Array<[UserDetail['status'] | string, string]> = [
        [1, '正常'],
        [0, '禁用'],
        [-1, '未激活'],
        ['1', '正常'],
        [2, '离职'],
        [9, '离职'],
      ];
      for (const [status, label] of cases) {
        el.user = { ...STAFF, status: status as number };
        await el.updateComplete;
        expect(valueOfRow(el, '状态'), String(status)).to.equal(label);
      }
    });

    it('shows a dash for what is missing', async () => {
      fakeClient();
      const el = await openWith({
        ...STAFF,
        mobile: null,
        email: null,
        sex: null,
        roles: [],
        posts: [],
        orgs: [],
      });
      expect(valueOfRow(el, '手机号')).to.equal('-');
      expect(valueOfRow(el, '性别')).to.equal('-');
      expect(valueOfRow(el, '角色')).to.equal('-');
      expect(valueOfRow(el, '岗位')).to.equal('-');
    });
  });

  describe('when it loads the details', () => {
    it('loads the given account with getDetailByAccountOrId when opened', async () => {
      const calls = fakeClient();
      const el = await openWith(undefined, 'staff');
      await waitUntil(() => valueOfRow(el, '用户名') === '陈思远');
      expect(calls.detail).to.deep.equal(['staff']);
      expect(calls.userInfo).to.equal(0);
    });

    it("loads the signed-in user's own details without an account", async () => {
      const calls = fakeClient();
      const el = await openWith(undefined);
      await waitUntil(() => valueOfRow(el, '账号') === 'staff');
      expect(calls.userInfo).to.equal(1);
      expect(calls.detail).to.deep.equal(['staff']);
    });

    it('shows a spinner while loading', async () => {
      let answer!: (value: Envelope<UserDetail>) => void;
      fakeClient(
        new Promise((resolve) => {
          answer = resolve;
        }),
      );
      const el = await openWith(undefined, 'staff');
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('sl-spinner')).to.not.equal(null);
      answer({ state: true, message: '', value: STAFF });
      await waitUntil(() => valueOfRow(el, '用户名') === '陈思远');
      expect(el.shadowRoot!.querySelector('sl-spinner')).to.equal(null);
    });

    it('shows the refusal of the server', async () => {
      fakeClient({ state: false, message: '用户不存在' });
      const el = await openWith(undefined, 'ghost');
      await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'));
      expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent!.trim()).to.equal('用户不存在');
    });

    it('loads again each time it opens', async () => {
      const calls = fakeClient();
      const el = await openWith(undefined, 'staff');
      await waitUntil(() => calls.detail.length === 1);
      el.open = false;
      await el.updateComplete;
      el.open = true;
      await waitUntil(() => calls.detail.length === 2);
    });
  });

  describe('when the user closes it', () => {
    it('emits eip-close from the close button and sets open back to false', async () => {
      fakeClient();
      const el = await openWith(STAFF);
      const closed = oneEvent(el, 'eip-close');
      el.shadowRoot!.querySelector<SlButton>('[part="close"]')!.click();
      const event = await closed;
      expect(event.detail).to.deep.equal({});
      expect(el.open).to.equal(false);
    });

    it('closes on Escape', async () => {
      fakeClient();
      const el = await openWith(STAFF);
      const closed = oneEvent(el, 'eip-close');
      await sendKeys({ press: 'Escape' });
      await closed;
      expect(el.open).to.equal(false);
    });

    it('emits nothing when the page closes it', async () => {
      fakeClient();
      const el = await openWith(STAFF);
      let closes = 0;
      el.addEventListener('eip-close', () => {
        closes += 1;
      });
      el.open = false;
      await oneEvent(dialogOf(el), 'sl-after-hide');
      expect(closes).to.equal(0);
    });
  });

  describe('when the language changes', () => {
    it('translates labels and statuses', async () => {
      fakeClient();
      const el = await openWith({ ...STAFF, status: -1 });
      await setLanguage('zh-TW', { persist: false });
      await el.updateComplete;
      expect(valueOfRow(el, '狀態')).to.equal('未啟用');
      await setLanguage('en-US', { persist: false });
      await el.updateComplete;
      expect(dialogOf(el).label).to.equal('Personal information');
      expect(valueOfRow(el, 'Status')).to.equal('Not activated');
      expect(valueOfRow(el, 'Sex')).to.equal('Male');
      el.user = { ...STAFF, status: 0 };
      await el.updateComplete;
      expect(valueOfRow(el, 'Status')).to.equal('Disabled');
      el.user = { ...STAFF, status: 3 };
      await el.updateComplete;
      expect(valueOfRow(el, 'Status')).to.equal('Left the company');
    });
  });
});
