/**
 * The setup the procurement detail tests share (tender-detail, registration-detail,
 * confirm-invite-dialog): each test starts on a fresh procureProjectBackend; afterwards the client
 * and the language are reset.
 */
import {
  type ProcureProjectFake,
  type ProcureProjectFakeOptions,
  procureProjectBackend,
} from '../../../docs/fixtures/procure-project-fakes.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { setLanguage } from '../../../elements/core/localize.js';

/**
 * Call inside a `describe`: serves every test from a fresh backend, told to `use` each one made.
 * Answers `serve`, which replaces the backend (with other options) inside a test.
 */
export function serveProcureProject(
  use: (fake: ProcureProjectFake) => void,
): (options?: ProcureProjectFakeOptions) => ProcureProjectFake {
  const serve = (options: ProcureProjectFakeOptions = {}) => {
    const fake = procureProjectBackend(options);
    use(fake);
    setDefaultApiClient(fake.client);
    return fake;
  };
  beforeEach(() => serve());
  afterEach(async () => {
    setDefaultApiClient(undefined);
    await setLanguage('zh-CN', { persist: false });
  });
  return serve;
}
