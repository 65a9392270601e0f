import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DEFAULT_DEPLOYMENT, resolveDeployment } from '../../../api/contract/deployment.js';
import { LANGUAGES } from '../../../api/contract/theme.js';
import { portalName } from '../../../host/config.js';

describe('deployment configuration', () => {
  it('fills what a partial config leaves out, keeping what it sets', () => {
    const config = resolveDeployment({
      baseUrl: 'https://eip.example.com',
      prefixes: { uc: '/sso-uc' } as never,
    });
    assert.equal(config.baseUrl, 'https://eip.example.com');
    assert.equal(config.prefixes.uc, '/sso-uc');
    assert.equal(config.prefixes.portal, '/portal');
    assert.equal(config.tenant, 'platform');
    assert.equal(config.tenantId, -1);
    assert.equal(config.tokenKey, 'token');
  });

  it("names the portal in the page's language: the operator's translation, or their name as it is", () => {
    const own = resolveDeployment({ title: '华东能源采购网' });
    for (const language of LANGUAGES) assert.equal(portalName(own, language), '华东能源采购网');
    const translated = resolveDeployment({
      title: '华东能源采购网',
      titleI18n: { 'en-US': 'East China Energy Procurement' },
    });
    assert.equal(portalName(translated, 'zh-CN'), '华东能源采购网');
    assert.equal(portalName(translated, 'en-US'), 'East China Energy Procurement');
    assert.equal(portalName(translated, 'zh-TW'), '华东能源采购网');
    // The default name is the portal's own copy, translated with it (the journeys see it in en-US and zh-TW).
    assert.equal(portalName(resolveDeployment(undefined), 'zh-CN'), '电子招投标采购平台');
  });

  it('ships a config.json that is the defaults written out', () => {
    const shipped = JSON.parse(
      readFileSync(new URL('../../../host/public/config.json', import.meta.url), 'utf8'),
    );
    assert.deepEqual(resolveDeployment(shipped), DEFAULT_DEPLOYMENT);
  });
});
