import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { documentNumber, financialYearOf, type PriceBreakdown } from '@marketplace/schema/rules';
import type { Config } from '../../config.js';
import { first } from '../../indexed.js';

/**
 * Tax invoices and credit notes (issue #36 item 5, decision 0072). One invoice per paid booking (the dakshina as an
 * exempt religious service, the platform's fee with its GST), one credit note per refund, each numbered without gaps
 * in its own series per financial year: the counter row is updated in the transaction that issues the document, so it
 * stays locked until that commits and a rollback takes the number back with it.
 */
export interface InvoiceRow {
  id: string;
  series: 'INV' | 'CN';
  financialYear: string;
  seq: number;
  number: string;
  bookingId: string;
  refundId: string | null;
  customerId: string;
  panditId: string | null;
  dakshina: number;
  samagri: number;
  platformFee: number;
  gst: number;
  total: number;
  feePercent: number;
  gstPercent: number;
  sellerName: string;
  sellerGstin: string;
  sellerAddress: string;
  issuedAt: Date;
}

type Money = Config['money'];

const exec = <T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

export const invoiceOf = (r: Record<string, unknown>): InvoiceRow => ({
  id: String(r.id),
  series: r.series as 'INV' | 'CN',
  financialYear: String(r.financial_year),
  seq: Number(r.seq),
  number: String(r.number),
  bookingId: String(r.booking_id),
  refundId: (r.refund_id as string | null) ?? null,
  customerId: String(r.customer_id),
  panditId: (r.pandit_id as string | null) ?? null,
  dakshina: Number(r.dakshina),
  samagri: Number(r.samagri),
  platformFee: Number(r.platform_fee),
  gst: Number(r.gst),
  total: Number(r.total),
  feePercent: Number(r.fee_percent),
  gstPercent: Number(r.gst_percent),
  sellerName: String(r.seller_name),
  sellerGstin: String(r.seller_gstin),
  sellerAddress: String(r.seller_address),
  issuedAt: new Date(r.issued_at as string),
});

/** The next number of a series in a financial year, on `em`'s transaction (the counter row stays locked until commit). */
async function nextSeq(em: EntityManager, series: 'INV' | 'CN', fy: string): Promise<number> {
  const rows = await exec<{ last: number }>(
    em,
    `insert into document_counters (series, financial_year, last) values (?, ?, 1)
      on conflict (series, financial_year) do update set last = document_counters.last + 1 returning last`,
    [series, fy],
  );
  return Number(first(rows, 'the counter').last);
}

export interface IssueInput {
  series: 'INV' | 'CN';
  bookingId: string;
  refundId?: string | null;
  customerId: string;
  panditId: string | null;
  lines: Pick<PriceBreakdown, 'dakshina' | 'samagri' | 'platformFee' | 'gst'>;
  at?: Date;
}

/** Issues one document with the next number of its series and year. */
export async function issueDocument(em: EntityManager, money: Money, input: IssueInput): Promise<InvoiceRow> {
  const at = input.at ?? new Date();
  const fy = financialYearOf(at);
  const seq = await nextSeq(em, input.series, fy);
  const { dakshina, samagri, platformFee, gst } = input.lines;
  const rows = await exec(
    em,
    `insert into invoices (id, series, financial_year, seq, number, booking_id, refund_id, customer_id, pandit_id, dakshina,
      samagri, platform_fee, gst, total, fee_percent, gst_percent, seller_name, seller_gstin, seller_address, issued_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
    [
      randomUUID(),
      input.series,
      fy,
      seq,
      documentNumber(input.series, fy, seq),
      input.bookingId,
      input.refundId ?? null,
      input.customerId,
      input.panditId,
      dakshina,
      samagri,
      platformFee,
      gst,
      dakshina + samagri + platformFee + gst,
      money.platformFeePercent,
      money.gstRatePercent,
      money.seller.legalName,
      money.seller.gstin,
      money.seller.address,
      at,
    ],
  );
  return invoiceOf(first(rows, 'the issued document'));
}

/** A booking's invoice and credit notes, invoice first. */
export async function documentsOf(em: EntityManager, bookingId: string): Promise<InvoiceRow[]> {
  return (await exec(em, `select * from invoices where booking_id = ? order by series desc, issued_at, seq`, [bookingId])).map(
    invoiceOf,
  );
}

/** The documents of many bookings in one statement (a page of bookings), by booking id. */
export async function documentsOfMany(em: EntityManager, bookingIds: readonly string[]): Promise<Map<string, InvoiceRow[]>> {
  const map = new Map<string, InvoiceRow[]>(bookingIds.map((id) => [id, []]));
  if (!bookingIds.length) return map;
  const rows = await exec(em, `select * from invoices where booking_id = any(?::uuid[]) order by series desc, issued_at, seq`, [
    `{${bookingIds.join(',')}}`,
  ]);
  for (const r of rows.map(invoiceOf)) map.get(r.bookingId)?.push(r);
  return map;
}
