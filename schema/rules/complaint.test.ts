import { describe, expect, it } from 'vitest';
import { ComplaintCategory, ComplaintOutcome, ComplaintStatus } from './__generated__/contract.js';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_OUTCOME_VALUES,
  COMPLAINT_STATUS_VALUES,
  canReopenAt,
  complaintCategoryLabel,
  complaintDeadlines,
  complaintInputSchema,
  complaintOutcomeSchema,
} from './complaint.js';

const keysOf = (schema: { safeParse: (v: unknown) => any }, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i: any) => [i.path.join('.'), i.message]));
};
const bookingId = '6f1c1a52-3b7e-4c1e-9d2a-2c5a8c7e9b10';

describe('the complaint rules', () => {
  it('list the SDL’s categories, states and outcomes, each category in both languages', () => {
    expect(COMPLAINT_CATEGORIES.map((c) => c.value).sort()).toEqual(Object.values(ComplaintCategory).sort());
    expect([...COMPLAINT_STATUS_VALUES].sort()).toEqual(Object.values(ComplaintStatus).sort());
    expect([...COMPLAINT_OUTCOME_VALUES].sort()).toEqual(Object.values(ComplaintOutcome).sort());
    for (const c of COMPLAINT_CATEGORIES) expect(c.hi).toMatch(/[\u0900-\u097F]/);
    expect(complaintCategoryLabel('EXTRA_MONEY', 'hi')).toBe('अतिरिक्त पैसे माँगे गए');
  });

  it('take a category from the list and a description of 10 to 2000 characters', () => {
    expect(
      complaintInputSchema.parse({ bookingId, category: 'NO_SHOW', description: '  He never came to the house. ' }),
    ).toMatchObject({
      description: 'He never came to the house.',
    });
    expect(keysOf(complaintInputSchema, { bookingId, category: 'RUDE', description: 'x'.repeat(20) })).toEqual({
      category: 'complaint.categoryInvalid',
    });
    expect(keysOf(complaintInputSchema, { bookingId, category: 'LATE', description: 'too short' })).toEqual({
      description: 'complaint.descriptionTooShort',
    });
    expect(keysOf(complaintInputSchema, { bookingId, category: 'LATE', description: 'x'.repeat(2001) })).toEqual({
      description: 'complaint.descriptionTooLong',
    });
  });

  it('need a reason with every outcome and an amount with a partial refund', () => {
    expect(keysOf(complaintOutcomeSchema, { outcome: 'NO_ACTION', note: '' })).toEqual({ note: 'complaint.noteRequired' });
    expect(keysOf(complaintOutcomeSchema, { outcome: 'REFUND_PARTIAL', note: 'Asked for more' })).toEqual({
      amount: 'complaint.amountInvalid',
    });
    expect(keysOf(complaintOutcomeSchema, { outcome: 'REFUND_PARTIAL', note: 'Asked for more', amount: 0 })).toEqual({
      amount: 'complaint.amountInvalid',
    });
    expect(complaintOutcomeSchema.parse({ outcome: 'REFUND_PARTIAL', note: 'Asked for more', amount: 500 }).amount).toBe(500);
  });

  it('set the deadlines (48 hours, 30 days) and the 14-day reopening window', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    expect(complaintDeadlines(at)).toEqual({
      ackDueAt: new Date('2026-11-03T10:00:00Z'),
      resolveDueAt: new Date('2026-12-01T10:00:00Z'),
    });
    expect(canReopenAt(at, new Date('2026-11-15T10:00:00Z'))).toBe(true);
    expect(canReopenAt(at, new Date('2026-11-15T10:00:01Z'))).toBe(false);
  });
});
