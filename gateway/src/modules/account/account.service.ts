import type { Context } from '../../context.js';
import { DomainError, Validator } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { assertLoginAllowed, loginSucceeded } from '../../auth/login-throttle.js';
import { clientAddress, consume } from '../../limits/rate-limits.js';
import { UserSchema, type User } from './user.entity.js';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_RE = /^(?:\+?91[-\s]?)?[6-9]\d{9}$/;
export const PASSWORD_RULE = (p: string) => p.length >= 8 && p.length <= 128 && /[A-Za-z]/.test(p) && /\d/.test(p);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
/** '+91 98765-43210' → '9876543210'. */
export const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, '');

export interface RegisterArgs {
  name: string;
  email: string;
  password: string;
  phone?: string | null;
  avatar?: string | null;
}

export class AccountService {
  constructor(private readonly ctx: Context) {}

  /** Signs a token; the rest of this request acts as the new session's user. */
  private async issue(user: User) {
    this.ctx.viewer = user;
    const token = await this.ctx.app.tokens.sign({ sub: user.id, role: user.role });
    return { token, user };
  }

  async login(email: string, password: string) {
    new Validator()
      .check(EMAIL_RE.test(email.trim()), 'email', 'Enter a valid email address')
      .check(password.length > 0, 'password', 'Password is required')
      .throwIfAny();
    const key = normalizeEmail(email);
    await assertLoginAllowed(this.ctx, key);
    const user = await this.ctx.em.findOne(UserSchema, { email: key }, { populate: ['passwordHash'] });
    // Verify against a dummy hash when the user is missing so timing does not reveal accounts.
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
    if (!user || !ok) {
      throw new DomainError('INVALID_CREDENTIALS', 'Invalid email or password');
    }
    await loginSucceeded(this.ctx, key);
    return this.issue(user);
  }

  async register(input: RegisterArgs) {
    const name = input.name?.trim() ?? '';
    const email = normalizeEmail(input.email ?? '');
    const phone = input.phone ? normalizePhone(input.phone) : null;
    new Validator()
      .check(name.length >= 2 && name.length <= 120, 'name', 'Name must be 2 to 120 characters')
      .check(EMAIL_RE.test(email) && email.length <= 254, 'email', 'Enter a valid email address')
      .check(PASSWORD_RULE(input.password ?? ''), 'password', 'Password must be at least 8 characters with a letter and a digit')
      .check(!phone || PHONE_RE.test(phone), 'phone', 'Phone number must be 10 digits')
      .check(!input.avatar || isImageUrl(input.avatar), 'avatar', 'Avatar must be an image URL')
      .throwIfAny();
    await consume(this.ctx, [{ name: 'registerAddress', key: clientAddress() }]);
    const em = this.ctx.em;
    if (await em.count(UserSchema, { email })) throw new DomainError('EMAIL_TAKEN', 'This email is already registered');
    const user = em.create(UserSchema, {
      name,
      email,
      phone,
      avatar: input.avatar || null,
      role: 'user',
      passwordHash: await hashPassword(input.password),
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

/** An absolute http(s) URL or a path to our own media. */
export function isImageUrl(value: string): boolean {
  if (/^\/media\/[0-9a-f-]{36}$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$2T8W1xS8cOeB3kK9Fv0n5XnJmN2gZ8cVd3k2uXgqk0Y';
