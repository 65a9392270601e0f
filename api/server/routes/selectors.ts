import type { FastifyRequest } from 'fastify';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { PageList, QueryOperation } from '../../contract/envelope.js';
import { ListBody, type QueryBodyInput } from '../../contract/schemas/query-body.js';
import { OrgTreeBody, PostSwitchQuery } from '../../contract/schemas/selectors.js';
import type {
  Dimension,
  SelectorJob,
  SelectorOrg,
  SelectorPost,
  SelectorRole,
} from '../../contract/selectors.js';
import { GUEST_USER_ID, isGuest } from '../auth/guest.js';
import type { SessionUser } from '../auth/sessions.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, forbidden, ok, refuse } from '../http/envelope.js';
import { type FilterValue, type ListSpec, runPagedQuery } from '../http/query-body.js';

const listSchema = { body: ListBody };

/**
 * Membership through a link table, as a filter: EQUAL/IN keep the users linked to one of the values,
 * NOT_EQUAL/NOT_IN those linked to none.
 */
function linkedUsers(subquery: (values: readonly FilterValue[]) => Expression<unknown>) {
  return (operation: QueryOperation, values: readonly FilterValue[]): Expression<SqlBool> => {
    if (operation === 'EQUAL' || operation === 'IN') return sql<SqlBool>`exists (${subquery(values)})`;
    if (operation === 'NOT_EQUAL' || operation === 'NOT_IN')
      return sql<SqlBool>`not exists (${subquery(values)})`;
    throw badRequest('请求参数不正确：该查询条件只支持等于或包含');
  };
}

const USER_LIST: ListSpec = {
  columns: {
    name: { column: 'users.fullname' },
    fullname: { column: 'users.fullname' },
    account: { column: 'users.account' },
    mobile: { column: 'users.mobile' },
    email: { column: 'users.email' },
    sex: { column: 'users.sex' },
    status: { column: 'users.status', kind: 'number' },
    identity: { column: 'users.identity' },
    orgId: {
      filter: linkedUsers(
        (values) =>
          sql`select 1 from user_orgs where user_orgs.user_id = users.id and user_orgs.org_id in (${sql.join(values)})`,
      ),
    },
    postId: {
      filter: linkedUsers(
        (values) =>
          sql`select 1 from user_posts where user_posts.user_id = users.id and user_posts.post_id in (${sql.join(values)})`,
      ),
    },
    roleId: {
      filter: linkedUsers(
        (values) =>
          sql`select 1 from user_roles where user_roles.user_id = users.id and user_roles.role_id in (${sql.join(values)})`,
      ),
    },
    jobId: {
      filter: linkedUsers(
        (values) =>
          sql`select 1 from user_posts join posts on posts.id = user_posts.post_id where user_posts.user_id = users.id and posts.job_id in (${sql.join(values)})`,
      ),
    },
  },
  defaultSort: [
    { column: 'users.account', direction: 'asc' },
    { column: 'users.id', direction: 'asc' },
  ],
};

const ORG_LIST: ListSpec = {
  columns: {
    name: { column: 'orgs.name' },
    code: { column: 'orgs.code' },
    demId: { column: 'orgs.dem_id' },
    parentId: { column: 'orgs.parent_id' },
    // RIGHT_LIKE on the path gives an organisation and everything below it.
    path: { column: 'orgs.path' },
    sn: { column: 'orgs.sn', kind: 'number' },
  },
  defaultSort: [
    { column: 'orgs.sn', direction: 'asc' },
    { column: 'orgs.id', direction: 'asc' },
  ],
};

const ROLE_LIST: ListSpec = {
  columns: {
    name: { column: 'roles.name' },
    code: { column: 'roles.code' },
    enabled: { column: 'roles.enabled', kind: 'boolean' },
  },
  defaultSort: [
    { column: 'roles.code', direction: 'asc' },
    { column: 'roles.id', direction: 'asc' },
  ],
};

const JOB_LIST: ListSpec = {
  columns: { name: { column: 'jobs.name' }, code: { column: 'jobs.code' } },
  defaultSort: [
    { column: 'jobs.code', direction: 'asc' },
    { column: 'jobs.id', direction: 'asc' },
  ],
};

const POST_LIST: ListSpec = {
  columns: {
    name: { column: 'posts.name' },
    code: { column: 'posts.code' },
    orgId: { column: 'posts.org_id' },
    orgName: { column: 'orgs.name' },
    jobId: { column: 'posts.job_id' },
    demId: { column: 'orgs.dem_id' },
  },
  defaultSort: [
    { column: 'posts.code', direction: 'asc' },
    { column: 'posts.id', direction: 'asc' },
  ],
};

const DEM_LIST: ListSpec = {
  columns: { name: { column: 'dems.name' }, code: { column: 'dems.code' } },
  defaultSort: [
    { column: 'dems.is_default', direction: 'desc' },
    { column: 'dems.code', direction: 'asc' },
  ],
  defaultPageSize: -1,
};

/**
 * The organisation's people and structure are for the staff side: purchasers and suppliers (outside
 * companies) and the guest of a short link are refused.
 */
export function staffOnly(user: SessionUser): void {
  if (isGuest(user) || (user.identity !== null && user.identity !== 'administrators')) {
    throw forbidden('没有权限查看组织人员信息');
  }
}

/** Selector lists of the user centre and the post switch (tender-portal 7.1). */
export function registerSelectorRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const staffUser = async (request: FastifyRequest) => {
    const user = currentUser(request);
    staffOnly(user);
    return user;
  };

  signedIn.route({
    ...ctx.call('users/queryByType'),
    schema: listSchema,
    handler: async (request) => {
      const user = await staffUser(request);
      const query = ctx.db
        .selectFrom('users')
        .select([
          'users.id',
          'users.fullname as name',
          'users.fullname',
          'users.account',
          'users.mobile',
          'users.email',
          'users.sex',
          'users.status',
          'users.identity',
        ])
        .where('users.tenant_id', '=', user.tenant_id)
        .where('users.id', '<>', GUEST_USER_ID);
      return ok(await runPagedQuery(query, request.body, USER_LIST));
    },
  });

  signedIn.route({
    ...ctx.call('orgs/getByParentAndDem'),
    schema: { body: OrgTreeBody },
    handler: async (request) => {
      await staffUser(request);
      const { parentId, demId } = request.body ?? {};
      const dem = demId
        ? await ctx.db.selectFrom('dems').select('id').where('id', '=', demId).executeTakeFirst()
        : await ctx.db
            .selectFrom('dems')
            .select('id')
            .orderBy('is_default', 'desc')
            .orderBy('code')
            .executeTakeFirst();
      if (!dem) return refuse('维度不存在');
      // No parent (or the conventional '0') asks for the roots of the dimension.
      const rootLevel = !parentId || parentId === '0';
      const rows = await ctx.db
        .selectFrom('orgs')
        .select((eb) => [
          'orgs.id',
          'orgs.name',
          'orgs.code',
          'orgs.parent_id as parentId',
          'orgs.dem_id as demId',
          'orgs.path',
          'orgs.sn',
          eb
            .exists(
              eb.selectFrom('orgs as child').select('child.id').whereRef('child.parent_id', '=', 'orgs.id'),
            )
            .as('isParent'),
        ])
        .where('orgs.dem_id', '=', dem.id)
        .where((eb) => (rootLevel ? eb('orgs.parent_id', 'is', null) : eb('orgs.parent_id', '=', parentId)))
        .orderBy('orgs.sn')
        .orderBy('orgs.id')
        .execute();
      return ok(rows);
    },
  });

  signedIn.route({
    ...ctx.call('orgs/getOrgPage'),
    schema: listSchema,
    handler: async (request) => {
      await staffUser(request);
      const query = ctx.db
        .selectFrom('orgs')
        .innerJoin('dems', 'dems.id', 'orgs.dem_id')
        .select([
          'orgs.id',
          'orgs.name',
          'orgs.code',
          'orgs.parent_id as parentId',
          'orgs.dem_id as demId',
          'dems.name as demName',
          'orgs.path',
          'orgs.sn',
        ]);
      return ok<PageList<SelectorOrg>>(await runPagedQuery(query, request.body, ORG_LIST));
    },
  });

  signedIn.route({
    ...ctx.call('roles/getRolePage'),
    schema: listSchema,
    handler: async (request) => {
      await staffUser(request);
      const query = ctx.db
        .selectFrom('roles')
        .select(['roles.id', 'roles.name', 'roles.code', 'roles.enabled']);
      return ok<PageList<SelectorRole>>(await runPagedQuery(query, request.body, ROLE_LIST));
    },
  });

  signedIn.route({
    ...ctx.call('jobs/getJobPage'),
    schema: listSchema,
    handler: async (request) => {
      await staffUser(request);
      const query = ctx.db.selectFrom('jobs').select(['jobs.id', 'jobs.name', 'jobs.code']);
      return ok<PageList<SelectorJob>>(await runPagedQuery(query, request.body, JOB_LIST));
    },
  });

  signedIn.route({
    ...ctx.call('orgPosts/getOrgPostPage'),
    schema: listSchema,
    handler: async (request) => {
      await staffUser(request);
      const query = ctx.db
        .selectFrom('posts')
        .innerJoin('orgs', 'orgs.id', 'posts.org_id')
        .leftJoin('jobs', 'jobs.id', 'posts.job_id')
        .select([
          'posts.id',
          'posts.name',
          'posts.code',
          'posts.org_id as orgId',
          'orgs.name as orgName',
          'orgs.path as orgPath',
          'posts.job_id as jobId',
          'jobs.name as jobName',
        ]);
      return ok<PageList<SelectorPost>>(await runPagedQuery(query, request.body, POST_LIST));
    },
  });

  const demRows = (body: QueryBodyInput | null | undefined) =>
    runPagedQuery(
      ctx.db.selectFrom('dems').select(['dems.id', 'dems.name', 'dems.code', 'dems.is_default as isDefault']),
      body,
      DEM_LIST,
    );

  signedIn.route({
    ...ctx.call('dems/getDemListAll'),
    schema: listSchema,
    handler: async (request) => {
      await staffUser(request);
      return ok<Dimension[]>((await demRows(request.body)).rows);
    },
  });

  signedIn.route({
    ...ctx.call('dems/getAll'),
    handler: async (request) => {
      await staffUser(request);
      return ok<Dimension[]>((await demRows({})).rows);
    },
  });

  // Switching the post the session works under: checked against the user's posts, kept in a cookie.
  signedIn.route({
    ...ctx.call('ucGroup/setCookie'),
    schema: { querystring: PostSwitchQuery },
    handler: async (request, reply) => {
      const { postId } = request.query;
      const user = currentUser(request);
      const held = await ctx.db
        .selectFrom('user_posts')
        .select('post_id')
        .where('user_id', '=', user.id)
        .where('post_id', '=', postId)
        .executeTakeFirst();
      if (!held) return refuse('该岗位不存在或不属于当前用户');
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'Set-Cookie',
        `postId=${encodeURIComponent(postId)}; Path=/; HttpOnly; SameSite=Lax${secure}`,
      );
      return ok(undefined, '岗位切换成功');
    },
  });
}
