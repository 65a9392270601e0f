import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { QueryBody } from '../../../api/contract/envelope.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/registration-list/registration-list.js';
import type { RegistrationList } from '../../../elements/registration-list/registration-list.js';
import { runLoadStateSuite } from '../shared/load-state-suite.js';
import { mountPagedList, procureBackend, registration, routeOf, storeOf } from './procure-fakes.js';

const items = (el: RegistrationList) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="item"]')];
const buttons = (item: HTMLElement) =>
  // The visible words of each button; the hidden project name after them is for screen readers.
  [...item.querySelectorAll<HTMLElement>('sl-button')].map((button) =>
    button.textContent!.replace(button.querySelector('.visually-hidden')!.textContent!, '').trim(),
  );

async function mount() {
  const backend = procureBackend(
    storeOf({
      registrations: [
        registration(),
        registration({
          id: 'r-2',
          projectId: 'p-2',
          fProjectName: '配电设备框架采购',
          fStatus: 'reject',
          fReason: '营业执照不清晰',
          editable: true,
        }),
        registration({
          id: 'r-3',
          projectId: 'p-3',
          fProjectName: '信息化运维服务',
          fRegisterMode: 'invite',
          inviteStatus: 'invited',
        }),
      ],
    }),
  );
  setDefaultApiClient(backend.client);
  const el = await fixture<RegistrationList>(html`<registration-list></registration-list>`);
  await waitUntil(() => items(el).length === 3, 'rows render');
  return { el, backend };
}

describe('registration-list', () => {
  afterEach(() => setDefaultApiClient(undefined));

  it('is accessible', async () => {
    const { el } = await mount();
    await expect(el).to.be.accessible();
  });

  it('shows each registration with its status, reason and the actions it allows', async () => {
    const { el } = await mount();
    const [pending, rejected, invited] = items(el);
    expect(pending!.textContent).to.contain('待审核');
    expect(buttons(pending!)).to.deep.equal(['报名详情']);
    expect(rejected!.textContent).to.contain('未通过');
    expect(rejected!.textContent).to.contain('营业执照不清晰');
    expect(buttons(rejected!)).to.deep.equal(['重新报名', '报名详情']);
    expect(invited!.textContent).to.contain('待确认邀请');
    expect(buttons(invited!)).to.deep.equal(['确认邀请', '报名详情']);
    expect(pending!.querySelector('a')!.getAttribute('href')).to.equal('/project?id=p-1');
  });

  describe('when an action is chosen', () => {
    it('reports it with the registration', async () => {
      const { el } = await mount();
      const heard = oneEvent(el, 'eip-registration-action');
      items(el)[2]!.querySelector<HTMLElement>('sl-button')!.click();
      const { detail } = await heard;
      expect(detail.action).to.equal('confirmInvite');
      expect(detail.registration.id).to.equal('r-3');
    });
  });

  describe('when filtered by status', () => {
    it('asks the invitations waiting for an answer', async () => {
      const { el, backend } = await mount();
      const select = el.shadowRoot!.querySelector<HTMLElement & { value: string }>('sl-select')!;
      select.value = 'invited';
      select.dispatchEvent(new Event('sl-change'));
      await waitUntil(() => items(el).length === 1, 'the invitation only');
      const last = backend.calls(routeOf('wBiddingProjectRegistration/queryMyRegistration')).at(-1)!;
      expect((last.data as QueryBody).querys).to.deep.equal([
        { property: 'inviteStatus', value: 'invited', operation: 'EQUAL' },
      ]);
    });
  });

  runLoadStateSuite({
    emptyText: '暂无报名记录',
    mount: (behaviour) =>
      mountPagedList(
        'wBiddingProjectRegistration/queryMyRegistration',
        storeOf({ registrations: [] }),
        html`<registration-list></registration-list>`,
        behaviour,
      ),
  });
});
