import { loginInputSchema, registerInputSchema } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError } from '../../errors.js';
import { validate } from '../../validation.js';
import type { LoginInput, RegisterInput } from '../../__generated__/resolvers-types.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { assertNotThrottled, clearFailures, recordFailure } from '../../auth/login-throttle.js';
import { UserSchema, type User } from './user.entity.js';

export class AccountService {
  constructor(private readonly ctx: Context) {}

  /** Signs a token; the rest of this request acts as the new session's user. */
  private async issue(user: User) {
    this.ctx.viewer = user;
    const token = await this.ctx.app.tokens.sign({ sub: user.id, role: user.role });
    return { token, user };
  }

  async login(input: LoginInput) {
    const { email: key, password } = validate(loginInputSchema, input);
    assertNotThrottled(key);
    const user = await this.ctx.em.findOne(UserSchema, { email: key }, { populate: ['passwordHash'] });
    // Verify against a dummy hash when the user is missing so timing does not reveal accounts.
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !ok) {
      recordFailure(key);
      throw new DomainError('INVALID_CREDENTIALS', 'Invalid email or password');
    }
    clearFailures(key);
    return this.issue(user);
  }

  async register(input: RegisterInput) {
    const { name, email, phone, avatar, password } = validate(registerInputSchema, input);
    const em = this.ctx.em;
    if (await em.count(UserSchema, { email })) throw new DomainError('EMAIL_TAKEN', 'This email is already registered');
    const user = em.create(UserSchema, {
      name,
      email,
      phone,
      avatar,
      role: 'user',
      passwordHash: await hashPassword(password),
    });
    try {
      await em.flush();
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new DomainError('EMAIL_TAKEN', 'This email is already registered');
      throw e;
    }
    return this.issue(user);
  }
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2T8W1xS8cOeB3kK9Fv0n5XnJmN2gZ8cVd3k2uXgqk0Y';
