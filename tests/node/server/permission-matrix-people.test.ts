import { describe } from 'node:test';
import { ADMINS, adminMatrix, type Identity, type Row, SITE_ONLY } from './admin-matrix.js';
import type { Outcome } from './permission-matrix.js';

/**
 * Who may call what of the people administration (issue 38): users, admissions and the change log ×
 * visitor, supplier, purchaser, a staff member, a staff 系统管理员 (赵磊, role-admin) and the site
 * administrator (admin) × a staff account (黄敏) or an outside one (supplier3). Only administrators call
 * them; a staff 系统管理员 never touches a supplier's or purchaser's account nor the admissions.
 */

const UC = '/uc/uc';
const STAFF_USER = 'u-huangmin';
const OUTSIDE_USER = 'u-supplier3';

type AccountKind = 'staff' | 'outside' | 'any';

const row = (
  call: string,
  object: AccountKind,
  body: unknown,
  expected: Record<Identity, Outcome>,
): Row<AccountKind> => ({
  call,
  object,
  method: 'POST',
  path: `${UC}/${call}`,
  body: () => body,
  expected,
});

const ROWS: Row<AccountKind>[] = [
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
  adminMatrix(ROWS, async (server) => {
    await server.app.db
      .insertInto('user_admissions')
      .values({ user_id: OUTSIDE_USER, state: 'pending' })
      .execute();
    // Its business licence came with it (a supplier is activated on its licence only).
    await server.app.db
      .insertInto('files')
      .values({
        id: 'f-supplier3-licence',
        name: '营业执照.png',
        size: 3,
        mime: 'image/png',
        ext: 'png',
        uploader_id: OUTSIDE_USER,
        uploader_account: 'supplier3',
        batch_id: null,
        props: null,
        storage_key: 'f-supplier3-licence',
      })
      .execute();
    await server.app.db
      .insertInto('file_links')
      .values({ file_id: 'f-supplier3-licence', object_type: 'admission', object_id: OUTSIDE_USER })
      .execute();
  });
});
