import type { Context } from '../../context.js';
import { adminBookingFilterSchema } from '@marketplace/schema/rules';
import { validate } from '../../validation.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { BookingSchema } from '../booking/booking.entity.js';

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
    const q = filter?.search?.trim().replace(/^#/, '');
    if (q) {
      // The id (whole or its last characters, as the table shows '#' + 6): matched as text.
      const idMatches: Array<{ id: string }> = /^[0-9a-f-]{4,36}$/i.test(q)
        ? await this.ctx.em
            .getConnection()
            .execute('select id from bookings where id::text like ? limit 100', [`%${q.toLowerCase()}%`], 'all')
        : [];
      const like = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
      where.push({
        $or: [
          { user: { name: { $ilike: like } } },
          { user: { email: { $ilike: like } } },
          { pandit: { name: { $ilike: like } } },
          { package: { name: { $ilike: like } } },
          ...(idMatches.length ? [{ id: { $in: idMatches.map((r) => r.id) } }] : []),
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
