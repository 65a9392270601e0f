import { type Static, Type } from 'typebox';
import { FIELD_PERMISSIONS } from '../signature.js';
import { ASSIGNEE_KINDS, FORM_FIELD_TYPES, INSTANCE_STATUSES } from '../workflow.js';
import { Id, StringEnum } from './common.js';
import { DefKey } from './workflow.js';

/** Process administration's settings and form (issue 37): what the properties panel and form editor send. */

/** At most this many fields in a form, options in a select, ids in a rule, nodes in a model's settings. */
export const FORM_FIELDS_MAX = 100;
export const FIELD_OPTIONS_MAX = 100;
export const RULE_IDS_MAX = 200;
export const SETTINGS_NODES_MAX = 500;

/** A field's name: the key of its value in the form data (and of the model's `${…}` expressions). */
export const FIELD_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]{0,63}$';

const Label = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const OptionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const I18n = Type.Optional(
  Type.Object({ 'zh-TW': OptionalText(200), 'en-US': OptionalText(200) }, { additionalProperties: false }),
);

export const AssigneeRuleInput = Type.Object(
  {
    kind: StringEnum(ASSIGNEE_KINDS),
    ids: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: RULE_IDS_MAX })),
  },
  { additionalProperties: false },
);

/** Field rights by node id (START_NODE_KEY the start form, '*' every other node), by field name. */
export const PermissionsInput = Type.Record(
  Type.String({ minLength: 1, maxLength: 64 }),
  Type.Record(Type.String({ pattern: FIELD_NAME_PATTERN }), StringEnum(FIELD_PERMISSIONS), {
    maxProperties: FORM_FIELDS_MAX,
  }),
  { maxProperties: SETTINGS_NODES_MAX },
);

export const START_RIGHT_SETTING_KINDS = ['user', 'role', 'post', 'org'] as const;

/** The settings of a definition's version: who may start it, each user task's assignees, field rights. */
export const ProcessSettingsInput = Type.Object(
  {
    /** Empty: every staff member may start it. */
    startRights: Type.Array(
      Type.Object(
        {
          kind: StringEnum(START_RIGHT_SETTING_KINDS),
          ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: RULE_IDS_MAX }),
        },
        { additionalProperties: false },
      ),
      { maxItems: START_RIGHT_SETTING_KINDS.length },
    ),
    /** By user task id; a task left out (or with no rule) goes to the model's own people, else the initiator. */
    assignees: Type.Record(
      Type.String({ minLength: 1, maxLength: 64 }),
      Type.Array(AssigneeRuleInput, { maxItems: ASSIGNEE_KINDS.length * 4 }),
      { maxProperties: SETTINGS_NODES_MAX },
    ),
    permissions: PermissionsInput,
  },
  { additionalProperties: false },
);
export type ProcessSettingsInput = Static<typeof ProcessSettingsInput>;

export const FormFieldInput = Type.Object(
  {
    name: Type.String({ pattern: FIELD_NAME_PATTERN }),
    label: Label(100),
    labelI18n: I18n,
    type: StringEnum(FORM_FIELD_TYPES),
    required: Type.Optional(Type.Boolean()),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    minLength: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
    pattern: OptionalText(500),
    patternMessage: OptionalText(200),
    patternMessageI18n: I18n,
    options: Type.Optional(
      Type.Array(
        Type.Object(
          { value: Label(100), label: Label(100), labelI18n: I18n },
          { additionalProperties: false },
        ),
        { maxItems: FIELD_OPTIONS_MAX },
      ),
    ),
    placeholder: OptionalText(200),
    placeholderI18n: I18n,
    unit: OptionalText(20),
    unitI18n: I18n,
    span: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
    maxFiles: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  { additionalProperties: false },
);

/** A form as the form editor saves it (its key is the definition's; permissions are the panel's). */
export const FormInput = Type.Object(
  {
    name: Label(100),
    nameI18n: I18n,
    fields: Type.Array(FormFieldInput, { maxItems: FORM_FIELDS_MAX }),
    columns: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
    rules: Type.Optional(
      Type.Array(
        Type.Object(
          {
            kind: Type.Literal('dateOrder'),
            start: Type.String({ pattern: FIELD_NAME_PATTERN }),
            end: Type.String({ pattern: FIELD_NAME_PATTERN }),
          },
          { additionalProperties: false },
        ),
        { maxItems: FORM_FIELDS_MAX },
      ),
    ),
  },
  { additionalProperties: false },
);
export type FormInput = Static<typeof FormInput>;

/** def/settings, def/form: one version of a definition. */
export const DefIdQuery = Type.Object({ defId: Id });
export type DefIdQuery = Static<typeof DefIdQuery>;

/** def/saveSettings. */
export const SaveSettingsBody = Type.Object(
  { defId: Id, settings: ProcessSettingsInput },
  { additionalProperties: false },
);
export type SaveSettingsBody = Static<typeof SaveSettingsBody>;

/** def/saveForm. */
export const SaveFormBody = Type.Object({ defId: Id, form: FormInput }, { additionalProperties: false });
export type SaveFormBody = Static<typeof SaveFormBody>;

/** def/instances: a key's instances (drafts left out), of one version or all, of one status or all. */
export const DefInstancesBody = Type.Object(
  {
    defKey: DefKey,
    version: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(StringEnum(INSTANCE_STATUSES)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type DefInstancesBody = Static<typeof DefInstancesBody>;
