import { type Static, Type } from 'typebox';
import { FILE_ID_PATTERN } from './files.js';

/** getElectronicSeal: the seal password, or the owner's secret-free consent. */
export const SealRequest = Type.Object({
  /** The seal password; not needed when `secretFree` is true and the seal allows it. */
  password: Type.Optional(Type.String({ maxLength: 64 })),
  secretFree: Type.Optional(Type.Boolean()),
});
export type SealRequest = Static<typeof SealRequest>;

/** POST electronicSeal/save: the seal image (a PNG or JPG the user uploaded) and password. */
export const SaveSealBody = Type.Object(
  {
    fileId: Type.String({ pattern: FILE_ID_PATTERN }),
    password: Type.String({ minLength: 6, maxLength: 64 }),
    /** Required when the current seal has a password. */
    oldPassword: Type.Optional(Type.String({ maxLength: 64 })),
    secretFree: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SaveSealBody = Static<typeof SaveSealBody>;
