import { z } from 'zod';
import { idSchema, mediaPathSchema, text, wholeNumber } from './common.js';
import type { RuleMessageKey } from './messages.js';

const k = (key: RuleMessageKey) => key;

/**
 * The complaint desk (issue #35): what a devotee or a pandit may report about a booking, the deadlines the
 * Consumer Protection (E-Commerce) Rules, 2020 set, and the rules of a ticket's thread and outcome. One place for
 * the gateway (which enforces them) and the web (its forms, labels and the Grievances page).
 */

/** What went wrong, in the order the form lists them, with their labels in both languages. */
export const COMPLAINT_CATEGORIES = [
  { value: 'NO_SHOW', en: 'The pandit did not come', hi: 'पंडित जी नहीं आए' },
  { value: 'LATE', en: 'The pandit came late', hi: 'पंडित जी देर से आए' },
  { value: 'DIFFERENT_PANDIT', en: 'A different pandit came', hi: 'कोई दूसरे पंडित आए' },
  { value: 'EXTRA_MONEY', en: 'Asked for extra money', hi: 'अतिरिक्त पैसे माँगे गए' },
  { value: 'BEHAVIOUR', en: 'Behaviour', hi: 'व्यवहार' },
  { value: 'PAYMENT', en: 'Payment or amount', hi: 'भुगतान या राशि' },
  { value: 'NOT_DONE', en: 'The ceremony was not done', hi: 'अनुष्ठान नहीं हुआ' },
  { value: 'OTHER', en: 'Something else', hi: 'कुछ और' },
] as const;
export type ComplaintCategoryValue = (typeof COMPLAINT_CATEGORIES)[number]['value'];
export const COMPLAINT_CATEGORY_VALUES = COMPLAINT_CATEGORIES.map((c) => c.value) as [
  ComplaintCategoryValue,
  ...ComplaintCategoryValue[],
];
export const complaintCategoryLabel = (value: string, lang: 'en' | 'hi'): string =>
  COMPLAINT_CATEGORIES.find((c) => c.value === value)?.[lang] ?? value;

/** A ticket's states: open → awaiting_reply → resolved (with an outcome) → closed; resolved may be reopened. */
export const COMPLAINT_STATUS_VALUES = ['OPEN', 'AWAITING_REPLY', 'RESOLVED', 'CLOSED'] as const;
export type ComplaintStatusValue = (typeof COMPLAINT_STATUS_VALUES)[number];

/** What support decided. */
export const COMPLAINT_OUTCOME_VALUES = ['REFUND_FULL', 'REFUND_PARTIAL', 'WARNING', 'SUSPENSION', 'NO_ACTION'] as const;
export type ComplaintOutcomeValue = (typeof COMPLAINT_OUTCOME_VALUES)[number];

/** Hours within which a complaint is acknowledged (Rule 4(5) of the E-Commerce Rules: 48 hours). */
export const COMPLAINT_ACK_HOURS = 48;
/** Days within which a complaint is resolved (one month). */
export const COMPLAINT_RESOLVE_DAYS = 30;
/** Days after its resolution during which the devotee may reopen a ticket; afterwards it is closed. */
export const COMPLAINT_REOPEN_DAYS = 14;
/** The grievance officer's daily e-mail lists tickets due within this many days, and the overdue. */
export const COMPLAINT_DIGEST_DAYS = 3;

const DAY_MS = 86_400_000;
/** When a complaint filed at `createdAt` must be acknowledged and resolved. */
export const complaintDeadlines = (createdAt: Date) => ({
  ackDueAt: new Date(createdAt.getTime() + COMPLAINT_ACK_HOURS * 3_600_000),
  resolveDueAt: new Date(createdAt.getTime() + COMPLAINT_RESOLVE_DAYS * DAY_MS),
});
/** Whether a ticket resolved at `resolvedAt` may still be reopened at `now`. */
export const canReopenAt = (resolvedAt: Date, now: Date = new Date()) =>
  now.getTime() - resolvedAt.getTime() <= COMPLAINT_REOPEN_DAYS * DAY_MS;

/** A ticket's number: CT and 12 upper-case hexadecimal digits. */
export const COMPLAINT_NUMBER_PATTERN = /^CT[0-9A-F]{12}$/;

export const COMPLAINT_DESCRIPTION_MIN = 10;
export const COMPLAINT_DESCRIPTION_MAX = 2000;
const description = text(k('complaint.descriptionTooShort'))
  .min(COMPLAINT_DESCRIPTION_MIN, k('complaint.descriptionTooShort'))
  .max(COMPLAINT_DESCRIPTION_MAX, k('complaint.descriptionTooLong'));

/** Images one report or one thread message may carry (the upload rules of photos; kept private). */
export const COMPLAINT_ATTACHMENTS_MAX = 3;
/** A report's or a message's images: the addresses of the writer's own private uploads. */
export const complaintAttachmentsSchema = z
  .array(mediaPathSchema(k('complaint.attachmentInvalid')))
  .max(COMPLAINT_ATTACHMENTS_MAX, k('complaint.tooManyAttachments'))
  .nullish();

/** Report a problem (ReportProblemInput): the booking, what went wrong, what happened, images of it. */
export const complaintInputSchema = z.object({
  bookingId: idSchema,
  category: z.enum(COMPLAINT_CATEGORY_VALUES, { error: k('complaint.categoryInvalid') }),
  description,
  attachments: complaintAttachmentsSchema,
});
export type ComplaintValues = z.output<typeof complaintInputSchema>;

/** One message in a ticket's thread. */
export const complaintReplySchema = text(k('complaint.replyRequired'))
  .min(1, k('complaint.replyRequired'))
  .max(COMPLAINT_DESCRIPTION_MAX, k('complaint.descriptionTooLong'));

/**
 * Support's decision (ResolveComplaintInput): an outcome, its reason (always), and for a partial refund an amount in
 * whole rupees (the service checks it is at most what was paid).
 */
export const complaintOutcomeSchema = z
  .object({
    outcome: z.enum(COMPLAINT_OUTCOME_VALUES, { error: k('complaint.outcomeInvalid') }),
    note: text(k('complaint.noteRequired')).min(3, k('complaint.noteRequired')).max(1000, k('complaint.noteRequired')),
    amount: wholeNumber(1, 10_000_000, k('complaint.amountInvalid')).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'REFUND_PARTIAL' && (v.amount === null || v.amount === undefined))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: k('complaint.amountInvalid') });
  });
export type ComplaintOutcomeInputValues = z.output<typeof complaintOutcomeSchema>;
