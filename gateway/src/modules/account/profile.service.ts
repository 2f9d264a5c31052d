import { updateProfileInputSchema } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, unauthenticated } from '../../errors.js';
import { validate } from '../../validation.js';
import type { UpdateProfileInput } from '../../__generated__/resolvers-types.js';
import { UserSchema } from './user.entity.js';

/** Edit Profile (spec §2, §5): every logged-in role changes its own name, email, phone, avatar; never its role. */
export class ProfileService {
  constructor(private readonly ctx: Context) {}

  async update(input: UpdateProfileInput) {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    // Absent, null and blank values are ignored (spec §5).
    const { name, email, phone, avatar } = validate(updateProfileInputSchema, input);
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
    if (avatar !== undefined) user.avatar = avatar;
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
