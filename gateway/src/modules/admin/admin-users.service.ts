import { inBookingTransaction } from '../booking/booking-events.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { adminUpdateUserInputSchema, adminUserInputSchema } from '@marketplace/schema/rules/admin';
import type { Context } from '../../context.js';
import { DomainError, notFound } from '../../errors.js';
import { hashPassword, randomPassword } from '../../auth/passwords.js';
import { UserSchema, type RoleValue, type User } from '../account/user.entity.js';
import { PanditSchema } from '../pandit/pandit.entity.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { ReviewSchema } from '../review/review.entity.js';
import { audit, diff, snapshot } from './audit.service.js';
import { given, parseInput } from './validate.js';
import { recomputeRatings, removePandit } from './admin-pandits.service.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const USER_AUDIT_FIELDS = ['name', 'email', 'phone', 'role', 'avatar'] as const;

interface UserInputArgs {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  role?: RoleValue | null;
  avatar?: string | null;
}

const upper = (role: RoleValue | null | undefined) => (role ? role.toUpperCase() : role);
const lower = (role: string | undefined) => role?.toLowerCase() as RoleValue | undefined;
const emailTaken = () =>
  new DomainError('EMAIL_TAKEN', 'This email is already registered', {
    fields: { 'input.email': 'This email is already registered' },
  });
const lastAdmin = (message: string) => new DomainError('CONFLICT', message, { reason: 'LAST_ADMIN' });

export async function findUser(em: EntityManager, id: string): Promise<User> {
  const user = UUID_RE.test(id) ? await em.findOne(UserSchema, { id }) : null;
  if (!user) throw notFound('User');
  return user;
}

/** Accounts as an admin runs them (spec §5 'User form', §6): create, change, delete, with the last-admin rule. */
export class AdminUsersService {
  constructor(private readonly ctx: Context) {}

  async create(input: UserInputArgs) {
    const values = parseInput(adminUserInputSchema, { ...input, role: upper(input.role) });
    const oneTimePassword = randomPassword();
    const passwordHash = await hashPassword(oneTimePassword);
    const user = await this.ctx.em.transactional(async (em) => {
      if (await em.count(UserSchema, { email: values.email })) throw emailTaken();
      const created = em.create(UserSchema, {
        ...values,
        role: lower(values.role)!,
        avatar: values.avatar ?? null,
        phone: values.phone ?? null,
        passwordHash,
      });
      audit(this.ctx, em, 'user.create', 'User', created.id, diff(null, snapshot(created, USER_AUDIT_FIELDS)));
      return created;
    });
    return { user, oneTimePassword };
  }

  async update(id: string, input: UserInputArgs) {
    const values = given(parseInput(adminUpdateUserInputSchema, { ...given(input), role: upper(input.role) }));
    return this.ctx.em.transactional(async (em) => {
      const user = await findUser(em, id);
      const before = snapshot(user, USER_AUDIT_FIELDS);
      const role = lower(values.role);
      if (role && role !== 'admin' && user.role === 'admin' && (await em.count(UserSchema, { role: 'admin' })) <= 1) {
        throw lastAdmin('The last admin cannot be demoted.');
      }
      if (values.email && values.email !== user.email && (await em.count(UserSchema, { email: values.email, id: { $ne: id } }))) {
        throw emailTaken();
      }
      Object.assign(user, { ...values, ...(role ? { role } : {}) });
      // A pandit profile shows the account's contact details (spec §3).
      const pandit = await em.findOne(PanditSchema, { user: id });
      if (pandit) Object.assign(pandit, { name: user.name, email: user.email, ...(user.phone ? { phone: user.phone } : {}) });
      audit(this.ctx, em, 'user.update', 'User', id, diff(before, snapshot(user, USER_AUDIT_FIELDS)));
      return user;
    });
  }

  /** Not yourself, not the last admin. Their bookings and reviews go with them; a pandit profile as in deletePandit. */
  async delete(id: string): Promise<boolean> {
    if (id === this.ctx.viewer?.id) throw new DomainError('CONFLICT', 'You cannot delete your own account.', { reason: 'SELF' });
    await inBookingTransaction(this.ctx, async (tx) => {
      const em = tx.em;
      const user = await findUser(em, id);
      if (user.role === 'admin' && (await em.count(UserSchema, { role: 'admin' })) <= 1)
        throw lastAdmin('The last admin cannot be deleted.');
      const pandit = await em.findOne(PanditSchema, { user: id });
      if (pandit) await removePandit(em, pandit, tx);
      await em.nativeDelete(ReviewSchema, { user: id });
      await em.nativeDelete(BookingSchema, { user: id });
      await recomputeRatings(em);
      audit(this.ctx, em, 'user.delete', 'User', id, diff(snapshot(user, USER_AUDIT_FIELDS), null));
      em.remove(user);
    });
    return true;
  }
}
