/**
 * A small workflow world of its own for the list tests, written straight into the tables of
 * 0008_workflow (as the engine leaves them), with users of its own so that every count is exact whatever
 * the demo data holds: an initiator, an approver, a leader and their secretary, a colleague, and a user
 * with 10,000 to-dos.
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { type Insertable, sql } from 'kysely';
import type { Envelope, PageList, QueryBody } from '../../../api/contract/envelope.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import type { Db } from '../../../api/server/db/database.js';
import type { BpmTaskTable } from '../../../api/server/db/schema-workflow.js';
import { startTestServer, type TestServer } from './harness.js';

export const WL = {
  staff: 'u-wl-staff',
  approver: 'u-wl-approver',
  leader: 'u-wl-leader',
  secretary: 'u-wl-secretary',
  other: 'u-wl-other',
  bulk: 'u-wl-bulk',
} as const;
export type WlUser = keyof typeof WL;

export const WL_NAMES: Record<WlUser, string> = {
  staff: '测试发起人',
  approver: '测试审批人',
  leader: '测试领导',
  secretary: '测试秘书',
  other: '测试同事',
  bulk: '测试批量',
};

/** Definitions: key → who may start it. */
export const WL_DEFS = {
  /** Everyone; version 2 is the main one, version 1 is kept ('N'). */
  wlLeave: { id: 'wl-def-leave-2', name: '测试请假', category: 'wl-cat-a', sn: 1 },
  /** The initiator by user id. */
  wlExpense: { id: 'wl-def-expense', name: '测试报销', category: 'wl-cat-b', sn: 1 },
  /** The purchasing department: its sections too (the initiator is in one). */
  wlPurchase: { id: 'wl-def-purchase', name: '测试采购', category: 'wl-cat-b', sn: 2 },
  /** A role the approver has. */
  wlContract: { id: 'wl-def-contract', name: '测试合同', category: 'wl-cat-a', sn: 2 },
  /** A post the approver holds. */
  wlIt: { id: 'wl-def-it', name: '测试信息化', category: 'wl-cat-a', sn: 3 },
  /** Only the colleague. */
  wlSecret: { id: 'wl-def-secret', name: '测试保密', category: 'wl-cat-b', sn: 3 },
  /** Everyone, but forbidden: nobody may start it. */
  wlForbidden: { id: 'wl-def-forbidden', name: '测试停用', category: 'wl-cat-a', sn: 4 },
} as const;

/** What each fixture user may start. */
export const STARTABLE: Record<Exclude<WlUser, 'bulk'>, string[]> = {
  staff: ['wlLeave', 'wlExpense', 'wlPurchase'],
  approver: ['wlLeave', 'wlContract', 'wlIt'],
  leader: ['wlLeave'],
  secretary: ['wlLeave'],
  other: ['wlLeave', 'wlSecret'],
};

/** How many rows of each list the fixture makes. */
export const WL_COUNTS = {
  /** Instances the initiator started (running 25, ended 5), and 2 drafts that no list shows. */
  requests: 30,
  drafts: 2,
  /**
   * Approver: assigned 25 (one per running instance), 3 candidate tasks shared with the colleague, and 2
   * the colleague delegated to them.
   */
  approverTodo: 30,
  /** The leader's to-dos, which the secretary sees. */
  leaderTodo: 8,
  /** Tasks the approver completed (one per ended instance, agree; one oppose on a running one). */
  approverDone: 6,
  /** Notices to the initiator: 4 unread, 3 read; the approver sent them all. */
  unread: 4,
  read: 3,
  /** Tasks the colleague delegated to the approver (held for the colleague). */
  delegated: 2,
  bulkTodo: 10_000,
};

const HOUR = 3_600_000;

async function insertUsers(db: Db) {
  await db
    .insertInto('users')
    .values(
      (Object.keys(WL) as WlUser[]).map((key, index) => ({
        id: WL[key],
        account: `wl${key}`,
        fullname: WL_NAMES[key],
        password_hash: 'x',
        identity: null,
        mobile: `1390000${String(index).padStart(4, '0')}`,
        email: `wl${key}@example.com`,
        sex: '男',
        status: 1,
        address: null,
        photo: null,
        tenant_id: -1,
      })),
    )
    .execute();
  await db
    .insertInto('user_orgs')
    .values([
      { user_id: WL.staff, org_id: 'org-purchase-goods', is_master: true },
      { user_id: WL.approver, org_id: 'org-it', is_master: true },
      { user_id: WL.other, org_id: 'org-hr', is_master: true },
      { user_id: WL.leader, org_id: 'org-office', is_master: true },
      { user_id: WL.secretary, org_id: 'org-office', is_master: true },
    ])
    .execute();
  await db
    .insertInto('user_posts')
    .values({ user_id: WL.approver, post_id: 'post-it-engineer', is_master: true })
    .execute();
  await db
    .insertInto('user_roles')
    .values([{ user_id: WL.approver, role_id: 'role-contract-admin' }])
    .execute();
  await db
    .insertInto('bpm_secretaries')
    .values({ leader_id: WL.leader, secretary_id: WL.secretary })
    .execute();
}

async function insertDefinitions(db: Db) {
  await db
    .insertInto('bpm_categories')
    .values([
      { id: 'wl-cat-a', name: '测试类别甲', code: 'wl-cat-a', sn: 901 },
      { id: 'wl-cat-b', name: '测试类别乙', code: 'wl-cat-b', sn: 902 },
    ])
    .execute();
  const definition = (id: string, key: string, name: string, category: string, sn: number, extra = {}) => ({
    id,
    def_key: key,
    name,
    description: `${name}的说明`,
    category_id: category,
    version: 1,
    is_main: 'Y',
    status: 'deployed',
    icon: null,
    sn,
    bpmn_xml: '<definitions/>',
    form_json: '{}',
    nodes_json: '{}',
    subject_rule: null,
    ...extra,
  });
  await db
    .insertInto('bpm_definitions')
    .values([
      ...Object.entries(WL_DEFS).map(([key, def]) =>
        definition(def.id, key, def.name, def.category, def.sn, {
          ...(key === 'wlLeave' ? { version: 2 } : {}),
          ...(key === 'wlForbidden' ? { status: 'forbidden' } : {}),
        }),
      ),
      definition('wl-def-leave-1', 'wlLeave', '测试请假（旧版）', 'wl-cat-a', 1, { is_main: 'N' }),
    ])
    .execute();
  await db
    .insertInto('bpm_start_rights')
    .values([
      { def_key: 'wlLeave', kind: 'everyone', target_id: '*' },
      { def_key: 'wlExpense', kind: 'user', target_id: WL.staff },
      { def_key: 'wlPurchase', kind: 'org', target_id: 'org-purchase' },
      { def_key: 'wlContract', kind: 'role', target_id: 'role-contract-admin' },
      { def_key: 'wlIt', kind: 'post', target_id: 'post-it-engineer' },
      { def_key: 'wlSecret', kind: 'user', target_id: WL.other },
      { def_key: 'wlForbidden', kind: 'everyone', target_id: '*' },
    ])
    .execute();
}

/** Instance ids: wl-i-01 … wl-i-30 (01-25 running, 26-30 ended), drafts wl-d-1, wl-d-2. */
export const instId = (n: number) => `wl-i-${String(n).padStart(2, '0')}`;

async function insertInstances(db: Db, now: number) {
  const keys = ['wlLeave', 'wlExpense', 'wlPurchase'] as const;
  const instances = Array.from({ length: WL_COUNTS.requests }, (_, index) => {
    const n = index + 1;
    const key = keys[index % keys.length] ?? 'wlLeave';
    const def = WL_DEFS[key];
    const ended = n > 25;
    return {
      id: instId(n),
      def_id: def.id,
      def_key: key,
      def_name: def.name,
      // Subjects: 测试请假（第01号） … with 采购 in every third.
      subject: `${def.name}申请（第${String(n).padStart(2, '0')}号）`,
      status: ended ? 'end' : 'running',
      creator_id: WL.staff,
      creator_name: WL_NAMES.staff,
      creator_org_id: 'org-purchase-goods',
      // Instance 20 runs with an engine (the lists never step it): its oppose may be taken back.
      engine_state: n === 20 ? '{}' : null,
      bpmn_inst_id: null,
      created_at: new Date(now - (100 - n) * HOUR),
      updated_at: new Date(now - (100 - n) * HOUR),
      ended_at: ended ? new Date(now - (50 - n) * HOUR) : null,
    };
  });
  const drafts = [1, 2].map((n) => ({
    id: `wl-d-${n}`,
    def_id: WL_DEFS.wlLeave.id,
    def_key: 'wlLeave',
    def_name: WL_DEFS.wlLeave.name,
    subject: `草稿${n}`,
    status: 'draft',
    creator_id: WL.staff,
    creator_name: WL_NAMES.staff,
    creator_org_id: null,
    engine_state: null,
    bpmn_inst_id: null,
    created_at: new Date(now - n * HOUR),
    updated_at: new Date(now - n * HOUR),
    ended_at: null,
  }));
  await db
    .insertInto('bpm_instances')
    .values([...instances, ...drafts])
    .execute();
}

async function insertTasks(db: Db, now: number) {
  const task = (
    id: string,
    inst: number,
    values: Partial<Insertable<BpmTaskTable>>,
  ): Insertable<BpmTaskTable> => ({
    id,
    inst_id: instId(inst),
    def_id: 'x',
    node_id: 'deptLeader',
    name: '部门审批',
    execution_id: `exec-${id}`,
    assignee_id: null,
    assignee_name: null,
    owner_id: null,
    status: 'pending',
    lock_user_id: null,
    action: null,
    completed_by: null,
    completed_by_name: null,
    created_at: new Date(now - (100 - inst) * HOUR + 60_000),
    completed_at: null,
    ...values,
  });
  const tasks: Insertable<BpmTaskTable>[] = [];
  const candidates: { task_id: string; user_id: string }[] = [];
  // Approver: one assigned task per running instance, due at different times.
  for (let n = 1; n <= 25; n += 1) {
    tasks.push(
      task(`wl-t-a-${n}`, n, {
        assignee_id: WL.approver,
        assignee_name: WL_NAMES.approver,
        due_at: new Date(now + n * HOUR),
        // Urged (1) and overdue (2), as the timers leave them: the priority sort and filter.
        priority: n === 2 ? 1 : n === 3 ? 2 : 0,
      }),
    );
    candidates.push({ task_id: `wl-t-a-${n}`, user_id: WL.approver });
  }
  // Candidate tasks of the approver and the colleague: open, locked by the colleague, locked by the approver.
  for (const [index, lock] of [null, WL.other, WL.approver].entries()) {
    const id = `wl-t-c-${index + 1}`;
    tasks.push(task(id, index + 1, { node_id: 'hr', name: '人事审批', lock_user_id: lock }));
    candidates.push({ task_id: id, user_id: WL.approver }, { task_id: id, user_id: WL.other });
  }
  // The leader's tasks, on instances 5-12.
  for (let n = 5; n < 5 + WL_COUNTS.leaderTodo; n += 1) {
    const id = `wl-t-l-${n}`;
    tasks.push(
      task(id, n, {
        node_id: 'gm',
        name: '总经理审批',
        assignee_id: WL.leader,
        assignee_name: WL_NAMES.leader,
      }),
    );
    candidates.push({ task_id: id, user_id: WL.leader });
  }
  // Done by the approver: the ended instances (agree) and one oppose on instance 20.
  for (let n = 26; n <= 30; n += 1) {
    tasks.push(
      task(`wl-t-d-${n}`, n, {
        assignee_id: WL.approver,
        assignee_name: WL_NAMES.approver,
        status: 'done',
        action: 'agree',
        completed_by: WL.approver,
        completed_by_name: WL_NAMES.approver,
        completed_at: new Date(now - (50 - n) * HOUR - 60_000),
      }),
    );
  }
  tasks.push(
    task('wl-t-d-20', 20, {
      node_id: 'first',
      name: '初审',
      assignee_id: WL.approver,
      assignee_name: WL_NAMES.approver,
      status: 'done',
      action: 'oppose',
      completed_by: WL.approver,
      completed_by_name: WL_NAMES.approver,
      created_at: new Date(now - 90 * HOUR),
      completed_at: new Date(now - 85 * HOUR),
    }),
  );
  // Delegated by the colleague to the approver.
  for (const n of [21, 22]) {
    const id = `wl-t-g-${n}`;
    tasks.push(
      task(id, n, {
        node_id: 'hr',
        name: '人事审批',
        assignee_id: WL.approver,
        assignee_name: WL_NAMES.approver,
        owner_id: WL.other,
      }),
    );
    candidates.push({ task_id: id, user_id: WL.approver });
  }
  // A task of the leader held for them by their secretary: not a delegation.
  tasks.push(
    task('wl-t-s-1', 13, {
      node_id: 'gm',
      name: '总经理审批',
      assignee_id: WL.secretary,
      assignee_name: WL_NAMES.secretary,
      owner_id: WL.leader,
    }),
  );
  candidates.push({ task_id: 'wl-t-s-1', user_id: WL.secretary });
  await db.insertInto('bpm_tasks').values(tasks).execute();
  await db.insertInto('bpm_task_candidates').values(candidates).execute();
  await db
    .insertInto('bpm_opinions')
    .values({
      id: 'wl-o-20',
      inst_id: instId(20),
      task_id: 'wl-t-d-20',
      node_id: 'first',
      node_name: '初审',
      auditor_id: WL.approver,
      auditor_name: WL_NAMES.approver,
      candidates: null,
      status: 'oppose',
      opinion: '预算超标，请重新核算',
      files: null,
      created_at: new Date(now - 90 * HOUR),
      completed_at: new Date(now - 85 * HOUR),
    })
    .execute();
}

async function insertNotices(db: Db, now: number) {
  const rows = Array.from({ length: WL_COUNTS.unread + WL_COUNTS.read }, (_, index) => ({
    id: `wl-n-${index + 1}`,
    inst_id: instId(index + 1),
    task_id: null,
    node_id: 'deptLeader',
    node_name: '部门审批',
    kind: 'copyto',
    user_id: WL.staff,
    sender_id: WL.approver,
    sender_name: WL_NAMES.approver,
    is_read: index >= WL_COUNTS.unread,
    read_at: index >= WL_COUNTS.unread ? new Date(now - index * 60_000) : null,
    created_at: new Date(now - (index + 1) * HOUR),
  }));
  await db.insertInto('bpm_task_reads').values(rows).execute();
}

/** 10,000 pending tasks of one user over 500 instances, in one statement each. */
async function insertBulk(db: Db, now: number) {
  await sql`
    insert into bpm_instances (id, def_id, def_key, def_name, subject, status, creator_id, creator_name, created_at, updated_at)
    select 'wl-b-' || g, ${WL_DEFS.wlLeave.id}, 'wlLeave', ${WL_DEFS.wlLeave.name},
      '批量事项' || lpad(g::text, 4, '0') || case when g % 10 = 0 then '（加急）' else '' end,
      'running', ${WL.bulk}, ${WL_NAMES.bulk},
      ${new Date(now)}::timestamptz - g * interval '1 hour', ${new Date(now)}::timestamptz - g * interval '1 hour'
    from generate_series(1, 500) as g`.execute(db);
  await sql`
    insert into bpm_tasks (id, inst_id, def_id, node_id, name, execution_id, assignee_id, assignee_name, status, created_at)
    select 'wl-bt-' || lpad(g::text, 5, '0'), 'wl-b-' || (1 + (g - 1) % 500), ${WL_DEFS.wlLeave.id},
      'n' || (g % 20), '批量节点' || (g % 20), 'e' || g, ${WL.bulk}, ${WL_NAMES.bulk}, 'pending',
      ${new Date(now)}::timestamptz - g * interval '1 minute'
    from generate_series(1, ${WL_COUNTS.bulkTodo}) as g`.execute(db);
  await sql`
    insert into bpm_task_candidates (task_id, user_id)
    select 'wl-bt-' || lpad(g::text, 5, '0'), ${WL.bulk} from generate_series(1, ${WL_COUNTS.bulkTodo}) as g`.execute(
    db,
  );
  await sql`analyze`.execute(db);
}

/** Writes the fixture world; `now` anchors every time. */
export async function insertWorkflowListFixture(db: Db, now = Date.now()): Promise<void> {
  await insertUsers(db);
  await insertDefinitions(db);
  await insertInstances(db, now);
  await insertTasks(db, now);
  await insertNotices(db, now);
  await insertBulk(db, now);
}

/** A bearer token for each fixture user. */
export async function fixtureTokens(db: Db): Promise<Record<WlUser, string>> {
  const entries = await Promise.all(
    (Object.keys(WL) as WlUser[]).map(async (key) => [key, await issueToken(db, WL[key])] as const),
  );
  return Object.fromEntries(entries) as Record<WlUser, string>;
}

/**
 * A test server holding the fixture for the suite it is called in (started before its tests, stopped
 * after), and the runtime service's calls as each fixture user.
 */
export function useWorkflowListServer() {
  let server: TestServer;
  let tokens: Record<WlUser, string>;
  before(async () => {
    server = await startTestServer();
    await insertWorkflowListFixture(server.app.db);
    tokens = await fixtureTokens(server.app.db);
  });
  after(() => server.stop());

  const call = async <T>(user: WlUser, method: string, path: string, body?: unknown) => {
    const answer = await server.request<Envelope<T>>(method, `${RUNTIME}${path}`, {
      token: tokens[user],
      body,
    });
    return answer;
  };
  const value = async <T>(user: WlUser, method: string, path: string, body?: unknown): Promise<T> => {
    const { status, body: envelope } = await call<T>(user, method, path, body);
    assert.equal(status, 200, `${method} ${path}: ${envelope.message}`);
    assert.equal(envelope.state, true, envelope.message);
    return envelope.value as T;
  };
  const page = <T>(user: WlUser, path: string, body: Partial<QueryBody> = {}) =>
    value<PageList<T>>(user, 'POST', path, body);
  /** Every row of a list, fetched page by page. */
  const allPages = async <T>(user: WlUser, path: string, pageSize: number, body: Partial<QueryBody> = {}) => {
    const rows: T[] = [];
    for (let number = 1; ; number += 1) {
      const next = await page<T>(user, path, { ...body, pageBean: { page: number, pageSize } });
      rows.push(...next.rows);
      if (next.rows.length < pageSize) return { rows, total: next.total };
    }
  };
  /** A request in English as a fixture user: the refusals' translated messages. */
  const inEnglish = (user: WlUser, method: string, path: string, body: unknown) =>
    server.request<Envelope>(method, `${RUNTIME}${path}`, {
      token: tokens[user],
      headers: { 'accept-language': 'en-US' },
      body,
    });
  return { call, value, page, allPages, inEnglish };
}

/** The runtime service's prefix. */
export const RUNTIME = '/runtime';
