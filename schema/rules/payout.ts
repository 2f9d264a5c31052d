import { z } from 'zod';
import { singleLine, text } from './common.js';
import type { RuleMessageKey } from './messages.js';

const k = (key: RuleMessageKey) => key;

/**
 * A bank branch's IFSC: four letters (the bank), a zero (reserved), six letters or digits (the branch). RBI's format,
 * the one RazorpayX and every bank's bulk-transfer file check.
 */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI id (VPA): a handle of letters, digits, dots, dashes or underscores, '@', the provider's handle. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

/** The pandit's payout account (issue #36 item 3): a bank account with its IFSC, or a UPI id. */
export const PAYOUT_ACCOUNT_KINDS = ['bank_account', 'vpa'] as const;
export type PayoutAccountKind = (typeof PAYOUT_ACCOUNT_KINDS)[number];

/** An account number as shown to anyone but its owner editing it: the last 4 digits. */
export const maskAccountNumber = (value: string) => (value.length <= 4 ? value : `${'•'.repeat(4)}${value.slice(-4)}`);
/** A UPI id as shown: its first two characters, the rest of the handle hidden, the provider kept. */
export function maskUpiId(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 0) return '••••';
  return `${value.slice(0, Math.min(2, at))}••••${value.slice(at)}`;
}

export const payoutAccountInputSchema = z
  .object({
    kind: z.enum(PAYOUT_ACCOUNT_KINDS, { error: k('payout.kindInvalid') }),
    holderName: singleLine(k('payout.holderRequired')).min(2, k('payout.holderRequired')).max(120, k('payout.holderRequired')),
    accountNumber: text()
      .overwrite((v) => v.replace(/[\s-]+/g, ''))
      .nullish(),
    ifsc: text()
      .overwrite((v) => v.replace(/\s+/g, '').toUpperCase())
      .nullish(),
    upiId: text()
      .overwrite((v) => v.replace(/\s+/g, ''))
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'bank_account') {
      if (!v.accountNumber || !ACCOUNT_NUMBER_PATTERN.test(v.accountNumber))
        ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: k('payout.accountNumberInvalid') });
      if (!v.ifsc || !IFSC_PATTERN.test(v.ifsc))
        ctx.addIssue({ code: 'custom', path: ['ifsc'], message: k('payout.ifscInvalid') });
    } else if (!v.upiId || !UPI_ID_PATTERN.test(v.upiId)) {
      ctx.addIssue({ code: 'custom', path: ['upiId'], message: k('payout.upiInvalid') });
    }
  })
  .transform((v) =>
    v.kind === 'bank_account'
      ? { kind: v.kind, holderName: v.holderName, accountNumber: v.accountNumber ?? '', ifsc: v.ifsc ?? '', upiId: null }
      : { kind: v.kind, holderName: v.holderName, accountNumber: null, ifsc: null, upiId: v.upiId ?? '' },
  );
export type PayoutAccountValues = z.output<typeof payoutAccountInputSchema>;

/** An admin marks a payout line paid with the bank's reference, or failed with the reason. */
/** The longest bank reference and failure reason an admin may record (the console's inputs stop there). */
export const PAYOUT_REFERENCE_MAX = 100;
export const PAYOUT_FAILURE_MAX = 300;
export const payoutReferenceSchema = text(k('payout.referenceInvalid'))
  .min(3, k('payout.referenceInvalid'))
  .max(PAYOUT_REFERENCE_MAX, k('payout.referenceInvalid'));
export const payoutFailureSchema = text(k('payout.reasonInvalid'))
  .min(3, k('payout.reasonInvalid'))
  .max(PAYOUT_FAILURE_MAX, k('payout.reasonInvalid'));

/**
 * A statement's period: a month `2026-11` or a financial year `FY2026` (1 April 2026 to 31 March 2027, the year
 * money.ts's `financialYearOf` names '2026-27').
 */
export const STATEMENT_PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$|^FY(\d{4})$/;
/** The first day and the day after the last of a statement period (India dates, `YYYY-MM-DD`), or null. */
export function statementRange(period: string): { from: string; to: string } | null {
  const m = STATEMENT_PERIOD_PATTERN.exec(period);
  if (!m) return null;
  if (m[3]) return { from: `${m[3]}-04-01`, to: `${Number(m[3]) + 1}-04-01` };
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  return { from: `${m[1]}-${m[2]}-01`, to: `${next}-01` };
}
