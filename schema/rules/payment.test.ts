import { describe, expect, it } from 'vitest';
import { upiUri, utrSchema } from './payment.js';
import { bookingReference } from './journey.js';
import { REFUND_POLICY, refundArrivesBy, refundFor } from './refund-policy.js';
import { checkInput } from './validate.js';

describe('the UTR rule', () => {
  it('takes 12 digits (spaces dropped) and names the rule otherwise', () => {
    expect(utrSchema.parse(' 4012 3456 7890 ')).toBe('401234567890');
    for (const bad of ['', '40123456789', '4012345678901', '40123456789a', 'UTR401234567']) {
      const r = checkInput(utrSchema, bad, 'utr');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.fieldKeys.utr).toMatch(/^utr\.(invalid|required)$/);
    }
  });
});

describe('the UPI link', () => {
  it('has payee, name, the amount with two decimals, INR, and the reference as note and transaction reference', () => {
    const ref = bookingReference('3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c');
    expect(ref).toBe('PC3F2A9B1C0D4E');
    expect(upiUri({ vpa: 'temple@okaxis', payeeName: 'Shri Mandir Trust', amount: 2100, reference: ref })).toBe(
      'upi://pay?pa=temple%40okaxis&pn=Shri%20Mandir%20Trust&am=2100.00&cu=INR&tn=PC3F2A9B1C0D4E&tr=PC3F2A9B1C0D4E',
    );
  });
});

describe('the refund policy', () => {
  const start = Date.parse('2026-12-10T04:30:00Z'); // 10:00 India time
  const at = (ms: number) => new Date(start - ms);
  const H = 3600_000;
  const refund = (cause: 'declined' | 'cancelled', now: Date) =>
    refundFor({ cause, amountPaid: 2101, date: '2026-12-10', time: '10:00', now });

  it('pays back in full at exactly 24 hours before the start, half just after, nothing once started', () => {
    expect(refund('cancelled', at(24 * H))).toEqual({ rule: 'EARLY_CANCELLATION', percent: 100, amount: 2101 });
    expect(refund('cancelled', at(24 * H - 1))).toEqual({ rule: 'LATE_CANCELLATION', percent: 50, amount: 1050 });
    expect(refund('cancelled', at(0))).toEqual({ rule: 'LATE_CANCELLATION', percent: 50, amount: 1050 });
    expect(refund('cancelled', at(-1))).toEqual({ rule: 'AFTER_START', percent: 0, amount: 0 });
  });

  it('refunds a declined booking in full whenever it is declined', () => {
    expect(refund('declined', at(-10 * H))).toMatchObject({ rule: 'DECLINED', amount: 2101 });
    expect(REFUND_POLICY.filter((r) => r.cause === 'declined')).toHaveLength(1);
  });

  it('reaches the customer 7 working days after it is created, in the calendar of India', () => {
    // Thursday 2026-12-10 in India: Fri, Mon..Thu, Fri and the next Monday are the 7 working days.
    expect(refundArrivesBy(new Date('2026-12-10T06:00:00Z'))).toBe('2026-12-21');
    // Saturday 2026-12-12, 00:30 in India (still Friday in UTC): counts from Saturday.
    expect(refundArrivesBy(new Date('2026-12-11T19:00:00Z'))).toBe('2026-12-22');
  });
});
