import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Tokens } from './auth/tokens.js';
import { Loaders } from './loaders.js';
import { UserSchema, type User } from './modules/account/user.entity.js';

/** What lives for the whole process. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  tokens: Tokens;
}

/** What lives for one request. */
export interface Context {
  app: AppDeps;
  em: EntityManager;
  viewer: User | null;
  /** True when a token was sent but is invalid, expired, or its account no longer exists. */
  badToken: boolean;
  requestId: string;
  loaders: Loaders;
}

/** The bearer token; '' for an Authorization header that is not `Bearer <token>` (a bad token, not a visitor). */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match ? match[1] : '';
}

export async function createContext(app: AppDeps, req: Request): Promise<Context> {
  const em = app.orm.em.fork();
  const token = bearerToken(req);
  const claims = await app.tokens.verify(token);
  const viewer = claims ? await em.findOne(UserSchema, { id: claims.sub }) : null;
  const requestId = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
  return { app, em, viewer, badToken: token !== undefined && !viewer, requestId, loaders: new Loaders(em) };
}
