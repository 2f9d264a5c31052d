import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Context } from '../context.js';
import { DomainError } from '../errors.js';
import type { User } from '../modules/account/user.entity.js';
import { RefreshTokenSchema, SessionSchema } from './session.entity.js';

/**
 * The refresh cookie, never readable by scripts. Over HTTPS (and to any host but loopback) it is
 * `__Host-pc_refresh`: Secure, Path=/, no Domain, so no subdomain or plain-HTTP page can set or shadow it. Over plain
 * HTTP to a loopback host (development, tests) a browser refuses a `__Host-` cookie, so it keeps its older form:
 * `pc_refresh` with Path=/api/auth. The older name is still accepted (browsers that got it before the change) and is
 * cleared when the new one is set.
 */
export const REFRESH_COOKIE = '__Host-pc_refresh';
export const LEGACY_REFRESH_COOKIE = 'pc_refresh';
export const LEGACY_REFRESH_COOKIE_PATH = '/api/auth';
/** A browser session's access token lives in the page's memory for this long; the refresh cookie renews it. */
export const BROWSER_ACCESS_TTL = '15m';
/**
 * A used refresh cookie presented again this soon after its exchange still renews (a reload during the exchange, two
 * tabs at once); later it counts as reuse and revokes the session.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
/** A browser session ends after this long without a refresh (each refresh moves the end forward: sliding). */
export const REFRESH_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export type SessionKind = 'cookie' | 'bearer';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `Secure` on every refresh cookie except over plain HTTP to a loopback host (development and tests: the
 * browser does not send a Secure cookie over http://127.0.0.1). Behind a proxy that terminates TLS without
 * `TRUST_PROXY`, `req.secure` is false but the host is not loopback, so the cookie stays Secure.
 */
export function secureCookie(req: Request): boolean {
  return req.secure || !LOOPBACK_HOSTS.has(req.hostname);
}

/**
 * CSRF guard of the cookie routes (like Apollo's csrfPrevention): a cross-site page can send a simple POST with
 * the cookie only if SameSite failed, and can never send JSON or a custom header without a CORS preflight.
 */
export function csrfSafe(req: Request): boolean {
  return req.is('application/json') === 'application/json' || typeof req.headers['x-requested-with'] === 'string';
}

/** A cookie's value, read from the Cookie header (no cookie parser needed for one cookie). */
export function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** The refresh cookie's value: the `__Host-` one, else the older name (the transition). */
export function refreshCookie(req: Request): string | undefined {
  return cookieValue(req, REFRESH_COOKIE) ?? cookieValue(req, LEGACY_REFRESH_COOKIE);
}

/** The name, path and Secure flag of the refresh cookie this request gets. */
function refreshCookieOf(req: Request) {
  return secureCookie(req)
    ? { name: REFRESH_COOKIE, path: '/', secure: true }
    : { name: LEGACY_REFRESH_COOKIE, path: LEGACY_REFRESH_COOKIE_PATH, secure: false };
}

/** A `__Host-` cookie replaces the older one the browser may still hold: that one is cleared. */
function clearLegacyCookie(req: Request, res: Response) {
  if (secureCookie(req) && cookieValue(req, LEGACY_REFRESH_COOKIE) !== undefined) {
    res.clearCookie(LEGACY_REFRESH_COOKIE, {
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: LEGACY_REFRESH_COOKIE_PATH,
    });
  }
}

function setRefreshCookie(req: Request, res: Response, token: string) {
  const { name, path, secure } = refreshCookieOf(req);
  res.cookie(name, token, { httpOnly: true, secure, sameSite: 'strict', path, maxAge: REFRESH_LIFETIME_MS });
  clearLegacyCookie(req, res);
}

function clearRefreshCookie(req: Request, res: Response) {
  const { name, path, secure } = refreshCookieOf(req);
  res.clearCookie(name, { httpOnly: true, secure, sameSite: 'strict', path });
  clearLegacyCookie(req, res);
}

const sessionExpired = () => new DomainError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');

/**
 * Sessions: each login starts one (a row in `sessions`), and every access token carries its id (`sid`), so
 * revoking the row ends the token at its next request (context.ts checks it in the same query that loads the
 * viewer). API clients get a bearer token with the configured lifetime, as before. Browsers get a 15-minute
 * access token (kept in memory) and an HttpOnly refresh cookie; each refresh marks the presented refresh token
 * used and issues a new one in the same session (rotation); presenting a used one after REFRESH_REUSE_GRACE_MS
 * revokes the session (reuse detection: someone holds a copy).
 */
export class Sessions {
  constructor(private readonly ctx: Context) {}

  private get req(): Request {
    return this.ctx.req;
  }
  private get res(): Response {
    return this.ctx.req.res!;
  }

  /** Starts a session for `user` and returns its first access token (a browser also gets the refresh cookie). */
  async start(user: User, kind: SessionKind): Promise<string> {
    const { em, app } = this.ctx;
    const ttl = kind === 'cookie' ? BROWSER_ACCESS_TTL : app.config.tokenTtl;
    const now = Date.now();
    const session = em.create(SessionSchema, {
      user,
      kind,
      expiresAt: new Date(kind === 'cookie' ? now + REFRESH_LIFETIME_MS : now + ttlMs(app.config.tokenTtl)),
    });
    let refresh: string | undefined;
    if (kind === 'cookie') {
      refresh = randomBytes(32).toString('base64url');
      em.create(RefreshTokenSchema, { session, tokenHash: hash(refresh) });
    }
    await em.flush();
    // Old sessions of this account that can no longer be used (expired long ago) go, so the table stays small.
    await em.nativeDelete(SessionSchema, { user: user.id, expiresAt: { $lt: new Date(now - 24 * 3600 * 1000) } });
    if (refresh) setRefreshCookie(this.req, this.res, refresh);
    this.ctx.sessionId = session.id;
    return app.tokens.sign({ sub: user.id, role: user.role, sid: session.id }, ttl);
  }

  /**
   * Exchanges the refresh cookie for a new access token and a new refresh cookie. 401 (and the cookie cleared)
   * when the cookie is missing, unknown, expired or revoked; a used one also revokes its whole session.
   */
  async refresh(): Promise<{ token: string; user: User; expiresIn: number }> {
    const { em, app } = this.ctx;
    const presented = refreshCookie(this.req);
    const row = presented
      ? await em.findOne(RefreshTokenSchema, { tokenHash: hash(presented) }, { populate: ['session', 'session.user'] })
      : null;
    const session = row?.session;
    if (!row || !session || session.revokedAt || session.expiresAt.getTime() < Date.now()) {
      clearRefreshCookie(this.req, this.res);
      throw sessionExpired();
    }
    // Mark it used (one statement: of two requests racing with one cookie, one claims it). A cookie used moments ago
    // is not a theft: a reload or a second tab sent it while the answer carrying its successor was lost or not yet
    // stored. Within the grace it gets a successor too; after it, presenting a used cookie is reuse.
    const claimed = row.usedAt
      ? 0
      : await em.nativeUpdate(RefreshTokenSchema, { id: row.id, usedAt: null }, { usedAt: new Date() });
    const justUsed = row.usedAt ? Date.now() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS : true;
    if (!claimed && !justUsed) {
      await this.revoke({ id: session.id }, 'reuse');
      clearRefreshCookie(this.req, this.res);
      throw sessionExpired();
    }
    const next = randomBytes(32).toString('base64url');
    em.create(RefreshTokenSchema, { session, tokenHash: hash(next) });
    session.expiresAt = new Date(Date.now() + REFRESH_LIFETIME_MS);
    await em.flush();
    setRefreshCookie(this.req, this.res, next);
    const user = session.user;
    this.ctx.sessionId = session.id;
    const token = await app.tokens.sign({ sub: user.id, role: user.role, sid: session.id }, BROWSER_ACCESS_TTL);
    return { token, user, expiresIn: ttlMs(BROWSER_ACCESS_TTL) / 1000 };
  }

  /** Logout: revokes the caller's session (from the access token, and the refresh cookie's when it is sent). */
  async end(): Promise<boolean> {
    const ids = new Set<string>();
    if (this.ctx.sessionId) ids.add(this.ctx.sessionId);
    // The cookie counts only on a request a cross-site page cannot forge (it cannot send it anyway: SameSite=Strict).
    const presented = csrfSafe(this.req) ? refreshCookie(this.req) : undefined;
    if (presented) {
      const row = await this.ctx.em.findOne(RefreshTokenSchema, { tokenHash: hash(presented) });
      if (row) ids.add((row.session as unknown as { id: string }).id);
    }
    if (ids.size) await this.revoke({ id: { $in: [...ids] } }, 'logout');
    clearRefreshCookie(this.req, this.res);
    return true;
  }

  /** Revokes every session of the account except the caller's (password change). */
  async revokeOthers(userId: string, reason: string): Promise<void> {
    const keep = this.ctx.sessionId;
    await this.revoke({ user: userId, ...(keep ? { id: { $ne: keep } } : {}) }, reason);
  }

  private async revoke(where: Record<string, unknown>, reason: string) {
    await this.ctx.em.nativeUpdate(
      SessionSchema,
      { ...where, revokedAt: null },
      { revokedAt: new Date(), revokedReason: reason },
    );
  }
}

/** Milliseconds of a jose-style duration ('15m', '7d', '3600s', or a number of seconds). */
export function ttlMs(ttl: string): number {
  const m = /^(\d+)\s*(s|sec|secs|m|min|mins|h|hr|hrs|d|day|days|w|weeks?)?$/i.exec(ttl.trim());
  if (!m) return 7 * 24 * 3600 * 1000;
  const n = Number(m[1]);
  const unit = (m[2] ?? 's').toLowerCase().charAt(0);
  const factor = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 }[unit] ?? 1;
  return n * factor * 1000;
}
