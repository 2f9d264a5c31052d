import {
  FINANCIAL_YEAR_PATTERN,
  addDays,
  bookingReference,
  financialYearDates,
  isDate,
  isUuid,
  priceBreakdown,
  rupeesOf,
} from '@marketplace/schema/rules';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../context.js';
import { DomainError, notFound, unauthenticated } from '../../errors.js';
import { BookingService } from '../booking/booking.service.js';
import { panOnFile } from './postings.js';
import { first } from '../../indexed.js';

/**
 * The ledger read for people (issue #36, decision 0072): the admins' reconciliation of a period and a pandit's yearly
 * TDS statement. Both are sums of entries over India dates (Asia/Kolkata).
 */
const ITEMS_MAX = 200;
const DAYS_MAX = 31;
/** The largest total a quote is asked for: a trip's price per person times the most people, with room to spare. */
const QUOTE_MAX = 1_000_000_000;

const exec = <T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

const invalid = (field: string, message: string) =>
  new DomainError('VALIDATION_FAILED', message, { fields: { [field]: message } });

/** India dates [from, to] as the instants [start of from, start of the day after to). */
const rangeOf = (column: string) =>
  `${column} >= (?::date)::timestamp at time zone 'Asia/Kolkata' and ${column} < (?::date)::timestamp at time zone 'Asia/Kolkata'`;
const range = rangeOf('created_at');
const rangeE = rangeOf('e.created_at');

export class LedgerReportService {
  constructor(private readonly ctx: Context) {}

  private get em(): EntityManager {
    return this.ctx.em;
  }

  /** A price broken down before a booking exists (the booking dialog), by the rule a booking's priceBreakdown uses. */
  quote(totalAmount: number, samagriByPandit: boolean) {
    if (!Number.isInteger(totalAmount) || totalAmount < 0 || totalAmount > QUOTE_MAX) throw invalid('totalAmount', 'Not a price');
    return priceBreakdown({ totalAmount, samagriByPandit }, this.ctx.app.config.money);
  }

  /** Admins (the shield asks): the ledger between two India dates, at most 31 days. */
  async reconciliation(from: string, to: string) {
    if (!isDate(from)) throw invalid('from', 'Not a date');
    if (!isDate(to) || to < from) throw invalid('to', 'Not a date on or after from');
    if (addDays(from, DAYS_MAX - 1) < to) throw invalid('to', `At most ${DAYS_MAX} days`);
    const end = addDays(to, 1);
    const em = this.em;
    const unbalanced = first(
      await exec<{ n: number }>(
        em,
        `select count(*)::int as n from (select tx_id from ledger_entries where tx_id in (select tx_id from ledger_entries where ${range}) group by tx_id having sum(amount) <> 0) t`,
        [from, end],
      ),
    );
    const accounts = await exec<{ account: string; balance: string }>(
      em,
      `select account, sum(amount)::text as balance from ledger_entries where ${range} group by account order by account`,
      [from, end],
    );
    const days = await exec<Record<'date' | 'received' | 'refunded' | 'fees' | 'gst' | 'tds', string>>(
      em,
      `select to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as date,
          coalesce(-sum(amount) filter (where kind = 'payment'), 0)::text as received,
          coalesce(sum(amount) filter (where kind = 'refund-sent' and account not like 'devotee:%'), 0)::text as refunded,
          coalesce(sum(amount) filter (where account = 'platform:fees'), 0)::text as fees,
          coalesce(sum(amount) filter (where account = 'tax:gst'), 0)::text as gst,
          coalesce(sum(amount) filter (where account = 'tax:tds'), 0)::text as tds
        from ledger_entries where ${range} group by 1 order by 1`,
      [from, end],
    );
    const pandits = await exec<Record<'pandit_id' | 'name' | 'share' | 'tds' | 'refunded' | 'pending' | 'available', string>>(
      em,
      `select p.id as pandit_id, u.name,
          coalesce(sum(e.amount) filter (where e.kind = 'share'), 0)::text as share,
          coalesce(sum(e.amount) filter (where e.kind = 'tds' and e.account = 'tax:tds'), 0)::text as tds,
          coalesce(-sum(e.amount) filter (where e.kind = 'refund' and e.account like 'pandit:%'), 0)::text as refunded,
          coalesce(sum(e.amount) filter (where e.account like 'pandit:%:pending'), 0)::text as pending,
          coalesce(sum(e.amount) filter (where e.account like 'pandit:%:available'), 0)::text as available
        from ledger_entries e join bookings b on b.id = e.booking_id join pandits p on p.id = b.pandit_id join users u on u.id = p.user_id
        where ${rangeE}
        group by p.id, u.name order by u.name limit 500`,
      [from, end],
    );
    // Each cash line of a payment or a sent refund, with the reference on its payment attempt or refund row.
    const items = await exec<Record<string, string | null>>(
      em,
      `select e.booking_id, e.kind, e.amount::text as amount, e.account, e.reference, e.created_at,
          case when e.kind = 'payment' then exists (select 1 from payments p where p.booking_id = e.booking_id and p.status = 'verified' and p.reference is not distinct from e.reference)
               else exists (select 1 from refunds r where r.booking_id = e.booking_id and r.reference = e.reference) end as matched,
          count(*) over () as total
        from ledger_entries e
        where e.kind in ('payment', 'refund-sent') and e.account not like 'devotee:%' and ${rangeE}
        order by e.id limit ${ITEMS_MAX}`,
      [from, end],
    );
    const total = Number(items[0]?.total ?? 0);
    return {
      balanced: unbalanced.n === 0,
      unbalancedTransactions: unbalanced.n,
      accounts: accounts.map((a) => ({ account: a.account, balance: Number(a.balance) })),
      days: days.map((d) => ({
        date: d.date,
        received: Number(d.received),
        refunded: Number(d.refunded),
        fees: Number(d.fees),
        gst: Number(d.gst),
        tds: Number(d.tds),
      })),
      pandits: pandits.map((p) => ({
        panditId: p.pandit_id,
        name: p.name,
        share: Number(p.share),
        tds: Number(p.tds),
        refunded: Number(p.refunded),
        pending: Number(p.pending),
        available: Number(p.available),
      })),
      items: items.map((i) => ({
        bookingId: i.booking_id!,
        bookingReference: bookingReference(i.booking_id!),
        kind: i.kind!,
        amount: Math.abs(Number(i.amount)),
        account: i.account!,
        reference: i.reference ?? null,
        matched: Boolean(i.matched),
        at: i.created_at!,
      })),
      itemsLeftOut: Math.max(0, total - items.length),
    };
  }

  /** A pandit's TDS statement for a financial year: admins name the pandit, a pandit reads his own. */
  async taxStatement(financialYear: string, panditIdInput?: string | null) {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    if (!FINANCIAL_YEAR_PATTERN.test(financialYear)) throw invalid('financialYear', 'A financial year such as 2026-27');
    let panditId: string | null;
    if (viewer.role === 'admin' && panditIdInput) panditId = isUuid(panditIdInput) ? panditIdInput : null;
    else panditId = await new BookingService(this.ctx).myPanditId();
    if (!panditId || (panditIdInput && panditIdInput !== panditId && viewer.role !== 'admin')) throw notFound('Pandit');
    const { from, to } = financialYearDates(financialYear);
    const rows = await exec<{ booking_id: string; date: string; gross: string; tds: string }>(
      this.em,
      `select e.booking_id, to_char(min(e.created_at) at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as date,
          sum(e.amount) filter (where e.kind in ('share', 'tds'))::text as gross,
          coalesce(sum(e.amount) filter (where e.kind = 'tds'), 0)::text as tds
        from ledger_entries e join bookings b on b.id = e.booking_id
        where b.pandit_id = ? and e.kind in ('share', 'tds') and e.account in (?, 'tax:tds')
          and ${rangeE}
        group by e.booking_id order by 2, 1`,
      [panditId, `pandit:${panditId}:pending`, from, addDays(to, 1)],
    );
    const lines = rows.map((r) => ({
      bookingId: r.booking_id,
      bookingReference: bookingReference(r.booking_id),
      date: r.date,
      gross: Number(r.gross),
      tds: Number(r.tds),
    }));
    const csv = [
      'date,booking,gross_inr,tds_inr',
      ...lines.map((l) => `${l.date},${l.bookingReference},${rupeesOf(l.gross)},${rupeesOf(l.tds)}`),
    ].join('\r\n');
    return {
      panditId,
      financialYear,
      gross: lines.reduce((n, l) => n + l.gross, 0),
      tds: lines.reduce((n, l) => n + l.tds, 0),
      panOnFile: await panOnFile(this.em, panditId),
      lines,
      csv: `${csv}\r\n`,
    };
  }
}
