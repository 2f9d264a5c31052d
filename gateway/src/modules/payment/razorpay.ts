import { hmacSha256HexMatches } from '../../http/webhook-signature.js';
import type { Config } from '../../config.js';
import { DomainError } from '../../errors.js';
import { log, maskPersonal } from '../../log.js';

/**
 * The Razorpay adapter: orders and refunds through Razorpay's REST API (basic auth with the key id and secret;
 * base URL RAZORPAY_API_URL, so tests point it at a local server), and the webhook signature check.
 * Amounts cross this boundary in paise (Razorpay's unit); the rest of the gateway counts whole rupees.
 */
export type RazorpayConfig = Config['razorpay'];

/** Checkout is offered when both keys are set. */
export const razorpayEnabled = (c: RazorpayConfig): c is RazorpayConfig & { keyId: string; keySecret: string } =>
  Boolean(c.keyId && c.keySecret);

export interface RazorpayOrderEntity {
  id: string;
  amount: number;
  currency: string;
  receipt?: string;
  status: string;
}

export interface RazorpayRefundEntity {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
}

const unavailable = () =>
  new DomainError('SERVICE_UNAVAILABLE', 'The payment gateway is not answering. Please try again in a minute.', {
    reason: 'GATEWAY_UNAVAILABLE',
  });

async function call<T>(c: RazorpayConfig, method: 'POST' | 'GET', path: string, body?: unknown): Promise<T> {
  if (!razorpayEnabled(c))
    throw new DomainError('CONFLICT', 'Online payment is not configured.', { reason: 'RAZORPAY_NOT_CONFIGURED' });
  const auth = Buffer.from(`${c.keyId}:${c.keySecret}`).toString('base64');
  let res: Response;
  try {
    res = await fetch(`${c.apiUrl}${path}`, {
      method,
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    log.warn({ err: e, path }, 'razorpay: request failed');
    throw unavailable();
  }
  const text = await res.text();
  if (!res.ok) {
    // The refusal may echo the customer's e-mail or phone number (the order's notes, a contact): masked.
    log.warn({ status: res.status, path, body: maskPersonal(text) }, 'razorpay: request refused');
    throw unavailable();
  }
  return JSON.parse(text) as T;
}

/** POST /v1/orders: an order for `amountPaise`, with the booking's reference as receipt. */
export function createOrder(c: RazorpayConfig, o: { amountPaise: number; receipt: string; notes: Record<string, string> }) {
  return call<RazorpayOrderEntity>(c, 'POST', '/v1/orders', {
    amount: o.amountPaise,
    currency: 'INR',
    receipt: o.receipt,
    notes: o.notes,
  });
}

/** POST /v1/payments/:id/refund: refunds `amountPaise` of a captured payment. */
export function refundPayment(c: RazorpayConfig, paymentId: string, amountPaise: number, notes: Record<string, string>) {
  return call<RazorpayRefundEntity>(c, 'POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
    amount: amountPaise,
    notes,
  });
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body with the webhook secret, compared in constant time. */
export function signatureValid(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  return hmacSha256HexMatches(secret, rawBody, signature);
}
