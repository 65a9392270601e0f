import { expect, waitUntil } from '@open-wc/testing';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import type { MethodAuth } from '../../../api/contract/portal.js';
import { noteMethodRightsVersion } from '../../../host/session/auth-actions.js';
import {
  hasPermissions,
  resetSession,
  session,
  storeMethodAuth,
} from '../../../host/session/session-store.js';

/** A client whose getCurrentUserMethodAuth answers what `rights` holds then, counting the reads. */
function clientWith(rights: () => MethodAuth) {
  const client = createApiClient({ deployment: resolveDeployment(undefined), getToken: () => 'token-1' });
  const reads = { count: 0 };
  client.portalShell.getCurrentUserMethodAuth = async () => {
    reads.count += 1;
    return { state: true, message: '', value: rights() };
  };
  return { client, reads };
}

describe('method rights in the portal session', () => {
  beforeEach(() => {
    session.token = 'token-1';
    storeMethodAuth(['system:layoutManage', 'myTask:transfer'], ['myTask:transfer'], '7');
  });
  afterEach(() => resetSession());

  it('are read again when an answer tells another version, and kept with it', async () => {
    const { client, reads } = clientWith(() => ({
      allMethod: ['system:layoutManage', 'myTask:transfer'],
      curUserMethod: ['myTask:transfer', 'system:layoutManage'],
      version: '9',
    }));
    expect(hasPermissions(session, ['system:layoutManage'])).to.equal(false);
    noteMethodRightsVersion(client, '9');
    // Answers arriving while the rights are read ask for nothing more.
    noteMethodRightsVersion(client, '9');
    await waitUntil(() => session.methodRightsVersion === '9');
    expect(reads.count).to.equal(1);
    expect(hasPermissions(session, ['system:layoutManage'])).to.equal(true);
    expect(JSON.parse(sessionStorage.getItem('methodAuth') ?? '{}').version).to.equal('9');
    noteMethodRightsVersion(client, '9');
    expect(reads.count).to.equal(1);
  });

  it('are not read for the version held, without one, or when signed out', async () => {
    const { client, reads } = clientWith(() => ({ allMethod: [], curUserMethod: [], version: '8' }));
    noteMethodRightsVersion(client, '7');
    noteMethodRightsVersion(client, undefined);
    session.token = null;
    noteMethodRightsVersion(client, '8');
    expect(reads.count).to.equal(0);
    expect(session.methodRightsVersion).to.equal('7');
  });
});
