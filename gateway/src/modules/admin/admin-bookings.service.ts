import type { Context } from '../../context.js';
import { adminBookingFilterSchema, bookingIdRange, normalizePhone } from '@marketplace/schema/rules';
import { validate } from '../../validation.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { likeEscape } from '../pandit/pandit.search.js';

export interface AdminBookingFilterArgs {
  status?: string | null;
  paymentStatus?: string | null;
  from?: string | null;
  to?: string | null;
  search?: string | null;
}

/** The admin's booking table: filters that work (spec: 'wired to nothing'), search and server-side paging. */
export class AdminBookingsService {
  constructor(private readonly ctx: Context) {}

  async list(filter: AdminBookingFilterArgs | null | undefined, page: PageArgs) {
    validate(adminBookingFilterSchema, { from: filter?.from, to: filter?.to, search: filter?.search }, 'filter');
    const where: Record<string, unknown>[] = [];
    if (filter?.status) where.push({ status: filter.status });
    if (filter?.paymentStatus) where.push({ paymentStatus: filter.paymentStatus });
    if (filter?.from) where.push({ date: { $gte: filter.from } });
    if (filter?.to) where.push({ date: { $lte: filter.to } });
    const q = filter?.search?.trim();
    if (q) {
      const like = `%${likeEscape(q)}%`;
      // The booking's reference as the customer reads it out (bookingIdRange: with or without 'PC', any case), or the
      // whole id: a range of the primary key.
      const ids = bookingIdRange(q);
      // The customer's phone as typed (+91, spaces, dashes): the account's phone or the trip's contact phone.
      const phone = /^[+\d][\d\s-]{5,}$/.test(q) ? normalizePhone(q) : null;
      where.push({
        $or: [
          { user: { name: { $ilike: like } } },
          { user: { email: { $ilike: like } } },
          { pandit: { name: { $ilike: like } } },
          { package: { name: { $ilike: like } } },
          ...(ids ? [{ id: { $gte: ids.min, $lte: ids.max } }] : []),
          ...(phone
            ? [{ user: { phone: { $like: `%${likeEscape(phone)}%` } } }, { contactPhone: { $like: `%${likeEscape(phone)}%` } }]
            : []),
        ],
      });
    }
    const { offset, limit, page: p } = pageOf(page, 20);
    const [items, totalCount] = await this.ctx.em.findAndCount(BookingSchema, where.length ? { $and: where } : {}, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset,
      limit,
    });
    return { items, pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }
}
