import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import type { Config } from './config.js';
import type { TokenClaims, Tokens } from './auth/tokens.js';
import { Loaders } from './loaders.js';
import { UserSchema, type User } from './modules/account/user.entity.js';
import { plainRows, rawRows, type Row } from './db/raw.js';
import type { PublicData } from './db/public-data.js';
import { first } from './indexed.js';
import { entitySelect } from './db/selected-columns.js';

/** What lives for the whole process. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  tokens: Tokens;
  /** The public data's version and what this process keeps of it (db/public-data.ts). */
  publicData: PublicData;
}

/** What lives for one request. */
export interface Context {
  app: AppDeps;
  em: EntityManager;
  /** The signed-in account as a row (db/raw.ts): read it; load the User through the ORM to change it. */
  viewer: Row<User> | null;
  /** True when a token was sent but is invalid, expired, or its account no longer exists. */
  badToken: boolean;
  /** The session of the access token (auth/sessions.ts), or of the one this request started; null for a visitor. */
  sessionId: string | null;
  requestId: string;
  loaders: Loaders;
  /** The HTTP request (`req.res` answers it): the session routes read and set the refresh cookie. */
  req: Request;
  /**
   * Set once this request's write has committed (the booking created): from then on a database failure does not
   * answer 503, the answer is the result with what could not be read left null (http/unavailable.ts).
   */
  committed?: { bookingId: string };
}

/** The bearer token; '' for an Authorization header that is not `Bearer <token>` (a bad token, not a visitor). */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match ? match[1] : '';
}

const verified = new WeakMap<Request, Promise<TokenClaims | null>>();

/** The request's bearer token checked once (the cost middleware and the context both ask): its claims, or null. */
export function tokenClaims(app: Pick<AppDeps, 'tokens'>, req: Request): Promise<TokenClaims | null> {
  let claims = verified.get(req);
  if (!claims) {
    claims = app.tokens.verify(bearerToken(req));
    verified.set(req, claims);
  }
  return claims;
}

/**
 * A request's context. Its EntityManager is forked when first used (a booking, the public lists never use it), and
 * the fork is shared by every copy of the context: Apollo Server runs each operation on a copy
 * (`Object.assign(Object.create(prototype), context)`), which keeps the prototype's getter and the shared `forked`.
 */
class RequestContext implements Context {
  private readonly forked: { em?: EntityManager } = {};
  readonly loaders: Loaders;
  constructor(
    readonly app: AppDeps,
    public viewer: Row<User> | null,
    readonly badToken: boolean,
    readonly sessionId: string | null,
    readonly requestId: string,
    readonly req: Request,
  ) {
    this.loaders = new Loaders(() => this.em);
  }
  get em(): EntityManager {
    return (this.forked.em ??= this.app.orm.em.fork());
  }
}

export async function createContext(app: AppDeps, req: Request): Promise<Context> {
  const token = bearerToken(req);
  const claims = await tokenClaims(app, req);
  // One query (the session joined with its account, by primary key) both loads the viewer and checks that the
  // session was not revoked (logout, password change, refresh-token reuse): revocation costs no extra round trip.
  // A prepared statement on every authenticated request; the account is a `Row<User>` (db/raw.ts): services read the
  // viewer's fields and id, and load the User through the ORM when they change it.
  const [row] = claims
    ? await rawRows<Record<string, unknown>>(
        app,
        `select ${entitySelect(app.orm, UserSchema, 'u')} from sessions s join users u on u.id = s.user_id
          where s.id = ? and s.user_id = ? and s.revoked_at is null`,
        [claims.sid, claims.sub],
      )
    : [];
  const viewer = row ? first(plainRows(app.orm, UserSchema, [row]), 'the viewer') : null;
  const requestId = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
  return new RequestContext(app, viewer, token !== undefined && !viewer, viewer ? claims!.sid : null, requestId, req);
}

/**
 * GraphQL's context: a token that was sent but is invalid, expired or revoked answers 401 UNAUTHENTICATED for the
 * whole request (as REST does) instead of running it as a visitor, so a browser knows to refresh its access token.
 */
export async function createGraphQLContext(app: AppDeps, req: Request): Promise<Context> {
  const ctx = await createContext(app, req);
  if (ctx.badToken) {
    throw new GraphQLError('Your session has expired. Please log in again.', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  }
  return ctx;
}
