import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { ceremonyPriceFor, isUuid, slotUnavailableReason, startInstant } from '@marketplace/schema/rules';
import type { AppDeps, Context } from '../../context.js';
import { DomainError, notFound, unauthenticated } from '../../errors.js';
import { rawRows } from '../../db/raw.js';
import { log } from '../../log.js';
import { PUBLIC_PANDIT_SQL, PanditSchema, pricingOf, type Pandit } from '../pandit/pandit.entity.js';
import { recordGuaranteeStep, type GuaranteeStep } from '../admin/booking-history.js';
import { BookingStatusChangeSchema, type BookingStatusChange } from '../admin/audit.entity.js';
import { recordEvent } from '../messages/events.js';
import { BookingSchema, type Booking } from './booking.entity.js';
import { BookingOfferSchema, type BookingOffer } from './booking-offer.entity.js';
import { failureError, partiesOf, refusal, transition } from './booking.transitions.js';
import { inBookingTransaction, publishBookingChanged, stateOf } from './booking-events.js';

/**
 * The guarantee when a pandit does not answer (issue #34 item 3, decision record 0067).
 *
 * A pending request its pandit has not confirmed within min(PANDIT_RESPONSE_HOURS, half the time from the request to
 * the ceremony), or that he declines, is offered to up to three substitute pandits (`booking_offers`): public pandits
 * who perform that ceremony (or, without one, share a specialization with the first pandit), in the first pandit's
 * city (or online for a virtual booking), free at that slot, whose price for the tier is at most the booking's amount.
 * The first to accept gets the booking, confirmed: the booking row is locked in the accepting transaction, so of
 * several accepts at the same moment exactly one finds it still open. Nobody within a second window (min(the
 * window, half the time left)), or "only this pandit": the request is cancelled and a payment refunded in full (the
 * refund path of payment/booking-subscriber.ts). The devotee may decline a substitute (the transition table's
 * `declineSubstitute`). Each step is a row of the booking's history (its timeline).
 */

/** How often the sweep runs (the message worker's periodic job). */
export const GUARANTEE_SWEEP_MS = 60_000;
/** The condition of a listed pandit (PUBLIC_PANDIT_SQL) on the alias `p`. */
const LISTED = PUBLIC_PANDIT_SQL.replaceAll(' and ', ' and p.').replace(/^/, 'p.');
/** At most this many substitutes per request. */
export const MAX_SUBSTITUTES = 3;
/** Bookings handled per sweep and step (the rest wait for the next minute). */
const SWEEP_BATCH = 50;

export const UNANSWERED_REASON = 'No pandit accepted the request in time';

const HOUR_MS = 3_600_000;
const refId = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);
/** The India date as the booking's events read it (booking-events.ts stateOf). */
const dateOf = (b: Booking) => stateOf(b).date;
const startOf = (b: Booking) => startInstant(dateOf(b), b.time);

/** A window from `from`: the response hours, never later than half the time left before the start. */
export function windowEnd(from: Date, start: Date, hours: number): Date {
  const half = Math.max(0, (start.getTime() - from.getTime()) / 2);
  return new Date(from.getTime() + Math.min(hours * HOUR_MS, half));
}

const OFFER_TAKEN = () =>
  new DomainError('CONFLICT', 'This request is no longer open: another pandit accepted it, or it ended.', {
    reason: 'OFFER_TAKEN',
  });

/** What the sweep did (tests and logs). */
export interface SweepResult {
  offered: number;
  lapsed: number;
}

export class GuaranteeService {
  constructor(private readonly ctx: Context) {}

  private get em(): EntityManager {
    return this.ctx.em;
  }

  private get hours(): number {
    return this.ctx.app.config.panditResponseHours;
  }

  /** The periodic job of the message worker (app.ts): `worker.also('guarantee', GUARANTEE_SWEEP_MS, guaranteeJob(deps))`. */
  static job(deps: AppDeps): (em: EntityManager, now: Date) => Promise<SweepResult> {
    return (em, now) => new GuaranteeService(systemContext(deps, em)).sweep(now);
  }

  /**
   * One sweep at `now`: requests whose window passed are offered to substitutes (or lapse), then requests whose
   * offers all expired lapse. Each booking in its own transaction; one failing is logged and the others go on.
   */
  async sweep(now: Date): Promise<SweepResult> {
    const app = this.ctx.app;
    const due = await rawRows<{ id: string }>(
      app,
      // Due: the window passed, or the pandit is no longer listed (suspended after a complaint, unverified): his
      // requests go to substitutes at once (issue #35).
      `select b.id from bookings b join pandits p on p.id = b.pandit_id
        where b.status = 'pending' and b.offered_at is null
          and ((b.date + b.time::time) at time zone 'Asia/Kolkata') > ?::timestamptz
          and (b.created_at + least(make_interval(secs => ?::double precision),
                (((b.date + b.time::time) at time zone 'Asia/Kolkata') - b.created_at) / 2) <= ?::timestamptz
               or not (${LISTED}))
        order by b.created_at, b.id
        limit ${SWEEP_BATCH}`,
      [now.toISOString(), this.hours * 3600, now.toISOString()],
    );
    const expired = await rawRows<{ booking_id: string }>(
      app,
      `select distinct o.booking_id from booking_offers o
        where o.state = 'offered' and o.expires_at <= ?::timestamptz
        limit ${SWEEP_BATCH}`,
      [now.toISOString()],
    );
    const result: SweepResult = { offered: 0, lapsed: 0 };
    for (const { id } of due) {
      try {
        const outcome = await this.inTransaction((g) => g.handOutDue(id, now));
        if (outcome === 'offered') result.offered++;
        if (outcome === 'lapsed') result.lapsed++;
      } catch (err) {
        log.warn({ err, bookingId: id }, 'guarantee: could not offer a request to substitutes');
      }
    }
    for (const { booking_id: id } of expired) {
      try {
        if (await this.inTransaction((g) => g.lapseExpired(id, now))) result.lapsed++;
      } catch (err) {
        log.warn({ err, bookingId: id }, 'guarantee: could not end an unanswered request');
      }
    }
    return result;
  }

  private inTransaction<T>(run: (g: GuaranteeService) => Promise<T>): Promise<T> {
    const fresh = { ...this.ctx, em: this.ctx.em.fork() };
    return inBookingTransaction(fresh, (tx) => run(new GuaranteeService(tx)));
  }

  /** The booking, its row locked until the transaction ends (every step here takes it first). */
  private locked(id: string): Promise<Booking | null> {
    return this.em.findOne(BookingSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** A request whose window passed: offered to substitutes, or lapsed (only this pandit, or nobody fits). */
  private async handOutDue(id: string, now: Date): Promise<'offered' | 'lapsed' | null> {
    const booking = await this.locked(id);
    if (!booking || booking.status !== 'pending' || booking.offeredAt || !refId(booking.pandit)) return null;
    if (startOf(booking) <= now) return null;
    if (!booking.onlyThisPandit && (await this.offerToSubstitutes(booking, now, 'offered'))) return 'offered';
    await this.lapse(booking, now);
    return 'lapsed';
  }

  /**
   * The pandit declined a pending request (BookingService.decline, in its transaction, the row loaded there): it is
   * offered to substitutes unless "only this pandit" or nobody fits. True when it was; false: decline as before.
   */
  async offerDeclined(booking: Booking, now: Date): Promise<boolean> {
    if (booking.onlyThisPandit || booking.offeredAt || booking.originalPandit) return false;
    // The row locked (and re-read) as the sweep does: whichever comes second sees what the first did.
    await this.locked(booking.id);
    if (booking.status !== 'pending' || booking.offeredAt || startOf(booking) <= now) return false;
    return this.offerToSubstitutes(booking, now, 'pandit_declined');
  }

  /** Writes the offers (at most three), the step and the offered pandits' e-mails; false when nobody fits. */
  private async offerToSubstitutes(booking: Booking, now: Date, step: GuaranteeStep): Promise<boolean> {
    const substitutes = await this.substitutesFor(booking, now);
    if (!substitutes.length) return false;
    const expiresAt = windowEnd(now, startOf(booking), this.hours);
    booking.offeredAt = now;
    for (const pandit of substitutes) {
      this.em.create(BookingOfferSchema, {
        booking: booking.id,
        pandit: pandit.id,
        firstPandit: refId(booking.pandit),
        state: 'offered',
        expiresAt,
        createdAt: now,
        answeredAt: null,
      } as never);
      recordEvent(this.em, { type: 'booking.offered', bookingId: booking.id, userId: refId(pandit.user)!, data: { expiresAt } });
    }
    recordGuaranteeStep(this.ctx, this.em, booking.id, step);
    return true;
  }

  /**
   * Up to three substitutes for a booking: public, not its pandit nor the customer, performing its ceremony (or
   * sharing a specialization with its pandit when it names none), in its pandit's city or offering virtual ceremonies
   * for a virtual booking, with no active booking at the slot and the slot inside their hours, at a price for the
   * tier no higher than the booking's amount. Best rated first.
   */
  private async substitutesFor(booking: Booking, now: Date): Promise<Pandit[]> {
    const first = await this.em.findOne(PanditSchema, { id: refId(booking.pandit)! });
    if (!first) return [];
    const ceremonyId = refId(booking.ceremony);
    const date = dateOf(booking);
    const params: unknown[] = [];
    const where: string[] = [LISTED];
    where.push('p.id <> ?', 'p.user_id <> ?');
    params.push(first.id, refId(booking.user));
    if (booking.isVirtual) where.push('p.virtual_pooja_available = true');
    else {
      where.push('lower(p.city) = lower(?)');
      params.push(first.city);
    }
    if (ceremonyId) {
      where.push('exists (select 1 from pandit_ceremonies pc where pc.pandit_id = p.id and pc.ceremony_id = ?)');
      params.push(ceremonyId);
    } else {
      // One placeholder per specialization (a list binding expands to values, not to an array).
      const specs = first.specializations ?? [];
      if (!specs.length) return [];
      where.push(`p.specializations && array[${specs.map(() => '?').join(', ')}]::text[]`);
      params.push(...specs);
    }
    where.push(
      `not exists (select 1 from bookings x where x.pandit_id = p.id and x.date = ? and x.time = ? and x.status <> 'cancelled')`,
      'not exists (select 1 from booking_offers o where o.booking_id = ? and o.pandit_id = p.id)',
    );
    params.push(date, booking.time, booking.id);
    const rows = await this.em.getConnection().execute<Array<{ id: string; price: number | null; virtual_price: number | null }>>(
      `select p.id, pc.price, pc.virtual_price from pandits p
           left join pandit_ceremonies pc on pc.pandit_id = p.id and pc.ceremony_id = ?
          where ${where.join(' and ')}
          order by p.rating desc, p.review_count desc, p.id
          limit 30`,
      [ceremonyId, ...params],
      'all',
      this.em.getTransactionContext(),
    );
    if (!rows.length) return [];
    const pandits = new Map(
      (await this.em.find(PanditSchema, { id: { $in: rows.map((r) => r.id) } }, { populate: ['user'] })).map((p) => [p.id, p]),
    );
    const chosen: Pandit[] = [];
    for (const row of rows) {
      const p = pandits.get(row.id);
      if (!p) continue;
      if (slotUnavailableReason(p.availability, date, booking.time, now)) continue;
      const own = ceremonyId ? { price: row.price, virtualPrice: row.virtual_price } : null;
      if (ceremonyPriceFor(pricingOf(p), own, booking.tier, booking.isVirtual) > booking.totalAmount) continue;
      chosen.push(p);
      if (chosen.length === MAX_SUBSTITUTES) break;
    }
    return chosen;
  }

  /** Offers that all expired: the request lapses, unless it was taken or ended meanwhile (then they are withdrawn). */
  private async lapseExpired(id: string, now: Date): Promise<boolean> {
    const booking = await this.locked(id);
    if (!booking) return false;
    const open = await this.em.find(BookingOfferSchema, { booking: id, state: 'offered' });
    if (!open.length || open.some((o) => o.expiresAt > now)) return false;
    if (booking.status === 'pending' && !booking.originalPandit) {
      await this.lapse(booking, now);
      return true;
    }
    for (const o of open) this.close(o, 'withdrawn', now);
    return false;
  }

  /** Ends an unanswered request: cancelled, refunded in full, the devotee told (booking.unanswered). */
  private async lapse(booking: Booking, now: Date): Promise<void> {
    const before = stateOf(booking);
    for (const o of await this.em.find(BookingOfferSchema, { booking: booking.id, state: 'offered' }))
      this.close(o, 'expired', now);
    booking.status = 'cancelled';
    booking.cancellationReason = UNANSWERED_REASON;
    await publishBookingChanged(this.ctx, this.em, { booking, before, cause: 'unanswered', reason: UNANSWERED_REASON, at: now });
    recordGuaranteeStep(this.ctx, this.em, booking.id, 'unanswered');
  }

  private close(offer: BookingOffer, state: 'expired' | 'withdrawn' | 'declined' | 'accepted', now: Date) {
    offer.state = state;
    offer.answeredAt = now;
  }

  // ---------------------------------------------------------------- the substitute

  /** The caller's pandit profile id; FORBIDDEN without one. */
  private async myPanditId(): Promise<string> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const mine = await this.em.findOne(PanditSchema, { user: viewer.id }, { fields: ['id'] });
    if (!mine) throw new DomainError('FORBIDDEN', 'Only a pandit has offered requests.');
    return mine.id;
  }

  /** Requests offered to the caller that are still open, soonest expiry first (at most 20), with their bookings. */
  async offers(now = new Date()): Promise<Array<BookingOffer & { booking: Booking }>> {
    const panditId = await this.myPanditId();
    const offers = await this.em.find(
      BookingOfferSchema,
      { pandit: panditId, state: 'offered', expiresAt: { $gt: now } },
      { orderBy: { expiresAt: 'asc', id: 'asc' }, limit: 20, populate: ['booking'] },
    );
    return offers;
  }

  /** The caller's offer, NOT_FOUND for anyone else's. */
  private async myOffer(id: string): Promise<BookingOffer> {
    if (!isUuid(id)) throw notFound('Offer');
    const offer = await this.em.findOne(BookingOfferSchema, { id, pandit: await this.myPanditId() });
    if (!offer) throw notFound('Offer');
    return offer;
  }

  /**
   * The substitute accepts: in one transaction, the booking's row locked first, so of several accepting at once the
   * first gets it and the others find it taken (OFFER_TAKEN). The booking moves to him (its first pandit kept as
   * originalPandit) and is confirmed by the transition table's `confirm`; the other offers are withdrawn.
   */
  accept(offerId: string, now = new Date()): Promise<Booking> {
    return inBookingTransaction(this.ctx, async (tx) => new GuaranteeService(tx).takeOver(offerId, now));
  }

  private async takeOver(offerId: string, now: Date): Promise<Booking> {
    const offer = await this.myOffer(offerId);
    const bookingId = refId(offer.booking)!;
    const booking = await this.locked(bookingId);
    await this.em.refresh(offer);
    if (!booking || offer.state !== 'offered' || offer.expiresAt <= now) throw OFFER_TAKEN();
    if (booking.status !== 'pending' || !booking.offeredAt || booking.originalPandit) throw OFFER_TAKEN();
    const before = stateOf(booking);
    booking.originalPandit = booking.pandit;
    booking.pandit = this.em.getReference(PanditSchema, refId(offer.pandit)!);
    transition(booking, 'confirm', { customer: false, pandit: true, admin: false }, { now });
    this.close(offer, 'accepted', now);
    for (const other of await this.em.find(BookingOfferSchema, { booking: bookingId, state: 'offered', id: { $ne: offer.id } }))
      this.close(other, 'withdrawn', now);
    await publishBookingChanged(this.ctx, this.em, { booking, before, cause: 'substituted', at: now });
    recordGuaranteeStep(this.ctx, this.em, booking.id, 'substituted');
    try {
      await this.em.flush();
    } catch (e) {
      if ((e as { code?: string }).code === '23505')
        throw new DomainError('BOOKING_SLOT_TAKEN', 'You already have a booking at that date and time.');
      throw e;
    }
    return booking;
  }

  /** The substitute declines; when no offer of the request is left open, it lapses now. */
  declineOffer(offerId: string, now = new Date()): Promise<BookingOffer> {
    return inBookingTransaction(this.ctx, async (tx) => {
      const g = new GuaranteeService(tx);
      const offer = await g.myOffer(offerId);
      const booking = await g.locked(refId(offer.booking)!);
      await g.em.refresh(offer);
      if (offer.state !== 'offered') throw OFFER_TAKEN();
      g.close(offer, 'declined', now);
      await g.em.flush();
      const open = await g.em.count(BookingOfferSchema, { booking: refId(offer.booking)!, state: 'offered' });
      if (booking && !open && booking.status === 'pending' && !booking.originalPandit) await g.lapse(booking, now);
      return offer;
    });
  }

  // ---------------------------------------------------------------- the devotee

  /** The devotee declines the substitute: cancelled, a payment refunded in full (the transition's own rule). */
  declineSubstitute(bookingId: string, now = new Date()): Promise<Booking> {
    return inBookingTransaction(this.ctx, async (tx) => {
      const viewer = tx.viewer;
      if (!viewer) throw unauthenticated();
      if (!isUuid(bookingId)) throw notFound('Booking');
      const booking = await tx.em.findOne(
        BookingSchema,
        { id: bookingId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!booking) throw notFound('Booking');
      const parties = partiesOf(viewer, refId(booking.user), false);
      const failure = refusal('declineSubstitute', booking, parties, { now });
      if (failure) throw failureError(failure, booking);
      const before = stateOf(booking);
      transition(booking, 'declineSubstitute', parties, { now });
      await publishBookingChanged(tx, tx.em, {
        booking,
        before,
        cause: 'declineSubstitute',
        reason: booking.cancellationReason,
        at: now,
      });
      recordGuaranteeStep(tx, tx.em, booking.id, 'substitute_declined');
      return booking;
    });
  }

  // ---------------------------------------------------------------- the timeline

  /** The booking's history rows, oldest first (at most 50): one batched statement per request for a whole list. */
  historyOf(bookingId: string): Promise<BookingStatusChange[]> {
    const ctx = this.ctx;
    return ctx.loaders
      .batch<string, BookingStatusChange[]>('timelineByBooking', async (ids) => {
        const rows = await ctx.em.find(
          BookingStatusChangeSchema,
          { booking: { $in: [...ids] } },
          { orderBy: { createdAt: 'asc', id: 'asc' } },
        );
        // A change's guarantee step follows its status row when both carry the same instant.
        const order = (a: BookingStatusChange, b: BookingStatusChange) =>
          a.createdAt.getTime() - b.createdAt.getTime() || Number(a.field === 'guarantee') - Number(b.field === 'guarantee');
        return ids.map((id) =>
          rows
            .filter((r) => refId(r.booking) === id)
            .sort(order)
            .slice(0, 49),
        );
      })
      .load(bookingId);
  }
}

/** A context for the sweep: no viewer (the system acts), the worker's EntityManager. */
function systemContext(deps: AppDeps, em: EntityManager): Context {
  return { app: deps, em, viewer: null, loaders: null } as unknown as Context;
}
