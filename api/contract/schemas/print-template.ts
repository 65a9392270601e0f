import { type Static, Type } from 'typebox';
import { Id } from './common.js';

/** wordPrint/setGlobalPrintTemplate: an uploaded .docx (the file service's id) becomes the global template. */
export const SetPrintTemplateBody = Type.Object({ fileId: Id });
export type SetPrintTemplateBody = Static<typeof SetPrintTemplateBody>;
