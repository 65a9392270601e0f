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
