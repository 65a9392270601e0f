import { after, before, describe } from 'node:test';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import {
  type HttpRow,
  httpOutcome,
  itAnswersAsTheTableSays,
  type Outcome,
  outcomesIn,
} from './permission-matrix.js';

/**
 * Who may call what of the people administration (issue 38): users, admissions and the change log ×
 * visitor, supplier, purchaser, a staff member, a staff 系统管理员 (赵磊, role-admin) and the site
 * administrator (admin) × a staff account (黄敏) or an outside one (supplier3). Only administrators call
 * them; a staff 系统管理员 never touches a supplier's or purchaser's account nor the admissions.
 */

const IDENTITIES = ['visitor', 'supplier', 'purchaser', 'staff', 'staffAdmin', 'siteAdmin'] as const;
type Identity = (typeof IDENTITIES)[number];
const expect = outcomesIn(IDENTITIES);
const ACCOUNTS: Record<Exclude<Identity, 'visitor'>, string> = {
  supplier: 'supplier',
  purchaser: 'purchaser',
  staff: 'staff',
  staffAdmin: 'zhaolei',
  siteAdmin: 'admin',
};

const ADMINS = expect(401, 403, 403, 403, 'ok', 'ok');
const SITE_ONLY = expect(401, 403, 403, 403, 403, 'ok');

const UC = '/uc/uc';
const STAFF_USER = 'u-huangmin';
const OUTSIDE_USER = 'u-supplier3';

interface Row extends HttpRow {
  call: string;
  object: 'staff' | 'outside' | 'any';
  expected: Record<Identity, Outcome>;
}

const row = (
  call: string,
  object: Row['object'],
  body: unknown,
  expected: Record<Identity, Outcome>,
): Row => ({
  call,
  object,
  method: 'POST',
  path: `${UC}/${call}`,
  body,
  expected,
});

const ROWS: Row[] = [
  row('ucUser/v1/adminQuery', 'any', {}, ADMINS),
  row('ucUser/v1/adminSave', 'staff', { id: STAFF_USER, fullname: '黄敏' }, ADMINS),
  row(
    'ucUser/v1/adminSave',
    'outside',
    { id: OUTSIDE_USER, fullname: '上海启明信息技术有限公司' },
    SITE_ONLY,
  ),
  row('ucUser/v1/setStatus', 'staff', { id: STAFF_USER, status: 1 }, ADMINS),
  row('ucUser/v1/setStatus', 'outside', { id: OUTSIDE_USER, status: 1 }, SITE_ONLY),
  row('ucUser/v1/resetPassword', 'staff', { id: STAFF_USER }, ADMINS),
  row('ucUser/v1/resetPassword', 'outside', { id: OUTSIDE_USER }, SITE_ONLY),
  row('ucUser/v1/unlock', 'staff', { id: STAFF_USER }, ADMINS),
  row('ucUser/v1/unlock', 'outside', { id: OUTSIDE_USER }, SITE_ONLY),
  row('ucAdmission/v1/query', 'outside', {}, SITE_ONLY),
  // supplier3's registration waits for review (before()); the site administrator activates it once, and the
  // second call of the row is refused in the envelope: nobody else gets that far.
  row('ucAdmission/v1/decide', 'outside', { userId: OUTSIDE_USER, decision: 'activate' }, SITE_ONLY),
  row('adminChange/v1/query', 'any', {}, ADMINS),
];

describe('the people administration’s permission matrix', () => {
  let server: TestServer;
  const tokens = new Map<Identity, string>();

  before(async () => {
    server = await startTestServer();
    for (const [identity, account] of Object.entries(ACCOUNTS)) {
      tokens.set(identity as Identity, await tokenFor(server, account));
    }
    await server.app.db
      .insertInto('user_admissions')
      .values({ user_id: OUTSIDE_USER, state: 'pending' })
      .execute();
  });
  after(() => server.stop());

  itAnswersAsTheTableSays(IDENTITIES, ROWS, (entry, identity) =>
    httpOutcome(server.url, entry, tokens.get(identity)),
  );
});
