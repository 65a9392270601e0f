import { randomUUID } from 'node:crypto';
import { type SqlBool, sql } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import {
  COLLECTION_TYPES,
  type Collection,
  type CollectionType,
  type ContractInformation,
  type PurchaserInformation,
} from '../../contract/procure-project.js';
import {
  CollectionBody,
  ContractInformationBody,
  LinkIdQuery,
  PurchaserInformationBody,
} from '../../contract/schemas/procure-project.js';
import type { SessionUser } from '../auth/sessions.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { forbidden, ok } from '../http/envelope.js';
import type { ListSpec } from '../http/query-body.js';
import { runPagedQuery } from '../http/query-body.js';
import { listRoute, ownCall, Refusal, refusing } from './procure-access.js';

const text = (value: string | undefined) => value?.trim() ?? '';

/** Purchaser information is the purchaser's; contract information the purchaser's and the suppliers'. */
function requirePurchaser(user: SessionUser): void {
  if (user.identity !== 'purchaser') throw forbidden('只有采购人可以维护采购人信息');
}
function requireParty(user: SessionUser): void {
  if (user.identity !== 'purchaser' && user.identity !== 'supplier') {
    throw forbidden('只有采购人和供应商可以维护合同信息');
  }
}

const COLLECTION_LIST: ListSpec = {
  columns: {
    type: { column: 'procure_collections.type' },
    linkId: { column: 'procure_collections.link_id' },
    title: {
      filter: (_operation, values) => {
        const pattern = `%${String(values[0] ?? '').replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        return sql<SqlBool>`coalesce(procure_notices.title, procure_projects.project_name) ilike ${pattern}`;
      },
    },
    createTime: { column: 'procure_collections.created_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'procure_collections.created_at', direction: 'desc' },
    { column: 'procure_collections.id', direction: 'desc' },
  ],
  defaultPageSize: 10,
};

/**
 * The personal centre's procurement records (tender-portal 7.3): purchaser information and contract
 * information of the current user, and their collections of notices and projects.
 */
export function registerProcurePersonalRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const toPurchaser = (row: {
    id: string;
    company_name: string;
    credit_code: string;
    contact_name: string;
    contact_phone: string;
    contact_email: string;
    address: string;
    bank_name: string;
    bank_account: string;
    remark: string;
    updated_at: Date;
  }): PurchaserInformation => ({
    id: row.id,
    fCompanyName: row.company_name,
    fCreditCode: row.credit_code,
    fContactName: row.contact_name,
    fContactPhone: row.contact_phone,
    fContactEmail: row.contact_email,
    fAddress: row.address,
    fBankName: row.bank_name,
    fBankAccount: row.bank_account,
    fRemark: row.remark,
    updateTime: new Date(row.updated_at).toISOString(),
  });

  signedIn.route({
    ...ctx.call('wPurchaserInformationManage/getByCurrentUser'),
    handler: async (request) => {
      const user = currentUser(request);
      requirePurchaser(user);
      const row = await ctx.db
        .selectFrom('purchaser_informations')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      return ok<PurchaserInformation | null>(row ? toPurchaser(row) : null);
    },
  });

  signedIn.route({
    ...ctx.call('wPurchaserInformationManage/saveByCurrentUser'),
    schema: { body: PurchaserInformationBody },
    handler: async (request) => {
      const user = currentUser(request);
      requirePurchaser(user);
      const body = request.body;
      const values = {
        company_name: text(body.fCompanyName),
        credit_code: text(body.fCreditCode),
        contact_name: text(body.fContactName),
        contact_phone: text(body.fContactPhone),
        contact_email: text(body.fContactEmail),
        address: text(body.fAddress),
        bank_name: text(body.fBankName),
        bank_account: text(body.fBankAccount),
        remark: text(body.fRemark),
        updated_at: new Date(),
      };
      const row = await ctx.db
        .insertInto('purchaser_informations')
        .values({ id: `pi-${randomUUID()}`, user_id: user.id, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(toPurchaser(row), '保存成功');
    },
  });

  const toContract = (row: {
    id: string;
    company_name: string;
    legal_representative: string;
    agent: string;
    phone: string;
    address: string;
    postcode: string;
    bank_name: string;
    bank_account: string;
    tax_no: string;
    updated_at: Date;
  }): ContractInformation => ({
    id: row.id,
    fCompanyName: row.company_name,
    fLegalRepresentative: row.legal_representative,
    fAgent: row.agent,
    fPhone: row.phone,
    fAddress: row.address,
    fPostcode: row.postcode,
    fBankName: row.bank_name,
    fBankAccount: row.bank_account,
    fTaxNo: row.tax_no,
    updateTime: new Date(row.updated_at).toISOString(),
  });

  signedIn.route({
    ...ctx.call('wContractMsgManage/getByCurrentUser'),
    handler: async (request) => {
      const user = currentUser(request);
      requireParty(user);
      const row = await ctx.db
        .selectFrom('contract_informations')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      return ok<ContractInformation | null>(row ? toContract(row) : null);
    },
  });

  signedIn.route({
    ...ctx.call('wContractMsgManage/saveByCurrentUser'),
    schema: { body: ContractInformationBody },
    handler: async (request) => {
      const user = currentUser(request);
      requireParty(user);
      const body = request.body;
      const values = {
        company_name: text(body.fCompanyName),
        legal_representative: text(body.fLegalRepresentative),
        agent: text(body.fAgent),
        phone: text(body.fPhone),
        address: text(body.fAddress),
        postcode: text(body.fPostcode),
        bank_name: text(body.fBankName),
        bank_account: text(body.fBankAccount),
        tax_no: text(body.fTaxNo),
        updated_at: new Date(),
      };
      const row = await ctx.db
        .insertInto('contract_informations')
        .values({ id: `ci-${randomUUID()}`, user_id: user.id, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(toContract(row), '保存成功');
    },
  });

  // ---- collections
  const collectionQuery = (userId: string) =>
    ctx.db
      .selectFrom('procure_collections')
      .leftJoin('procure_notices', (join) =>
        join
          .onRef('procure_notices.id', '=', 'procure_collections.link_id')
          .on('procure_collections.type', '=', 'notice'),
      )
      .leftJoin('procure_projects', (join) =>
        join.on((eb) =>
          eb.or([
            eb.and([
              eb('procure_collections.type', '=', 'project'),
              eb('procure_projects.id', '=', eb.ref('procure_collections.link_id')),
            ]),
            eb.and([
              eb('procure_collections.type', '=', 'notice'),
              eb('procure_projects.id', '=', eb.ref('procure_notices.project_id')),
            ]),
          ]),
        ),
      )
      .select([
        'procure_collections.id',
        'procure_collections.link_id',
        'procure_collections.type',
        'procure_collections.created_at',
        'procure_notices.title as notice_title',
        'procure_notices.type as notice_type',
        'procure_projects.id as project_id',
        'procure_projects.project_name',
        'procure_projects.project_no',
      ])
      .where('procure_collections.user_id', '=', userId);

  type CollectionRow = Awaited<ReturnType<ReturnType<typeof collectionQuery>['executeTakeFirstOrThrow']>>;
  const toCollection = (row: CollectionRow): Collection => ({
    id: row.id,
    linkId: row.link_id,
    type: row.type as CollectionType,
    title: (row.type === 'notice' ? row.notice_title : row.project_name) ?? '',
    noticeType: row.notice_type,
    projectId: row.project_id,
    fProjectNo: row.project_no,
    createTime: new Date(row.created_at).toISOString(),
  });

  signedIn.route({
    ...ctx.call('procureCollection/save'),
    schema: { body: CollectionBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const { linkId, type } = request.body;
        // Only what the user may read: a published notice, or a project that is not a draft of another.
        const exists =
          type === 'notice'
            ? await ctx.db
                .selectFrom('procure_notices')
                .select('id')
                .where('id', '=', linkId)
                .where('state', '=', 'published')
                .executeTakeFirst()
            : await ctx.db
                .selectFrom('procure_projects')
                .select('id')
                .where('id', '=', linkId)
                .where((eb) => eb.or([eb('state', '<>', 'draft'), eb('purchaser_id', '=', user.id)]))
                .executeTakeFirst();
        if (!exists || !(COLLECTION_TYPES as readonly string[]).includes(type))
          throw new Refusal('收藏的内容不存在');
        await ctx.db
          .insertInto('procure_collections')
          .values({ id: `fav-${randomUUID()}`, user_id: user.id, link_id: linkId, type })
          .onConflict((oc) => oc.columns(['user_id', 'link_id']).doNothing())
          .execute();
        const row = await collectionQuery(user.id)
          .where('procure_collections.link_id', '=', linkId)
          .executeTakeFirstOrThrow();
        return ok(toCollection(row), '收藏成功');
      }),
  });

  signedIn.route({
    ...ctx.call('procureCollection/removeByLinkId'),
    schema: { querystring: LinkIdQuery },
    handler: async (request) => {
      const user = currentUser(request);
      const result = await ctx.db
        .deleteFrom('procure_collections')
        .where('user_id', '=', user.id)
        .where('link_id', '=', request.query.linkId)
        .executeTakeFirst();
      return ok(Number(result.numDeletedRows), '已取消收藏');
    },
  });

  listRoute(
    signedIn,
    ownCall(ctx, 'queryMyCollection'),
    async (user, body): Promise<PageList<Collection>> => {
      const page = await runPagedQuery(collectionQuery(user.id), body, COLLECTION_LIST);
      return { ...page, rows: page.rows.map(toCollection) };
    },
  );
}
