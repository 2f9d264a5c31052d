import type { Context } from '../../context.js';
import { DomainError, Validator, unauthenticated } from '../../errors.js';
import { UserSchema } from './user.entity.js';
import { EMAIL_RE, PHONE_RE, isImageUrl, normalizeEmail, normalizePhone } from './account.service.js';

export interface UpdateProfileArgs {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
}

/** Drops absent, null and blank values (spec §5: empty values are dropped from the payload). */
export function nonEmpty(input: UpdateProfileArgs): { name?: string; email?: string; phone?: string; avatar?: string } {
  const out: Record<string, string> = {};
  for (const k of ['name', 'email', 'phone', 'avatar'] as const) {
    const v = input[k];
    if (typeof v === 'string' && v.trim()) out[k] = v.trim();
  }
  return out;
}

/** Edit Profile (spec §2, §5): every logged-in role changes its own name, email, phone, avatar; never its role. */
export class ProfileService {
  constructor(private readonly ctx: Context) {}

  async update(input: UpdateProfileArgs) {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const changes = nonEmpty(input);
    const name = changes.name?.replace(/\s+/g, ' ');
    const email = changes.email !== undefined ? normalizeEmail(changes.email) : undefined;
    const phone = changes.phone !== undefined ? normalizePhone(changes.phone) : undefined;
    new Validator()
      .check(name === undefined || (name.length >= 2 && name.length <= 120), 'name', 'Name must be 2 to 120 characters')
      .check(email === undefined || (EMAIL_RE.test(email) && email.length <= 254), 'email', 'Enter a valid email address')
      .check(phone === undefined || PHONE_RE.test(phone), 'phone', 'Phone number must be 10 digits')
      .check(changes.avatar === undefined || isImageUrl(changes.avatar), 'avatar', 'Avatar must be an image URL')
      .throwIfAny();
    const em = this.ctx.em;
    const user = await em.findOneOrFail(UserSchema, { id: viewer.id });
    if (email !== undefined && email !== user.email) {
      if (await em.count(UserSchema, { email, id: { $ne: user.id } })) {
        throw new DomainError('EMAIL_TAKEN', 'This email is already registered');
      }
      user.email = email;
    }
    if (name !== undefined) user.name = name;
    if (phone !== undefined) user.phone = phone;
    if (changes.avatar !== undefined) user.avatar = changes.avatar;
    try {
      await em.flush();
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new DomainError('EMAIL_TAKEN', 'This email is already registered');
      throw e;
    }
    this.ctx.viewer = user;
    return user;
  }
}
