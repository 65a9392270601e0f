import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DEFAULT_DEPLOYMENT, resolveDeployment } from '../../../api/contract/deployment.js';

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

  it('ships a config.json that is the defaults written out', () => {
    const shipped = JSON.parse(
      readFileSync(new URL('../../../host/public/config.json', import.meta.url), 'utf8'),
    );
    assert.deepEqual(resolveDeployment(shipped), DEFAULT_DEPLOYMENT);
  });
});
