import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ERROR_MESSAGE_KEY } from '@marketplace/schema/rules';
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

  it('has a reason.<REASON> message in both languages for every reason the gateway emits', () => {
    const gateway = join(import.meta.dirname, '../../../gateway/src');
    const reasons = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          for (const m of readFileSync(path, 'utf8').matchAll(/\breason: '([A-Z][A-Z_]+)'/g)) reasons.add(m[1]!);
        }
      }
    };
    walk(gateway);
    // Slot reasons travel as `extensions.reason` too (BLOCKED, OUTSIDE_HOURS...).
    const sdl = readFileSync(join(import.meta.dirname, '../../../schema/booking.graphql'), 'utf8');
    const slot = /enum SlotReason \{([^}]*)\}/.exec(sdl)?.[1] ?? '';
    for (const m of slot.matchAll(/^\s*([A-Z][A-Z_]+)\s*$/gm)) reasons.add(m[1]!);
    expect(reasons.size).toBeGreaterThan(8);
    // The payment code registers its reasons into 'errors' with its own namespace (features/payment/i18n.ts).
    const enReasons = { ...en.reason, ...enPayment.reasons };
    const hiReasons = { ...hi.reason, ...hiPayment.reasons };
    for (const reason of reasons) {
      expect(enReasons, reason).toHaveProperty([reason]);
      expect(hiReasons, reason).toHaveProperty([reason]);
    }
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
});
