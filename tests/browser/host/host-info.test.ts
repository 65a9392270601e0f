import { ContextConsumer } from '@lit/context';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import type { UserInfo } from '../../../api/contract/user.js';
import { getHostInfo, type HostInfo, hostContext } from '../../../elements/core/host-context.js';
import { provideHostInfo } from '../../../host/session/host-info.js';
import { resetSession, storeUser } from '../../../host/session/session-store.js';

/** An element that only records what the host tells it through context. */
class HostInfoProbe extends LitElement {
  seen: HostInfo | undefined;
  constructor() {
    super();
    new ContextConsumer(this, {
      context: hostContext,
      subscribe: true,
      callback: (value) => {
        this.seen = value;
      },
    });
  }
}
customElements.define('host-info-probe', HostInfoProbe);

describe('what the host tells the elements', () => {
  afterEach(() => resetSession());

  it('gives its link base and the signed-in user, by context and as the default, as the session changes', async () => {
    const root = await fixture<HTMLDivElement>(html`<div></div>`);
    provideHostInfo(root);
    const probe = document.createElement('host-info-probe') as HostInfoProbe;
    root.append(probe);
    await waitUntil(() => probe.seen, 'the probe hears from the host');
    expect(probe.seen).to.deep.equal({ linkBase: '/front', user: undefined });
    expect(getHostInfo().linkBase).to.equal('/front');

    storeUser({ account: 'supplier', fullname: '杭州恒远建设有限公司' } as UserInfo);
    await waitUntil(() => probe.seen?.user, 'the signed-in user reaches the element');
    expect(probe.seen!.user).to.deep.equal({ account: 'supplier', fullname: '杭州恒远建设有限公司' });
    expect(getHostInfo().user?.account).to.equal('supplier');

    resetSession();
    await waitUntil(() => !probe.seen?.user, 'signing out reaches the element');
    expect(getHostInfo().user).to.equal(undefined);
  });
});
