import { type Static, Type } from 'typebox';
import { NullableBody } from './common.js';

/** Ids of stored files: letters, digits, '-' and '_'. */
export const FILE_ID_PATTERN = '^[A-Za-z0-9_-]{1,128}$';
const FileId = Type.String({ pattern: FILE_ID_PATTERN });

/** downloadFile?fileId. */
export const FileIdQuery = Type.Object({ fileId: FileId });
export type FileIdQuery = Static<typeof FileIdQuery>;

/** getFileById_{id} and file/{id}. */
export const FileIdParams = Type.Object({ id: FileId });
export type FileIdParams = Static<typeof FileIdParams>;

/** onlinePreview: the file id in the query (GET or POST) or in the body (POST). */
export const PreviewQuery = Type.Object({ fileId: Type.Optional(FileId) });
export type PreviewQuery = Static<typeof PreviewQuery>;
export const PreviewBody = NullableBody(PreviewQuery);
export type PreviewBody = Static<typeof PreviewBody>;

/** POST wordPrint: a Word document with a title and content, answered as its bytes. */
export const WordPrintBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  /** Text or simple HTML of the body. */
  content: Type.String({ maxLength: 1_000_000 }),
});
export type WordPrintBody = Static<typeof WordPrintBody>;

const Unchecked = Type.Optional(Type.Unknown());

/**
 * Query of the upload: the same fields as UploadFields, which may also come as form fields before the
 * file. The route reads and checks them itself (they can arrive either way), so the schema only names them.
 */
export const UploadQuery = Type.Object({
  batchId: Unchecked,
  maxCount: Unchecked,
  prop1: Unchecked,
  prop2: Unchecked,
  prop3: Unchecked,
  prop4: Unchecked,
  prop5: Unchecked,
  prop6: Unchecked,
});
export type UploadQuery = Static<typeof UploadQuery>;
