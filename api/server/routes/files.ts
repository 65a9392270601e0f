import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { CALLS } from '../../contract/calls.js';
import type { FileInfo, FilePreview, UploadedFile } from '../../contract/files.js';
import { UPLOAD_MAX_FILES, UPLOAD_UNBATCHED_MAX_PER_HOUR } from '../../contract/limits.js';
import {
  FileIdParams,
  FileIdQuery,
  PreviewBody,
  PreviewQuery,
  UploadQuery,
  WordPrintBody,
} from '../../contract/schemas/files.js';
import type { FileTable } from '../db/schema.js';
import { bearerToken, currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, forbidden, notFound, notSignedIn, ok, refuse } from '../http/envelope.js';
import { MAIL_FILE_OBJECT } from '../mail/store.js';
import { isPublishedNewsFile } from '../news/news-files.js';
import { buildDocx, DOCX_MIME } from '../storage/docx.js';
import { FILE_FORBIDDEN, mayReadFile } from '../storage/file-access.js';
import { fileStorageFor } from '../storage/index.js';
import { contentDisposition, previewKindOf, withoutControlCharacters } from '../storage/mime.js';
import { fieldText, receiveUpload } from '../storage/receive-upload.js';

const HOUR_MS = 3_600_000;
const PROP_NAMES = ['prop1', 'prop2', 'prop3', 'prop4', 'prop5', 'prop6'] as const;
const BATCH_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const FILE_NOT_FOUND = '附件不存在';

export const tooManyMessage = (count: number) => `最多允许上传${count}个附件.`;
const tooManyThisHourMessage = (count: number) => `一小时内最多允许上传${count}个附件，请稍后再试.`;

type FileRow = Omit<FileTable, 'is_public' | 'created_at'> & { is_public: boolean; created_at: Date };

interface UploadLimits {
  batchId?: string;
  /** The batch's limit: a caller may ask for fewer than UPLOAD_MAX_FILES, never more. */
  maxCount: number;
  props: Partial<Record<(typeof PROP_NAMES)[number], string>>;
}

/** batchId, maxCount and prop1..prop6 from the query or from form fields sent before the file. */
function uploadLimits(query: Record<string, unknown>, fields: MultipartFile['fields']): UploadLimits {
  const read = (name: string) => {
    const fromQuery = query[name];
    return typeof fromQuery === 'string' ? fromQuery : fieldText(fields, name);
  };
  const batchId = read('batchId') || undefined;
  if (batchId && !BATCH_ID_PATTERN.test(batchId)) throw badRequest('请求参数不正确：batchId 格式不正确');
  const maxCountText = read('maxCount');
  const maxCount = maxCountText ? Number(maxCountText) : UPLOAD_MAX_FILES;
  if (!Number.isInteger(maxCount) || maxCount < 1 || maxCount > UPLOAD_MAX_FILES) {
    throw badRequest(`请求参数不正确：maxCount 须为 1 至 ${UPLOAD_MAX_FILES} 的整数`);
  }
  const props: UploadLimits['props'] = {};
  for (const name of PROP_NAMES) {
    const value = read(name);
    if (value === undefined) continue;
    if (value.length > 500) throw badRequest(`请求参数不正确：${name} 过长`);
    props[name] = value;
  }
  return { batchId, maxCount, props };
}

function fileInfo(row: FileRow): FileInfo {
  return {
    id: row.id,
    fileId: row.id,
    fileName: row.name,
    name: row.name,
    extensionName: row.ext,
    size: row.size,
    contentType: row.mime,
    creatorAccount: row.uploader_account ?? undefined,
    createTime: row.created_at.toISOString(),
  };
}

/** Active content must not run with the portal's origin when a file is shown inline. */
function isActiveContent(mime: string): boolean {
  return /html|svg|xml|javascript/.test(mime);
}

/** Upload, download, info, preview and Word print (tender-portal 7.2, workflow-portal 7). */
export function registerFileRoutes({ open, signedIn }: RouteScopes, ctx: ServerContext): void {
  const storage = () => fileStorageFor(ctx);

  /**
   * The file a request may read: public files for anyone, the others for their uploader and, once a record
   * links them, for who may read that record (storage/file-access.ts: a supplier never reads another's
   * payment proof, a fresh upload of someone else or a leave request's attachment). A visitor asking for a
   * private or missing file is told to sign in, so ids cannot be probed.
   */
  const readableFile = async (request: FastifyRequest, id: string): Promise<FileRow | undefined> => {
    const row = await ctx.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
    if (!request.sessionUser && !row?.is_public && !(row && (await isPublishedNewsFile(ctx.db, row.id)))) {
      throw notSignedIn();
    }
    if (
      row &&
      !row.is_public &&
      request.sessionUser &&
      !(await mayReadFile(ctx.db, { user: request.sessionUser, token: bearerToken(request) }, row))
    ) {
      throw forbidden(FILE_FORBIDDEN);
    }
    return row;
  };

  const sendBytes = async (reply: FastifyReply, row: FileRow, disposition: 'attachment' | 'inline') => {
    const bytes = await storage().get(row.storage_key);
    if (!bytes) throw notFound(FILE_NOT_FOUND);
    const inlineActive = disposition === 'inline' && isActiveContent(row.mime);
    reply
      .header('Content-Type', inlineActive ? 'text/plain; charset=utf-8' : row.mime)
      .header('Content-Length', String(row.size))
      .header('Content-Disposition', contentDisposition(disposition, row.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', row.is_public ? 'public, max-age=3600' : 'private, no-cache');
    return reply.send(bytes);
  };

  signedIn.route({
    ...ctx.call('file/upload'),
    schema: { querystring: UploadQuery },
    handler: async (request) => {
      const user = currentUser(request);
      let limits: UploadLimits = { maxCount: UPLOAD_MAX_FILES, props: {} };
      // The server's limits, whatever the client counts: a batch holds at most maxCount files; uploads
      // without a batch count together over the last hour (a mail's synced attachments aside).
      const allowed = () => (limits.batchId ? limits.maxCount : UPLOAD_UNBATCHED_MAX_PER_HOUR);
      const tooMany = () =>
        badRequest(limits.batchId ? tooManyMessage(allowed()) : tooManyThisHourMessage(allowed()));
      const countInBatch = async (db = ctx.db) => {
        const { batchId } = limits;
        const counted = db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('uploader_id', '=', user.id);
        const row = await (batchId
          ? counted.where('batch_id', '=', batchId)
          : counted
              .where('batch_id', 'is', null)
              .where('created_at', '>', new Date(Date.now() - HOUR_MS))
              .where(({ exists, not, selectFrom }) =>
                not(
                  exists(
                    selectFrom('file_links')
                      .select('file_links.file_id')
                      .whereRef('file_links.file_id', '=', 'files.id')
                      .where('file_links.object_type', '=', MAIL_FILE_OBJECT),
                  ),
                ),
              )
        ).executeTakeFirstOrThrow();
        return Number(row.count);
      };
      const received = await receiveUpload(request, storage(), async (part) => {
        limits = uploadLimits(request.query, part.fields);
        // Refused before the bytes are stored when the batch is already full.
        if ((await countInBatch()) >= allowed()) throw tooMany();
      });
      const { id, fileName, extension, mime, size } = received;
      const { batchId } = limits;

      const inserted = await ctx.db.transaction().execute(async (trx) => {
        // Uploads of one batch arrive in parallel: the count and the insert must not interleave.
        await sql`select pg_advisory_xact_lock(hashtext(${`${user.id}/${batchId ?? ''}`}))`.execute(trx);
        if ((await countInBatch(trx)) >= allowed()) return false;
        await trx
          .insertInto('files')
          .values({
            id,
            name: fileName,
            size,
            mime,
            ext: extension,
            uploader_id: user.id,
            uploader_account: user.account,
            batch_id: batchId ?? null,
            props: Object.keys(limits.props).length ? JSON.stringify(limits.props) : null,
            storage_key: id,
          })
          .execute();
        return true;
      });
      if (!inserted) {
        await storage().remove(id);
        throw tooMany();
      }
      const uploaded: UploadedFile = {
        fileId: id,
        fileName,
        name: fileName,
        size,
        username: user.account,
        type: mime,
        ...limits.props,
      };
      return ok(uploaded);
    },
  });

  open.route({
    ...ctx.call('file/downloadFile'),
    preHandler: ctx.optionalUser,
    schema: { querystring: FileIdQuery },
    handler: async (request, reply) => {
      const { fileId } = request.query;
      const row = await readableFile(request, fileId);
      if (!row) throw notFound(FILE_NOT_FOUND);
      return sendBytes(reply, row, 'attachment');
    },
  });

  open.route({
    ...ctx.call('onlinePreviewController/getFileById_{id}'),
    preHandler: ctx.optionalUser,
    schema: { params: FileIdParams },
    handler: async (request, reply) => {
      const { id } = request.params;
      const row = await readableFile(request, id);
      if (!row) throw notFound(FILE_NOT_FOUND);
      if (isActiveContent(row.mime)) {
        reply.header('Content-Security-Policy', "sandbox; default-src 'none'");
      }
      return sendBytes(reply, row, 'inline');
    },
  });

  const preview = async (request: FastifyRequest, fileId: string | undefined) => {
    if (!fileId) throw badRequest('请求参数不正确：缺少 fileId');
    const row = await readableFile(request, fileId);
    if (!row) return refuse(FILE_NOT_FOUND);
    return ok<FilePreview>({
      kind: previewKindOf(row.ext, row.mime),
      fileId: row.id,
      fileName: row.name,
      mime: row.mime,
      size: row.size,
      url: ctx.link(CALLS['onlinePreviewController/getFileById_{id}'], { id: row.id }),
    });
  };
  // The spec leaves the method open: GET with the query, POST with the query or a body.
  open.route({
    ...ctx.call('onlinePreviewController/onlinePreview', 'GET'),
    preHandler: ctx.optionalUser,
    schema: { querystring: PreviewQuery },
    handler: (request) => preview(request, request.query.fileId),
  });
  open.route({
    ...ctx.call('onlinePreviewController/onlinePreview', 'POST'),
    preHandler: ctx.optionalUser,
    schema: { querystring: PreviewQuery, body: PreviewBody },
    handler: (request) => preview(request, request.query.fileId ?? request.body?.fileId),
  });

  signedIn.route({
    ...ctx.call('file/wordPrint'),
    schema: { body: WordPrintBody },
    handler: async (request, reply) => {
      const { title, content } = request.body;
      const user = currentUser(request);
      const document = await buildDocx({ title: title.trim(), content, author: user.fullname });
      const fileName = `${withoutControlCharacters(title.trim()).replace(/[\\/:*?"<>|]/g, '_')}.docx`;
      return reply
        .header('Content-Type', DOCX_MIME)
        .header('Content-Disposition', contentDisposition('attachment', fileName))
        .header('Cache-Control', 'no-store')
        .send(document);
    },
  });

  // Registered after the fixed paths of the same folder; Fastify prefers those anyway.
  open.route({
    ...ctx.call('file/{id}'),
    preHandler: ctx.optionalUser,
    schema: { params: FileIdParams },
    handler: async (request) => {
      const { id } = request.params;
      const row = await readableFile(request, id);
      return row ? ok(fileInfo(row)) : refuse(FILE_NOT_FOUND);
    },
  });
}
