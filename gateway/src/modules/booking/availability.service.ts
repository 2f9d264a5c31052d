import {
  FREE_DAYS_MAX,
  addDays,
  availabilityInputSchema,
  daysInRange,
  freeDaysRangeSchema,
  indiaToday,
  isUuid,
  lastBookableDate,
  normalizeAvailability,
  slotUnavailableReason,
  slotsForDate,
  type AvailabilityRules,
} from '@marketplace/schema/rules';
import { firstName } from '@marketplace/schema/rules/person-name';
import type { Context } from '../../context.js';
import { DomainError, notFound, unauthenticated } from '../../errors.js';
import { validate } from '../../validation.js';
import type { SetAvailabilityInput } from '../../__generated__/resolvers-types.js';
import { PanditSchema, type Pandit, type PanditOrRow } from '../pandit/pandit.entity.js';

/** A pending or confirmed booking an availability leaves out (SDL AvailabilityConflict). */
export interface AvailabilityConflict {
  bookingId: string;
  date: string;
  time: string;
  status: 'pending' | 'confirmed';
  reason: 'BLOCKED' | 'OUTSIDE_HOURS';
  customerFirstName: string;
}

export interface FreeDay {
  date: string;
  freeSlots: string[];
}

/** A pandit's weekly hours and blocked dates, which the booking dialog and createBooking honour. */
export class AvailabilityService {
  constructor(private readonly ctx: Context) {}

  private async mine(): Promise<Pandit> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const pandit = await this.ctx.em.findOne(PanditSchema, { user: viewer.id });
    if (!pandit) throw new DomainError('FORBIDDEN', 'Only a pandit can set availability.');
    return pandit;
  }

  /**
   * Saves the pandit's availability. Bookings it leaves out stay as they are (the pandit reschedules or cancels them):
   * the answer's `Pandit.bookingsOutsideAvailability` lists them.
   */
  async setMine(input: SetAvailabilityInput): Promise<Pandit> {
    const pandit = await this.mine();
    pandit.availability = normalizeAvailability(validate(availabilityInputSchema, input));
    await this.ctx.em.flush();
    return pandit;
  }

  /** What saving `input` would leave out of the caller's bookings (the warning before saving). */
  async previewMine(input: SetAvailabilityInput): Promise<AvailabilityConflict[]> {
    const availability = normalizeAvailability(validate(availabilityInputSchema, input));
    return this.conflicts((await this.mine()).id, availability);
  }

  /** `Pandit.bookingsOutsideAvailability`: for the pandit themself and admins; empty for anyone else. */
  outsideAvailability(pandit: PanditOrRow): Promise<AvailabilityConflict[]> {
    const viewer = this.ctx.viewer;
    const own = viewer && (viewer.role === 'admin' || viewer.id === pandit.user.id);
    return own ? this.conflicts(pandit.id, pandit.availability) : Promise.resolve([]);
  }

  /**
   * The pandit's pending and confirmed bookings from today on whose slot `availability` leaves out (a blocked date, or
   * outside the weekly hours), soonest first, with the customer's first name.
   */
  private async conflicts(
    panditId: string,
    availability: AvailabilityRules | null | undefined,
    now = new Date(),
  ): Promise<AvailabilityConflict[]> {
    const rows = await this.ctx.em
      .getConnection()
      .execute<Array<{ id: string; date: string; time: string; status: 'pending' | 'confirmed'; name: string }>>(
        `select b.id, to_char(b.date, 'YYYY-MM-DD') as date, b.time, b.status, u.name
         from bookings b join users u on u.id = b.user_id
        where b.pandit_id = ? and b.status in ('pending', 'confirmed') and b.date >= ?
        order by b.date, b.time, b.id`,
        [panditId, indiaToday(now)],
      );
    return rows.flatMap((b) => {
      const reason = slotUnavailableReason(availability, b.date, b.time, now);
      if (reason !== 'BLOCKED' && reason !== 'OUTSIDE_HOURS') return [];
      return [{ bookingId: b.id, date: b.date, time: b.time, status: b.status, reason, customerFirstName: firstName(b.name) }];
    });
  }

  /**
   * Each day from `from` to `to` (at most 62) with the pandit's free slots: the same rules as bookableSlots
   * (past, blocked, weekly hours, held by another booking, beyond the horizon), in one SQL statement.
   */
  async freeDays(panditId: string, from: string, to: string, now = new Date()): Promise<FreeDay[]> {
    const range = validate(freeDaysRangeSchema, { from, to }, '');
    if (!isUuid(panditId)) throw notFound('Pandit');
    const rows = await this.ctx.em
      .getConnection()
      .execute<
        Array<{ availability: AvailabilityRules | string | null; booked: Array<{ date: string; time: string }> | string | null }>
      >(
        `select p.availability,
              coalesce(json_agg(json_build_object('date', to_char(b.date, 'YYYY-MM-DD'), 'time', b.time))
                       filter (where b.id is not null), '[]'::json) as booked
         from pandits p
         left join bookings b on b.pandit_id = p.id and b.date between ? and ? and b.status <> 'cancelled'
        where p.id = ? and p.approved = true and p.verified = true and p.registration_status = 'approved'
        group by p.id`,
        [range.from, range.to, panditId],
      );
    const row = rows[0];
    if (!row) throw notFound('Pandit');
    const parse = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
    const availability = parse(row.availability);
    const booked = new Map<string, string[]>();
    for (const b of parse(row.booked) ?? []) booked.set(b.date, [...(booked.get(b.date) ?? []), b.time]);
    const today = indiaToday(now);
    const last = lastBookableDate(now);
    const days: FreeDay[] = [];
    // A counted loop (never `date <= to` on text): at most FREE_DAYS_MAX days whatever the dates are.
    const count = Math.min(daysInRange(range.from, range.to), FREE_DAYS_MAX);
    for (let i = 0; i < count; i++) {
      const date = addDays(range.from, i);
      const open = date >= today && date <= last;
      const freeSlots = open
        ? slotsForDate(availability, date, booked.get(date) ?? [], now)
            .filter((s) => s.available)
            .map((s) => s.time)
        : [];
      days.push({ date, freeSlots });
    }
    return days;
  }
}
