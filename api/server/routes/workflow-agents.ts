import { sql } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import { IdQuery } from '../../contract/schemas/common.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import { IdsQuery } from '../../contract/schemas/workflow-instance.js';
import {
  AgentListQuery,
  AgentSaveBody,
  SecretaryByUserQuery,
  SecretaryListQuery,
  SecretaryParams,
  SecretarySaveBody,
} from '../../contract/schemas/workflow-settings.js';
import type { AgentEntry, AgentState, SecretaryEntry } from '../../contract/workflow-settings.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { badRequest, forbidden, notFound, ok } from '../http/envelope.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import { isWorkflowAdmin } from '../workflow/access.js';
import { agentDraft, checkAgent } from '../workflow/agents.js';
import { staffUsers } from '../workflow/assignees.js';
import { idList, staff } from './workflow-request.js';

/**
 * Agents and secretaries (issue 15). A user manages their own agents and secretaries; a workflow
 * administrator (role 系统管理员) everyone's (agent/listJson?isMgr=true, bpmSecretaryManage/list without
 * personal). Another user's entry reads as missing.
 */

const iso = (value: Date | string) => new Date(value).toISOString();

/** The caller, allowed to act for others only as a workflow administrator. */
async function actorFor(db: Db, user: SessionUser, forOthers: boolean): Promise<{ admin: boolean }> {
  const admin = await isWorkflowAdmin(db, user);
  if (forOthers && !admin) throw forbidden('只有系统管理员可以管理他人的设置');
  return { admin };
}

// --------------------------------------------------------------------------------------------- agents

const AGENT_LIST: ListSpec = {
  columns: {
    principalName: { column: 'principal.fullname' },
    agentName: { column: 'agent.fullname' },
    startTime: { column: 'bpm_agents.start_at', kind: 'date' },
    endTime: { column: 'bpm_agents.end_at', kind: 'date' },
    enabled: { column: 'bpm_agents.enabled', kind: 'boolean' },
    createTime: { column: 'bpm_agents.created_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'bpm_agents.start_at', direction: 'desc' },
    { column: 'bpm_agents.id', direction: 'asc' },
  ],
  defaultPageSize: 20,
};

function agentQuery(db: Db) {
  return db
    .selectFrom('bpm_agents')
    .innerJoin('users as principal', 'principal.id', 'bpm_agents.principal_id')
    .innerJoin('users as agent', 'agent.id', 'bpm_agents.agent_id')
    .selectAll('bpm_agents')
    .select(['principal.fullname as principal_name', 'agent.fullname as agent_name']);
}

type AgentDbRow = Awaited<ReturnType<ReturnType<typeof agentQuery>['executeTakeFirstOrThrow']>>;

function agentState(row: AgentDbRow, now: Date): AgentState {
  if (!row.enabled) return 'disabled';
  if (new Date(row.end_at) <= now) return 'expired';
  return new Date(row.start_at) > now ? 'pending' : 'active';
}

async function toAgents(db: Db, rows: AgentDbRow[]): Promise<AgentEntry[]> {
  const keys = [...new Set(rows.flatMap((row) => JSON.parse(row.def_keys) as string[]))];
  const names = new Map<string, string>();
  if (keys.length) {
    const defs = await db
      .selectFrom('bpm_definitions')
      .select(['def_key', 'name'])
      .where('def_key', 'in', keys)
      .where('is_main', '=', 'Y')
      .execute();
    for (const def of defs) names.set(def.def_key, def.name);
  }
  const now = new Date();
  return rows.map((row) => {
    const defKeys = JSON.parse(row.def_keys) as string[];
    return {
      id: row.id,
      principalId: row.principal_id,
      principalName: row.principal_name,
      agentId: row.agent_id,
      agentName: row.agent_name,
      startTime: iso(row.start_at),
      endTime: iso(row.end_at),
      allFlows: row.all_flows,
      defKeys,
      defNames: defKeys.map((key) => names.get(key) ?? key),
      enabled: row.enabled,
      state: agentState(row, now),
      remark: row.remark,
      createTime: iso(row.created_at),
    };
  });
}

const agentMissing = () => notFound('代理设置不存在');

/** An agent the caller may manage (their own, or any for an administrator); another's reads as missing. */
async function manageableAgent(db: Db, user: SessionUser, id: string): Promise<AgentDbRow> {
  const row = await agentQuery(db).where('bpm_agents.id', '=', id).executeTakeFirst();
  if (!row) throw agentMissing();
  if (row.principal_id !== user.id && !(await isWorkflowAdmin(db, user))) throw agentMissing();
  return row;
}

export function registerWorkflowAgentRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  signedIn.route({
    ...ctx.call('agent/listJson', 'POST'),
    schema: { querystring: AgentListQuery, body: ListBody },
    handler: async (request) => {
      const user = staff(request);
      const { isMgr = false } = request.query;
      await actorFor(db, user, isMgr);
      const query = isMgr ? agentQuery(db) : agentQuery(db).where('bpm_agents.principal_id', '=', user.id);
      const page = await runPagedQuery(query, request.body, AGENT_LIST);
      return ok<PageList<AgentEntry>>({ ...page, rows: await toAgents(db, page.rows) });
    },
  });

  signedIn.route({
    ...ctx.call('agent/agentGet', 'GET'),
    schema: { querystring: IdQuery },
    handler: async (request) => {
      const user = staff(request);
      const [entry] = await toAgents(db, [await manageableAgent(db, user, request.query.id)]);
      return ok(entry);
    },
  });

  signedIn.route({
    ...ctx.call('agent/save', 'POST'),
    schema: { body: AgentSaveBody },
    handler: async (request) => {
      const user = staff(request);
      const body = request.body;
      const existing = body.id ? await manageableAgent(db, user, body.id) : undefined;
      const principalId = body.principalId ?? existing?.principal_id ?? user.id;
      if (principalId !== user.id) await actorFor(db, user, true);
      await staffUsers(db, [principalId, body.agentId]);
      const draft = agentDraft(body, principalId);
      const id = await db.transaction().execute(async (trx) => {
        // One save at a time: two overlapping agents saved at once must not both pass the checks.
        await sql`select pg_advisory_xact_lock(hashtext('bpm_agents'))`.execute(trx);
        await checkAgent(trx, draft);
        const values = {
          principal_id: principalId,
          agent_id: draft.agentId,
          start_at: draft.start,
          end_at: draft.end,
          all_flows: draft.allFlows,
          def_keys: JSON.stringify(draft.defKeys),
          enabled: draft.enabled,
          remark: body.remark?.trim() || null,
          updated_at: new Date(),
        };
        if (existing) {
          await trx.updateTable('bpm_agents').set(values).where('id', '=', existing.id).execute();
          return existing.id;
        }
        const newId = `agent-${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
        await trx
          .insertInto('bpm_agents')
          .values({ ...values, id: newId, created_by: user.id })
          .execute();
        return newId;
      });
      const [entry] = await toAgents(db, [
        await agentQuery(db).where('bpm_agents.id', '=', id).executeTakeFirstOrThrow(),
      ]);
      return ok(entry, '保存成功');
    },
  });

  signedIn.route({
    ...ctx.call('agent/remove', 'DELETE'),
    schema: { querystring: IdsQuery },
    handler: async (request) => {
      const user = staff(request);
      const ids = idList(request.query.ids);
      for (const id of ids) await manageableAgent(db, user, id);
      await db.deleteFrom('bpm_agents').where('id', 'in', ids).execute();
      return ok(undefined, '删除成功');
    },
  });

  registerSecretaryRoutes(signedIn, ctx);
}

// ----------------------------------------------------------------------------------------- secretaries

function secretaryQuery(db: Db) {
  return db
    .selectFrom('bpm_secretaries')
    .innerJoin('users as leader', 'leader.id', 'bpm_secretaries.leader_id')
    .innerJoin('users as secretary', 'secretary.id', 'bpm_secretaries.secretary_id')
    .select([
      'bpm_secretaries.id',
      'bpm_secretaries.leader_id',
      'bpm_secretaries.secretary_id',
      'bpm_secretaries.created_at',
      'leader.fullname as leader_name',
      'secretary.fullname as secretary_name',
    ])
    .orderBy('leader.fullname')
    .orderBy('bpm_secretaries.created_at')
    .orderBy('bpm_secretaries.id');
}

type SecretaryDbRow = Awaited<ReturnType<ReturnType<typeof secretaryQuery>['executeTakeFirstOrThrow']>>;

const toSecretary = (row: SecretaryDbRow): SecretaryEntry => ({
  id: row.id,
  leaderId: row.leader_id,
  leaderName: row.leader_name,
  secretaryId: row.secretary_id,
  secretaryName: row.secretary_name,
  createTime: iso(row.created_at),
});

const secretaryMissing = () => notFound('秘书设置不存在');

/** A pair the caller may manage: they are its leader, or an administrator. */
async function manageableSecretary(db: Db, user: SessionUser, id: string): Promise<SecretaryDbRow> {
  const row = await secretaryQuery(db).where('bpm_secretaries.id', '=', id).executeTakeFirst();
  if (!row) throw secretaryMissing();
  if (row.leader_id !== user.id && !(await isWorkflowAdmin(db, user))) throw secretaryMissing();
  return row;
}

function registerSecretaryRoutes(signedIn: RouteScopes['signedIn'], ctx: ServerContext): void {
  const { db } = ctx;

  signedIn.route({
    ...ctx.call('bpmSecretaryManage/list', 'GET'),
    schema: { querystring: SecretaryListQuery },
    handler: async (request) => {
      const user = staff(request);
      const { personal = true } = request.query;
      await actorFor(db, user, !personal);
      const query = personal
        ? secretaryQuery(db).where('bpm_secretaries.leader_id', '=', user.id)
        : secretaryQuery(db);
      return ok((await query.execute()).map(toSecretary));
    },
  });

  signedIn.route({
    ...ctx.call('bpmSecretaryManage/get', 'GET'),
    schema: { params: SecretaryParams },
    handler: async (request) =>
      ok(toSecretary(await manageableSecretary(db, staff(request), request.params.id))),
  });

  // The secretaries of a leader: the caller's own, or (an administrator's) anyone's.
  signedIn.route({
    ...ctx.call('bpmSecretaryManage/getSecretaryByUserId', 'GET'),
    schema: { querystring: SecretaryByUserQuery },
    handler: async (request) => {
      const user = staff(request);
      const leaderId = request.query.userId ?? user.id;
      if (leaderId !== user.id) await actorFor(db, user, true);
      const rows = await secretaryQuery(db).where('bpm_secretaries.leader_id', '=', leaderId).execute();
      return ok(rows.map(toSecretary));
    },
  });

  signedIn.route({
    ...ctx.call('bpmSecretaryManage/save', 'POST'),
    schema: { body: SecretarySaveBody },
    handler: async (request) => {
      const user = staff(request);
      const leaderId = request.body.leaderId ?? user.id;
      if (leaderId !== user.id) await actorFor(db, user, true);
      if (request.body.secretaryIds.includes(leaderId)) throw badRequest('不能设置自己为秘书');
      const people = await staffUsers(db, [leaderId, ...request.body.secretaryIds]);
      const secretaries = people.slice(1).map((person) => person.id);
      await db
        .insertInto('bpm_secretaries')
        .values(secretaries.map((secretaryId) => ({ leader_id: leaderId, secretary_id: secretaryId })))
        .onConflict((oc) => oc.columns(['leader_id', 'secretary_id']).doNothing())
        .execute();
      const rows = await secretaryQuery(db).where('bpm_secretaries.leader_id', '=', leaderId).execute();
      return ok(rows.map(toSecretary), '保存成功');
    },
  });

  signedIn.route({
    ...ctx.call('bpmSecretaryManage/removes', 'DELETE'),
    schema: { querystring: IdsQuery },
    handler: async (request) => {
      const user = staff(request);
      const ids = idList(request.query.ids);
      for (const id of ids) await manageableSecretary(db, user, id);
      await db.deleteFrom('bpm_secretaries').where('id', 'in', ids).execute();
      return ok(undefined, '删除成功');
    },
  });
}
