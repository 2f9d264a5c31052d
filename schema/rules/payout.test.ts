import { describe, expect, it } from 'vitest';
import { IFSC_PATTERN, maskAccountNumber, maskUpiId, payoutAccountInputSchema, statementRange } from './payout.js';

describe('payout account rule', () => {
  it('accepts a bank account with an IFSC, normalising spaces and case', () => {
    const r = payoutAccountInputSchema.parse({
      kind: 'bank_account',
      holderName: ' Ram  Sharma ',
      accountNumber: '1234 5678 9012',
      ifsc: 'sbin0001234',
    });
    expect(r).toEqual({
      kind: 'bank_account',
      holderName: 'Ram Sharma',
      accountNumber: '123456789012',
      ifsc: 'SBIN0001234',
      upiId: null,
    });
  });
  it('refuses an IFSC without the zero and a short account number', () => {
    const r = payoutAccountInputSchema.safeParse({
      kind: 'bank_account',
      holderName: 'Ram',
      accountNumber: '1234',
      ifsc: 'SBIN1001234',
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`).sort();
    expect(messages).toEqual(['accountNumber:payout.accountNumberInvalid', 'ifsc:payout.ifscInvalid']);
    expect(IFSC_PATTERN.test('HDFC0ABC123')).toBe(true);
  });
  it('accepts a UPI id and refuses one without a handle', () => {
    expect(payoutAccountInputSchema.parse({ kind: 'vpa', holderName: 'Ram', upiId: 'ram.sharma@okaxis' }).upiId).toBe(
      'ram.sharma@okaxis',
    );
    expect(payoutAccountInputSchema.safeParse({ kind: 'vpa', holderName: 'Ram', upiId: 'ramsharma' }).success).toBe(false);
  });
  it('masks all but the last 4 digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('••••9012');
    expect(maskUpiId('ram.sharma@okaxis')).toBe('ra••••@okaxis');
  });
  it('names statement periods by month and by financial year (April to March)', () => {
    expect(statementRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(statementRange('FY2026')).toEqual({ from: '2026-04-01', to: '2027-04-01' });
    expect(statementRange('2026-13')).toBeNull();
  });
});
