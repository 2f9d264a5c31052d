import { beforeAll, describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ERROR_MESSAGE_KEY, ERROR_REASONS } from '@marketplace/schema/rules';
import { i18n, loadHindi } from './i18n';
import { describeError, errorMessage, serverFieldErrors } from './errors';
import en from '../locales/en/errors.json';
import hi from '../locales/hi/errors.json';
import enPayment from '../locales/en/payment.json';
import hiPayment from '../locales/hi/payment.json';

const gqlError = (extensions: Record<string, unknown>, message = 'Server says no') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('the one error helper', () => {
  // Hindi ships on demand (app/i18n.ts): load it as a Hindi visitor's first page does.
  beforeAll(() => loadHindi());
  const t = i18n.getFixedT('en');
  const tHi = i18n.getFixedT('hi');

  it('has a message in English and Hindi for every ErrorCode of the SDL', () => {
    for (const key of Object.values(ERROR_MESSAGE_KEY)) {
      expect(en, key).toHaveProperty([key]);
      expect(hi, key).toHaveProperty([key]);
    }
  });

  it('has a reason.<REASON> message in both languages for every ErrorReason of the SDL', () => {
    // Also checked at compile time (ReasonMessagesChecked in errors.ts); the gateway's test checks that every reason it
    // sends is an ErrorReason. The payment code registers its reasons into 'errors' (features/payment/i18n.ts).
    expect(ERROR_REASONS.length).toBeGreaterThan(25);
    const enReasons = { ...en.reason, ...enPayment.reasons };
    const hiReasons = { ...hi.reason, ...hiPayment.reasons };
    for (const reason of ERROR_REASONS) {
      expect(enReasons, reason).toHaveProperty([reason]);
      expect(hiReasons, reason).toHaveProperty([reason]);
    }
    // No message for a reason the SDL does not declare.
    for (const reason of Object.keys(enReasons)) expect(ERROR_REASONS, reason).toContain(reason);
  });

  it('translates a code through ERROR_MESSAGE_KEY', () => {
    expect(errorMessage(gqlError({ code: 'BOOKING_SLOT_TAKEN' }), t)).toBe(en.bookingSlotTaken);
    expect(errorMessage(gqlError({ code: 'BAD_REQUEST' }), tHi)).toBe(hi.badRequest);
    expect(errorMessage(gqlError({ code: 'NOT_A_CODE' }), t, 'loginFailed')).toBe(en.loginFailed);
  });

  it('prefers the server reason, in the chosen language', () => {
    const error = gqlError({ code: 'CONFLICT', reason: 'CANCEL_WINDOW_CLOSED' });
    expect(errorMessage(error, t)).toBe(en.reason.CANCEL_WINDOW_CLOSED);
    expect(errorMessage(error, tHi)).toBe(hi.reason.CANCEL_WINDOW_CLOSED);
    expect(describeError(error).reason).toBe('CANCEL_WINDOW_CLOSED');
  });

  it('translates the request refusals too, and leaves an undeclared reason to the code', () => {
    const once = gqlError({ code: 'BAD_REQUEST', reason: 'ONCE_PER_REQUEST', fields: ['login'] });
    expect(errorMessage(once, t)).toBe(en.reason.ONCE_PER_REQUEST);
    expect(errorMessage(once, tHi)).toBe(hi.reason.ONCE_PER_REQUEST);
    const unknown = gqlError({ code: 'CONFLICT', reason: 'NOT_A_REASON' });
    expect(describeError(unknown).reason).toBeUndefined();
    expect(errorMessage(unknown, t)).toBe(en.conflict);
  });

  it('turns field errors into form errors: the rule key when the server sent one (the form translates it), else the English text', () => {
    const error = gqlError({
      code: 'VALIDATION_FAILED',
      fields: { 'input.email': 'Enter a valid email address', 'input.pricing.basic': 'Enter a price' },
      fieldKeys: { 'input.email': 'no.such.rule.key' },
    });
    expect(serverFieldErrors(error)).toEqual({ email: 'no.such.rule.key', 'pricing.basic': 'Enter a price' });
    expect(errorMessage(error, t)).toBe(t('errors:validationFailedWith', { reason: 'Enter a valid email address' }));
  });

  it('reads the coded body of an HTTP error answer (GraphQL or REST envelope)', () => {
    const response = new Response(null, { status: 415 });
    const graphql = new ServerError('415', {
      response,
      bodyText: JSON.stringify({ errors: [{ message: 'JSON only', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] }),
    });
    expect(describeError(graphql).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const rest = new ServerError('400', {
      response: new Response(null, { status: 400 }),
      bodyText: JSON.stringify({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'x',
        fields: { 'query.limit': 'must be a whole number' },
      }),
    });
    expect(serverFieldErrors(rest, 'query')).toEqual({ limit: 'must be a whole number' });
    const plain = new ServerError('502', { response: new Response(null, { status: 502 }), bodyText: '<html>' });
    expect(errorMessage(plain, t)).toBe(en.server);
  });

  it('names network failures and timeouts', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), t)).toBe(en.network);
    expect(errorMessage(Object.assign(new Error('t'), { name: 'TimeoutError' }), t)).toBe(en.timeout);
  });

  it("blames the visitor's connection only when the browser is offline (an outage is ours)", () => {
    expect(en.network).not.toContain('internet');
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      expect(errorMessage(new TypeError('Failed to fetch'), t)).toBe(en.offline);
    } finally {
      Object.defineProperty(navigator, 'onLine', online);
    }
  });
});
