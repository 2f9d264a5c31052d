import type { EntityManager } from '@mikro-orm/postgresql';
import {
  bookingReference,
  maskAccountNumber,
  maskUpiId,
  payoutAccountInputSchema,
  payoutFailureSchema,
  payoutReferenceSchema,
  statementRange,
  isUuid,
  IST_OFFSET_MS,
} from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, forbidden, notFound, unauthenticated } from '../../errors.js';
import { validate } from '../../validation.js';
import { log } from '../../log.js';
import { audit } from '../admin/audit.service.js';
import { accounts } from '../ledger/accounts.js';
import { balance, post } from '../ledger/ledger.service.js';
import { PanditSchema } from '../pandit/pandit.entity.js';
import { PayoutAccountSchema, type PayoutAccount, type PayoutStatus } from './payout.entity.js';
import { payoutVerifyProvider } from './verify.js';
import { OPEN_COMPLAINT } from './release.js';
import { csvLines, rupees } from './csv.js';
import { createContact, createFundAccount, createPayout, razorpayxEnabled, type RazorpayXPayout } from './razorpayx.js';
import { first } from '../../indexed.js';

const exec = <T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

/** A payout account as anyone but its owner editing it sees it: the number masked. */
export interface PayoutAccountView {
  kind: string;
  holderName: string;
  accountNumberMasked: string | null;
  ifsc: string | null;
  upiIdMasked: string | null;
  verification: string;
  verifiedAt: Date | null;
  updatedAt: Date;
  /** Only for the owner asking to edit: the full values. */
  accountNumber?: string | null;
  upiId?: string | null;
}

export function accountView(a: PayoutAccount, owner = false): PayoutAccountView {
  return {
    kind: a.kind,
    holderName: a.holderName,
    accountNumberMasked: a.accountNumber ? maskAccountNumber(a.accountNumber) : null,
    ifsc: a.ifsc ?? null,
    upiIdMasked: a.upiId ? maskUpiId(a.upiId) : null,
    verification: a.verification,
    verifiedAt: a.verifiedAt ?? null,
    updatedAt: a.updatedAt,
    ...(owner ? { accountNumber: a.accountNumber ?? null, upiId: a.upiId ?? null } : {}),
  };
}

/** What an audit entry keeps of an account: never the number or the UPI id, only their masked forms. */
const auditedOf = (a: Pick<PayoutAccount, 'kind' | 'holderName' | 'accountNumber' | 'ifsc' | 'upiId' | 'verification'> | null) =>
  a
    ? {
        kind: a.kind,
        holderName: a.holderName,
        account: a.accountNumber ? maskAccountNumber(a.accountNumber) : a.upiId ? maskUpiId(a.upiId) : null,
        ifsc: a.ifsc ?? null,
        verification: a.verification,
      }
    : null;

const changesOf = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => {
  const out: Record<string, { before?: unknown; after?: unknown }> = {};
  for (const k of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]))
      out[k] = { before: before?.[k] ?? null, after: after?.[k] ?? null };
  }
  return out;
};

/** The state of a booking's share in the pandit's earnings. */
export type ShareState = 'pending' | 'held' | 'available' | 'in_payout' | 'paid';

/** A live payout: its money is in payout:clearing (or paid); `failed` and `reversed` gave it back. */
const LIVE = `('pending', 'queued', 'processing', 'processed')`;

/**
 * The pandit's earnings and payout account, and the admins' payout batches (issue #36 items 3-5, decision 0073). Every
 * amount is integer paise and every total a sum of ledger entries (modules/ledger): the pandit's `pending` and
 * `available` accounts, `payout:clearing` and `bank:payouts` for his bookings (each payout posts one transaction per
 * booking it pays, so every line names its booking).
 */
export class PayoutService {
  constructor(private readonly ctx: Context) {}

  private get em() {
    return this.ctx.em;
  }

  private requireAdmin() {
    if (!this.ctx.viewer) throw unauthenticated();
    if (this.ctx.viewer.role !== 'admin') throw forbidden();
  }

  /** The viewer's pandit profile; a devotee or a visitor has no earnings (FORBIDDEN / UNAUTHENTICATED). */
  async viewersPandit(): Promise<{ id: string; name: string }> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const pandit = await this.em.findOne(PanditSchema, { user: viewer.id }, { fields: ['id', 'name'] });
    if (!pandit) throw forbidden();
    return { id: pandit.id, name: pandit.name };
  }

  /** The pandit whose earnings are read: the viewer's own, or any for an admin naming one. */
  private async panditFor(panditId?: string): Promise<{ id: string; name: string }> {
    if (panditId && this.ctx.viewer?.role === 'admin') {
      if (!isUuid(panditId)) throw notFound('Pandit');
      const p = await this.em.findOne(PanditSchema, { id: panditId }, { fields: ['id', 'name'] });
      if (!p) throw notFound('Pandit');
      return { id: p.id, name: p.name };
    }
    return this.viewersPandit();
  }

  // ---------------------------------------------------------------- the payout account

  async account(edit = false): Promise<PayoutAccountView | null> {
    const pandit = await this.viewersPandit();
    const a = await this.em.findOne(PayoutAccountSchema, { pandit: pandit.id });
    return a ? accountView(a, edit) : null;
  }

  /** Adds or replaces the viewer's payout account; checked by the penny-drop provider; audited without the number. */
  async saveAccount(input: unknown): Promise<PayoutAccountView> {
    const pandit = await this.viewersPandit();
    const values = validate(payoutAccountInputSchema, input);
    const result = await payoutVerifyProvider(this.ctx.app.config.payouts.verifyProvider).verify(values);
    return this.em.transactional(async (em) => {
      let a = await em.findOne(PayoutAccountSchema, { pandit: pandit.id }, { lockMode: 4 /* PESSIMISTIC_WRITE */ });
      const before = auditedOf(a);
      const same =
        a &&
        a.kind === values.kind &&
        a.accountNumber === values.accountNumber &&
        a.ifsc === values.ifsc &&
        a.upiId === values.upiId;
      if (!a) a = em.create(PayoutAccountSchema, { pandit: pandit.id, ...values, verification: 'not-checked' });
      else Object.assign(a, values);
      if (!same) {
        // A new destination is checked again and needs a new fund account at RazorpayX.
        a.verification = result;
        a.verifiedAt = result === 'verified' ? new Date() : null;
        a.fundAccountId = null;
      }
      audit(this.ctx, em, 'payoutAccount.save', 'PayoutAccount', pandit.id, changesOf(before, auditedOf(a)));
      await em.flush();
      return accountView(a, false);
    });
  }

  /** Admins: the payout accounts, masked, with each pandit's available balance (the Payouts tab). */
  async accounts(): Promise<Array<PayoutAccountView & { panditId: string; panditName: string; availablePaise: number }>> {
    this.requireAdmin();
    const rows = await this.em.find(PayoutAccountSchema, {}, { populate: ['pandit'], orderBy: { updatedAt: 'desc' } });
    const out = [];
    for (const a of rows) {
      const pandit = a.pandit as unknown as { id: string; name: string };
      out.push({
        ...accountView(a),
        panditId: pandit.id,
        panditName: pandit.name,
        availablePaise: await balance(this.em, accounts.panditAvailable(pandit.id)),
      });
    }
    return out;
  }

  /** Admins: marks a payout account verified by hand (the log-only provider checks nothing); audited. */
  async verifyAccount(panditId: string, verified: boolean): Promise<PayoutAccountView> {
    this.requireAdmin();
    if (!isUuid(panditId)) throw notFound('Payout account');
    const a = await this.em.findOne(PayoutAccountSchema, { pandit: panditId });
    if (!a) throw notFound('Payout account');
    const before = auditedOf(a);
    a.verification = verified ? 'verified' : 'not-checked';
    a.verifiedAt = verified ? new Date() : null;
    audit(this.ctx, this.em, 'payoutAccount.verify', 'PayoutAccount', panditId, changesOf(before, auditedOf(a)));
    await this.em.flush();
    return accountView(a);
  }

  // ---------------------------------------------------------------- earnings

  /** Totals (sums of ledger entries), the bookings with their share and state, and the payouts. */
  async earnings(panditId?: string) {
    const pandit = await this.panditFor(panditId);
    const em = this.em;
    const pendingAccount = accounts.panditPending(pandit.id);
    const availableAccount = accounts.panditAvailable(pandit.id);
    const totals = first(
      await exec<{ pending: string; available: string; in_payout: string; paid: string }>(
        em,
        `select
         coalesce(sum(le.amount) filter (where le.account = ?), 0)::text as pending,
         coalesce(sum(le.amount) filter (where le.account = ?), 0)::text as available,
         coalesce(sum(le.amount) filter (where le.account = 'payout:clearing'), 0)::text as in_payout,
         coalesce(sum(le.amount) filter (where le.account = 'bank:payouts'), 0)::text as paid
       from ledger_entries le
       where le.account in (?, ?) or (le.account in ('payout:clearing', 'bank:payouts')
         and le.booking_id in (select b.id from bookings b where b.pandit_id = ?))`,
        [pendingAccount, availableAccount, pendingAccount, availableAccount, pandit.id],
      ),
    );
    const bookings = await exec<{
      id: string;
      date: string;
      time: string;
      name: string | null;
      name_hi: string | null;
      share: string;
      pending: string;
      available: string;
      clearing: string;
      paid: string;
      released: boolean;
      open: boolean;
    }>(
      em,
      `select b.id, b.date::text as date, b.time, coalesce(c.name_en, pk.name) as name, coalesce(c.name_hi, pk.name) as name_hi,
              coalesce(sum(le.amount) filter (where le.account = ? and le.kind <> 'release'), 0)::text as share,
              coalesce(sum(le.amount) filter (where le.account = ?), 0)::text as pending,
              coalesce(sum(le.amount) filter (where le.account = ?), 0)::text as available,
              coalesce(sum(le.amount) filter (where le.account = 'payout:clearing'), 0)::text as clearing,
              coalesce(sum(le.amount) filter (where le.account = 'bank:payouts'), 0)::text as paid,
              exists (select 1 from payout_releases r where r.booking_id = b.id) as released,
              ${OPEN_COMPLAINT} as open
         from bookings b
         join ledger_entries le on le.booking_id = b.id
         left join ceremonies c on c.id = b.ceremony_id
         left join packages pk on pk.id = b.package_id
        where b.pandit_id = ? and le.account in (?, ?, 'payout:clearing', 'bank:payouts')
        group by b.id, c.name_en, c.name_hi, pk.name
        order by b.date desc, b.time desc, b.id
        limit 500`,
      [pendingAccount, pendingAccount, availableAccount, pandit.id, pendingAccount, availableAccount],
    );
    const payouts = await exec<{
      id: string;
      amount_paise: number;
      status: PayoutStatus;
      reference: string | null;
      failure_reason: string | null;
      created_at: Date;
      updated_at: Date;
    }>(
      em,
      `select id, amount_paise, status, reference, failure_reason, created_at, updated_at from payouts
        where pandit_id = ? order by created_at desc, id limit 200`,
      [pandit.id],
    );
    const n = (v: string) => Number(v);
    return {
      panditId: pandit.id,
      pendingPaise: n(totals.pending),
      availablePaise: n(totals.available),
      inPayoutPaise: n(totals.in_payout),
      paidPaise: n(totals.paid),
      bookings: bookings.map((b) => {
        const state: ShareState =
          n(b.paid) > 0 && n(b.available) <= 0 && n(b.clearing) <= 0
            ? 'paid'
            : n(b.clearing) > 0
              ? 'in_payout'
              : b.open
                ? 'held'
                : b.released && n(b.available) > 0
                  ? 'available'
                  : 'pending';
        return {
          bookingId: b.id,
          reference: bookingReference(b.id),
          date: b.date,
          time: b.time,
          ceremony: b.name,
          ceremonyHi: b.name_hi,
          sharePaise: n(b.share),
          state,
        };
      }),
      payouts: payouts.map((p) => ({
        id: p.id,
        amountPaise: Number(p.amount_paise),
        status: p.status,
        reference: p.reference,
        failureReason: p.failure_reason,
        createdAt: new Date(p.created_at),
        updatedAt: new Date(p.updated_at),
      })),
    };
  }

  /**
   * The statement of a month (`2026-11`) or a financial year (`FY2026`, April to March) as CSV: every ledger entry on
   * the pandit's accounts in that period (India time), the opening and closing balances, and the totals; the sum of
   * the lines is the change of the balances, to the paisa.
   */
  async statement(period: string, panditId?: string): Promise<{ filename: string; csv: string }> {
    const pandit = await this.panditFor(panditId);
    const range = statementRange(period);
    if (!range)
      throw new DomainError('VALIDATION_FAILED', 'The period is a month (2026-11) or a financial year (FY2026).', {
        fields: { period: 'input.invalid' },
      });
    const from = new Date(Date.parse(`${range.from}T00:00:00Z`) - IST_OFFSET_MS);
    const to = new Date(Date.parse(`${range.to}T00:00:00Z`) - IST_OFFSET_MS);
    const pendingAccount = accounts.panditPending(pandit.id);
    const availableAccount = accounts.panditAvailable(pandit.id);
    const opening = {
      pending: await balance(this.em, pendingAccount, from),
      available: await balance(this.em, availableAccount, from),
    };
    const entries = await exec<{
      created_at: Date;
      account: string;
      kind: string;
      amount: string;
      booking_id: string | null;
      reference: string | null;
    }>(
      this.em,
      `select created_at, account, kind, amount::text as amount, booking_id, reference from ledger_entries
        where account in (?, ?) and created_at >= ? and created_at < ? order by created_at, id`,
      [pendingAccount, availableAccount, from, to],
    );
    const rows: Array<Array<string | number | null>> = [
      ['Date (IST)', 'Booking', 'Entry', 'Account', 'Amount (INR)', 'Reference'],
      [range.from, '', 'opening balance', 'pending', rupees(opening.pending), ''],
      [range.from, '', 'opening balance', 'available', rupees(opening.available), ''],
    ];
    const sums = { pending: 0, available: 0 };
    for (const e of entries) {
      const which = e.account === pendingAccount ? 'pending' : 'available';
      const amount = Number(e.amount);
      sums[which] += amount;
      const at = new Date(new Date(e.created_at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
      rows.push([at, e.booking_id ? bookingReference(e.booking_id) : '', e.kind, which, rupees(amount), e.reference]);
    }
    rows.push(['', '', 'total of entries', 'pending', rupees(sums.pending), '']);
    rows.push(['', '', 'total of entries', 'available', rupees(sums.available), '']);
    rows.push(['', '', 'closing balance', 'pending', rupees(opening.pending + sums.pending), '']);
    rows.push(['', '', 'closing balance', 'available', rupees(opening.available + sums.available), '']);
    return { filename: `earnings-${period}.csv`, csv: csvLines(rows) };
  }

  // ---------------------------------------------------------------- batches (admins)

  /**
   * Builds a batch: for each pandit with a verified payout account, the released bookings still available, without an
   * open complaint, if they add up to PAYOUT_MIN_PAISE or more and never more than the available balance. One
   * transaction; each pandit's advisory lock (taken in a fixed order) makes a second build wait and then find nothing
   * left to pay. Each booking in a payout moves available → payout:clearing in its own ledger transaction.
   */
  async buildBatch(providerName?: string) {
    this.requireAdmin();
    const provider =
      providerName === 'razorpayx' || providerName === 'file' ? providerName : this.ctx.app.config.payouts.provider;
    const min = this.ctx.app.config.payouts.minPaise;
    const viewerId = this.ctx.viewer!.id;
    const batchId = await this.em.fork().transactional(async (em) => {
      const candidates = await exec<{ pandit_id: string; account_id: string }>(
        em,
        `select a.pandit_id, a.id as account_id from payout_accounts a where a.verification = 'verified' order by a.pandit_id`,
      );
      const batch = first(
        await exec<{ id: string }>(
          em,
          `insert into payout_batches (id, provider, created_by_id, total_paise, created_at) values (gen_random_uuid(), ?, ?, 0, now()) returning id`,
          [provider, viewerId],
        ),
        'the new batch',
      );
      let total = 0;
      for (const c of candidates) {
        await exec(em, `select pg_advisory_xact_lock(hashtext('payout:' || ?))`, [c.pandit_id]);
        const available = await balance(em, accounts.panditAvailable(c.pandit_id));
        if (available < min) continue;
        const items = await exec<{ booking_id: string; amount: string }>(
          em,
          `select le.booking_id, sum(le.amount)::text as amount
             from ledger_entries le join bookings b on b.id = le.booking_id
            where le.account = ? and not ${OPEN_COMPLAINT}
            group by le.booking_id, b.date having sum(le.amount) > 0
            order by b.date, le.booking_id`,
          [accounts.panditAvailable(c.pandit_id)],
        );
        const chosen: Array<{ bookingId: string; amount: number }> = [];
        let sum = 0;
        for (const it of items) {
          const amount = Number(it.amount);
          if (sum + amount > available) continue; // never more than the account holds
          chosen.push({ bookingId: it.booking_id, amount });
          sum += amount;
        }
        if (sum < min || !chosen.length) continue;
        const payout = first(
          await exec<{ id: string }>(
            em,
            `insert into payouts (id, batch_id, pandit_id, account_id, amount_paise, status, idempotency_key, created_at, updated_at)
           values (gen_random_uuid(), ?, ?, ?, ?, 'pending', gen_random_uuid(), now(), now()) returning id`,
            [batch.id, c.pandit_id, c.account_id, sum],
          ),
          'the new payout',
        );
        for (const it of chosen) {
          await exec(em, `insert into payout_items (payout_id, booking_id, amount_paise, live) values (?, ?, ?, true)`, [
            payout.id,
            it.bookingId,
            it.amount,
          ]);
          await post(em, {
            kind: 'payout',
            bookingId: it.bookingId,
            lines: [
              { account: accounts.panditAvailable(c.pandit_id), amount: -it.amount },
              { account: accounts.payoutClearing, amount: it.amount },
            ],
          });
        }
        total += sum;
      }
      if (total === 0) {
        await exec(em, 'delete from payout_batches where id = ?', [batch.id]);
        return null;
      }
      await exec(em, 'update payout_batches set total_paise = ? where id = ?', [total, batch.id]);
      const ctxEm = em;
      audit(this.ctx, ctxEm, 'payoutBatch.build', 'PayoutBatch', batch.id, {
        total: { after: total },
        provider: { after: provider },
      });
      await em.flush();
      return batch.id;
    });
    if (!batchId)
      throw new DomainError('CONFLICT', 'Nothing to pay: no verified account holds the minimum available.', {
        reason: 'NOTHING_TO_PAY',
      });
    return this.batch(batchId);
  }

  async batches() {
    this.requireAdmin();
    const rows = await exec<{ id: string }>(this.em, 'select id from payout_batches order by created_at desc, id limit 50');
    const out = [];
    for (const r of rows) out.push(await this.batch(r.id));
    return out;
  }

  async batch(id: string) {
    this.requireAdmin();
    if (!isUuid(id)) throw notFound('Payout batch');
    const [b] = await exec<{ id: string; provider: string; total_paise: number; sent_at: Date | null; created_at: Date }>(
      this.em,
      'select id, provider, total_paise, sent_at, created_at from payout_batches where id = ?',
      [id],
    );
    if (!b) throw notFound('Payout batch');
    const payouts = await exec<{
      id: string;
      pandit_id: string;
      pandit_name: string;
      amount_paise: number;
      status: PayoutStatus;
      reference: string | null;
      failure_reason: string | null;
      kind: string | null;
      account_number: string | null;
      upi_id: string | null;
      ifsc: string | null;
      holder_name: string | null;
    }>(
      this.em,
      `select p.id, p.pandit_id, pd.name as pandit_name, p.amount_paise, p.status, p.reference, p.failure_reason,
              a.kind, a.account_number, a.upi_id, a.ifsc, a.holder_name
         from payouts p join pandits pd on pd.id = p.pandit_id left join payout_accounts a on a.id = p.account_id
        where p.batch_id = ? order by pd.name, p.id`,
      [id],
    );
    return {
      id: b.id,
      provider: b.provider,
      totalPaise: Number(b.total_paise),
      sentAt: b.sent_at,
      createdAt: b.created_at,
      payouts: payouts.map((p) => ({
        id: p.id,
        panditId: p.pandit_id,
        panditName: p.pandit_name,
        amountPaise: Number(p.amount_paise),
        status: p.status,
        reference: p.reference,
        failureReason: p.failure_reason,
        account:
          p.kind === 'vpa'
            ? p.upi_id
              ? maskUpiId(p.upi_id)
              : null
            : p.account_number
              ? maskAccountNumber(p.account_number)
              : null,
        ifsc: p.ifsc,
      })),
    };
  }

  /**
   * The bank's bulk-transfer file of a batch (CSV): one line per payout still pending, with the full account number
   * (admins only, never cached, audited). The bank's reference comes back through `markPaid`.
   */
  async bankFile(id: string): Promise<{ filename: string; csv: string }> {
    this.requireAdmin();
    await this.batch(id);
    const lines = await exec<{
      id: string;
      amount_paise: number;
      kind: string;
      holder_name: string;
      account_number: string | null;
      ifsc: string | null;
      upi_id: string | null;
    }>(
      this.em,
      `select p.id, p.amount_paise, a.kind, a.holder_name, a.account_number, a.ifsc, a.upi_id
         from payouts p join payout_accounts a on a.id = p.account_id
        where p.batch_id = ? and p.status = 'pending' order by p.id`,
      [id],
    );
    const rows: Array<Array<string | number | null>> = [
      [
        'Payment Mode',
        'Beneficiary Name',
        'Beneficiary Account Number',
        'IFSC',
        'Beneficiary UPI Id',
        'Amount (INR)',
        'Payment Reference',
        'Narration',
      ],
      ...lines.map((l) => [
        l.kind === 'vpa' ? 'UPI' : 'NEFT',
        l.holder_name,
        l.account_number,
        l.ifsc,
        l.upi_id,
        rupees(Number(l.amount_paise)),
        l.id,
        'PanditConnect payout',
      ]),
    ];
    audit(this.ctx, this.em, 'payoutBatch.export', 'PayoutBatch', id, { lines: { after: lines.length } });
    await this.em.flush();
    return { filename: `payouts-${id.slice(0, 8)}.csv`, csv: csvLines(rows) };
  }

  /** Sends a batch's pending payouts through RazorpayX (contacts and fund accounts made once per account). */
  async sendBatch(id: string) {
    this.requireAdmin();
    const c = this.ctx.app.config.payouts.razorpayx;
    if (!razorpayxEnabled(c))
      throw new DomainError('CONFLICT', 'RazorpayX is not configured (RAZORPAYX_KEY_ID, _KEY_SECRET, _ACCOUNT_NUMBER).', {
        reason: 'RAZORPAYX_NOT_CONFIGURED',
      });
    await this.batch(id);
    const pending = await exec<{
      id: string;
      idempotency_key: string;
      amount_paise: number;
      account_id: string;
      pandit_id: string;
      pandit_name: string;
    }>(
      this.em,
      `select p.id, p.idempotency_key, p.amount_paise, p.account_id, p.pandit_id, pd.name as pandit_name
         from payouts p join pandits pd on pd.id = p.pandit_id where p.batch_id = ? and p.status = 'pending' and p.provider_payout_id is null order by p.id`,
      [id],
    );
    for (const p of pending) {
      const account = await this.em.fork().findOneOrFail(PayoutAccountSchema, { id: p.account_id });
      if (!account.contactId) account.contactId = (await createContact(c, { name: p.pandit_name, panditId: p.pandit_id })).id;
      if (!account.fundAccountId) account.fundAccountId = (await createFundAccount(c, account.contactId, account)).id;
      await exec(this.em, 'update payout_accounts set contact_id = ?, fund_account_id = ? where id = ?', [
        account.contactId,
        account.fundAccountId,
        account.id,
      ]);
      const sent = await createPayout(c, {
        fundAccountId: account.fundAccountId,
        amountPaise: Number(p.amount_paise),
        mode: account.kind === 'vpa' ? 'UPI' : 'IMPS',
        referenceId: p.id,
        idempotencyKey: p.idempotency_key,
      });
      await this.em.fork().transactional(async (em) => {
        await exec(em, `update payouts set provider_payout_id = ?, updated_at = now() where id = ?`, [sent.id, p.id]);
        await applyProviderStatus(em, p.id, sent);
      });
    }
    await exec(this.em, 'update payout_batches set sent_at = now() where id = ?', [id]);
    audit(this.ctx, this.em, 'payoutBatch.send', 'PayoutBatch', id, { sent: { after: pending.length } });
    await this.em.flush();
    return this.batch(id);
  }

  /** An admin records the bank's reference for a payout of the bank file: paid. */
  async markPaid(payoutId: string, reference: unknown) {
    this.requireAdmin();
    const ref = validate(payoutReferenceSchema, reference, 'reference');
    const batchId = await this.em.fork().transactional(async (em) => {
      const p = await lockPayout(em, payoutId);
      if (p.status === 'processed' && p.reference === ref) return p.batch_id;
      if (!['pending', 'queued', 'processing'].includes(p.status))
        throw new DomainError('CONFLICT', 'This payout is already settled.', { reason: 'PAYOUT_SETTLED' });
      await settle(em, p.id, 'processed', { reference: ref });
      audit(this.ctx, em, 'payout.paid', 'Payout', p.id, { reference: { after: ref } });
      await em.flush();
      return p.batch_id;
    });
    return this.batch(batchId);
  }

  /** An admin records that the bank refused a payout: failed, the money back in the pandit's available balance. */
  async markFailed(payoutId: string, reason: unknown) {
    this.requireAdmin();
    const why = validate(payoutFailureSchema, reason, 'reason');
    const batchId = await this.em.fork().transactional(async (em) => {
      const p = await lockPayout(em, payoutId);
      if (!['pending', 'queued', 'processing'].includes(p.status))
        throw new DomainError('CONFLICT', 'This payout is already settled.', { reason: 'PAYOUT_SETTLED' });
      await settle(em, p.id, 'failed', { failureReason: why });
      audit(this.ctx, em, 'payout.failed', 'Payout', p.id, { failureReason: { after: why } });
      await em.flush();
      return p.batch_id;
    });
    return this.batch(batchId);
  }
}

async function lockPayout(em: EntityManager, id: string) {
  if (!isUuid(id)) throw notFound('Payout');
  const [p] = await exec<{ id: string; batch_id: string; status: PayoutStatus; reference: string | null }>(
    em,
    'select id, batch_id, status, reference from payouts where id = ? for update',
    [id],
  );
  if (!p) throw notFound('Payout');
  return p;
}

/**
 * Moves a (locked) payout to a final state with its ledger transactions, one per booking it pays:
 * processed: payout:clearing → bank:payouts; failed: payout:clearing → available; reversed after processed:
 * bank:payouts → available (the bank sent it back). A failed or reversed payout's bookings may be paid again.
 */
export async function settle(
  em: EntityManager,
  payoutId: string,
  to: 'processed' | 'failed' | 'reversed',
  o: { reference?: string | null; failureReason?: string | null } = {},
): Promise<void> {
  const [p] = await exec<{ status: PayoutStatus; pandit_id: string }>(em, 'select status, pandit_id from payouts where id = ?', [
    payoutId,
  ]);
  if (!p || p.status === to || p.status === 'failed' || p.status === 'reversed') return;
  const wasPaid = p.status === 'processed';
  if (to === 'processed' && wasPaid) return;
  const items = await exec<{ booking_id: string; amount_paise: number }>(
    em,
    'select booking_id, amount_paise from payout_items where payout_id = ? and live order by booking_id',
    [payoutId],
  );
  const available = accounts.panditAvailable(p.pandit_id);
  for (const it of items) {
    const amount = Number(it.amount_paise);
    const from = wasPaid ? accounts.payouts : accounts.payoutClearing;
    const lines =
      to === 'processed'
        ? [
            { account: accounts.payoutClearing, amount: -amount },
            { account: accounts.payouts, amount },
          ]
        : [
            { account: from, amount: -amount },
            { account: available, amount },
          ];
    await post(em, {
      kind: to === 'processed' ? 'payout-paid' : 'payout-failed',
      bookingId: it.booking_id,
      reference: o.reference ?? null,
      lines,
    });
  }
  if (to !== 'processed') await exec(em, 'update payout_items set live = false where payout_id = ?', [payoutId]);
  await exec(
    em,
    `update payouts set status = ?, reference = coalesce(?, reference), failure_reason = coalesce(?, failure_reason), updated_at = now() where id = ?`,
    [to, o.reference ?? null, o.failureReason?.slice(0, 300) ?? null, payoutId],
  );
  log.info({ payoutId, status: to }, 'payout settled');
}

/** RazorpayX's answer or webhook entity applied to our payout: queued/processing recorded, final states settled. */
export async function applyProviderStatus(em: EntityManager, payoutId: string, x: RazorpayXPayout): Promise<string> {
  const status = x.status;
  if (status === 'processed') {
    await settle(em, payoutId, 'processed', { reference: x.utr ?? x.id });
    return 'processed';
  }
  if (status === 'reversed') {
    await settle(em, payoutId, 'reversed', {
      failureReason: x.status_details?.description ?? x.failure_reason ?? 'reversed by the bank',
    });
    return 'reversed';
  }
  if (status === 'failed' || status === 'rejected' || status === 'cancelled') {
    await settle(em, payoutId, 'failed', { failureReason: x.status_details?.description ?? x.failure_reason ?? status });
    return 'failed';
  }
  if (status === 'queued' || status === 'processing' || status === 'pending')
    await exec(
      em,
      `update payouts set status = ?, updated_at = now() where id = ? and status in ('pending', 'queued', 'processing')`,
      [status === 'pending' ? 'queued' : status, payoutId],
    );
  return status;
}

export { LIVE as LIVE_PAYOUT_STATUSES };
