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

/**
 * inst/message: a message to the instances waiting for it by name (issue 37, workflow/events.ts): those
 * whose `correlationKey` variable equals the key (none given: those without one), or one instance by id.
 */
export const MessageBody = Type.Object({
  messageName: Type.String({ minLength: 1, maxLength: 200 }),
  correlationKey: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  instId: Type.Optional(Id),
  variables: Type.Optional(
    // A text (at most 2000 characters), a number, a truth value or null: checked by the server as it is
    // sent (a union here would let the validator turn a number into a text).
    Type.Record(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$' }), Type.Unknown(), {
      maxProperties: 50,
    }),
  ),
});
export type MessageBody = Static<typeof MessageBody>;
