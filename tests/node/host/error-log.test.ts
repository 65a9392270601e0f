import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isBrowserNoise } from '../../../host/session/error-log-store.js';

describe('the error log', () => {
  it('leaves out the browser’s ResizeObserver loop reports and keeps real errors', () => {
    assert.equal(isBrowserNoise('ResizeObserver loop completed with undelivered notifications.'), true);
    assert.equal(isBrowserNoise('ResizeObserver loop limit exceeded'), true);
    assert.equal(isBrowserNoise('TypeError: x is undefined'), false);
    assert.equal(isBrowserNoise('Uncaught ResizeObserver loop in my code'), false);
  });
});
