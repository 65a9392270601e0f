import type { Selectable } from 'kysely';
import type { AgentSaveBody } from '../../contract/workflow-settings.js';
import type { Db } from '../db/database.js';
import type { BpmAgentTable } from '../db/schema-workflow.js';
import { badRequest } from '../http/envelope.js';
import type { ResolvedUser } from './assignees.js';

/**
 * Agents (代理): inside an agent's period, a new task of the principal goes to the agent and stays held
 * for the principal (their delegated list). Rules checked when one is saved: nobody is their own agent, the
 * period ends after it starts, two agents of one principal never overlap in time and flows, and agents never
 * form a loop (A → B while B → A, or longer) in an overlapping period.
 */

type AgentRow = Selectable<BpmAgentTable>;

/** The longest chain followed from a principal to the agent who finally gets a task. */
const CHAIN_LIMIT = 10;

const keysOf = (row: Pick<AgentRow, 'def_keys'>): string[] => JSON.parse(row.def_keys) as string[];

/** Whether an agent covers a definition key. */
const covers = (row: Pick<AgentRow, 'all_flows' | 'def_keys'>, defKey: string) =>
  row.all_flows || keysOf(row).includes(defKey);

/** Whether two agents' flows share one (every flow shares any). */
function flowsMeet(
  a: Pick<AgentRow, 'all_flows' | 'def_keys'>,
  b: Pick<AgentRow, 'all_flows' | 'def_keys'>,
): boolean {
  if (a.all_flows || b.all_flows) return true;
  const keys = new Set(keysOf(a));
  return keysOf(b).some((key) => keys.has(key));
}

/** The enabled agent of a principal for a definition at a moment, if any. */
async function directAgent(
  db: Db,
  principalId: string,
  defKey: string,
  at: Date,
): Promise<AgentRow | undefined> {
  const rows = await db
    .selectFrom('bpm_agents')
    .selectAll()
    .where('principal_id', '=', principalId)
    .where('enabled', '=', true)
    .where('start_at', '<=', at)
    .where('end_at', '>', at)
    .orderBy('created_at')
    .execute();
  return rows.find((row) => covers(row, defKey));
}

/**
 * Who gets a new task of a person for a definition now: their agent (followed along the agent's own agent,
 * as saved agents never loop), or nobody when the person has no agent in the period.
 */
export async function agentOf(
  db: Db,
  principalId: string,
  defKey: string,
  at: Date,
): Promise<ResolvedUser | undefined> {
  let current = principalId;
  const seen = new Set([principalId]);
  for (let hop = 0; hop < CHAIN_LIMIT; hop++) {
    const row = await directAgent(db, current, defKey, at);
    if (!row || seen.has(row.agent_id)) break;
    seen.add(row.agent_id);
    current = row.agent_id;
  }
  if (current === principalId) return undefined;
  const user = await db
    .selectFrom('users')
    .select(['id', 'fullname'])
    .where('id', '=', current)
    .where('status', '=', 1)
    .executeTakeFirst();
  return user ? { id: user.id, name: user.fullname } : undefined;
}

/** The people of a new task with agents in place: each principal replaced by their agent (the first principal replaced is kept). */
export async function withAgents(
  db: Db,
  people: ResolvedUser[],
  defKey: string,
  at: Date,
): Promise<{ people: ResolvedUser[]; heldFor: string | null }> {
  let heldFor: string | null = null;
  const result: ResolvedUser[] = [];
  for (const person of people) {
    const agent = await agentOf(db, person.id, defKey, at);
    if (agent) heldFor ??= person.id;
    const holder = agent ?? person;
    if (!result.some((known) => known.id === holder.id)) result.push(holder);
  }
  return { people: result, heldFor };
}

export interface AgentDraft {
  id?: string;
  principalId: string;
  agentId: string;
  start: Date;
  end: Date;
  allFlows: boolean;
  defKeys: string[];
  enabled: boolean;
}

/** The draft of a saved body (dates parsed, keys without duplicates). */
export function agentDraft(body: AgentSaveBody, principalId: string): AgentDraft {
  return {
    id: body.id,
    principalId,
    agentId: body.agentId,
    start: new Date(body.startTime),
    end: new Date(body.endTime),
    allFlows: body.allFlows,
    defKeys: body.allFlows ? [] : [...new Set(body.defKeys)],
    enabled: body.enabled ?? true,
  };
}

const fmt = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

/** Refuses an agent that breaks a rule, with a message that says which; checked inside the saving transaction. */
export async function checkAgent(db: Db, draft: AgentDraft): Promise<void> {
  if (draft.agentId === draft.principalId) throw badRequest('不能设置自己为代理人');
  if (!(draft.end.getTime() > draft.start.getTime())) throw badRequest('结束时间必须晚于开始时间');
  if (!draft.allFlows && draft.defKeys.length === 0) throw badRequest('请选择代理的流程');
  if (!draft.enabled) return;
  const flows = { all_flows: draft.allFlows, def_keys: JSON.stringify(draft.defKeys) };
  // Every enabled agent whose period meets the draft's (other than the draft itself).
  let query = db
    .selectFrom('bpm_agents')
    .innerJoin('users', 'users.id', 'bpm_agents.agent_id')
    .selectAll('bpm_agents')
    .select('users.fullname as agent_name')
    .where('bpm_agents.enabled', '=', true)
    .where('bpm_agents.start_at', '<', draft.end)
    .where('bpm_agents.end_at', '>', draft.start);
  if (draft.id) query = query.where('bpm_agents.id', '<>', draft.id);
  const meeting = (await query.execute()).filter((row) => flowsMeet(row, flows));
  const overlap = meeting.find((row) => row.principal_id === draft.principalId);
  if (overlap) {
    throw badRequest(
      `该时间段内已有相同流程的代理：${overlap.agent_name}（${fmt(overlap.start_at)} 至 ${fmt(overlap.end_at)}）`,
    );
  }
  // A loop: from the draft's agent, following the meeting agents, back to the principal.
  const next = new Map<string, string[]>();
  for (const row of meeting)
    next.set(row.principal_id, [...(next.get(row.principal_id) ?? []), row.agent_id]);
  const seen = new Set<string>();
  const stack = [draft.agentId];
  while (stack.length) {
    const person = stack.pop() as string;
    if (person === draft.principalId)
      throw badRequest('代理关系不能形成循环：所选代理人在该时间段内已直接或间接由委托人代理');
    if (seen.has(person)) continue;
    seen.add(person);
    stack.push(...(next.get(person) ?? []));
  }
}
