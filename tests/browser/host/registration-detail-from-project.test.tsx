import { expect, waitUntil } from '@open-wc/testing';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { configureHost } from '../../../elements/core/host-context.js';
import { setLanguage } from '../../../elements/core/localize.js';
import { BASE } from '../../../host/base.js';
import { EnrollPage } from '../../../host/pages/tender/EnrollPage.js';
import { ProjectPage } from '../../../host/pages/tender/ProjectPage.js';
import { PortalContext } from '../../../host/portal-context.js';
import { resetSession, session } from '../../../host/session/session-store.js';
import { procureBackend, registration } from '../elements/procure-fakes.js';
import { useReactRoot } from '../shared/react-root.js';

const deployment = resolveDeployment(undefined);

/**
 * Issue 34 item 5: 报名详情 opened from the project page offers 取消 and 重新报名 (spec 2.4), and
 * 重新报名 opens the editable detail, as it does from the registration list.
 */
describe('the registration detail opened from the project page', () => {
  const view = useReactRoot(() => {
    resetSession();
    setDefaultApiClient(undefined);
    configureHost({ linkBase: '' });
  });
  // The portal's link base, as the portal gives it to its elements.
  beforeEach(() => configureHost({ linkBase: BASE }));
  afterEach(() => setLanguage('zh-CN', { persist: false }));

  const detail = () => view.container.querySelector('registration-detail');
  const detailPart = (name: string) =>
    detail()?.shadowRoot?.querySelector<HTMLElement>(`[part="${name}"]`) ?? null;

  for (const [language, detailLink, cancel, reRegister] of [
    ['zh-CN', '报名详情', '取消', '重新报名'],
    ['zh-TW', '報名詳情', '取消', '重新報名'],
    ['en-US', 'Registration details', 'Cancel', 'Register again'],
  ] as const) {
    it(`offers 取消 and 重新报名 for a rejected registration, and 重新报名 opens it editable (${language})`, async () => {
      await setLanguage(language, { persist: false });
      Object.assign(session, { token: 't', identity: 'supplier' });
      const backend = procureBackend();
      backend.store.registrations = [
        registration({ fStatus: 'reject', fReason: '资质不全', editable: true }),
      ];
      backend.store.userInfo = {
        canSignUp: false,
        registration: { id: 'r-1', fStatus: 'reject', inviteStatus: null, fReason: '资质不全' },
      };
      setDefaultApiClient(backend.client);
      const location = memoryLocation({ path: '/project?id=p-1', record: true });
      await view.render(
        <PortalContext.Provider value={{ deployment, client: backend.client }}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Switch>
              <Route path="/project" component={ProjectPage} />
              <Route path="/enroll" component={EnrollPage} />
            </Switch>
          </Router>
        </PortalContext.Provider>,
      );
      await waitUntil(() => view.container.querySelector('.tender-standing'), 'the standing shows', {
        timeout: 15_000,
      });
      const link = [...view.container.querySelectorAll<HTMLAnchorElement>('.tender-actions a')].find(
        (candidate) => candidate.textContent === detailLink,
      );
      expect(link, 'the 报名详情 link').to.not.equal(undefined);
      link!.click();
      await waitUntil(() => detailPart('title'), 'the registration detail shows', { timeout: 15_000 });
      expect(location.history.at(-1)).to.equal('/enroll?id=r-1');
      expect(detailPart('cancel')!.textContent!.trim()).to.equal(cancel);
      const again = detailPart('re-register');
      expect(again?.textContent?.trim()).to.equal(reRegister);
      again!.click();
      await waitUntil(
        () => detail()?.shadowRoot?.querySelector('#fRegistratorName'),
        'the detail turns editable',
        { timeout: 15_000 },
      );
      expect(location.history.at(-1)).to.equal('/enroll?id=r-1&edit=1');
      expect(detailPart('submit')!.textContent!.trim()).to.equal(reRegister);
    }).timeout(40_000);
  }
});
