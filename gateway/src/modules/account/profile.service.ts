import { changePasswordInputSchema, updateProfileInputSchema } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, unauthenticated } from '../../errors.js';
import { fieldFailure, validate } from '../../validation.js';
import type { ChangePasswordInput, UpdateProfileInput } from '../../__generated__/resolvers-types.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { assertLoginAllowed, loginSucceeded } from '../../auth/login-throttle.js';
import { Sessions } from '../../auth/sessions.js';
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

  /**
   * Change password: the current one must be right (guesses count against the login throttle, so a stolen
   * access token cannot be used to find the password), the new one follows the password policy; every other
   * session of the account ends (its access tokens at once, its refresh cookie on its next refresh).
   */
  async changePassword(input: ChangePasswordInput): Promise<boolean> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const { currentPassword, newPassword } = validate(changePasswordInputSchema, input);
    const em = this.ctx.em;
    await assertLoginAllowed(this.ctx, viewer.email);
    const user = await em.findOneOrFail(UserSchema, { id: viewer.id }, { populate: ['passwordHash'] });
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw fieldFailure('input.currentPassword', 'password.wrongCurrent');
    }
    await loginSucceeded(this.ctx, viewer.email);
    user.passwordHash = await hashPassword(newPassword);
    await em.flush();
    await new Sessions(this.ctx).revokeOthers(user.id, 'password');
    return true;
  }
}
