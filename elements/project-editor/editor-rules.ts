import {
  PROJECT_RULE_MESSAGES,
  type ProjectFieldErrors,
  type ProjectStage,
  projectFieldErrors,
  ruleMessage,
} from '../../api/contract/project-editor.js';
import type { EditorValues } from './editor-model.js';
import { draftOf } from './editor-wire.js';
import { extraFieldLabel } from './field-labels.js';

/** The overtime settings: whole minutes (or times) within these. Not among the contract's rules yet. */
const WHOLE_FIELDS = {
  overtimeTriggerMinutes: 1440,
  overtimeExtendMinutes: 1440,
  overtimeMaxTimes: 100,
} as const;

/**
 * Every problem of what the editor holds, by error path, for a stage: the contract's rules on the save
 * body (as the server runs them) and the overtime settings' bounds.
 */
export function editorProblems(
  values: EditorValues,
  draftId: string,
  stage: ProjectStage,
): ProjectFieldErrors {
  const errors = projectFieldErrors(draftOf(values, draftId), stage);
  for (const [field, max] of Object.entries(WHOLE_FIELDS) as [keyof typeof WHOLE_FIELDS, number][]) {
    const text = values[field].trim();
    if (text === '') continue;
    // Named in the current language: localizeRuleMessage keeps a name it does not know as it is.
    const label = extraFieldLabel(field);
    if (!/^\d+$/.test(text)) errors[field] = ruleMessage(PROJECT_RULE_MESSAGES.wholeNumber, label);
    else if (Number(text) > max) errors[field] = ruleMessage(PROJECT_RULE_MESSAGES.tooLarge, label, max);
  }
  return errors;
}
