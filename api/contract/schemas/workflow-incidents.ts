import { type Static, Type } from 'typebox';
import { Id } from './common.js';

/** incident/list: the open incidents, or the latest resolved ones too. */
export const IncidentListQuery = Type.Object({
  state: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('all')])),
});
export type IncidentListQuery = Static<typeof IncidentListQuery>;

/** incident/retry, incident/skip: one incident by its id. */
export const IncidentBody = Type.Object({ id: Id });
export type IncidentBody = Static<typeof IncidentBody>;

/** A variable a message brings: a text, a number, a truth value or nothing. */
const MessageVariable = Type.Union([
  Type.String({ maxLength: 2000 }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
]);

/**
 * inst/message: a message to the instances waiting for it by name (issue 37, workflow/events.ts): those
 * whose `correlationKey` variable equals the key (none given: those without one), or one instance by id.
 */
export const MessageBody = Type.Object({
  messageName: Type.String({ minLength: 1, maxLength: 200 }),
  correlationKey: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  instId: Type.Optional(Id),
  variables: Type.Optional(
    Type.Record(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$' }), MessageVariable, {
      maxProperties: 50,
    }),
  ),
});
export type MessageBody = Static<typeof MessageBody>;
