import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../context.js';
import { DomainError, notFound } from '../../errors.js';
import { hashPassword, randomPassword } from '../../auth/passwords.js';
import { UserSchema } from '../account/user.entity.js';
import { PanditSchema, type Pandit } from '../pandit/pandit.entity.js';
import { searchTextFor } from '../pandit/pandit.search.js';
import { withCeremonies } from '../pandit/pandit-onboarding.service.js';
import { CeremonyService } from '../ceremony/ceremony.service.js';
import { applicationFields } from '../pandit/pandit-onboarding.rules.js';
import type { PanditApplicationInput } from '../../__generated__/resolvers-types.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { ReviewSchema } from '../review/review.entity.js';
import { audit, diff, snapshot } from './audit.service.js';
import { inBookingTransaction, publishBookingChanged, stateOf } from '../booking/booking-events.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PANDIT_AUDIT_FIELDS = ['name', 'email', 'phone', 'verified', 'approved', 'registrationStatus', 'rejectionReason'] as const;
export const UNVERIFIED_REASON = 'Unverified by admin';
export const PANDIT_REMOVED_REASON = 'Pandit removed by admin';

async function findPandit(em: EntityManager, id: string): Promise<Pandit> {
  const pandit = UUID_RE.test(id) ? await em.findOne(PanditSchema, { id }) : null;
  if (!pandit) throw notFound('Pandit');
  return pandit;
}

/** Ratings and review counts from the reviews (after reviews were deleted or imported in bulk). */
export async function recomputeRatings(em: EntityManager) {
  await em.getConnection().execute(
    `update pandits p set
       rating = coalesce((select round(avg(r.rating)::numeric, 1) from reviews r where r.pandit_id = p.id), 0),
       review_count = (select count(*) from reviews r where r.pandit_id = p.id)`,
    [],
    'run',
    em.getTransactionContext(),
  );
}

/**
 * Removes a pandit profile inside the caller's transaction: open bookings are cancelled (history recorded),
 * every booking keeps its record without the pandit ('Unknown Pandit'), reviews of the pandit are deleted.
 */
export async function removePandit(em: EntityManager, pandit: Pandit, ctx: Context) {
  const open = await em.find(BookingSchema, { pandit: pandit.id, status: { $in: ['pending', 'confirmed'] } });
  const at = new Date();
  for (const b of open) {
    const before = stateOf(b);
    b.status = 'cancelled';
    b.cancellationReason = PANDIT_REMOVED_REASON;
    await publishBookingChanged(ctx, em, { booking: b, before, cause: 'panditRemoved', reason: PANDIT_REMOVED_REASON, at });
  }
  await em.flush();
  await em.nativeUpdate(BookingSchema, { pandit: pandit.id }, { pandit: null });
  await em.nativeDelete(ReviewSchema, { pandit: pandit.id });
  em.remove(pandit);
  await em.flush();
}

/** Pandits as an admin runs them (spec §2 Pandit Management, §4 Verified toggle, §5 Admin add pandit). */
export class AdminPanditsService {
  constructor(private readonly ctx: Context) {}

  /** A new account (role pandit, one-time password) and its profile, approved and verified unless `verified` is false. */
  async create(input: PanditApplicationInput, verified = true) {
    const named = await withCeremonies(this.ctx, input);
    const fields = applicationFields(named.input);
    const oneTimePassword = randomPassword();
    const passwordHash = await hashPassword(oneTimePassword);
    const pandit = await this.ctx.em.transactional(async (em) => {
      if (await em.count(UserSchema, { email: fields.email })) {
        throw new DomainError('EMAIL_TAKEN', 'This email is already registered', {
          fields: { 'input.email': 'This email is already registered' },
        });
      }
      const user = em.create(UserSchema, {
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        avatar: fields.avatar,
        role: 'pandit',
        passwordHash,
      });
      const created = em.create(PanditSchema, {
        ...fields,
        user: user.id,
        approved: verified,
        verified,
        registrationStatus: verified ? 'approved' : 'pending',
        rejectionReason: null,
        searchText: searchTextFor(fields),
      });
      await CeremonyService.replaceForPandit(em, created.id, named.choices ?? []);
      audit(this.ctx, em, 'pandit.create', 'Pandit', created.id, diff(null, snapshot(created, PANDIT_AUDIT_FIELDS)));
      return created;
    });
    return { pandit, oneTimePassword };
  }

  /** Deletes the profile and its account; see removePandit for the bookings. */
  async delete(id: string): Promise<boolean> {
    await inBookingTransaction(this.ctx, async (tx) => {
      const em = tx.em;
      const pandit = await findPandit(em, id);
      const userId = (pandit.user as unknown as { id: string }).id;
      if (userId === this.ctx.viewer?.id)
        throw new DomainError('CONFLICT', 'You cannot delete your own account.', { reason: 'SELF' });
      const user = await em.findOneOrFail(UserSchema, { id: userId });
      audit(this.ctx, em, 'pandit.delete', 'Pandit', id, diff(snapshot(pandit, PANDIT_AUDIT_FIELDS), null));
      await removePandit(em, pandit, tx);
      await recomputeRatings(em);
      // An admin who also had a pandit profile keeps their account.
      if (user.role !== 'admin') em.remove(user);
    });
    return true;
  }

  /** Verified: approved + verified + 'approved' (listed). Unverified: rejected 'Unverified by admin' (hidden). */
  async setVerified(id: string, verified: boolean): Promise<Pandit> {
    const result = await this.ctx.em.transactional(async (em) => {
      const pandit = await findPandit(em, id);
      const before = snapshot(pandit, PANDIT_AUDIT_FIELDS);
      Object.assign(
        pandit,
        verified
          ? { verified: true, approved: true, registrationStatus: 'approved', rejectionReason: null }
          : { verified: false, approved: false, registrationStatus: 'rejected', rejectionReason: UNVERIFIED_REASON },
      );
      const user = await em.findOneOrFail(UserSchema, { id: (pandit.user as unknown as { id: string }).id });
      if (verified && user.role === 'user') user.role = 'pandit';
      if (!verified && user.role === 'pandit') user.role = 'user';
      audit(
        this.ctx,
        em,
        verified ? 'pandit.verify' : 'pandit.unverify',
        'Pandit',
        id,
        diff(before, snapshot(pandit, PANDIT_AUDIT_FIELDS)),
      );
      return pandit;
    });
    return this.ctx.em.findOneOrFail(PanditSchema, { id: result.id }, { refresh: true });
  }
}
