import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import {
  decide,
  type GuardInput,
  isWhitelisted,
  loginRedirectTarget,
  ssoServiceUrl,
  withoutSignInParams,
} from '../../../host/routing/guard.js';

const base: GuardInput = {
  path: '/home',
  search: '',
  token: null,
  routesLoaded: false,
  userLoaded: false,
  isPublicRoute: false,
  deployment: resolveDeployment(undefined),
  pageUrl: 'http://portal.example.com/front/home',
};

describe('route guard', () => {
  it('whitelists login, register, the utility pages, the tenant login and short links', () => {
    for (const path of ['/login', '/register', '/404', '/401', '/500', '/login/demo', '/surl/abc']) {
      assert.equal(isWhitelisted(path), true, path);
    }
    assert.equal(isWhitelisted('/home'), false);
    assert.equal(isWhitelisted('/login/demo/x'), false);
  });

  it('lets a visitor open public and whitelisted pages', () => {
    assert.deepEqual(decide({ ...base, path: '/bidNotice', isPublicRoute: true }), { kind: 'allow' });
    assert.deepEqual(decide({ ...base, path: '/register' }), { kind: 'allow' });
    assert.deepEqual(decide({ ...base, path: '/' }), { kind: 'allow' }, '/ redirects to /index for anyone');
  });

  it('sends a visitor of a protected page to /login with the full path when route recording is on', () => {
    assert.deepEqual(decide({ ...base, path: '/personal', search: 'type=noticeList' }), {
      kind: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/personal?type=noticeList')}`,
    });
  });

  it('sends a visitor to plain /login when route recording is off', () => {
    const deployment = resolveDeployment({ recordRoute: false });
    assert.deepEqual(decide({ ...base, deployment }), { kind: 'redirect', to: '/login' });
  });

  it('sends a signed-in user away from /login to /', () => {
    assert.deepEqual(decide({ ...base, path: '/login', token: 't', routesLoaded: true, userLoaded: true }), {
      kind: 'redirect',
      to: '/',
    });
    assert.deepEqual(decide({ ...base, path: '/login/demo', token: 't' }), { kind: 'redirect', to: '/' });
  });

  it('loads the menu routes and the user once, then allows', () => {
    assert.deepEqual(decide({ ...base, token: 't' }), { kind: 'load-session' });
    assert.deepEqual(decide({ ...base, token: 't', userLoaded: true }), { kind: 'load-session' });
    assert.deepEqual(
      decide({ ...base, token: 't', routesLoaded: true }),
      { kind: 'load-session' },
      'after a reload the token is kept but the user is read again',
    );
    assert.deepEqual(decide({ ...base, token: 't', routesLoaded: true, userLoaded: true }), {
      kind: 'allow',
    });
  });

  it('never keeps a token, ticket or code in a route kept for later', () => {
    assert.equal(withoutSignInParams('/index?token=bad&a=1'), '/index?a=1');
    assert.equal(withoutSignInParams('/home?ticket=ST-1&code=OC-1'), '/home');
    assert.equal(withoutSignInParams('/bidNotice'), '/bidNotice');
  });

  it('continues after sign-in to a portal route, never to a login page or with a token', () => {
    assert.equal(
      loginRedirectTarget(`redirect=${encodeURIComponent('/personal?type=noticeList')}`),
      '/personal?type=noticeList',
    );
    assert.equal(loginRedirectTarget(`redirect=${encodeURIComponent('/index?token=bad')}`), '/index');
    const nested = `/login?redirect=${encodeURIComponent('/login?redirect=/index')}`;
    assert.equal(loginRedirectTarget(`redirect=${encodeURIComponent(nested)}`), undefined);
    assert.equal(loginRedirectTarget(`redirect=${encodeURIComponent('/login/demo')}`), undefined);
    assert.equal(loginRedirectTarget('redirect=//evil.example.com'), undefined);
    assert.equal(loginRedirectTarget('redirect=https://evil.example.com'), undefined);
    assert.equal(loginRedirectTarget(''), undefined);
  });

  it('signs in with a token from the query and retries without it', () => {
    assert.deepEqual(decide({ ...base, path: '/shareInst/1/true', search: 'token=abc&x=1' }), {
      kind: 'token-login',
      token: 'abc',
      rest: '/shareInst/1/true?x=1',
    });
  });

  it('returns from sso to the page with its own query, without what the sso server added', () => {
    const page = 'http://portal.example.com/front/home?tab=2&ticket=ST-1#top';
    assert.equal(ssoServiceUrl(page, 'cas'), 'http://portal.example.com/front/home?tab=2');
    assert.equal(
      ssoServiceUrl('http://portal.example.com/front/home?code=OC-1&state=s&tab=2', 'oauth'),
      'http://portal.example.com/front/home?tab=2',
    );
  });

  describe('with cas single sign-on', () => {
    const deployment = resolveDeployment({
      sso: { mode: 'cas', url: 'https://sso.example.com/login', logoutUrl: '', clientId: '' },
    });

    it('exchanges a ticket', () => {
      assert.deepEqual(decide({ ...base, deployment, search: 'ticket=ST-1&a=b' }), {
        kind: 'sso-exchange',
        mode: 'cas',
        credential: 'ST-1',
        rest: '/home?a=b',
      });
    });

    it('without a ticket goes to the sso url with the service', () => {
      assert.deepEqual(decide({ ...base, deployment }), {
        kind: 'leave',
        url: `https://sso.example.com/login?service=${encodeURIComponent(base.pageUrl)}`,
      });
    });
  });

  describe('with oauth single sign-on', () => {
    const deployment = resolveDeployment({
      sso: { mode: 'oauth', url: 'https://sso.example.com/authorize', logoutUrl: '', clientId: 'eip' },
    });

    it('exchanges a code', () => {
      const decision = decide({ ...base, deployment, search: 'code=OC-9&state=s' });
      assert.deepEqual(decision, { kind: 'sso-exchange', mode: 'oauth', credential: 'OC-9', rest: '/home' });
    });

    it('without a code asks for one with response_type, client_id and redirect_uri', () => {
      const decision = decide({ ...base, deployment });
      assert.equal(decision.kind, 'leave');
      const url = new URL((decision as { url: string }).url);
      assert.equal(url.origin + url.pathname, 'https://sso.example.com/authorize');
      assert.equal(url.searchParams.get('response_type'), 'code');
      assert.equal(url.searchParams.get('client_id'), 'eip');
      assert.equal(url.searchParams.get('redirect_uri'), base.pageUrl);
    });
  });
});
