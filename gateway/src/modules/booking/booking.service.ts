import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_STATUS_VALUES,
  CANCEL_WINDOW_HOURS,
  PAYMENT_STATUS_VALUES,
  createBookingInputSchema,
  indiaToday,
  isPastSlot,
  isUuid,
  lastBookableDate,
  makeCreateBookingInputSchema,
  priceFor,
  slotUnavailableReason,
  slotsForDate,
  withinCancelWindow,
  type AvailabilityRules,
  type BookingStatusValue,
  type PaymentStatusValue,
  type SlotState,
  type TierValue,
} from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, Validator, forbidden, notFound, unauthenticated } from '../../errors.js';
import { fieldFailure, validate } from '../../validation.js';
import type { BookingFilter, CreateBookingInput } from '../../__generated__/resolvers-types.js';
import { pageOf, type PageArgs } from '../../paging.js';
import type { User } from '../account/user.entity.js';
import { PanditSchema, pricingOf, type Pandit } from '../pandit/pandit.entity.js';
import { PackageSchema, type Package } from '../package/package.entity.js';
import { BookingSchema, type Booking } from './booking.entity.js';
import { newMeetingLink } from './booking.rules.js';

export const SLOT_TAKEN_MESSAGE = 'This time slot has just been booked. Please choose another.';
const slotTaken = () => new DomainError('BOOKING_SLOT_TAKEN', SLOT_TAKEN_MESSAGE);

/** The PostgreSQL unique-violation's index name, when the error is one. */
function uniqueViolation(e: unknown): string | null {
  const err = e as { code?: string; constraint?: string; detail?: string; message?: string };
  if (err?.code !== '23505') return null;
  return err.constraint ?? err.message ?? '';
}

const refId = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);

/** Booking rules and ownership: who may see, create and change which booking. */
export class BookingService {
  constructor(private readonly ctx: Context) {}

  private get em(): EntityManager {
    return this.ctx.em;
  }

  private viewer(): User {
    if (!this.ctx.viewer) throw unauthenticated();
    return this.ctx.viewer;
  }

  /** The viewer's own pandit profile id (approved or not), or null. Cached per request. */
  private panditIdPromise?: Promise<string | null>;
  myPanditId(): Promise<string | null> {
    const viewer = this.ctx.viewer;
    if (!viewer) return Promise.resolve(null);
    this.panditIdPromise ??= this.em
      .findOne(PanditSchema, { user: viewer.id }, { fields: ['id'] })
      .then((p) => (p ? p.id : null));
    return this.panditIdPromise;
  }

  // ---------------------------------------------------------------- slots

  /** Every slot of a date for a public pandit with whether it can be booked: one SQL statement. */
  async bookableSlots(panditId: string, date: string, now = new Date()): Promise<SlotState[]> {
    if (!isUuid(panditId)) throw notFound('Pandit');
    const rows = await this.em.getConnection().execute<Array<{ availability: AvailabilityRules | string | null; booked: string[] | null }>>(
      `select p.availability, array_remove(array_agg(b.time), null) as booked
         from pandits p
         left join bookings b on b.pandit_id = p.id and b.date = ? and b.status <> 'cancelled'
        where p.id = ? and p.approved = true and p.verified = true and p.registration_status = 'approved'
        group by p.id`,
      [date, panditId],
    );
    const row = rows[0];
    if (!row) throw notFound('Pandit');
    const availability = typeof row.availability === 'string' ? (JSON.parse(row.availability) as AvailabilityRules) : row.availability;
    if (date > lastBookableDate(now)) {
      return slotsForDate(availability, date, [], now).map((s) => ({ ...s, available: false, reason: s.reason ?? 'BLOCKED' }));
    }
    return slotsForDate(availability, date, row.booked ?? [], now);
  }

  // ---------------------------------------------------------------- reading

  /** A booking the viewer may see (customer, its pandit, admin); anyone else: NOT_FOUND. */
  async visible(id: string) {
    const viewer = this.viewer();
    if (!isUuid(id)) throw notFound('Booking');
    const booking = await this.em.findOne(BookingSchema, { id });
    if (!booking) throw notFound('Booking');
    const asCustomer = refId(booking.user) === viewer.id;
    const panditId = refId(booking.pandit);
    const asPandit = panditId !== null && panditId === (await this.myPanditId());
    const asAdmin = viewer.role === 'admin';
    if (!asCustomer && !asPandit && !asAdmin) throw notFound('Booking');
    return { booking, asCustomer, asPandit, asAdmin };
  }

  async get(id: string): Promise<Booking> {
    return (await this.visible(id)).booking;
  }

  async list(filter: BookingFilter | null | undefined, page: PageArgs | null | undefined) {
    const viewer = this.viewer();
    const scope = filter?.scope ?? (viewer.role === 'admin' ? 'ALL' : viewer.role === 'pandit' ? 'CEREMONIES' : 'MINE');
    const where: Record<string, unknown> = {};
    if (scope === 'MINE') where.user = viewer.id;
    else if (scope === 'CEREMONIES') {
      const panditId = await this.myPanditId();
      if (!panditId) throw new DomainError('FORBIDDEN', 'Only a pandit has ceremonies.');
      where.pandit = panditId;
    } else if (viewer.role !== 'admin') throw forbidden();
    if (filter?.status) where.status = filter.status;
    const today = indiaToday();
    if (filter?.when === 'UPCOMING') where.date = { $gte: today };
    if (filter?.when === 'PAST') where.date = { $lt: today };
    const orderBy =
      filter?.when === 'UPCOMING'
        ? { date: 'asc', time: 'asc', id: 'asc' }
        : filter?.when === 'PAST'
          ? { date: 'desc', time: 'desc', id: 'asc' }
          : { createdAt: 'desc', id: 'asc' };
    const { offset, limit, page: p } = pageOf(page, 20);
    const [items, totalCount] = await this.em.findAndCount(BookingSchema, where, { orderBy: orderBy as never, offset, limit });
    return { items, pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }

  // ---------------------------------------------------------------- creating

  async create(input: CreateBookingInput, now?: Date): Promise<Booking> {
    const viewer = this.viewer();
    const schema = now ? makeCreateBookingInputSchema(() => now) : createBookingInputSchema;
    const { panditId, packageId, date, time, location, notes, isVirtual, idempotencyKey: key } = validate(schema, input);
    if (key) {
      const first = await this.byIdempotencyKey(viewer.id, key);
      if (first) return first;
    }

    let pandit: Pandit | null = null;
    let pkg: Package | null = null;
    if (panditId) {
      pandit = await this.em.findOne(PanditSchema, { id: panditId, approved: true, verified: true, registrationStatus: 'approved' });
      if (!pandit) throw notFound('Pandit');
      if (refId(pandit.user) === viewer.id) throw new DomainError('FORBIDDEN', 'You cannot book yourself.');
      if (isVirtual && !pandit.virtualPoojaAvailable) throw fieldFailure('input.isVirtual', 'booking.virtualNotOffered');
      const reason = slotUnavailableReason(pandit.availability, date, time, now);
      if (reason === 'BLOCKED' || reason === 'OUTSIDE_HOURS') {
        throw fieldFailure('input.time', 'booking.panditUnavailable', { reason });
      }
      const held = await this.em.count(BookingSchema, { pandit: pandit.id, date, time, status: { $ne: 'cancelled' } });
      if (held) {
        // The holder may be this very request's first attempt, committed since the lookup above.
        const first = key ? await this.byIdempotencyKey(viewer.id, key) : null;
        if (first) return first;
        throw slotTaken();
      }
    } else {
      pkg = packageId ? await this.em.findOne(PackageSchema, { id: packageId }) : null;
      if (!pkg) throw notFound('Package');
      if (isVirtual && !pkg.virtualAvailable) throw fieldFailure('input.isVirtual', 'booking.packageNotVirtual');
    }

    // A package has one price; its tier is recorded as basic. Whatever amount the client sent is ignored.
    const tier: TierValue = pkg ? 'basic' : (input.tier ?? 'basic');
    const totalAmount = pkg ? pkg.price : priceFor(pricingOf(pandit!), tier, isVirtual);
    const em = this.em.fork();
    const booking = em.create(BookingSchema, {
      user: viewer.id,
      pandit: pandit?.id ?? null,
      package: pkg?.id ?? null,
      date,
      time,
      location,
      notes,
      tier,
      isVirtual,
      totalAmount,
      status: 'pending',
      paymentStatus: 'pending',
      meetingLink: isVirtual ? newMeetingLink() : null,
      cancellationReason: null,
      idempotencyKey: key,
    } as never);
    try {
      await em.flush();
    } catch (e) {
      const index = uniqueViolation(e);
      if (index === null) throw e;
      // A retry that raced its first attempt: return the first booking.
      if (key) {
        const first = await this.byIdempotencyKey(viewer.id, key);
        if (first) return first;
      }
      if (index.includes('bookings_pandit_slot_active_uniq')) throw slotTaken();
      throw e;
    }
    return booking;
  }

  private byIdempotencyKey(userId: string, key: string) {
    return this.em.fork().findOne(BookingSchema, { user: userId, idempotencyKey: key });
  }

  // ---------------------------------------------------------------- changing

  /** The customer cancels their own pending or confirmed booking, up to 24 hours before it starts. */
  async cancel(id: string, reason: string | null | undefined, now = new Date()): Promise<Booking> {
    const { booking, asCustomer } = await this.visible(id);
    if (!asCustomer) throw new DomainError('FORBIDDEN', 'Only the customer who booked can cancel this booking.');
    const text = (reason ?? '').trim();
    if (text.length > 500) throw validation('reason', 'The reason must be at most 500 characters');
    if (booking.status !== 'pending' && booking.status !== 'confirmed') {
      throw new DomainError('CONFLICT', 'Only a pending or confirmed booking can be cancelled.', { reason: 'NOT_CANCELLABLE', status: booking.status });
    }
    if (!withinCancelWindow(String(booking.date), booking.time, now)) {
      throw new DomainError(
        'CONFLICT',
        `A booking can be cancelled only up to ${CANCEL_WINDOW_HOURS} hours before it starts. Please contact support.`,
        { reason: 'CANCEL_WINDOW_CLOSED' },
      );
    }
    booking.status = 'cancelled';
    booking.cancellationReason = text || 'Cancelled by the customer';
    await this.em.flush();
    return booking;
  }

  /** The pandit's own ceremony, or NOT_FOUND / FORBIDDEN. */
  private async asMyCeremony(id: string) {
    const found = await this.visible(id);
    if (!found.asPandit) {
      if (found.asCustomer || found.asAdmin) throw new DomainError('FORBIDDEN', 'Only the pandit of this booking can do this.');
      throw notFound('Booking');
    }
    return found.booking;
  }

  async confirm(id: string, now = new Date()): Promise<Booking> {
    const booking = await this.asMyCeremony(id);
    if (booking.status !== 'pending') {
      throw new DomainError('CONFLICT', 'Only a pending request can be confirmed.', { reason: 'NOT_PENDING', status: booking.status });
    }
    if (isPastSlot(String(booking.date), booking.time, now)) {
      throw new DomainError('CONFLICT', 'This request is for a time that has passed.', { reason: 'PASSED' });
    }
    booking.status = 'confirmed';
    await this.em.flush();
    return booking;
  }

  async decline(id: string, reason: string): Promise<Booking> {
    const text = (reason ?? '').trim();
    new Validator()
      .check(text.length >= 5, 'reason', 'Please give a reason of at least 5 characters')
      .check(text.length <= 500, 'reason', 'The reason must be at most 500 characters')
      .throwIfAny();
    const booking = await this.asMyCeremony(id);
    if (booking.status !== 'pending') {
      throw new DomainError('CONFLICT', 'Only a pending request can be declined.', { reason: 'NOT_PENDING', status: booking.status });
    }
    booking.status = 'cancelled';
    booking.cancellationReason = text;
    await this.em.flush();
    return booking;
  }

  async complete(id: string, now = new Date()): Promise<Booking> {
    const booking = await this.asMyCeremony(id);
    if (booking.status !== 'confirmed') {
      throw new DomainError('CONFLICT', 'Only a confirmed ceremony can be completed.', { reason: 'NOT_CONFIRMED', status: booking.status });
    }
    if (!isPastSlot(String(booking.date), booking.time, now)) {
      throw new DomainError('CONFLICT', 'A ceremony can be marked completed once it has started.', { reason: 'NOT_STARTED' });
    }
    booking.status = 'completed';
    await this.em.flush();
    return booking;
  }

  /** Admin: any status from any status (spec §4). Re-activating a cancelled booking whose slot was taken fails. */
  async setStatus(id: string, status: BookingStatusValue, reason?: string | null): Promise<Booking> {
    if (!BOOKING_STATUS_VALUES.includes(status)) throw validation('status', 'Unknown booking status');
    const { booking } = await this.visible(id);
    booking.status = status;
    if (status === 'cancelled') booking.cancellationReason = reason?.trim() || booking.cancellationReason || 'Cancelled by admin';
    else if (reason !== undefined && reason !== null) booking.cancellationReason = null;
    try {
      await this.em.flush();
    } catch (e) {
      if (uniqueViolation(e)?.includes('bookings_pandit_slot_active_uniq')) {
        this.em.clear();
        throw new DomainError('BOOKING_SLOT_TAKEN', 'Another booking now holds this pandit at that date and time.');
      }
      throw e;
    }
    return booking;
  }

  async setPayment(id: string, paymentStatus: PaymentStatusValue): Promise<Booking> {
    if (!PAYMENT_STATUS_VALUES.includes(paymentStatus)) throw validation('paymentStatus', 'Unknown payment status');
    const { booking } = await this.visible(id);
    booking.paymentStatus = paymentStatus;
    await this.em.flush();
    return booking;
  }
}

export function validation(field: string, message: string, meta: Record<string, unknown> = {}) {
  return new DomainError('VALIDATION_FAILED', message, { fields: { [field]: message }, ...meta });
}

