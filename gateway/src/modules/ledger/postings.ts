import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SamagriProvider,
  financialYearDates,
  financialYearOf,
  panditGross,
  priceBreakdown,
  tdsFor,
  type PriceBreakdown,
} from '@marketplace/schema/rules';
import type { Config } from '../../config.js';
import type { Booking } from '../booking/booking.entity.js';
import type { Payment, Refund } from '../payment/payment.entity.js';
import { accounts, type Account, type CashAccount } from './accounts.js';
import { issueDocument } from './invoices.js';
import { bookingBalance, post, type LedgerLine } from './ledger.service.js';

/**
 * What each money movement writes in the ledger (decision 0072), called in the transaction of the change that causes
 * it: a booking becoming paid (ledger/booking-subscriber.ts), a refund decided (payment/booking-hooks.ts, the one
 * refund path) and a refund sent (payment.service.ts completeRefund).
 */
type Money = Config['money'];

const refId = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);

const exec = <T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

/** The cash account a payment arrived in (and its refund leaves from). */
export const cashAccountOf = (payment: Pick<Payment, 'method'> | null | undefined): CashAccount =>
  payment?.method === 'razorpay' ? accounts.razorpay : payment?.method === 'upi' ? accounts.upi : accounts.manual;

/** The booking's price broken down by configuration (the shared rule), on an amount in rupees. */
export const breakdownOf = (money: Money, booking: Pick<Booking, 'samagriBy'>, amountRupees: number): PriceBreakdown =>
  priceBreakdown({ totalAmount: amountRupees, samagriByPandit: booking.samagriBy === SamagriProvider.Pandit }, money);

/** Whether the pandit has an accepted PAN or masked Aadhaar on file (verification module): the 0.1% rate of 194-O. */
export async function panOnFile(em: EntityManager, panditId: string): Promise<boolean> {
  const rows = await exec(
    em,
    `select 1 from pandit_documents where pandit_id = ? and kind in ('PAN', 'AADHAAR_MASKED') and status = 'ACCEPTED' limit 1`,
    [panditId],
  );
  return rows.length > 0;
}

/** The pandit's gross (share + TDS lines) credited in the financial year of `at`, in paise. */
export async function panditGrossInYear(em: EntityManager, panditId: string, at: Date): Promise<number> {
  const { from } = financialYearDates(financialYearOf(at));
  const [row] = await exec<{ total: string | null }>(
    em,
    `select coalesce(sum(e.amount), 0)::text as total from ledger_entries e join bookings b on b.id = e.booking_id
      where b.pandit_id = ? and e.kind in ('share', 'tds') and e.account in (?, 'tax:tds')
        and e.created_at >= (?::date)::timestamp at time zone 'Asia/Kolkata'`,
    [panditId, accounts.panditPending(panditId), from],
  );
  return Number(row?.total ?? 0);
}

/** Whether the booking's payment is already in the ledger. */
async function paymentPosted(em: EntityManager, bookingId: string): Promise<boolean> {
  const rows = await exec(em, `select 1 from ledger_entries where booking_id = ? and kind = 'payment' limit 1`, [bookingId]);
  return rows.length > 0;
}

/**
 * A booking paid: the cash received, split into the pandit's share (net of TDS), TDS, the platform's fee and its GST.
 * Once per booking (a second call changes nothing). `payment` is the verified attempt (null: marked paid by hand).
 */
export async function postPayment(
  em: EntityManager,
  money: Money,
  booking: Booking,
  payment: Payment | null,
  at = new Date(),
): Promise<void> {
  if (await paymentPosted(em, booking.id)) return;
  const amount = payment?.amount ?? booking.totalAmount;
  const b = breakdownOf(money, booking, amount);
  const panditId = refId(booking.pandit);
  const gross = panditGross(b);
  let tds = 0;
  let share: Account = accounts.trips;
  if (panditId) {
    share = accounts.panditPending(panditId);
    tds = tdsFor(
      gross,
      { panOnFile: await panOnFile(em, panditId), grossBefore: await panditGrossInYear(em, panditId, at) },
      money.tds,
    );
  }
  await post(em, {
    kind: 'payment',
    bookingId: booking.id,
    reference: payment?.reference ?? null,
    at,
    lines: [
      { account: cashAccountOf(payment), amount: -b.total },
      { account: share, amount: gross - tds, kind: 'share' },
      { account: accounts.tds, amount: tds, kind: 'tds' },
      { account: accounts.fees, amount: b.platformFee, kind: 'fee' },
      { account: accounts.gst, amount: b.gst, kind: 'gst' },
    ],
  });
  await issueDocument(em, money, {
    series: 'INV',
    bookingId: booking.id,
    customerId: refId(booking.user)!,
    panditId,
    lines: b,
    at,
  });
}

/** The booking's payment lines by kind (paise), as posted. */
async function paidLines(em: EntityManager, bookingId: string) {
  const rows = await exec<{ kind: string; account: string; total: string }>(
    em,
    `select kind, account, sum(amount)::text as total from ledger_entries where booking_id = ? and kind in ('payment', 'share', 'tds', 'fee', 'gst') group by kind, account`,
    [bookingId],
  );
  const of = (kind: string) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + Number(r.total), 0);
  return { total: -of('payment'), share: of('share'), tds: of('tds'), fee: of('fee'), gst: of('gst') };
}

/**
 * A refund decided (the refund row written by payment/booking-hooks.ts): owed to the devotee, taken back from the
 * share, TDS, fee and GST in proportion to the refund over what was paid (the share's rounding remainder). The share
 * comes from the pandit's pending money first, then from his available money. A booking paid before the ledger
 * existed is posted first, so the reversal has something to reverse.
 */
export async function postRefund(
  em: EntityManager,
  money: Money,
  booking: Booking,
  refund: Refund,
  payment: Payment | null,
  at = new Date(),
): Promise<void> {
  if (!(await paymentPosted(em, booking.id))) await postPayment(em, money, booking, payment, at);
  const paid = await paidLines(em, booking.id);
  const r = refund.amount * 100;
  if (r <= 0 || paid.total <= 0) return;
  const part = (x: number) => Math.round((x * r) / paid.total);
  const fee = part(paid.fee);
  const gst = part(paid.gst);
  const tds = part(paid.tds);
  const share = r - fee - gst - tds;
  const panditId = refId(booking.pandit);
  const lines: LedgerLine[] = [
    { account: accounts.devotee(refId(booking.user)!), amount: r },
    { account: accounts.fees, amount: -fee },
    { account: accounts.gst, amount: -gst },
    { account: accounts.tds, amount: -tds },
  ];
  if (panditId) {
    const pending = accounts.panditPending(panditId);
    const fromPending = Math.max(0, Math.min(share, await bookingBalance(em, booking.id, pending)));
    lines.push({ account: pending, amount: -fromPending });
    lines.push({ account: accounts.panditAvailable(panditId), amount: -(share - fromPending) });
  } else lines.push({ account: accounts.trips, amount: -share });
  await post(em, { kind: 'refund', bookingId: booking.id, reference: refund.id, at, lines });
  // The credit note: the fee and its GST given back, the rest the dakshina's part (the booking's own samagri line is 0
  // or in proportion, as on the invoice).
  const samagri = paid.total > 0 ? Math.round((breakdownOf(money, booking, paid.total / 100).samagri * r) / paid.total) : 0;
  await issueDocument(em, money, {
    series: 'CN',
    bookingId: booking.id,
    refundId: refund.id,
    customerId: refId(booking.user)!,
    panditId,
    lines: { dakshina: r - fee - gst - samagri, samagri, platformFee: fee, gst },
    at,
  });
}

/**
 * A refund sent (Razorpay's refund.processed, or an admin's transfer, with its reference): it leaves the devotee's
 * account and the cash account the payment arrived in.
 */
export async function postRefundSent(
  em: EntityManager,
  money: Money,
  booking: Booking,
  refund: Refund,
  payment: Payment | null,
  reference: string,
  at = new Date(),
): Promise<void> {
  const r = refund.amount * 100;
  // A refund decided before the ledger existed is posted first, so the devotee's account never goes below zero.
  const decided = await exec(em, `select 1 from ledger_entries where booking_id = ? and kind = 'refund' limit 1`, [booking.id]);
  if (!decided.length) await postRefund(em, money, booking, refund, payment, at);
  await post(em, {
    kind: 'refund-sent',
    bookingId: booking.id,
    reference,
    at,
    lines: [
      { account: accounts.devotee(refId(booking.user)!), amount: -r },
      { account: cashAccountOf(payment), amount: r },
    ],
  });
}
