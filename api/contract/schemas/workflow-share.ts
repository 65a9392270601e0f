import { type Static, Type } from 'typebox';
import { Id } from './common.js';

/** The shared instance page's read: ?instId of the instance the guest token was issued for. */
export const SharedInstanceQuery = Type.Object({ instId: Id });
export type SharedInstanceQuery = Static<typeof SharedInstanceQuery>;
