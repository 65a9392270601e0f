import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { configure } from '../../../elements/core/embed.js';
import { configureHost, getHostInfo } from '../../../elements/core/host-context.js';
import '../../../elements/news-list/news-list.js';
import type { NewsList } from '../../../elements/news-list/news-list.js';
import { fixtureInHost, type TestHost } from '../elements/host-fixture.js';
import { tenderBackend } from '../elements/notice-fakes.js';

const firstHref = (el: NewsList) =>
  el.shadowRoot!.querySelector('[part="item"] a')?.getAttribute('href') ?? undefined;

describe('host context', () => {
  beforeEach(() => setDefaultApiClient(tenderBackend().client));
  afterEach(() => {
    configureHost({ linkBase: '', user: undefined });
    setDefaultApiClient(undefined);
  });

  it('defaults to no link base and no user: a page of its own', () => {
    expect(getHostInfo().linkBase).to.equal('');
    expect(getHostInfo().user).to.equal(undefined);
  });

  it('elements follow the global default, also when it changes later', async () => {
    const el = await fixture<NewsList>(html`<news-list></news-list>`);
    await waitUntil(() => firstHref(el), 'no news shown');
    expect(firstHref(el)).to.equal('/newsInformation?id=news-1');
    configureHost({ linkBase: '/portal-a' });
    await waitUntil(() => firstHref(el) === '/portal-a/newsInformation?id=news-1', 'link base not applied');
  });

  it('a provider above the element wins over the global default, and its changes reach the element', async () => {
    configureHost({ linkBase: '/global' });
    const el = await fixtureInHost<NewsList>({ linkBase: '/front' }, html`<news-list></news-list>`);
    await waitUntil(() => firstHref(el), 'no news shown');
    expect(firstHref(el)).to.equal('/front/newsInformation?id=news-1');
    (el.parentElement as TestHost).info = { linkBase: '/front2' };
    await waitUntil(
      () => firstHref(el) === '/front2/newsInformation?id=news-1',
      'provider change not applied',
    );
  });

  it("configure() (EipElements.configure, the loader's configure) sets link base and user", async () => {
    await configure({ linkBase: '/front', user: { account: 'purchaser', fullname: '采购员' } });
    expect(getHostInfo()).to.deep.equal({
      linkBase: '/front',
      user: { account: 'purchaser', fullname: '采购员' },
    });
    await configure({ lang: 'zh-CN' });
    expect(getHostInfo().linkBase).to.equal('/front');
  });
});
