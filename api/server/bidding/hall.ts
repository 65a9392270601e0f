/**
 * The lists around the live bidding hall: the projects a caller follows live, the purchasers' messages
 * to the bidders (socketMessage/query), and the audit trail of every quotation request.
 */
import {
  AUDIT_OUTCOMES,
  type AuditOutcome,
  type AuditRow,
  type LiveMessage,
  type LiveProject,
} from '../../contract/bidding.js';
import type { PageList } from '../../contract/envelope.js';
import type { ListBody } from '../../contract/schemas/query-body.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import { isAdmin, Refusal } from '../tender/access.js';
import { auditSealing } from './audit-chain.js';
import { biddingAccess, requireManager } from './quotations.js';
import { liveProject } from './views.js';

const PROJECT_REQUIRED = '请指定项目';

/** The project ids whose bidding the caller follows live: quoting, or ended within the last day. */
async function liveProjectIds(db: Db, user: SessionUser): Promise<string[]> {
  const since = new Date(Date.now() - 24 * 3_600_000);
  let query = db
    .selectFrom('procure_projects')
    .select('procure_projects.id')
    .where('procure_projects.transaction_mode', '=', 'competitive')
    .where((eb) =>
      eb.or([
        eb('procure_projects.state', '=', 'quoting'),
        eb.and([
          eb('procure_projects.state', 'in', ['quoted', 'confirmed']),
          eb('procure_projects.quotation_ended_at', '>=', since),
        ]),
      ]),
    )
    .orderBy('procure_projects.bid_end_time')
    .orderBy('procure_projects.id')
    .limit(50);
  if (user.identity === 'supplier') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('procure_registrations')
          .select('procure_registrations.id')
          .whereRef('procure_registrations.project_id', '=', 'procure_projects.id')
          .where('procure_registrations.supplier_id', '=', user.id)
          .where('procure_registrations.status', '=', 'pass'),
      ),
    );
  } else if (!isAdmin(user)) {
    query = query.where('procure_projects.purchaser_id', '=', user.id);
  }
  return (await query.execute()).map((row) => row.id);
}

const AUDIT_LIST: ListSpec = {
  columns: {
    projectId: { column: 'procure_quotation_audit.project_id' },
    outcome: { column: 'procure_quotation_audit.outcome' },
    account: { column: 'procure_quotation_audit.account' },
    round: { column: 'procure_quotation_audit.round', kind: 'number' },
    createTime: { column: 'procure_quotation_audit.created_at', kind: 'date' },
  },
  defaultSort: [{ column: 'procure_quotation_audit.id', direction: 'desc' }],
  defaultPageSize: 50,
};

const MESSAGE_LIST: ListSpec = {
  columns: {
    projectId: { column: 'procure_bid_events.project_id' },
    createTime: { column: 'procure_bid_events.created_at', kind: 'date' },
  },
  defaultSort: [{ column: 'procure_bid_events.id', direction: 'desc' }],
  defaultPageSize: 20,
};

/** The projectId a list body's querys name (EQUAL), if any. */
function projectIdOf(body: ListBody): string | undefined {
  const filter = body?.querys?.find((query) => query.property === 'projectId');
  const value = filter?.value;
  return typeof value === 'string' && value ? value : undefined;
}

/** The projects a user has a part in (purchaser: own; supplier: passed registrations). */
async function partProjectIds(db: Db, user: SessionUser): Promise<string[]> {
  if (user.identity === 'supplier') {
    const rows = await db
      .selectFrom('procure_registrations')
      .select('project_id')
      .where('supplier_id', '=', user.id)
      .where('status', '=', 'pass')
      .execute();
    return rows.map((row) => row.project_id);
  }
  const rows = await db
    .selectFrom('procure_projects')
    .select('id')
    .where('purchaser_id', '=', user.id)
    .execute();
  return rows.map((row) => row.id);
}

/** queryLiveProject: the live state of each project the caller follows. */
export async function liveProjects(db: Db, user: SessionUser): Promise<LiveProject[]> {
  const live: LiveProject[] = [];
  for (const id of await liveProjectIds(db, user)) {
    live.push(await liveProject(db, await biddingAccess(db, user, id), user));
  }
  return live;
}

/** socketMessage/query: the messages to the bidders of the projects the caller has a part in. */
export async function liveMessages(
  db: Db,
  user: SessionUser,
  body: ListBody,
): Promise<PageList<LiveMessage>> {
  const projectIds = isAdmin(user) ? undefined : await partProjectIds(db, user);
  let query = db
    .selectFrom('procure_bid_events')
    .innerJoin('procure_projects', 'procure_projects.id', 'procure_bid_events.project_id')
    .select([
      'procure_bid_events.id',
      'procure_bid_events.project_id',
      'procure_bid_events.data',
      'procure_bid_events.created_at',
      'procure_projects.project_name',
    ])
    .where('procure_bid_events.type', '=', 'message');
  if (projectIds) {
    query = projectIds.length
      ? query.where('procure_bid_events.project_id', 'in', projectIds)
      : query.where((eb) => eb.val(false));
  }
  const page = await runPagedQuery(query, body, MESSAGE_LIST);
  const list: PageList<LiveMessage> = {
    ...page,
    rows: page.rows.map((row) => {
      const data = JSON.parse(row.data) as Partial<LiveMessage>;
      return {
        id: String(row.id),
        projectId: row.project_id,
        fProjectName: row.project_name,
        message: data.message ?? '',
        senderName: data.senderName ?? '',
        createTime: new Date(row.created_at).toISOString(),
      };
    }),
  };
  return list;
}

/** queryAudit: a page of the audit trail of one project (querys projectId), for its manager. */
export async function auditPage(db: Db, user: SessionUser, body: ListBody): Promise<PageList<AuditRow>> {
  const projectId = projectIdOf(body);
  if (!projectId) throw new Refusal(PROJECT_REQUIRED);
  const found = await biddingAccess(db, user, projectId);
  requireManager(found);
  const query = db
    .selectFrom('procure_quotation_audit')
    .selectAll()
    .where('procure_quotation_audit.project_id', '=', found.project.id)
    // The quotation requests; the chain's other records (registrations, rounds) are in its export.
    .where('procure_quotation_audit.kind', '=', 'quotation');
  const page = await runPagedQuery(query, body, AUDIT_LIST);
  // Sealing holds here too (auditSealing): the figure and reason of a quotation request, accepted or
  // refused, show once its round has closed.
  const sealed = await auditSealing(db, found.project, Date.now());
  const list: PageList<AuditRow> = {
    ...page,
    rows: page.rows.map((row) => ({
      id: String(row.id),
      projectId: row.project_id,
      createTime: new Date(row.created_at).toISOString(),
      supplierId: row.supplier_id,
      account: row.account,
      supplierName: row.supplier_name,
      clientAddress: row.client_address,
      quotationAmount: sealed(row) ? '' : row.amount,
      round: row.round,
      outcome: (AUDIT_OUTCOMES as readonly string[]).includes(row.outcome)
        ? (row.outcome as AuditOutcome)
        : 'refused',
      reason: sealed(row) ? null : row.reason,
      quotationId: row.quotation_id,
      idempotencyKey: row.idempotency_key,
    })),
  };
  return list;
}
