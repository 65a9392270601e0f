import { type Static, Type } from 'typebox';
import { Id } from './common.js';
import { FormInput, ProcessSettingsInput } from './process-settings.js';
import { DefKey } from './workflow.js';

/** The longest model a deploy takes (characters); the request body's own limit is JSON_BODY_MAX_BYTES. */
export const BPMN_XML_MAX_LENGTH = 1_000_000;

/**
 * def/deploy: a BPMN 2.0 model (its one process's id is the definition key), with the definition's name
 * (the process's name when left out), its category id, and the key of the definition whose form it uses;
 * or the designer's form and settings (start rights, assignees, field rights), stored with the version at once.
 */
export const DeployBody = Type.Object({
  bpmnXml: Type.String({ minLength: 1, maxLength: BPMN_XML_MAX_LENGTH }),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  category: Type.Optional(Id),
  formKey: Type.Optional(DefKey),
  form: Type.Optional(FormInput),
  settings: Type.Optional(ProcessSettingsInput),
});
export type DeployBody = Static<typeof DeployBody>;

/** def/versions, def/suspend, def/activate: a definition by its key. */
export const DefKeyQuery = Type.Object({ defKey: DefKey });
export type DefKeyQuery = Static<typeof DefKeyQuery>;
