/**
 * Who may see and do what on a tender project (issue 11), shared by the project, registration and
 * personal-centre routes and by the file downloads: the project's purchaser (or an administrator) acts
 * on it and sees all of it; a supplier sees their own registration and, with it passed, the purchasing
 * list of unitPrice/amount projects; other identities the attachments and those purchasing lists.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Envelope } from '../../contract/envelope.js';
import type { FileListEntry } from '../../contract/files.js';
import {
  type DetailVisibility,
  detailVisibility,
  PROCURE_OWN_CALLS,
  type ProjectRelation,
  type RegistrationStatus,
} from '../../contract/procure-project.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/schema.js';
import type { ProcureRegistrationTable } from '../db/schema-tender-projects.js';
import type { ProcureProjectTable } from '../db/schema-tender-site.js';
import { currentUser, type RouteMethod, type RouteServer, type ServerContext } from '../http/context.js';
import { forbidden, HttpError, ok, refuse } from '../http/envelope.js';
import { MAIL_FILE_OBJECT } from '../mail/store.js';

type Db = Kysely<Database> | Transaction<Database>;
export type ProjectRow = Selectable<ProcureProjectTable>;

export const PROJECT_NOT_FOUND = '项目不存在';
export const OWNER_ONLY = '只有该项目的采购人可以执行此操作';
export const FILE_FORBIDDEN = '没有权限查看该附件';
export const FILE_INVALID = '附件无效，请重新上传';

/** A refusal the caller reads (state false, HTTP 200), raised from helpers. */
export class Refusal extends Error {}

export const isAdmin = (user: SessionUser) => user.identity === 'administrators';

/** A project that exists and that the user may know of: drafts only for their purchaser and admins. */
export async function visibleProject(db: Db, user: SessionUser, id: string): Promise<ProjectRow> {
  const project = await db.selectFrom('procure_projects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!project) throw new Refusal(PROJECT_NOT_FOUND);
  if (project.state === 'draft' && !isOwnerOrAdmin(user, project)) throw new Refusal(PROJECT_NOT_FOUND);
  return project;
}

export function isOwnerOrAdmin(user: SessionUser, project: Pick<ProjectRow, 'purchaser_id'>): boolean {
  return isAdmin(user) || (project.purchaser_id !== null && project.purchaser_id === user.id);
}

/** Refuses (403) anyone but the project's purchaser and administrators. */
export function requireOwner(user: SessionUser, project: Pick<ProjectRow, 'purchaser_id'>): void {
  if (!isOwnerOrAdmin(user, project)) throw forbidden(OWNER_ONLY);
}

export function relationOf(user: SessionUser, project: Pick<ProjectRow, 'purchaser_id'>): ProjectRelation {
  if (project.purchaser_id !== null && project.purchaser_id === user.id) return 'purchaser';
  if (isAdmin(user)) return 'administrator';
  if (user.identity === 'supplier') return 'supplier';
  return 'other';
}

export async function ownRegistration(db: Db, projectId: string, userId: string) {
  return db
    .selectFrom('procure_registrations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('supplier_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The columns of a registration nothing has been filed on or decided yet: a new row spreads this first,
 * then sets who registers and what differs (an invitation, a seeded status).
 */
export const UNREVIEWED_REGISTRATION = {
  fkpz: null,
  business_license: null,
  sczl: null,
  service_payment: null,
  contract: null,
  status: 'pending',
  reason: null,
  invite_status: null,
  invite_reason: null,
  reviewer_id: null,
  reviewed_at: null,
} as const satisfies Partial<Insertable<ProcureRegistrationTable>>;

/** Method and url of one of this area's own calls (PROCURE_OWN_CALLS), for `scope.route({ ...ownCall(ctx, key), … })`. */
export function ownCall(ctx: Pick<ServerContext, 'path'>, key: keyof typeof PROCURE_OWN_CALLS) {
  const call = PROCURE_OWN_CALLS[key];
  return { method: call.method, url: ctx.path(call.service, call.path) };
}

/**
 * A list call of this area: a ListBody in, the page `page` reads for the signed-in caller out (`page`
 * may refuse with 403 before it reads).
 */
export function listRoute<T>(
  scope: RouteServer,
  route: { method: RouteMethod; url: string },
  page: (user: SessionUser, body: ListBody) => Promise<T>,
): void {
  scope.route({
    ...route,
    schema: { body: ListBody },
    handler: async (request) => ok(await page(currentUser(request), request.body)),
  });
}

/** What the user may see of the project, with their own registration status. */
export async function visibilityFor(
  db: Db,
  user: SessionUser,
  project: ProjectRow,
): Promise<{ relation: ProjectRelation; visibility: DetailVisibility; status: RegistrationStatus | null }> {
  const relation = relationOf(user, project);
  const registration = relation === 'supplier' ? await ownRegistration(db, project.id, user.id) : undefined;
  const status = (registration?.status as RegistrationStatus | undefined) ?? null;
  const visibility = detailVisibility(
    relation,
    { fTransactionMode: project.transaction_mode, fQuotationMode: project.quotation_mode },
    status,
  );
  return { relation, visibility, status };
}

// ---------------------------------------------------------------------------------------------------
// Files belong to objects

/** Kinds of object a file may belong to. */
export const FILE_OBJECTS = [
  'projectDocument',
  'projectPurchasingList',
  'projectReport',
  'registration',
  'quotation',
  'comprehensiveQuotation',
] as const;
export type FileObject = (typeof FILE_OBJECTS)[number];

/** The file ids of a JSON file-list text (entries with response.fileId, or fileId). */
export function fileIdsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return (parsed as Partial<FileListEntry & { fileId?: string }>[])
      .map((entry) => entry?.response?.fileId ?? entry?.fileId)
      .filter((id): id is string => typeof id === 'string' && id.length > 0);
  } catch {
    return [];
  }
}

/** A file-list text that is not JSON of a list is refused. */
export function checkFileList(text: string | null | undefined): void {
  if (!text) return;
  try {
    if (Array.isArray(JSON.parse(text))) return;
  } catch {
    // refused below
  }
  throw new HttpError(400, '请求参数不正确：附件列表格式不正确');
}

/**
 * Links the files of an object's file lists to it, after checking each is the caller's own upload (or
 * already belongs to this object): nobody reaches another's file by naming its id in their own record.
 */
export async function linkFiles(
  db: Db,
  user: SessionUser,
  objectType: FileObject,
  objectId: string,
  lists: (string | null | undefined)[],
): Promise<void> {
  for (const list of lists) checkFileList(list);
  const ids = [...new Set(lists.flatMap(fileIdsOf))];
  const linked = await db
    .selectFrom('file_links')
    .select('file_id')
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .execute();
  const already = new Set(linked.map((row) => row.file_id));
  if (ids.length) {
    const files = await db.selectFrom('files').select(['id', 'uploader_id']).where('id', 'in', ids).execute();
    const byId = new Map(files.map((file) => [file.id, file]));
    for (const id of ids) {
      const file = byId.get(id);
      if (!file) throw new Refusal(FILE_INVALID);
      if (!already.has(id) && file.uploader_id !== user.id && !isAdmin(user)) throw new Refusal(FILE_INVALID);
    }
  }
  await db
    .deleteFrom('file_links')
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .execute();
  if (ids.length) {
    await db
      .insertInto('file_links')
      .values(ids.map((file_id) => ({ file_id, object_type: objectType, object_id: objectId })))
      .execute();
  }
}

/** May the user see this object (the section of the project, or the registration) its file belongs to? */
async function maySeeObject(
  db: Db,
  user: SessionUser,
  objectType: string,
  objectId: string,
): Promise<boolean> {
  if (objectType === 'quotation') {
    const quotation = await db
      .selectFrom('procure_quotations')
      .innerJoin('procure_projects', 'procure_projects.id', 'procure_quotations.project_id')
      .select(['procure_quotations.supplier_id', 'procure_projects.purchaser_id'])
      .where('procure_quotations.id', '=', objectId)
      .executeTakeFirst();
    if (!quotation) return false;
    return quotation.supplier_id === user.id || isOwnerOrAdmin(user, quotation);
  }
  if (objectType === 'comprehensiveQuotation') {
    const quotation = await db
      .selectFrom('procure_comprehensive_quotations')
      .innerJoin('procure_projects', 'procure_projects.id', 'procure_comprehensive_quotations.project_id')
      .select(['procure_comprehensive_quotations.supplier_id', 'procure_projects.purchaser_id'])
      .where('procure_comprehensive_quotations.id', '=', objectId)
      .executeTakeFirst();
    if (!quotation) return false;
    return quotation.supplier_id === user.id || isOwnerOrAdmin(user, quotation);
  }
  if (objectType === 'registration') {
    const registration = await db
      .selectFrom('procure_registrations')
      .innerJoin('procure_projects', 'procure_projects.id', 'procure_registrations.project_id')
      .select(['procure_registrations.supplier_id', 'procure_projects.purchaser_id'])
      .where('procure_registrations.id', '=', objectId)
      .executeTakeFirst();
    if (!registration) return false;
    return registration.supplier_id === user.id || isOwnerOrAdmin(user, registration);
  }
  const project = await db
    .selectFrom('procure_projects')
    .selectAll()
    .where('id', '=', objectId)
    .executeTakeFirst();
  if (!project) return false;
  if (isOwnerOrAdmin(user, project)) return true;
  if (project.state === 'draft' || objectType === 'projectReport') return false;
  const { visibility } = await visibilityFor(db, user, project);
  return objectType === 'projectDocument' ? visibility.attachments : visibility.purchasingList;
}

/**
 * Is the quotation still sealed? Until its round closes (its window's end passed, or the bidding ended
 * early: endQuotation or the last round closing set quotation_ended_at), only its supplier sees it.
 */
export async function sealedQuotation(db: Db, quotationId: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('procure_quotations')
    .innerJoin('procure_projects', 'procure_projects.id', 'procure_quotations.project_id')
    .leftJoin('procure_bid_windows', (join) =>
      join
        .onRef('procure_bid_windows.project_id', '=', 'procure_quotations.project_id')
        .onRef('procure_bid_windows.round', '=', 'procure_quotations.round'),
    )
    .select(['procure_projects.quotation_ended_at', 'procure_bid_windows.end_time'])
    .where('procure_quotations.id', '=', quotationId)
    .executeTakeFirst();
  if (!row) return false;
  if (row.quotation_ended_at !== null) return false;
  return row.end_time === null || new Date(row.end_time).getTime() > now.getTime();
}

/** Is the comprehensive quotation still sealed? While its project is quoting (as its amount). */
async function sealedComprehensiveQuotation(db: Db, quotationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('procure_comprehensive_quotations')
    .innerJoin('procure_projects', 'procure_projects.id', 'procure_comprehensive_quotations.project_id')
    .select('procure_projects.state')
    .where('procure_comprehensive_quotations.id', '=', quotationId)
    .executeTakeFirst();
  return row?.state === 'quoting';
}

/** Is the file's link one to a bid that is still sealed? */
function sealedFileLink(
  db: Db,
  link: { object_type: string; object_id: string },
): Promise<boolean> | boolean {
  if (link.object_type === 'quotation') return sealedQuotation(db, link.object_id);
  if (link.object_type === 'comprehensiveQuotation') return sealedComprehensiveQuotation(db, link.object_id);
  return false;
}

/**
 * May a signed-in user read a non-public file? Its uploader always; a sealed bid document nobody else;
 * administrators any other; a file that
 * belongs to objects only who may see one of them; a file that belongs to none, any signed-in user
 * (as before: seals, uploads not saved into a record yet).
 */
export async function mayReadFile(
  db: Db,
  user: SessionUser,
  file: { id: string; uploader_id: string | null },
): Promise<boolean> {
  if (file.uploader_id !== null && file.uploader_id === user.id) return true;
  const links = await db
    .selectFrom('file_links')
    .select(['object_type', 'object_id'])
    .where('file_id', '=', file.id)
    .execute();
  // A mail's files (mail/store.ts) are its owner's alone, the uploader above: administrators included, nobody
  // else reads them.
  if (links.some((link) => link.object_type === MAIL_FILE_OBJECT)) return false;
  // A bid document is sealed like its quotation: nobody but its supplier (the uploader), administrators
  // included, reads it before its round closes.
  for (const link of links) {
    if (await sealedFileLink(db, link)) return false;
  }
  if (isAdmin(user) || links.length === 0) return true;
  for (const link of links) {
    if (await maySeeObject(db, user, link.object_type, link.object_id)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// To-do messages

/** To-do messages (procure_messages): they show in the receivers' lists and raise their badges. */
export async function sendMessages(
  db: Db,
  receivers: readonly string[],
  message: { subject: string; content: string; type: string; projectId: string | null },
): Promise<number> {
  const unique = [...new Set(receivers)];
  if (!unique.length) return 0;
  await db
    .insertInto('procure_messages')
    .values(
      unique.map((receiver) => ({
        id: `m-${randomUUID()}`,
        receiver_id: receiver,
        subject: message.subject,
        content: message.content,
        type: message.type,
        project_id: message.projectId,
        read_at: null,
      })),
    )
    .execute();
  return unique.length;
}

/** The user ids of a project's suppliers whose registration is pass. */
export async function passedSuppliers(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('procure_registrations')
    .select('supplier_id')
    .where('project_id', '=', projectId)
    .where('status', '=', 'pass')
    .execute();
  return rows.map((row) => row.supplier_id);
}

/** PostgreSQL's unique violation: a second registration racing the first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Runs a handler's work; a Refusal it raises answers the refusal envelope (state false) instead. */
export async function refusing<T>(work: () => Promise<T>): Promise<T | Envelope<never>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.message);
    throw error;
  }
}
