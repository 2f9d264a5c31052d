import { rankedRatingSql } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { PanditSchema, PUBLIC_PANDIT_SQL } from '../pandit/pandit.entity.js';
import { first } from '../../indexed.js';

const STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
const n = (v: unknown) => Number(v ?? 0);

/**
 * The overview's figures, each from one SQL aggregate (never by loading rows). Revenue counts the bookings whose
 * payment status is 'paid' (unpaid and refunded ones do not); months are India months.
 */
export class DashboardService {
  constructor(private readonly ctx: Context) {}

  private sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.ctx.em.getConnection().execute<T[]>(query, params, 'all');
  }

  async stats() {
    const row = first(
      await this.sql<Record<string, string | number | null>>(`
      select
        (select count(*) from pandits) as total_pandits,
        (select count(*) from pandits where registration_status = 'pending') as pending_pandits,
        (select count(*) from pandits where registration_status = 'approved') as approved_pandits,
        (select count(*) from pandits where registration_status = 'rejected') as rejected_pandits,
        (select count(*) from pandits where ${PUBLIC_PANDIT_SQL}) as verified_pandits,
        (select count(*) from users where role = 'user') as total_users,
        (select count(*) from users) as total_accounts,
        (select count(*) from users where role = 'admin') as total_admins,
        (select count(*) from users
          where created_at >= (date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')) as new_users,
        (select count(*) from packages) as total_packages,
        (select count(*) from bookings) as total_bookings,
        (select count(*) from testimonials) as total_testimonials,
        (select count(*) from reviews) as total_reviews,
        (select coalesce(sum(total_amount), 0) from bookings where payment_status = 'paid') as revenue,
        (select round(avg(rating)::numeric, 1) from reviews) as average_rating`),
    );
    const revenue = n(row.revenue);
    return {
      totalPandits: n(row.total_pandits),
      pendingPandits: n(row.pending_pandits),
      approvedPandits: n(row.approved_pandits),
      rejectedPandits: n(row.rejected_pandits),
      verifiedPandits: n(row.verified_pandits),
      totalUsers: n(row.total_users),
      totalAccounts: n(row.total_accounts),
      totalAdmins: n(row.total_admins),
      newUsersThisMonth: n(row.new_users),
      totalPackages: n(row.total_packages),
      totalBookings: n(row.total_bookings),
      totalTestimonials: n(row.total_testimonials),
      totalReviews: n(row.total_reviews),
      totalRevenue: revenue,
      revenueLakhs: Math.round(revenue / 10000) / 10,
      averageRating: row.average_rating === null ? null : n(row.average_rating),
    };
  }

  /** The last 12 India months, oldest first, months without bookings included. */
  async monthly() {
    const rows = await this.sql<{ month: string; bookings: string; revenue: string }>(`
      with months as (
        select to_char(date_trunc('month', now() at time zone 'Asia/Kolkata') - make_interval(months => g), 'YYYY-MM') as month
        from generate_series(0, 11) as g
      )
      select m.month,
             count(b.id) as bookings,
             coalesce(sum(b.total_amount) filter (where b.payment_status = 'paid'), 0) as revenue
      from months m
      left join bookings b on to_char(b.created_at at time zone 'Asia/Kolkata', 'YYYY-MM') = m.month
      group by m.month
      order by m.month`);
    return rows.map((r) => ({ month: r.month, bookings: n(r.bookings), revenue: n(r.revenue) }));
  }

  async byStatus() {
    const rows = await this.sql<{ status: string; count: string }>(
      'select status, count(*) as count from bookings group by status',
    );
    return STATUSES.map((status) => ({ status, count: n(rows.find((r) => r.status === status)?.count) }));
  }

  recentBookings() {
    return this.ctx.em.find(BookingSchema, {}, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: 5 });
  }

  /** Reviewed public pandits by the Bayesian rating (schema/rules/ratings.ts): never a '0.0 (0)', nor one review first. */
  async topPandits() {
    const rows = await this.sql<{ id: string }>(
      `select id from pandits where ${PUBLIC_PANDIT_SQL} and review_count > 0
      order by ${rankedRatingSql()} desc, review_count desc, id limit 5`,
    );
    const ids = rows.map((r) => r.id);
    const found = ids.length ? await this.ctx.em.find(PanditSchema, { id: { $in: ids } }) : [];
    return ids.map((id) => found.find((p) => p.id === id)!).filter(Boolean);
  }

  async dashboard() {
    const [stats, monthly, byStatus, recentBookings, topPandits] = [
      await this.stats(),
      await this.monthly(),
      await this.byStatus(),
      await this.recentBookings(),
      await this.topPandits(),
    ];
    return { stats, monthly, byStatus, recentBookings, topPandits };
  }

  /** The Data Management counts. */
  async counts() {
    const row = first(
      await this.sql<Record<string, string>>(`
      select (select count(*) from users) as users, (select count(*) from pandits) as pandits,
             (select count(*) from packages) as packages, (select count(*) from bookings) as bookings,
             (select count(*) from reviews) as reviews, (select count(*) from testimonials) as testimonials,
             (select count(*) from payments) as payments, (select count(*) from refunds) as refunds,
             (select count(*) from messages) as messages`),
    );
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, n(v)])) as Record<
      'users' | 'pandits' | 'packages' | 'bookings' | 'reviews' | 'testimonials' | 'payments' | 'refunds' | 'messages',
      number
    >;
  }
}
