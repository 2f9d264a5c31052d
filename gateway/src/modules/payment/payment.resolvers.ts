import { PaymentAttemptStatus, PaymentMethod, RefundRule, RefundStatus, refundArrivesBy } from '@marketplace/schema/rules';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Config } from '../../config.js';
import type { Context } from '../../context.js';
import type { Booking } from '../booking/booking.entity.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { PaymentService } from './payment.service.js';
import { razorpayEnabled } from './razorpay.js';

const idOf = (ref: unknown): string => (ref as { id: string }).id;

/** SiteConfig.payments: which options the server offers. */
export const paymentOptions = (config: Config) => ({ upi: Boolean(config.upi.vpa), razorpay: razorpayEnabled(config.razorpay) });

const bookingOf = (ref: unknown, ctx: Context) =>
  ctx.loaders
    .byId<Booking>(BookingSchema, 'Booking')
    .load(idOf(ref))
    .then((b) => b!);

/** A payment enum's SDL value → its stored lower-case value (codegen.ts STORED_ENUM_NAMES). */
const stored = (sdl: Record<string, string>) => Object.fromEntries(Object.values(sdl).map((v) => [v, v.toLowerCase()])) as never;

export const paymentResolvers: Resolvers = {
  PaymentMethod: stored(PaymentMethod),
  PaymentAttemptStatus: stored(PaymentAttemptStatus),
  RefundStatus: stored(RefundStatus),
  RefundRule: stored(RefundRule),
  Query: {
    payments: (_p, { filter, page }, ctx) =>
      new PaymentService(ctx).list(
        filter && {
          status: filter.status as never,
          method: filter.method as never,
        },
        page,
      ),
    refunds: (_p, { filter, page }, ctx) =>
      new PaymentService(ctx).listRefunds(filter && { status: filter.status as never }, page),
    receipt: (_p, { bookingId }, ctx) => new PaymentService(ctx).receipt(bookingId),
  },
  Mutation: {
    submitUpiPayment: (_p, { bookingId, utr }, ctx) => new PaymentService(ctx).submitUpi(bookingId, utr),
    verifyPayment: (_p, { id }, ctx) => new PaymentService(ctx).verify(id),
    rejectPayment: (_p, { id, reason }, ctx) => new PaymentService(ctx).reject(id, reason),
    createRazorpayOrder: (_p, { bookingId }, ctx) => new PaymentService(ctx).createRazorpayOrder(bookingId),
    markRefunded: (_p, { id, reference }, ctx) => new PaymentService(ctx).markRefunded(id, reference),
  },
  Booking: {
    upiPayment: (b, _a, ctx) => new PaymentService(ctx).upiPayment(b),
    payments: (b, _a, ctx) => new PaymentService(ctx).paymentsOf(b),
    refund: (b, _a, ctx) => new PaymentService(ctx).refundOf(b),
    refundPreview: (b, _a, ctx) => new PaymentService(ctx).refundPreview(b),
  },
  Payment: {
    booking: (p, _a, ctx) => bookingOf(p.booking, ctx),
  },
  Refund: {
    booking: (r, _a, ctx) => bookingOf(r.booking, ctx),
    sentAt: (r) => r.refundedAt ?? null,
    arrivesBy: (r) => refundArrivesBy(r.createdAt),
  },
};
