import { DomainError } from '../../errors.js';
import { log } from '../../log.js';
import type { PayoutsConfig } from '../../config.js';

/**
 * RazorpayX's payouts API (https://razorpay.com/docs/api/x/), with `fetch` and basic auth like the payment adapter
 * (payment/razorpay.ts): a contact per pandit, a fund account (bank_account or vpa) per payout account, and
 * `POST /v1/payouts` with the `X-Payout-Idempotency` header, so a retried send never pays twice. Amounts in paise.
 * Its statuses: queued, pending, processing, processed, reversed, failed, cancelled, rejected.
 */
export type RazorpayXConfig = PayoutsConfig['razorpayx'];

export const razorpayxEnabled = (c: RazorpayXConfig): boolean => Boolean(c.keyId && c.keySecret && c.accountNumber);

export interface RazorpayXPayout {
  id: string;
  entity?: 'payout';
  fund_account_id?: string;
  amount: number;
  status: string;
  utr?: string | null;
  reference_id?: string | null;
  failure_reason?: string | null;
  status_details?: { reason?: string | null; description?: string | null } | null;
}

const unavailable = () =>
  new DomainError('SERVICE_UNAVAILABLE', 'The payouts provider is not answering. Please try again in a minute.', {
    reason: 'PAYOUTS_UNAVAILABLE',
  });

async function call<T>(c: RazorpayXConfig, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  if (!razorpayxEnabled(c))
    throw new DomainError('CONFLICT', 'RazorpayX is not configured.', { reason: 'RAZORPAYX_NOT_CONFIGURED' });
  const auth = Buffer.from(`${c.keyId}:${c.keySecret}`).toString('base64');
  let res: Response;
  try {
    res = await fetch(`${c.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    log.warn({ err: e, path }, 'razorpayx: request failed');
    throw unavailable();
  }
  const text = await res.text();
  if (!res.ok) {
    // The answer may echo the account number: only the status and the error's code are logged.
    let code: unknown;
    try {
      code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
    } catch {
      code = undefined;
    }
    log.warn({ status: res.status, path, code }, 'razorpayx: request refused');
    throw unavailable();
  }
  return JSON.parse(text) as T;
}

/** POST /v1/contacts: the pandit as a vendor, referenced by his id. */
export const createContact = (c: RazorpayXConfig, o: { name: string; panditId: string }) =>
  call<{ id: string }>(c, '/v1/contacts', { name: o.name, type: 'vendor', reference_id: o.panditId });

/** POST /v1/fund_accounts: the payout account under the contact. */
export const createFundAccount = (
  c: RazorpayXConfig,
  contactId: string,
  a: {
    kind: 'bank_account' | 'vpa';
    holderName: string;
    accountNumber?: string | null;
    ifsc?: string | null;
    upiId?: string | null;
  },
) =>
  call<{ id: string }>(
    c,
    '/v1/fund_accounts',
    a.kind === 'bank_account'
      ? {
          contact_id: contactId,
          account_type: 'bank_account',
          bank_account: { name: a.holderName, ifsc: a.ifsc, account_number: a.accountNumber },
        }
      : { contact_id: contactId, account_type: 'vpa', vpa: { address: a.upiId } },
  );

/** POST /v1/payouts, idempotent by the payout's own key. */
export const createPayout = (
  c: RazorpayXConfig,
  o: { fundAccountId: string; amountPaise: number; mode: 'IMPS' | 'UPI'; referenceId: string; idempotencyKey: string },
) =>
  call<RazorpayXPayout>(
    c,
    '/v1/payouts',
    {
      account_number: c.accountNumber,
      fund_account_id: o.fundAccountId,
      amount: o.amountPaise,
      currency: 'INR',
      mode: o.mode,
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: o.referenceId,
      narration: 'PanditConnect payout',
    },
    { 'X-Payout-Idempotency': o.idempotencyKey },
  );
