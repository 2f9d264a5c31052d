import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BOOKING_STATUS_VALUES,
  PAYMENT_STATUS_VALUES,
  cancelReasonSchema,
  createBookingInputSchema,
  declineReasonSchema,
  indiaToday,
  isUuid,
  lastBookableDate,
  makeCreateBookingInputSchema,
  packageTotal,
  ceremonyPriceFor,
  sankalpForCeremonySchema,
  slotUnavailableReason,
  slotsForDate,
  type AvailabilityRules,
  type BookingStatusValue,
  type PaymentStatusValue,
  type SlotState,
  type TierValue,
} from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, forbidden, notFound, unauthenticated } from '../../errors.js';
import { fieldFailure, validate } from '../../validation.js';
import type { BookingFilter, CreateBookingInput } from '../../__generated__/resolvers-types.js';
import { pageOf, type PageArgs } from '../../paging.js';
import type { User } from '../account/user.entity.js';
import { PUBLIC_PANDIT_SQL, PanditSchema, pricingOf, type Pandit } from '../pandit/pandit.entity.js';
import { isPublicPandit, panditColumns } from '../pandit/pandit.service.js';
import { insertRow, plainRows, rawRows, type Row } from '../../db/raw.js';
import { PackageSchema, type Package } from '../package/package.entity.js';
import { BookingSchema, type Booking, type BookingOrRow } from './booking.entity.js';
import { newMeetingLink } from './booking.rules.js';
import { ReviewSchema, type Review } from '../review/review.entity.js';
import { GuaranteeService } from './guarantee.service.js';
import {
  failureError,
  partiesOf,
  refusal,
  transition,
  viewerCan,
  type BookingAction,
  type Parties,
  type TransitionInput,
  type ViewerAction,
} from './booking.transitions.js';
import {
  PENDING_COUNTS_SQL,
  assertPendingRoom,
  confirmPendingRoom,
  limitBookingRequests,
  sameRequestOrRefuse,
  type PendingCounts,
} from './booking.guards.js';
import { eventInsert } from '../messages/events.js';
import { refuseDuplicateTrip } from './trip.rules.js';
import { ProofService } from './proof.service.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { log } from '../../log.js';
import { paymentSubmitted } from '../payment/booking-hooks.js';
import { inBookingTransaction, publishBookingChanged, stateOf, type BookingChangeCause } from './booking-events.js';
import { first } from '../../indexed.js';

export const SLOT_TAKEN_MESSAGE = 'This time slot has just been booked. Please choose another.';
const slotTaken = () => new DomainError('BOOKING_SLOT_TAKEN', SLOT_TAKEN_MESSAGE);

/** What creating a booking reads of the pandit: the account (no self-booking), hours, virtual offer and prices. */
const BOOKING_READS: ReadonlySet<string> = new Set(['user', 'availability', 'virtualPoojaAvailable', 'pricing']);

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

  private viewer(): Row<User> {
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
    const rows = await this.em
      .getConnection()
      .execute<Array<{ availability: AvailabilityRules | string | null; booked: string[] | null }>>(
        `select p.availability, array_remove(array_agg(b.time), null) as booked
         from pandits p
         left join bookings b on b.pandit_id = p.id and b.date = ? and b.status <> 'cancelled'
        where p.id = ? and p.approved = true and p.verified = true and p.registration_status = 'approved'
        group by p.id`,
        [date, panditId],
      );
    const row = rows[0];
    if (!row) throw notFound('Pandit');
    const availability =
      typeof row.availability === 'string' ? (JSON.parse(row.availability) as AvailabilityRules) : row.availability;
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
    else if (filter?.excludeCancelled) where.status = { $ne: 'cancelled' };
    const today = indiaToday();
    // A cancelled (or declined) booking is over whatever its date: it leaves Upcoming for Past (issue #37).
    if (filter?.when === 'UPCOMING') {
      where.date = { $gte: today };
      where.status ??= { $ne: 'cancelled' };
    }
    if (filter?.when === 'PAST') where.$or = [{ date: { $lt: today } }, { status: 'cancelled' }];
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

  /** The booking's review, or null: one batched statement per request, shared with `viewerCan`. */
  reviewOf(booking: BookingOrRow): Promise<Review | null> {
    const ctx = this.ctx;
    return ctx.loaders
      .batch<string, Review | null>('reviewByBooking', async (ids) => {
        const rows = await ctx.em.find(ReviewSchema, { booking: { $in: [...ids] } });
        const byBooking = new Map(rows.map((r) => [refId(r.booking)!, r]));
        return ids.map((id) => byBooking.get(id) ?? null);
      })
      .load(booking.id);
  }

  /**
   * What the viewer may do with a booking now, from the transition table. It reads what a list loads anyway,
   * through the same loaders as Booking.pandit and Booking.review: no SQL of its own per booking.
   */
  async viewerCan(booking: BookingOrRow, now = new Date()): Promise<Record<ViewerAction, boolean>> {
    const viewer = this.ctx.viewer;
    const panditId = refId(booking.pandit);
    const pandit =
      viewer?.role === 'pandit' && panditId ? await this.ctx.loaders.byId<Pandit>(PanditSchema, 'Pandit').load(panditId) : null;
    const parties = partiesOf(viewer, refId(booking.user), Boolean(viewer && pandit && refId(pandit.user) === viewer.id));
    const reviewed = parties.customer ? (await this.reviewOf(booking)) !== null : false;
    // Whether a reported transfer awaits verification matters only when the customer could otherwise pay
    // (one batched statement for a whole list, and none when no booking is payable).
    const payable = parties.customer && refusal('pay', booking, parties, { now }) === null;
    const submitted = payable ? await paymentSubmitted(this.ctx, booking) : false;
    return viewerCan(booking, parties, { now, reviewed, paymentSubmitted: submitted });
  }

  /**
   * Whether the viewer is this booking's pandit and may no longer read its private details: a pandit whose profile an
   * admin unverified or rejected (no longer approved) keeps a future booking's date, time, status and the customer's
   * name, not the address, the notes or a phone (Booking.location, notes, contactPhone, contact). Past bookings keep
   * their record; the customer and admins always read everything. Reads the pandit through the request's loader (the
   * one Booking.pandit and viewerCan use): no SQL of its own per booking.
   */
  async withheldFromPandit(booking: BookingOrRow, now = new Date()): Promise<boolean> {
    const viewer = this.ctx.viewer;
    const panditId = refId(booking.pandit);
    if (!viewer || viewer.role === 'admin' || !panditId || refId(booking.user) === viewer.id) return false;
    if (String(booking.date).slice(0, 10) < indiaToday(now)) return false;
    const pandit = await this.ctx.loaders.byId<Pandit>(PanditSchema, 'Pandit').load(panditId);
    return Boolean(pandit && refId(pandit.user) === viewer.id && !isPublicPandit(pandit));
  }

  // ---------------------------------------------------------------- creating

  /** The pandit's own prices for a ceremony he performs; VALIDATION_FAILED when he does not perform it. */
  private async performedBy(panditId: string, ceremonyId: string) {
    const [row] = await rawRows<{ price: number | null; virtual_price: number | null; slug: string }>(
      this.ctx.app,
      `select pc.price, pc.virtual_price, c.slug from pandit_ceremonies pc join ceremonies c on c.id = pc.ceremony_id
        where pc.pandit_id = ? and pc.ceremony_id = ?`,
      [panditId, ceremonyId],
    );
    if (!row) throw fieldFailure('input.ceremonyId', 'ceremony.notPerformed');
    return { price: row.price, virtualPrice: row.virtual_price, slug: row.slug };
  }

  async create(input: CreateBookingInput, now?: Date): Promise<BookingOrRow> {
    const viewer = this.viewer();
    const schema = now ? makeCreateBookingInputSchema(() => now) : createBookingInputSchema;
    // A trip without a contact phone is reached on the account's phone (older clients send none).
    const given = input.packageId && !input.panditId && !input.contactPhone ? { ...input, contactPhone: viewer.phone } : input;
    const {
      panditId,
      packageId,
      date,
      time,
      location,
      notes,
      isVirtual,
      idempotencyKey: key,
      ceremonyId,
      sankalp,
      samagriBy,
      onlyThisPandit,
      ...trip
    } = validate(schema, given);
    if (key) {
      const first = await this.byIdempotencyKey(viewer.id, key);
      if (first) return sameRequestOrRefuse(first, input, trip);
    }
    // The limits, the lookups and the pending cap's count are independent: one round trip for all of them (they
    // settle together and their failures are reported in the order the rules are listed here).
    // A pandit's lookup also reads the pending counts (one statement); a package's are read beside it.
    const [limited, found, pendingRoom] = await Promise.allSettled([
      limitBookingRequests(this.ctx, viewer.id),
      panditId
        ? this.bookablePandit(panditId, date, time, viewer.id)
        : packageId
          ? this.em.findOne(PackageSchema, { id: packageId }).then((p) => ({ target: p, held: false, pending: undefined }))
          : Promise.resolve({ target: null, held: false, pending: undefined }),
      panditId ? Promise.resolve() : assertPendingRoom(this.ctx, viewer.id, null),
    ]);
    const settled = <T>(r: PromiseSettledResult<T>): T => {
      if (r.status === 'rejected') throw r.reason;
      return r.value;
    };
    settled(limited);

    let pandit: Row<Pandit> | null = null;
    let pkg: Package | null = null;
    if (panditId) {
      pandit = settled(found).target as Row<Pandit> | null;
      if (!pandit) throw notFound('Pandit');
      if (refId(pandit.user) === viewer.id) throw new DomainError('FORBIDDEN', 'You cannot book yourself.');
      if (isVirtual && !pandit.virtualPoojaAvailable) throw fieldFailure('input.isVirtual', 'booking.virtualNotOffered');
      const reason = slotUnavailableReason(pandit.availability, date, time, now);
      if (reason === 'BLOCKED' || reason === 'OUTSIDE_HOURS') {
        throw fieldFailure('input.time', 'booking.panditUnavailable', { reason });
      }
      if (settled(found).held) {
        // The holder may be this very request's first attempt, committed since the lookup above.
        const first = key ? await this.byIdempotencyKey(viewer.id, key) : null;
        if (first) return sameRequestOrRefuse(first, input, trip);
        throw slotTaken();
      }
    } else {
      pkg = settled(found).target as Package | null;
      if (!pkg) throw notFound('Package');
      if (isVirtual && !pkg.virtualAvailable) throw fieldFailure('input.isVirtual', 'booking.packageNotVirtual');
      if (!trip.confirmDuplicate) await refuseDuplicateTrip(this.em, viewer.id, pkg.id, date);
    }

    // A package has one price, per traveller or per group; its tier is recorded as basic. Whatever amount the client
    // sent is ignored.
    const tier: TierValue = pkg ? 'basic' : (input.tier ?? 'basic');
    // A ceremony must be one the pandit performs; his price for it (when he set one) is the Basic the tiers add to.
    const ceremony = ceremonyId ? await this.performedBy(pandit!.id, ceremonyId) : null;
    // A child samskara's sankalp names a child: the booking adult confirms they are the parent or guardian (issue #35).
    if (sankalp) validate(sankalpForCeremonySchema(ceremony?.slug), sankalp, 'input.sankalp');
    const totalAmount = pkg
      ? packageTotal(pkg, trip.travellers ?? 1)
      : ceremonyPriceFor(pricingOf(pandit!), ceremony, tier, isVirtual);
    settled(pendingRoom);
    if (pandit) await assertPendingRoom(this.ctx, viewer.id, pandit.id, settled(found).pending);
    // The booking and its outbox event in one statement (one round trip, atomic, no explicit transaction).
    const at = new Date();
    const bookingId = randomUUID();
    const insert = insertRow(this.ctx.app.orm.em, BookingSchema, {
      id: bookingId,
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
      idempotencyKey: key ?? null,
      travellers: pkg ? trip.travellers : null,
      contactPhone: pkg ? trip.contactPhone : null,
      ceremony: ceremonyId,
      sankalp,
      samagriBy,
      // A trip has no pandit to wait for.
      onlyThisPandit: pandit ? onlyThisPandit : false,
      offeredAt: null,
      originalPandit: null,
      createdAt: at,
      updatedAt: at,
    });
    const event = eventInsert(this.ctx.app.orm.em, { type: 'booking.requested', bookingId });
    let booking: Row<Booking>;
    try {
      // A prepared statement (its text is the same for every booking), answered as a Row<Booking> (db/raw.ts): the
      // resolvers read a booking by its fields and references' ids.
      const rows = await rawRows<Record<string, unknown>>(
        this.ctx.app,
        `with booking as (${insert.sql} returning *), event as (${event.sql}) select * from booking`,
        [...insert.params, ...event.params],
      );
      booking = first(plainRows(this.ctx.app.orm, BookingSchema, rows), 'the inserted booking');
      // Committed: whatever fails from here on, the answer is this booking, not "unavailable" (http/unavailable.ts).
      this.ctx.committed = { bookingId: booking.id };
    } catch (e) {
      const index = uniqueViolation(e);
      if (index === null) throw e;
      // A retry that raced its first attempt: return the first booking.
      if (key) {
        const first = await this.byIdempotencyKey(viewer.id, key);
        if (first) return sameRequestOrRefuse(first, input, trip);
      }
      if (index.includes('bookings_pandit_slot_active_uniq')) throw slotTaken();
      throw e;
    }
    try {
      await confirmPendingRoom(this.ctx, booking, viewer.id, pandit?.id ?? null);
    } catch (e) {
      // The recount could not run (or its removal was rolled back): the committed booking stands and is the answer.
      if (!isDatabaseUnavailable(e)) {
        // Refused by the recount: the booking was removed again.
        this.ctx.committed = undefined;
        throw e;
      }
      log.warn({ bookingId: booking.id }, 'booking committed; the pending recount could not run (database not answering)');
    }
    return booking;
  }

  /**
   * A public pandit (a plain object, db/raw.ts), whether an active booking holds the slot, and the customer's pending
   * counts (booking.guards.ts): one prepared statement instead of three (the unique index still decides a race at
   * insert).
   */
  private async bookablePandit(
    id: string,
    date: string,
    time: string,
    userId: string,
  ): Promise<{ target: Row<Pandit> | null; held: boolean; pending: PendingCounts | undefined }> {
    const rows = await rawRows<Record<string, unknown>>(
      this.ctx.app,
      `select ${panditColumns(this.ctx.app.orm, BOOKING_READS)}, exists (select 1 from bookings b where b.pandit_id = p.id and b.date = ? and b.time = ?
                and b.status <> 'cancelled') as slot_held, c.total as pending_total, c.with_pandit as pending_with_pandit
         from (select 1) as one
         left join pandits p on p.id = ? and p.${PUBLIC_PANDIT_SQL.replaceAll(' and ', ' and p.')}
         left join lateral (${PENDING_COUNTS_SQL}) c on true`,
      [date, time, id, id, userId],
    );
    const row = rows[0];
    const found = row?.id ? first(plainRows(this.ctx.app.orm, PanditSchema, rows), 'the pandit') : null;
    return {
      target: found,
      held: Boolean(row?.slot_held),
      pending: row?.id ? { total: Number(row.pending_total), with_pandit: Number(row.pending_with_pandit) } : undefined,
    };
  }

  private byIdempotencyKey(userId: string, key: string) {
    return this.em.fork().findOne(BookingSchema, { user: userId, idempotencyKey: key });
  }

  // ---------------------------------------------------------------- changing
  // Who may change which booking, from and to which status: booking.transitions.ts (one table).

  /** The viewer's parties to a booking they can see. */
  private partiesTo(found: Awaited<ReturnType<BookingService['visible']>>): Parties {
    return partiesOf(this.viewer(), refId(found.booking.user), found.asPandit);
  }

  /**
   * Loads a booking the viewer can see (else NOT_FOUND), checks the action against the table, applies it (and
   * `then`), and publishes the change, all in one transaction (booking-events.ts: history, refunds, messages).
   */
  private change(
    id: string,
    action: BookingAction,
    input: TransitionInput,
    then?: (booking: Booking, em: EntityManager) => void,
    instead?: (tx: Context, booking: Booking) => Promise<boolean>,
  ): Promise<Booking> {
    return inBookingTransaction(this.ctx, async (tx) => {
      const svc = new BookingService(tx);
      const found = await svc.visible(id);
      // Another path for an allowed action (a decline offered to substitutes): taken when `instead` says so.
      if (instead) {
        const refused = refusal(action, found.booking, svc.partiesTo(found), input);
        if (refused) throw failureError(refused, found.booking);
        if (await instead(tx, found.booking)) return found.booking;
      }
      const before = stateOf(found.booking);
      const booking = transition(found.booking, action, svc.partiesTo(found), input);
      then?.(booking, tx.em);
      await publishBookingChanged(tx, tx.em, {
        booking,
        before,
        cause: action as BookingChangeCause,
        reason: input.reason ?? null,
        at: input.now ?? new Date(),
      });
      try {
        await tx.em.flush();
      } catch (e) {
        if (uniqueViolation(e)?.includes('bookings_pandit_slot_active_uniq'))
          throw new DomainError('BOOKING_SLOT_TAKEN', 'Another booking now holds this pandit at that date and time.');
        throw e;
      }
      return booking;
    });
  }

  /** The customer cancels their own pending or confirmed booking, up to 24 hours before it starts. */
  cancel(id: string, reason: string | null | undefined, now = new Date()): Promise<Booking> {
    const text = validate(cancelReasonSchema, reason, 'reason') ?? '';
    return this.change(id, 'cancel', { reason: text, now });
  }

  confirm(id: string, now = new Date()): Promise<Booking> {
    return this.change(id, 'confirm', { now });
  }

  /** A pandit's decline is offered to substitutes (guarantee.service.ts) unless "only this pandit" or nobody fits. */
  decline(id: string, reason: string, now = new Date()): Promise<Booking> {
    const text = validate(declineReasonSchema, reason, 'reason');
    return this.change(id, 'decline', { reason: text, now }, undefined, (tx, booking) =>
      new GuaranteeService(tx).offerDeclined(booking, now),
    );
  }

  /** The pandit completes a ceremony that has started, with its proof (proof.service.ts; decision 0071). */
  async complete(id: string, proof: unknown, now = new Date()): Promise<Booking> {
    const evidence = await new ProofService(this.ctx).evidence(proof);
    return this.change(id, 'complete', { now }, (booking, em) => ProofService.record(em, booking, evidence));
  }

  /** The customer confirms that a completed ceremony took place. */
  async confirmCeremony(id: string, now = new Date()): Promise<Booking> {
    const found = await this.visible(id);
    if (!found.asCustomer) throw notFound('Booking');
    return new ProofService(this.ctx).confirm(found.booking, now);
  }

  /** Admin: any status from any status (spec §4). Re-activating a cancelled booking whose slot was taken fails. */
  setStatus(id: string, status: BookingStatusValue, reason?: string | null): Promise<Booking> {
    if (!BOOKING_STATUS_VALUES.includes(status)) throw validation('status', 'Unknown booking status');
    return this.change(id, 'setStatus', { status, reason });
  }

  setPayment(id: string, paymentStatus: PaymentStatusValue): Promise<Booking> {
    if (!PAYMENT_STATUS_VALUES.includes(paymentStatus)) throw validation('paymentStatus', 'Unknown payment status');
    return this.change(id, 'setPayment', {}, (booking) => {
      booking.paymentStatus = paymentStatus;
    });
  }
}

export function validation(field: string, message: string, meta: Record<string, unknown> = {}) {
  return new DomainError('VALIDATION_FAILED', message, { fields: { [field]: message }, ...meta });
}
