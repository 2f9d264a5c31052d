import express, { type Request, type RequestHandler, type Response } from 'express';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps, Context } from '../../context.js';
import { DomainError } from '../../errors.js';
import { sendError } from '../../http-errors.js';
import { log } from '../../log.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { inBookingTransaction, publishBookingChanged, stateOf } from '../booking/booking-events.js';
import { PaymentSchema, RefundSchema } from './payment.entity.js';
import { completeRefund, PaymentService, recordPaymentReceived } from './payment.service.js';
import { refundOnCancel } from './booking-hooks.js';
import { signatureValid } from './razorpay.js';

export const RAZORPAY_WEBHOOK_PATH = '/api/payments/razorpay/webhook';

interface PaymentEntity {
  id?: string;
  order_id?: string;
  amount?: number;
  status?: string;
}
interface RefundEntity {
  id?: string;
  payment_id?: string;
  amount?: number;
}
interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: PaymentEntity };
    order?: { entity?: { id?: string } };
    refund?: { entity?: RefundEntity };
  };
}

const refId = (ref: unknown): string => (ref as { id: string }).id;
/** The webhook acts as no one: the status history records the change without an actor. */
const systemContext = (deps: AppDeps) => ({ viewer: null, app: deps }) as unknown as Context;

/**
 * payment.captured / order.paid: the order's attempt becomes verified and the booking paid, once. The captured
 * amount (paise) must be given and equal the order's: a capture without one is malformed (400, nothing changes).
 */
async function captured(
  ctx: Context,
  em: EntityManager,
  payment: PaymentEntity | undefined,
  orderId: string | undefined,
  late: { bookingId?: string },
): Promise<string> {
  const payId = payment?.id;
  const order = payment?.order_id ?? orderId;
  if (!payId || !order) return 'ignored';
  if (!Number.isSafeInteger(payment.amount)) {
    log.warn({ orderId: order, paymentId: payId }, 'razorpay webhook: a capture without an amount; refused');
    throw new DomainError('BAD_REQUEST', 'The captured payment has no amount');
  }
  const attempt = await em.findOne(PaymentSchema, { orderId: order }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!attempt) {
    log.warn({ orderId: order, paymentId: payId }, 'razorpay webhook: unknown order');
    return 'unknown_order';
  }
  if (attempt.status === 'verified') return 'duplicate';
  if (await em.count(PaymentSchema, { method: 'razorpay', reference: payId, status: { $ne: 'rejected' } })) return 'duplicate';
  if (payment.amount !== attempt.amount * 100) {
    log.error(
      { orderId: order, paymentId: payId, amount: payment.amount },
      'razorpay webhook: captured amount differs from the order',
    );
    return 'amount_mismatch';
  }
  const booking = await em.findOneOrFail(BookingSchema, { id: refId(attempt.booking) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  attempt.reference = payId;
  attempt.status = 'verified';
  const at = new Date();
  attempt.decidedAt = at;
  if (booking.paymentStatus === 'pending') {
    const cancelledAt = booking.updatedAt;
    const before = stateOf(booking);
    booking.paymentStatus = 'paid';
    await publishBookingChanged(ctx, em, { booking, before, cause: 'paid', at });
    recordPaymentReceived(em, ctx.app.config.money, booking, { amount: attempt.amount, method: 'razorpay', reference: payId });
    // Paid after the booking was cancelled: owed back by the policy as of the cancellation, through the one refund
    // path (the refund row and its ledger entries now); Razorpay's refund is started once this commits.
    if (booking.status === 'cancelled') {
      await em.flush();
      if (await refundOnCancel(em, ctx.app.config.money, booking, 'cancelled', cancelledAt)) late.bookingId = booking.id;
    }
  } else {
    log.warn({ bookingId: booking.id, paymentId: payId }, 'razorpay webhook: the booking was already paid; payment recorded');
  }
  await em.flush();
  return 'paid';
}

/** refund.processed: the refund of that Razorpay refund (or payment) becomes refunded, once. */
async function refunded(ctx: Context, em: EntityManager, entity: RefundEntity | undefined): Promise<string> {
  if (!entity?.id) return 'ignored';
  let refund = await em.findOne(RefundSchema, { reference: entity.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!refund && entity.payment_id) {
    const payment = await em.findOne(PaymentSchema, { method: 'razorpay', reference: entity.payment_id, status: 'verified' });
    if (payment)
      refund = await em.findOne(RefundSchema, { booking: refId(payment.booking) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }
  if (!refund) {
    log.warn({ refundId: entity.id, paymentId: entity.payment_id }, 'razorpay webhook: no refund for this refund id');
    return 'unknown_refund';
  }
  if (refund.status === 'refunded') return 'duplicate';
  const booking = await em.findOneOrFail(BookingSchema, { id: refId(refund.booking) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  await completeRefund(ctx, em, refund, booking, entity.id, null);
  await em.flush();
  return 'refunded';
}

/** Applies one verified event in one transaction; an event id seen before changes nothing. */
export async function applyRazorpayEvent(deps: AppDeps, event: WebhookEvent, eventId: string | null): Promise<string> {
  const late: { bookingId?: string } = {};
  const context = { ...systemContext(deps), em: deps.orm.em.fork() };
  const outcome = await inBookingTransaction(context, async (ctx) => {
    const em = ctx.em;
    if (eventId) {
      const rows = await em
        .getConnection()
        .execute<Array<{ id: string }>>(
          'insert into payment_webhook_events (id, event, received_at) values (?, ?, now()) on conflict do nothing returning id',
          [eventId.slice(0, 100), String(event.event ?? '').slice(0, 60)],
          'all',
          em.getTransactionContext(),
        );
      if (!rows.length) return 'duplicate';
    }
    switch (event.event) {
      case 'payment.captured':
      case 'order.paid':
        return captured(ctx, em, event.payload?.payment?.entity, event.payload?.order?.entity?.id, late);
      case 'refund.processed':
        return refunded(ctx, em, event.payload?.refund?.entity);
      default:
        return 'ignored';
    }
  });
  // A capture on a booking that could no longer be kept: its refund goes back through Razorpay at once (item 6).
  if (late.bookingId) await new PaymentService(context).sendGatewayRefund(late.bookingId);
  return outcome;
}

/**
 * POST /api/payments/razorpay/webhook, mounted before the JSON body parser: the signature is Razorpay's hex
 * HMAC-SHA256 of the RAW body with RAZORPAY_WEBHOOK_SECRET (X-Razorpay-Signature), compared in constant time.
 * A wrong signature answers 400 and is logged; a verified event answers 200 whatever it changed.
 */
export function razorpayWebhook(deps: AppDeps, secret: string): RequestHandler[] {
  return [
    express.raw({ type: () => true, limit: '256kb' }),
    async (req: Request, res: Response) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const eventId = req.get('x-razorpay-event-id') ?? null;
      if (!signatureValid(secret, raw, req.get('x-razorpay-signature'))) {
        log.warn(
          { eventId, signed: req.get('x-razorpay-signature') !== undefined, bytes: raw.length },
          'razorpay webhook: signature mismatch; refused',
        );
        return sendError(res, 'BAD_REQUEST', 'Invalid webhook signature');
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(raw.toString('utf8')) as WebhookEvent;
      } catch {
        return sendError(res, 'BAD_REQUEST', 'Request body is not valid JSON');
      }
      try {
        const outcome = await applyRazorpayEvent(deps, event, eventId);
        log.info({ eventId, event: event.event, outcome }, 'razorpay webhook');
        res.json({ success: true, data: { outcome } });
      } catch (e) {
        sendError(res, e);
      }
    },
  ];
}
