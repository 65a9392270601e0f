import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceName } from '../../contract/deployment.js';
import { resolveToken, type SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { notSignedIn } from './envelope.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (and by `optionalUser` when a valid token came). */
    sessionUser?: SessionUser;
  }
}

export interface ServerContext {
  db: Db;
  dataDir: string;
  prefixes: Record<ServiceName, string>;
  /** The full route of a documented call: the service's prefix and the call's path. */
  path(service: ServiceName, path: string): string;
  /** preHandler: refuses with 401 unless a valid bearer token came. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** preHandler: reads the bearer token when there is one, never refuses. */
  optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || undefined;
}

export function createContext(db: Db, dataDir: string, prefixes: Record<ServiceName, string>): ServerContext {
  const readUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const user = token ? await resolveToken(db, token) : undefined;
    if (user) request.sessionUser = user;
    return user;
  };
  return {
    db,
    dataDir,
    prefixes,
    path: (service, path) => `${prefixes[service]}${path}`,
    async requireUser(request) {
      if (!(await readUser(request))) throw notSignedIn();
    },
    async optionalUser(request) {
      await readUser(request);
    },
  };
}

/** The signed-in user of a request that went through `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw notSignedIn();
  return request.sessionUser;
}
