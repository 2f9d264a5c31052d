import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../modules/account/user.entity.js';

/** How a session was started: a browser (refresh cookie) or an API client (bearer token only). */
export const SESSION_KINDS = ['cookie', 'bearer'] as const;

/**
 * One login: every access token carries its id (`sid`), and a browser session's refresh tokens form its family.
 * Revoking it (logout, password change, refresh-token reuse) ends its access tokens at once (checked per request).
 */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: p.manyToOne(UserSchema).index().deleteRule('cascade'),
    kind: p.enum(SESSION_KINDS),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Bearer: the access token's expiry. Cookie: the refresh cookie's expiry, moved forward by each refresh (sliding). */
    expiresAt: p.datetime().index(),
    revokedAt: p.datetime().nullable(),
    /** Why it ended: logout, password, reuse. */
    revokedReason: p.string().length(20).nullable(),
  },
});
export type Session = InferEntity<typeof SessionSchema>;

/** A refresh token of a browser session, stored as its SHA-256 only; used once, then replaced (rotation). */
export const RefreshTokenSchema = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    session: p.manyToOne(SessionSchema).index().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Set when it was exchanged for a new one; presenting it again revokes the whole session (reuse detection). */
    usedAt: p.datetime().nullable(),
  },
});
export type RefreshToken = InferEntity<typeof RefreshTokenSchema>;
