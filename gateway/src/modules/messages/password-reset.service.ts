import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { passwordResetRequestSchema, resetPasswordInputSchema } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { fieldFailure, validate } from '../../validation.js';
import { hashPassword } from '../../auth/passwords.js';
import { SessionSchema } from '../../auth/session.entity.js';
import { consume } from '../../limits/rate-limits.js';
import { clientAddress } from '../../limits/rate-limits.js';
import { UserSchema } from '../account/user.entity.js';
import { recordEvent } from './events.js';
import { PasswordResetSchema } from './message.entity.js';

/** A reset link is valid this long. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** Every request answers after at least this long, so the answer's timing does not tell whether the account exists. */
const ANSWER_FLOOR_MS = 400;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Forgot password (issue #15): a single-use link by e-mail, valid one hour, its token stored only as a SHA-256
 * hash. The request answers the same (true, after the same floor time) whether or not the address has an
 * account, and is throttled per client address and per e-mail address. Resetting ends every session.
 */
export class PasswordResetService {
  constructor(private readonly ctx: Context) {}

  async request(email: string, now = new Date()): Promise<boolean> {
    const started = Date.now();
    const { email: address } = validate(passwordResetRequestSchema, { email }, '');
    await consume(
      this.ctx,
      [
        { name: 'resetAddress', key: clientAddress() },
        { name: 'resetEmail', key: address },
      ],
      { always: true },
    );
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hash(token);
    const em = this.ctx.em.fork();
    const user = await em.findOne(UserSchema, { email: address });
    if (user) {
      // An older unused link stops working: only the newest one does.
      await em.nativeUpdate(PasswordResetSchema, { user: user.id, usedAt: null }, { usedAt: now });
      em.create(PasswordResetSchema, {
        user,
        tokenHash,
        expiresAt: new Date(now.getTime() + RESET_TTL_MS),
        usedAt: null,
        createdAt: now,
      });
      const link = `${this.ctx.app.config.messages.publicUrl}/password/reset?token=${encodeURIComponent(token)}`;
      recordEvent(em, { type: 'account.passwordReset', userId: user.id, data: { link } });
      await em.flush();
    }
    const wait = ANSWER_FLOOR_MS - (Date.now() - started);
    if (wait > 0) await sleep(wait);
    return true;
  }

  async reset(token: string, password: string, now = new Date()): Promise<boolean> {
    return resetPassword(this.ctx.em.fork(), token, password, now);
  }
}

/**
 * Sets the password of the account a valid, unused, unexpired token belongs to; the token is claimed by one
 * conditional UPDATE (two racing requests cannot both use it) and every session of the account ends.
 */
export async function resetPassword(em: EntityManager, token: string, password: string, now = new Date()): Promise<boolean> {
  const input = validate(resetPasswordInputSchema, { token, password }, '');
  const row = await em.findOne(PasswordResetSchema, { tokenHash: hash(input.token) });
  if (!row) throw fieldFailure('token', 'reset.tokenInvalid');
  if (row.usedAt) throw fieldFailure('token', 'reset.tokenUsed');
  if (row.expiresAt.getTime() <= now.getTime()) throw fieldFailure('token', 'reset.tokenExpired');
  const passwordHash = await hashPassword(input.password);
  await em.transactional(async (tx) => {
    const claimed = await tx.nativeUpdate(PasswordResetSchema, { id: row.id, usedAt: null }, { usedAt: now });
    if (!claimed) throw fieldFailure('token', 'reset.tokenUsed');
    const userId = (row.user as unknown as { id: string }).id;
    await tx.nativeUpdate(UserSchema, { id: userId }, { passwordHash, updatedAt: now });
    await tx.nativeUpdate(SessionSchema, { user: userId, revokedAt: null }, { revokedAt: now, revokedReason: 'password' });
  });
  return true;
}
