/**
 * Invitations to an invite-mode project: the purchaser's search for suppliers to invite, and the
 * invitations themselves (registrations waiting for the supplier's confirmInvite).
 */
import { randomUUID } from 'node:crypto';
import { type SqlBool, sql } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import type { InviteResult, SupplierCandidate } from '../../contract/procure-registration.js';
import type { ListBody } from '../../contract/schemas/query-body.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/envelope.js';
import { escapeLike, type ListSpec, runPagedQuery } from '../http/query-body.js';
import { isAdmin, Refusal, requireOwner, UNREVIEWED_REGISTRATION, visibleProject } from './access.js';
import { sendMessages } from './messages.js';

/** invite: new invitations for the suppliers not there yet; who was already there is skipped. */
export async function inviteSuppliers(
  db: Db,
  user: SessionUser,
  projectId: string,
  supplierIds: string[],
): Promise<InviteResult> {
  const project = await visibleProject(db, user, projectId);
  requireOwner(user, project);
  if (project.register_mode !== 'invite') throw new Refusal('该项目不是邀请项目');
  if (!['draft', 'registering'].includes(project.state)) throw new Refusal('该项目当前不能邀请供应商');
  const ids = [...new Set(supplierIds)];
  const suppliers = await suppliersAmong(db, ids);
  if (suppliers.length !== ids.length) throw new Refusal('只能邀请供应商');
  return invite(db, project, suppliers);
}

/** The suppliers among the users named (anyone else is left out). */
async function suppliersAmong(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.user_id', 'users.id')
    .select(['users.id', 'users.fullname', 'companies.name as company_name'])
    .where('users.id', 'in', ids)
    .where('users.identity', '=', 'supplier')
    .execute();
}

/** Invitations for the suppliers not on the project yet, each told; who was already there is skipped. */
async function invite(
  db: Db,
  project: { id: string; project_name: string },
  suppliers: Awaited<ReturnType<typeof suppliersAmong>>,
): Promise<InviteResult> {
  const ids = suppliers.map((supplier) => supplier.id);
  const existing = ids.length
    ? await db
        .selectFrom('procure_registrations')
        .select('supplier_id')
        .where('project_id', '=', project.id)
        .where('supplier_id', 'in', ids)
        .execute()
    : [];
  const skip = new Set(existing.map((row) => row.supplier_id));
  const fresh = suppliers.filter((supplier) => !skip.has(supplier.id));
  if (fresh.length) {
    await db
      .insertInto('procure_registrations')
      .values(
        fresh.map((supplier) => ({
          id: `r-${randomUUID()}`,
          project_id: project.id,
          supplier_id: supplier.id,
          supplier_name: supplier.company_name || supplier.fullname,
          ...UNREVIEWED_REGISTRATION,
          invite_status: 'invited',
        })),
      )
      .onConflict((oc) => oc.columns(['project_id', 'supplier_id']).doNothing())
      .execute();
    await sendMessages(
      db,
      fresh.map((supplier) => supplier.id),
      {
        subject: `“${project.project_name}”项目邀请您参加报价`,
        content: `“${project.project_name}”项目邀请您参加报价`,
        type: 'invitation',
        projectId: project.id,
      },
    );
  }
  const answer: InviteResult = { invited: fresh.length, skipped: [...skip] };
  return answer;
}

/**
 * The invitations of an invite-mode project made in the editor, sent when its approval publishes it
 * (project-approval.ts): the suppliers the purchaser chose that are still suppliers.
 */
export async function inviteOnPublication(
  db: Db,
  project: { id: string; project_name: string },
  supplierIds: string[],
): Promise<InviteResult> {
  return invite(db, project, await suppliersAmong(db, [...new Set(supplierIds)]));
}

/** querySupplier: the suppliers the purchaser may invite, each marked when already on the project named. */
export async function supplierCandidates(
  db: Db,
  user: SessionUser,
  body: ListBody,
): Promise<PageList<SupplierCandidate>> {
  if (user.identity !== 'purchaser' && !isAdmin(user)) throw forbidden('只有采购人可以邀请供应商');
  const projectFilter = body?.querys?.find((filter) => filter.property === 'projectId');
  const projectId = typeof projectFilter?.value === 'string' ? projectFilter.value : undefined;
  const spec: ListSpec = {
    columns: {
      keyword: {
        filter: (_operation, values) => {
          const keyword = String(values[0] ?? '').trim();
          if (!keyword) return sql<SqlBool>`true`;
          const pattern = `%${escapeLike(keyword)}%`;
          return sql<SqlBool>`(users.fullname ilike ${pattern} or users.account ilike ${pattern} or companies.name ilike ${pattern})`;
        },
      },
      // Marks the suppliers already there; it does not narrow the list.
      projectId: { filter: () => sql<SqlBool>`true` },
      fullname: { column: 'users.fullname' },
      account: { column: 'users.account' },
    },
    defaultSort: [{ column: 'users.account', direction: 'asc' }],
    defaultPageSize: 20,
  };
  const query = db
    .selectFrom('users')
    .leftJoin('companies', 'companies.user_id', 'users.id')
    .select(['users.id', 'users.account', 'users.fullname', 'companies.name as company_name'])
    .where('users.identity', '=', 'supplier')
    .where('users.status', '=', 1);
  const page = await runPagedQuery(query, body, spec);
  const there = new Set<string>();
  if (projectId && page.rows.length) {
    const rows = await db
      .selectFrom('procure_registrations')
      .select('supplier_id')
      .where('project_id', '=', projectId)
      .where(
        'supplier_id',
        'in',
        page.rows.map((row) => row.id),
      )
      .execute();
    for (const row of rows) there.add(row.supplier_id);
  }
  const rows: SupplierCandidate[] = page.rows.map((row) => ({
    id: row.id,
    account: row.account,
    fullname: row.fullname,
    companyName: row.company_name,
    ...(projectId ? { registered: there.has(row.id) } : {}),
  }));
  return { ...page, rows };
}
