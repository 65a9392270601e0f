import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { CALLS, type CallKey, type CallSpec, callPath } from '../../contract/calls.js';
import type { ServiceName } from '../../contract/deployment.js';
import { resolveToken, type SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { forbidden, notSignedIn } from './envelope.js';

/**
 * What a session may call while its user must still change a one-time password an administrator set
 * (admin/users.ts): read itself and the password rules, change the password (with a code if need be)
 * and sign out, and the shell's menus and method rights, which the portal reads to show the dialog.
 */
const WHILE_PASSWORD_MUST_CHANGE: readonly CallKey[] = [
  'tools/getPublicKey',
  'user/getByAccount',
  'pwdStrategy/getDefault',
  'user/changUserPsd',
  'user/modifiUserPsd',
  'messageLog/sendCode',
  'signout',
  'sysMenu/getCurrentUserMenu',
  'sysMenu/getCurrentUserMethodAuth',
];
export const PASSWORD_MUST_CHANGE = '请先修改管理员设置的一次性密码';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (and by `optionalUser` when a valid token came). */
    sessionUser?: SessionUser;
  }
}

/** A Fastify instance whose routes take the types of request and handler from their TypeBox schemas. */
export type RouteServer = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The two places a route module puts its routes. */
export interface RouteScopes {
  /** Anyone may call these. A route that reads a token when one comes adds `preHandler: ctx.optionalUser`. */
  open: RouteServer;
  /** Signed-in users only: one onRequest hook of this scope answers 401 before anything else runs. */
  signedIn: RouteServer;
}

/** A module of routes (routes/*.ts): puts each of its routes into the open or the signed-in scope. */
export type RouteModule = (scopes: RouteScopes, ctx: ServerContext) => void;

/** The methods a route may have; a call whose method the spec leaves open (ANY) names one per route. */
export type RouteMethod = 'GET' | 'POST' | 'DELETE';

type MethodOf<K extends CallKey> = (typeof CALLS)[K]['method'];

export interface ServerContext {
  db: Db;
  dataDir: string;
  prefixes: Record<ServiceName, string>;
  /**
   * Method and url of a call, for `scope.route({ ...ctx.call('user/register'), schema, handler })`: the
   * spec's or the backend's own (api/contract/own-calls.tsv). The key is checked against CALLS, so a route cannot drift from the contract's path. For calls of method
   * ANY the route names the method it serves.
   */
  call<K extends CallKey>(
    key: K,
    ...method: MethodOf<K> extends 'ANY' ? [method: RouteMethod] : []
  ): { method: RouteMethod; url: string };
  /** A link to a call in an answer: its url behind the service's prefix, `{name}` parameters filled in. */
  link(call: CallSpec, params?: Record<string, string | number>): string;
  /** A configured path behind a service's prefix (a portal column's data url); a call's link is `link`. */
  path(service: ServiceName, path: string): string;
  /** onRequest hook of the signed-in scope: refuses with 401 unless a valid bearer token came. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** preHandler: reads the bearer token when there is one, never refuses. */
  optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || undefined;
}

/** A CALLS path as a Fastify route: `{name}` placeholders become `:name` parameters. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export function createContext(db: Db, dataDir: string, prefixes: Record<ServiceName, string>): ServerContext {
  const path = (service: ServiceName, relative: string) => `${prefixes[service]}${relative}`;
  const whileMustChange = new Set(
    WHILE_PASSWORD_MUST_CHANGE.map((key) => path(CALLS[key].service, routePath(CALLS[key].path))),
  );
  // A one-time password still to change: the session counts only for the calls that change it.
  const readUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const user = token ? await resolveToken(db, token) : undefined;
    if (user?.must_change_password && !whileMustChange.has(request.routeOptions.url ?? '')) {
      return 'must-change' as const;
    }
    if (user) request.sessionUser = user;
    return user;
  };
  return {
    db,
    dataDir,
    prefixes,
    call(key, ...chosen) {
      const spec = CALLS[key];
      const method = spec.method === 'ANY' ? chosen[0] : spec.method;
      if (!method) throw new Error(`${key}: the spec leaves the method open; name the one this route serves`);
      return { method, url: path(spec.service, routePath(spec.path)) };
    },
    link: (call, params) => path(call.service, callPath(call, params)),
    path,
    async requireUser(request) {
      const user = await readUser(request);
      if (user === 'must-change') throw forbidden(PASSWORD_MUST_CHANGE);
      if (!user) throw notSignedIn();
    },
    async optionalUser(request) {
      await readUser(request);
    },
  };
}

/** The signed-in user of a request in the signed-in scope. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw notSignedIn();
  return request.sessionUser;
}
