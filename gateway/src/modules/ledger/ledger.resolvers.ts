import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import type { BookingOrRow } from '../booking/booking.entity.js';
import { breakdownOf } from './postings.js';
import { documentsOfMany, type InvoiceRow } from './invoices.js';
import { LedgerReportService } from './ledger.report.js';

const refId = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);

/** A booking's invoice and credit notes, batched per request; its customer and admins only. */
function documentsOf(ctx: Context, booking: BookingOrRow): Promise<InvoiceRow[]> {
  const viewer = ctx.viewer;
  if (!viewer || (viewer.role !== 'admin' && refId(booking.user) !== viewer.id)) return Promise.resolve([]);
  return ctx.loaders
    .batch<string, InvoiceRow[]>('taxDocumentsByBooking', async (ids) => {
      const map = await documentsOfMany(ctx.em, ids);
      return ids.map((id) => map.get(id) ?? []);
    })
    .load(booking.id);
}

export const ledgerResolvers: Resolvers = {
  Query: {
    priceQuote: (_p, { totalAmount, samagriByPandit }, ctx) =>
      new LedgerReportService(ctx).quote(totalAmount, samagriByPandit ?? false),
    reconciliation: (_p, { from, to }, ctx) => new LedgerReportService(ctx).reconciliation(from, to),
    taxStatement: (_p, { financialYear, panditId }, ctx) => new LedgerReportService(ctx).taxStatement(financialYear, panditId),
  },
  Booking: {
    priceBreakdown: (b, _a, ctx) => breakdownOf(ctx.app.config.money, b, b.totalAmount),
    taxDocuments: (b, _a, ctx) => documentsOf(ctx, b),
  },
  Receipt: {
    invoice: async (r, _a, ctx) => (await documentsOf(ctx, r.booking)).find((d) => d.series === 'INV') ?? null,
  },
  TaxDocument: {
    kind: (d) => (d.series === 'INV' ? 'INVOICE' : 'CREDIT_NOTE'),
  },
};
