/**
 * A project's bidding rules (the reference backend's own getRules and saveRules): the minimum step,
 * the cap at the budget, overtime, rounds; editable until quotation starts.
 */
import type { BiddingRules, StepKind } from '../../contract/bidding.js';
import { MONEY_MAX } from '../../contract/limits.js';
import { moneyInputText } from '../../contract/money.js';
import type { BiddingRulesBody } from '../../contract/schemas/bidding.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { type ProjectRow, Refusal } from '../tender/access.js';
import { biddingAccess, requireManager } from './quotations.js';

/** The refusal of a change after quotation started (zh-CN; translated by the catalogue). */
const RULES_LOCKED = '报价开始后不能修改竞价规则';
const MIN_STEP_INVALID = '最小报价幅度须为不小于0的数字，最多两位小数';

/** The minimum step as sent (decimal text or a number, as money.ts reads amounts), or its refusal. */
function minStepOf(raw: number | string | null): number | null {
  if (raw === null) return null;
  const text = moneyInputText(raw);
  if (text === null || text.startsWith('-') || /\.\d{3,}$/.test(text) || Number(text) > MONEY_MAX) {
    throw new Refusal(MIN_STEP_INVALID);
  }
  return Number(text);
}

const num = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

export function rulesOf(project: ProjectRow): BiddingRules {
  return {
    projectId: project.id,
    minStep: num(project.min_step),
    minStepKind: project.min_step_kind as StepKind,
    capAtBudget: project.cap_at_budget,
    overtimeTriggerMinutes: project.overtime_trigger_minutes,
    overtimeExtendMinutes: project.overtime_extend_minutes,
    overtimeMaxTimes: project.overtime_max_times,
    fBidRound: project.bid_round,
    fRoundCount: project.round_count,
    fPublicPreviousRound: project.public_previous_round,
    fUploadBidDocument: project.upload_bid_document,
    editable: project.state === 'draft' || project.state === 'registering',
  };
}

/** saveRules: the project's manager changes the rules given, while they are still editable. */
export async function saveBiddingRules(
  db: Db,
  user: SessionUser,
  body: BiddingRulesBody,
): Promise<BiddingRules> {
  const found = await biddingAccess(db, user, body.projectId);
  requireManager(found);
  if (!rulesOf(found.project).editable) throw new Refusal(RULES_LOCKED);
  const minStep = body.minStep === undefined ? undefined : minStepOf(body.minStep);
  const updated = await db
    .updateTable('procure_projects')
    .set({
      ...(minStep !== undefined ? { min_step: minStep } : {}),
      ...(body.minStepKind !== undefined ? { min_step_kind: body.minStepKind } : {}),
      ...(body.capAtBudget !== undefined ? { cap_at_budget: body.capAtBudget } : {}),
      ...(body.overtimeTriggerMinutes !== undefined
        ? { overtime_trigger_minutes: body.overtimeTriggerMinutes }
        : {}),
      ...(body.overtimeExtendMinutes !== undefined
        ? { overtime_extend_minutes: body.overtimeExtendMinutes }
        : {}),
      ...(body.overtimeMaxTimes !== undefined ? { overtime_max_times: body.overtimeMaxTimes } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', found.project.id)
    .where('state', 'in', ['draft', 'registering'])
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new Refusal(RULES_LOCKED);
  return rulesOf(updated);
}
