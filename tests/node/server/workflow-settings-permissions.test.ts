import { after, before, describe } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import { itAnswersAsTheTableSays, type Outcome, outcomesIn } from './permission-matrix.js';

/**
 * Who may call what of the personal workflow settings (issue 15): every call of agents, secretaries,
 * common phrases and common flows, and of process administration (deploy, versions, suspend, activate,
 * settings, forms, instances, incidents, messages; issue 37) × visitor, supplier, a colleague (黄敏), the workflow administrator (赵磊, role 系统管理员)
 * and a leader (刘洋) × the caller's own object or another's. Each of the three
 * staff users owns an agent, a secretary pair and a phrase to read and remove, and a "victim" of each that
 * the others try to change. Another's object reads as missing (404); an administrator manages everyone's
 * agents and secretaries but not personal phrases. Outcomes: ok, ok:n (rows), refused, 400, 401, 403, 404.
 */

const IDENTITIES = ['visitor', 'supplier', 'other', 'admin', 'owner'] as const;
type Identity = (typeof IDENTITIES)[number];
const expect = outcomesIn(IDENTITIES);
const ACCOUNTS = { other: 'huangmin', admin: 'zhaolei', owner: 'liuyang' } as const;
type Staff = keyof typeof ACCOUNTS;
const USER = { other: 'u-huangmin', admin: 'u-zhaolei', owner: 'u-liuyang' } as const;
/** Whose objects are "another's" for each identity (the visitor and the supplier try the leader's). */
const VICTIM_OF: Record<Identity, Staff> = {
  visitor: 'owner',
  supplier: 'owner',
  other: 'owner',
  admin: 'owner',
  owner: 'other',
};
const OWNER_OF: Record<Identity, Staff> = { ...VICTIM_OF, other: 'other', admin: 'admin', owner: 'owner' };

type Per = (identity: Identity) => string;
interface Row {
  call: string;
  object: 'own' | "another's" | 'none';
  method: 'GET' | 'POST' | 'DELETE';
  path: string | Per;
  body?: unknown | ((identity: Identity) => unknown);
  expected: Record<Identity, Outcome>;
}

const AGENT = '/bpmModel/agent/v1';
const SECRETARY = '/runtime/bpmSecretaryManage/v1';
const ITEM = '/bpmModel/flow/approvalItem/v1';
const CATEGORY = '/bpmModel/bpmMobileCategory/v1';
const DEF = '/bpmModel/flow/def/v1';
const STAFF_OK = expect(401, 403, 'ok', 'ok', 'ok');
const ADMIN_ONLY = expect(401, 403, 403, 'ok', 403);
/** Another's agent or secretary: missing to a colleague, the administrator's to manage. */
const ADMIN_MANAGES = expect(401, 403, 404, 'ok', 404);
/** Another's personal phrase: missing to everyone. */
const NOBODY_ELSE = expect(401, 403, 404, 404, 404);

const own = (kind: string) => (identity: Identity) => `${kind}-own-${OWNER_OF[identity]}`;
const victim = (kind: string) => (identity: Identity) => `${kind}-victim-${VICTIM_OF[identity]}`;
const period = { startTime: '2030-01-01T00:00:00.000Z', endTime: '2030-01-02T00:00:00.000Z' };

const ROWS: Row[] = [
  // Agents
  {
    call: 'agent/listJson',
    object: 'own',
    method: 'POST',
    path: `${AGENT}/listJson?isMgr=false`,
    body: {},
    expected: expect(401, 403, 'ok:2', 'ok:2', 'ok:2'),
  },
  {
    call: 'agent/listJson isMgr',
    object: 'none',
    method: 'POST',
    path: `${AGENT}/listJson?isMgr=true`,
    body: {},
    expected: ADMIN_ONLY,
  },
  {
    call: 'agent/agentGet',
    object: 'own',
    method: 'GET',
    path: (i) => `${AGENT}/agentGet?id=${own('agent')(i)}`,
    expected: STAFF_OK,
  },
  {
    call: 'agent/agentGet',
    object: "another's",
    method: 'GET',
    path: (i) => `${AGENT}/agentGet?id=${victim('agent')(i)}`,
    expected: ADMIN_MANAGES,
  },
  {
    call: 'agent/save',
    object: 'own',
    method: 'POST',
    path: `${AGENT}/save`,
    body: { agentId: 'u-majun', ...period, allFlows: true, defKeys: [], enabled: false },
    expected: STAFF_OK,
  },
  {
    call: 'agent/save',
    object: "another's",
    method: 'POST',
    path: `${AGENT}/save`,
    body: (i: Identity) => ({
      id: victim('agent')(i),
      agentId: 'u-majun',
      ...period,
      allFlows: true,
      defKeys: [],
      enabled: false,
    }),
    expected: ADMIN_MANAGES,
  },
  {
    call: 'agent/save principalId',
    object: "another's",
    method: 'POST',
    path: `${AGENT}/save`,
    body: (i: Identity) => ({
      principalId: USER[VICTIM_OF[i]],
      agentId: 'u-majun',
      ...period,
      allFlows: true,
      defKeys: [],
      enabled: false,
    }),
    expected: ADMIN_ONLY,
  },
  // Secretaries
  {
    call: 'bpmSecretaryManage/list',
    object: 'own',
    method: 'GET',
    path: `${SECRETARY}/list?personal=true`,
    expected: STAFF_OK,
  },
  {
    call: 'bpmSecretaryManage/list all',
    object: 'none',
    method: 'GET',
    path: `${SECRETARY}/list?personal=false`,
    expected: ADMIN_ONLY,
  },
  {
    call: 'bpmSecretaryManage/get',
    object: 'own',
    method: 'GET',
    path: (i) => `${SECRETARY}/get/${own('sec')(i)}`,
    expected: STAFF_OK,
  },
  {
    call: 'bpmSecretaryManage/get',
    object: "another's",
    method: 'GET',
    path: (i) => `${SECRETARY}/get/${victim('sec')(i)}`,
    expected: ADMIN_MANAGES,
  },
  {
    call: 'bpmSecretaryManage/getSecretaryByUserId',
    object: 'own',
    method: 'GET',
    path: `${SECRETARY}/getSecretaryByUserId`,
    expected: STAFF_OK,
  },
  {
    call: 'bpmSecretaryManage/getSecretaryByUserId',
    object: "another's",
    method: 'GET',
    path: (i) => `${SECRETARY}/getSecretaryByUserId?userId=${USER[VICTIM_OF[i]]}`,
    expected: ADMIN_ONLY,
  },
  {
    call: 'bpmSecretaryManage/save',
    object: 'own',
    method: 'POST',
    path: `${SECRETARY}/save`,
    body: { secretaryIds: ['u-hulin'] },
    expected: STAFF_OK,
  },
  {
    call: 'bpmSecretaryManage/save',
    object: "another's",
    method: 'POST',
    path: `${SECRETARY}/save`,
    body: (i: Identity) => ({ leaderId: USER[VICTIM_OF[i]], secretaryIds: ['u-hulin'] }),
    expected: ADMIN_ONLY,
  },
  // Common phrases
  {
    call: 'approvalItem/listJson',
    object: 'own',
    method: 'POST',
    path: `${ITEM}/listJson?isPersonal=true`,
    body: {},
    expected: expect(401, 403, 'ok:2', 'ok:2', 'ok:2'),
  },
  {
    call: 'approvalItem/listJson public',
    object: 'none',
    method: 'POST',
    path: `${ITEM}/listJson?isPersonal=false`,
    body: {},
    expected: ADMIN_ONLY,
  },
  {
    call: 'approvalItem/getApprovalByDefKeyAndTypeId',
    object: 'own',
    method: 'GET',
    path: `${ITEM}/getApprovalByDefKeyAndTypeId?defKey=leave`,
    // 刘洋's turn comes after the administrator saved a public phrase.
    expected: expect(401, 403, 'ok:2', 'ok:2', 'ok:3'),
  },
  {
    call: 'approvalItem/save',
    object: 'own',
    method: 'POST',
    path: `${ITEM}/save`,
    body: (i: Identity) => ({ id: own('phrase')(i), expression: '同意。' }),
    expected: STAFF_OK,
  },
  {
    call: 'approvalItem/save',
    object: "another's",
    method: 'POST',
    path: `${ITEM}/save`,
    body: (i: Identity) => ({ id: victim('phrase')(i), expression: '改了' }),
    expected: NOBODY_ELSE,
  },
  {
    call: 'approvalItem/save public',
    object: 'none',
    method: 'POST',
    path: `${ITEM}/save`,
    body: { expression: '公共用语', personal: false },
    expected: ADMIN_ONLY,
  },
  // Common flows (always the caller's own)
  {
    call: 'bpmMobileCategory/customAddCommonFlow',
    object: 'own',
    method: 'POST',
    path: `${CATEGORY}/customAddCommonFlow`,
    body: { defKeys: ['leave'] },
    expected: expect(401, 403, 'ok:1', 'ok:1', 'ok:1'),
  },
  {
    call: 'bpmMobileCategory/getMyCommonFlow',
    object: 'own',
    method: 'GET',
    path: `${CATEGORY}/getMyCommonFlow`,
    expected: expect(401, 403, 'ok:1', 'ok:1', 'ok:1'),
  },
  {
    call: 'BpmOftenFlow/saveMyOftenFlow',
    object: 'own',
    method: 'POST',
    path: '/bpmModel/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow',
    body: { defKeys: ['leave', 'expense'] },
    expected: expect(401, 403, 'ok:2', 'ok:2', 'ok:2'),
  },
  {
    call: 'bpmMobileCategory/batchRemove',
    object: 'own',
    method: 'POST',
    path: `${CATEGORY}/batchRemove`,
    body: { defKeys: ['leave', 'expense'] },
    expected: expect(401, 403, 'ok:0', 'ok:0', 'ok:0'),
  },
  {
    call: 'instance/getMyOftenFlow',
    object: 'own',
    method: 'GET',
    path: '/runtime/instance/v1/getMyOftenFlow',
    expected: STAFF_OK,
  },
  // Removals last: another's first (refused, or the administrator's), then one's own.
  {
    call: 'agent/remove',
    object: "another's",
    method: 'DELETE',
    path: (i) => `${AGENT}/remove?ids=${victim('agent')(i)}`,
    expected: ADMIN_MANAGES,
  },
  {
    call: 'bpmSecretaryManage/removes',
    object: "another's",
    method: 'DELETE',
    path: (i) => `${SECRETARY}/removes?ids=${victim('sec')(i)}`,
    expected: ADMIN_MANAGES,
  },
  {
    call: 'approvalItem/remove',
    object: "another's",
    method: 'DELETE',
    path: (i) => `${ITEM}/remove?ids=${victim('phrase')(i)}`,
    expected: NOBODY_ELSE,
  },
  {
    call: 'agent/remove',
    object: 'own',
    method: 'DELETE',
    path: (i) => `${AGENT}/remove?ids=${own('agent')(i)}`,
    expected: STAFF_OK,
  },
  {
    call: 'bpmSecretaryManage/removes',
    object: 'own',
    method: 'DELETE',
    path: (i) => `${SECRETARY}/removes?ids=${own('sec')(i)}`,
    expected: STAFF_OK,
  },
  {
    call: 'approvalItem/remove',
    object: 'own',
    method: 'DELETE',
    path: (i) => `${ITEM}/remove?ids=${own('phrase')(i)}`,
    expected: STAFF_OK,
  },
  // Process administration (issue 37): the workflow administrators'. The deploy is refused as XML for the
  // administrator (past the permission check, nothing stored); suspend and activate leave 请假 as it was.
  {
    call: 'def/deploy',
    object: 'none',
    method: 'POST',
    path: `${DEF}/deploy`,
    body: { bpmnXml: '<not-bpmn/>' },
    expected: expect(401, 403, 403, 'refused', 403),
  },
  {
    call: 'def/versions',
    object: 'none',
    method: 'GET',
    path: `${DEF}/versions?defKey=leave`,
    expected: ADMIN_ONLY,
  },
  {
    call: 'def/suspend',
    object: 'none',
    method: 'POST',
    path: `${DEF}/suspend?defKey=leave`,
    expected: ADMIN_ONLY,
  },
  {
    call: 'def/activate',
    object: 'none',
    method: 'POST',
    path: `${DEF}/activate?defKey=leave`,
    expected: ADMIN_ONLY,
  },
  // A version's settings, form and instances: read by the administrator; the saves are refused for the
  // administrator past the permission check (a role that does not exist, a field named twice).
  {
    call: 'def/settings',
    object: 'none',
    method: 'GET',
    path: `${DEF}/settings?defId=def-leave-2`,
    expected: ADMIN_ONLY,
  },
  {
    call: 'def/saveSettings',
    object: 'none',
    method: 'POST',
    path: `${DEF}/saveSettings`,
    body: {
      defId: 'def-leave-2',
      settings: { startRights: [{ kind: 'role', ids: ['role-none'] }], assignees: {}, permissions: {} },
    },
    expected: expect(401, 403, 403, 'refused', 403),
  },
  {
    call: 'def/form',
    object: 'none',
    method: 'GET',
    path: `${DEF}/form?defId=def-leave-2`,
    expected: ADMIN_ONLY,
  },
  {
    call: 'def/saveForm',
    object: 'none',
    method: 'POST',
    path: `${DEF}/saveForm`,
    body: {
      defId: 'def-leave-2',
      form: {
        name: '请假单',
        fields: [
          { name: 'a', label: 'A', type: 'text' },
          { name: 'a', label: 'A', type: 'text' },
        ],
      },
    },
    expected: expect(401, 403, 403, 'refused', 403),
  },
  {
    call: 'def/instances',
    object: 'none',
    method: 'POST',
    path: `${DEF}/instances`,
    body: { defKey: 'leave' },
    expected: ADMIN_ONLY,
  },
  // Incidents (issue 37): the workflow administrators' alone; a retry or skip of no incident is refused to
  // the administrator (past the permission check, nothing changed: <incident-list> shows why).
  {
    call: 'incident/list',
    object: 'none',
    method: 'GET',
    path: '/runtime/incident/v1/list?state=all',
    expected: ADMIN_ONLY,
  },
  {
    call: 'incident/retry',
    object: 'none',
    method: 'POST',
    path: '/runtime/incident/v1/retry',
    body: { id: 'inc-none' },
    expected: expect(401, 403, 403, 'refused', 403),
  },
  {
    call: 'incident/skip',
    object: 'none',
    method: 'POST',
    path: '/runtime/incident/v1/skip',
    body: { id: 'inc-none' },
    expected: expect(401, 403, 403, 'refused', 403),
  },
  // Messages to waiting instances (issue 37): the workflow administrators' (and external systems signed in as
  // one) alone; a message nobody waits for reaches nobody, one to no such instance is missing.
  {
    call: 'inst/message',
    object: 'none',
    method: 'POST',
    path: '/bpmModel/flow/inst/v1/message',
    body: { messageName: 'nobody-waits', correlationKey: 'order-1', variables: { paid: true } },
    expected: ADMIN_ONLY,
  },
  {
    call: 'inst/message instId',
    object: "another's",
    method: 'POST',
    path: '/bpmModel/flow/inst/v1/message',
    body: { messageName: 'nobody-waits', instId: 'inst-none' },
    expected: expect(401, 403, 403, 404, 403),
  },
  {
    call: 'inst/message bad body',
    object: 'none',
    method: 'POST',
    path: '/bpmModel/flow/inst/v1/message',
    body: { messageName: '', variables: { 'not a name': 1 } },
    expected: expect(401, 400, 400, 400, 400),
  },
  {
    call: 'inst/message variables',
    object: 'none',
    method: 'POST',
    path: '/bpmModel/flow/inst/v1/message',
    body: { messageName: 'nobody-waits', variables: { nested: { deep: true } } },
    expected: expect(401, 403, 403, 400, 403),
  },
];

/** Each staff user's own and victim objects: agents to people of no other row, secretaries, phrases. */
async function insertObjects(server: TestServer): Promise<void> {
  const db = server.app.db;
  const helpers = {
    other: ['u-sunli', 'u-guoqing'],
    admin: ['u-majun', 'u-xuqiang'],
    owner: ['u-zhuhong', 'u-wuting'],
  };
  for (const who of Object.keys(ACCOUNTS) as Staff[]) {
    const [first, second] = helpers[who] as [string, string];
    for (const [kind, person] of [
      ['own', first],
      ['victim', second],
    ] as const) {
      await db
        .insertInto('bpm_agents')
        .values({
          id: `agent-${kind}-${who}`,
          principal_id: USER[who],
          agent_id: person,
          start_at: new Date('2031-01-01'),
          end_at: new Date('2031-01-02'),
          all_flows: true,
          def_keys: '[]',
          enabled: false,
          remark: null,
          created_by: USER[who],
        })
        .execute();
      await db
        .insertInto('bpm_secretaries')
        .values({ id: `sec-${kind}-${who}`, leader_id: USER[who], secretary_id: person })
        .execute();
      await db
        .insertInto('bpm_approval_items')
        .values({
          id: `phrase-${kind}-${who}`,
          user_id: USER[who],
          expression: `${kind} ${who}`,
          def_key: null,
          type_id: null,
        })
        .execute();
    }
  }
}

describe('personal workflow settings permissions', () => {
  let server: TestServer;
  const tokens: Partial<Record<Identity, string>> = {};
  before(async () => {
    server = await startTestServer();
    await insertObjects(server);
    tokens.supplier = await tokenFor(server, 'supplier');
    for (const who of Object.keys(ACCOUNTS) as Staff[]) tokens[who] = await tokenFor(server, ACCOUNTS[who]);
  });
  after(() => server?.stop());

  async function outcomeOf(row: Row, identity: Identity): Promise<Outcome> {
    const token = tokens[identity];
    const path = typeof row.path === 'function' ? row.path(identity) : row.path;
    const body = typeof row.body === 'function' ? (row.body as (i: Identity) => unknown)(identity) : row.body;
    const response = await fetch(server.url + path, {
      method: row.method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if ([400, 401, 403, 404].includes(response.status)) {
      await response.arrayBuffer();
      return response.status as Outcome;
    }
    const answer = (await response.json()) as Envelope<{ rows?: unknown[] } | unknown[]>;
    if (response.status !== 200) return `status ${response.status}: ${answer.message}` as Outcome;
    if (!answer.state) return 'refused';
    if (Array.isArray(answer.value)) return `ok:${answer.value.length}`;
    return Array.isArray(answer.value?.rows) ? `ok:${answer.value.rows.length}` : 'ok';
  }

  itAnswersAsTheTableSays(IDENTITIES, ROWS, outcomeOf);
});
