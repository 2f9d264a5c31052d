import { loginInputSchema, registerInputSchema } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError } from '../../errors.js';
import { validate } from '../../validation.js';
import type { LoginInput, RegisterInput, SessionTransport } from '../../__generated__/resolvers-types.js';
import { Sessions, ttlMs, BROWSER_ACCESS_TTL } from '../../auth/sessions.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { assertLoginAllowed, loginSucceeded } from '../../auth/login-throttle.js';
import { clientAddress, consume } from '../../limits/rate-limits.js';
import { changeConsents } from '../privacy/consent.js';
import { UserSchema, type User } from './user.entity.js';

export class AccountService {
  constructor(private readonly ctx: Context) {}

  /**
   * Starts a session and signs its first access token; the rest of this request acts as the new session's user.
   * COOKIE (browsers): a short access token and the refresh cookie; BEARER (API clients, the default): a token
   * with the configured lifetime, as before.
   */
  private async issue(user: User, transport: SessionTransport | null | undefined) {
    this.ctx.viewer = user;
    const kind = transport === 'COOKIE' ? 'cookie' : 'bearer';
    const token = await new Sessions(this.ctx).start(user, kind);
    const expiresIn = ttlMs(kind === 'cookie' ? BROWSER_ACCESS_TTL : this.ctx.app.config.tokenTtl) / 1000;
    return { token, expiresIn, user };
  }

  /** Logout: the caller's session ends (its access tokens at once); the refresh cookie is revoked and cleared. */
  logout(): Promise<boolean> {
    return new Sessions(this.ctx).end();
  }

  async login(input: LoginInput) {
    const { email: key, password } = validate(loginInputSchema, input);
    await assertLoginAllowed(this.ctx, key);
    const user = await this.ctx.em.findOne(UserSchema, { email: key }, { populate: ['passwordHash'] });
    // Verify against a dummy hash when the user is missing so timing does not reveal accounts.
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !ok) {
      throw new DomainError('INVALID_CREDENTIALS', 'Invalid email or password');
    }
    await loginSucceeded(this.ctx, key);
    return this.issue(user, input.session);
  }

  async register(input: RegisterInput) {
    const { name, email, phone, avatar, password } = validate(registerInputSchema, input);
    await consume(this.ctx, [{ name: 'registerAddress', key: clientAddress() }]);
    const em = this.ctx.em;
    if (await em.count(UserSchema, { email })) throw new DomainError('EMAIL_TAKEN', 'This email is already registered');
    const user = em.create(UserSchema, {
      name,
      email,
      phone,
      avatar,
      role: 'user',
      passwordHash: await hashPassword(password),
      smsConsentAt: null,
      whatsappConsentAt: null,
      marketingConsentAt: null,
    });
    // Texts and marketing only with a box the person ticked (issues #37, #35), recorded with its time and wording.
    changeConsents(em, user, { sms: input.smsOptIn, whatsapp: input.whatsappOptIn, marketing: input.marketingOptIn }, 'signup');
    try {
      await em.flush();
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new DomainError('EMAIL_TAKEN', 'This email is already registered');
      throw e;
    }
    return this.issue(user, input.session);
  }
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2T8W1xS8cOeB3kK9Fv0n5XnJmN2gZ8cVd3k2uXgqk0Y';
