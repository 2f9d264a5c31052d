import {
  bookingReference,
  chatMessage,
  isUuid,
  makeRescheduleInputSchema,
  slotUnavailableReason,
  whatsappUrl,
} from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, notFound, unauthenticated } from '../../errors.js';
import { fieldFailure, validate } from '../../validation.js';
import { UserSchema, type User } from '../account/user.entity.js';
import { PanditSchema, type Pandit } from '../pandit/pandit.entity.js';
import { PackageSchema, type Package } from '../package/package.entity.js';
import { rawRows } from '../../db/raw.js';
import { inBookingTransaction, publishBookingChanged, stateOf } from './booking-events.js';
import { BookingSchema, type Booking, type BookingOrRow } from './booking.entity.js';
import { BookingService, SLOT_TAKEN_MESSAGE } from './booking.service.js';
import { failureError, partiesOf, refusal, transition } from './booking.transitions.js';

const refId = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);
const dateOf = (d: unknown) => String(d instanceof Date ? d.toISOString() : d).slice(0, 10);
/** Statuses in which the parties of a booking may reach each other. */
const CONTACT_STATUSES = new Set(['confirmed', 'completed']);

export interface BookingContactValue {
  name: string;
  phone: string | null;
  whatsappUrl: string | null;
}

/** Rescheduling, the parties' contact once a booking is confirmed, and a pandit's median response time. */
export class JourneyService {
  constructor(private readonly ctx: Context) {}

  /**
   * The customer moves a pending or confirmed booking of a pandit to another free slot of the same pandit
   * (the transition table's `reschedule`); it becomes pending. One transaction, one published change (the history
   * gets the slot's from and to, the parties a message).
   */
  async reschedule(id: string, date: string, time: string, now = new Date()): Promise<Booking> {
    return inBookingTransaction(this.ctx, (tx) => new JourneyService(tx).moveSlot(id, date, time, now));
  }

  private async moveSlot(id: string, date: string, time: string, now: Date): Promise<Booking> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const to = validate(
      makeRescheduleInputSchema(() => now),
      { date, time },
      '',
    );
    const found = await new BookingService(this.ctx).visible(id);
    const booking = found.booking;
    const parties = partiesOf(viewer, refId(booking.user), found.asPandit);
    const refused = refusal('reschedule', booking, parties, { now });
    if (refused) throw failureError(refused, booking);
    const before = stateOf(booking);
    const from = { date: before.date, time: before.time };
    if (from.date === to.date && from.time === to.time) throw fieldFailure('time', 'booking.sameSlot');

    const em = this.ctx.em;
    const pandit = await em.findOne(PanditSchema, { id: refId(booking.pandit)! });
    if (!pandit) throw notFound('Pandit');
    const reason = slotUnavailableReason(pandit.availability, to.date, to.time, now);
    if (reason === 'PAST') throw fieldFailure('time', 'booking.timePassed', { reason });
    if (reason) throw fieldFailure('time', 'booking.panditUnavailable', { reason });
    const held = await em.count(BookingSchema, {
      pandit: pandit.id,
      date: to.date,
      time: to.time,
      status: { $ne: 'cancelled' },
      id: { $ne: booking.id },
    });
    if (held) throw new DomainError('BOOKING_SLOT_TAKEN', SLOT_TAKEN_MESSAGE);

    transition(booking, 'reschedule', parties, { now, date: to.date, time: to.time });
    await publishBookingChanged(this.ctx, em, { booking, before, cause: 'reschedule', at: now });
    try {
      await em.flush();
    } catch (e) {
      const err = e as { code?: string; constraint?: string; message?: string };
      if (err?.code === '23505' && `${err.constraint ?? err.message}`.includes('bookings_pandit_slot_active_uniq'))
        throw new DomainError('BOOKING_SLOT_TAKEN', SLOT_TAKEN_MESSAGE);
      throw e;
    }
    return booking;
  }

  /**
   * The other party's phone and WhatsApp link, for the booking's customer (the pandit's) and its pandit (the
   * customer's, or the trip's contact phone), only while the booking is confirmed or completed; else null.
   */
  async contact(booking: BookingOrRow, language: string): Promise<BookingContactValue | null> {
    const viewer = this.ctx.viewer;
    if (!viewer || !CONTACT_STATUSES.has(booking.status)) return null;
    const loaders = this.ctx.loaders;
    const panditId = refId(booking.pandit);
    const pandit = panditId ? await loaders.byId<Pandit>(PanditSchema, 'Pandit').load(panditId) : null;
    if (!pandit) return null;
    const packageId = refId(booking.package);
    const pkg = packageId ? await loaders.byId<Package>(PackageSchema, 'Package').load(packageId) : null;
    const hindi = language.startsWith('hi');
    const facts = {
      reference: bookingReference(booking.id),
      date: dateOf(booking.date),
      time: pkg ? null : booking.time,
      what: pkg?.name ?? (booking.isVirtual ? (hindi ? 'वर्चुअल पूजा' : 'virtual pooja') : hindi ? 'पूजा' : 'pooja'),
    };
    if (refId(booking.user) === viewer.id) {
      const message = chatMessage({ ...facts, from: 'customer' }, language);
      return { name: pandit.name, phone: pandit.phone, whatsappUrl: whatsappUrl(pandit.whatsappNumber || pandit.phone, message) };
    }
    if (viewer.role === 'pandit' && refId(pandit.user) === viewer.id) {
      const customer = await loaders.byId<User>(UserSchema, 'User').load(refId(booking.user)!);
      const phone = booking.contactPhone ?? customer?.phone ?? null;
      const message = chatMessage({ ...facts, from: 'pandit' }, language);
      return { name: customer?.name ?? '', phone, whatsappUrl: whatsappUrl(phone, message) };
    }
    return null;
  }

  /**
   * The median minutes from request to first confirmation over the pandit's bookings; null with fewer than
   * three confirmations. One prepared statement for every pandit of the request (batched): each of their bookings
   * looks up its first confirmation in booking_status_history_confirmed_idx, so the cost follows the pandits'
   * bookings, never the size of the history.
   */
  medianResponseMinutes(panditId: string): Promise<number | null> {
    const app = this.ctx.app;
    return this.ctx.loaders
      .batch<string, number | null>('pandit:medianResponse', async (ids) => {
        const valid = ids.filter(isUuid);
        if (!valid.length) return ids.map(() => null);
        const rows = await rawRows<{ pandit_id: string; median: number | string; n: number }>(
          app,
          `select b.pandit_id,
                  percentile_cont(0.5) within group (order by extract(epoch from (c.first_at - b.created_at)) / 60) as median,
                  count(*)::int as n
             from bookings b
             cross join lateral (select min(h.created_at) as first_at
                                   from booking_status_history h
                                  where h.booking_id = b.id and h.field = 'status' and h."to" = 'confirmed') c
            where b.pandit_id = any(?::uuid[]) and c.first_at is not null
            group by b.pandit_id`,
          [valid],
        );
        const byId = new Map(rows.map((r) => [r.pandit_id, r.n >= 3 ? Math.max(0, Math.round(Number(r.median))) : null]));
        return ids.map((id) => byId.get(id) ?? null);
      })
      .load(panditId);
  }
}
