import { randomUUID } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_SIZE_BYTES, UPLOAD_MAX_SIZE_MB } from '../../contract/limits.js';
import { badRequest, HttpError } from '../http/envelope.js';
import type { FileStorage } from './file-storage.js';
import { cleanFileName, extensionOf, humanSize, mimeOf } from './mime.js';

/** Past this the parser stops handing over bytes; the size message then says at least this much. */
const UPLOAD_HARD_CAP_BYTES = 1024 * 1024 * 1024;

export const tooLargeMessage = (bytes: number) =>
  `附件的大小为${humanSize(bytes)}，超过了允许的最大尺寸${UPLOAD_MAX_SIZE_MB}MB.`;

/** A multipart form field sent before the file, as text. */
export function fieldText(fields: MultipartFile['fields'], name: string): string | undefined {
  const field = fields[name];
  const single = Array.isArray(field) ? field[0] : field;
  if (single && single.type === 'field') {
    const value = (single as MultipartValue<unknown>).value;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

async function drain(stream: Readable): Promise<void> {
  stream.resume();
  if (stream.readableEnded) return;
  await new Promise<void>((resolve) => {
    stream.once('end', resolve);
    stream.once('close', resolve);
    stream.once('error', () => resolve());
  });
}

/** A file received and stored under `id`, not yet recorded in `files`. */
export interface ReceivedFile {
  id: string;
  fileName: string;
  extension: string;
  mime: string;
  size: number;
}

/** What the upload's own checks see before the bytes are stored: the form fields and the file's name. */
export interface UploadPart {
  fields: MultipartFile['fields'];
  fileName: string;
  extension: string;
  mime: string;
}

/**
 * One file of a multipart request (field `file`), checked and stored: the name, then `check` (the call's own
 * rules: a batch's count, a ticket, a type; it throws the 4xx the caller hears, and the bytes are drained
 * unread), then the bytes up to the size limit. An oversized file is measured, never kept (413).
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  check: (part: UploadPart) => Promise<void> | void,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest('请求参数不正确：请以 multipart/form-data 上传附件');
  const part = await request.file({
    limits: { fileSize: UPLOAD_HARD_CAP_BYTES, files: 1 },
    throwFileSizeLimit: false,
  });
  if (!part) throw badRequest('请求参数不正确：请选择要上传的附件');
  let checked: UploadPart;
  try {
    if (part.fieldname !== 'file') throw badRequest('请求参数不正确：附件须放在 file 字段中');
    const fileName = cleanFileName(part.filename);
    if (!fileName) throw badRequest('请求参数不正确：附件名称不能为空');
    const extension = extensionOf(fileName);
    checked = { fields: part.fields, fileName, extension, mime: mimeOf(extension, part.mimetype) };
    await check(checked);
  } catch (error) {
    await drain(part.file);
    throw error;
  }
  const { fileName, extension, mime } = checked;
  const id = randomUUID();
  let received = 0;
  // Counts every byte but keeps only up to the limit, so an oversized file is measured, not stored.
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(null, received > UPLOAD_MAX_SIZE_BYTES ? undefined : chunk);
    },
  });
  // pipeline, not pipe: an aborted upload must fail the storage write instead of leaving it waiting.
  const counted = pipeline(part.file, limiter, () => {});
  await storage.put(id, counted, { name: fileName, mime });
  if (received > UPLOAD_MAX_SIZE_BYTES || part.file.truncated) {
    await storage.remove(id);
    throw new HttpError(413, tooLargeMessage(received));
  }
  return { id, fileName, extension, mime, size: received };
}
