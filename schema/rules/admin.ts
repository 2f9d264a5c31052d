/**
 * Admin console inputs (spec §5): packages, testimonials, accounts made by an admin, About content and the
 * data file of export / import. The gateway validates with these; the console's forms use the same schemas.
 * Messages are keys of RULE_MESSAGES (messages.ts), like every other rule's.
 */
import { z } from 'zod';
import { emailSchema, personNameSchema, phoneSchema } from './account.js';
import { dateSchema, idSchema, imageUrlSchema as sharedImageUrl, optionalText, singleLine, text, wholeNumber } from './common.js';
import type { RuleMessageKey } from './messages.js';
import { MAX_PHOTOS } from './pandit.js';
import { ceremonyInputSchema, samagriProviderSchema, sankalpSchema } from './ceremony.js';
import { isTimeSlot, MAX_BLOCKED_DATES, TRAVELLERS_MAX } from './booking.js';
import { INSTANT_MAX_MS, INSTANT_MIN_MS } from './calendar.js';
import { PAYMENT_ATTEMPT_STATUS_VALUES, PAYMENT_METHOD_VALUES, REFUND_RULE_VALUES, REFUND_STATUS_VALUES } from './payment.js';
import { BOOKING_STATUS_VALUES, PAYMENT_STATUS_VALUES, REGISTRATION_STATUS_VALUES, ROLE_VALUES, TIER_VALUES } from './wire.js';
import { MessageChannel, MessageLanguage, MessageStatus } from './__generated__/contract.js';

const k = (key: RuleMessageKey) => key;
const required = (key: RuleMessageKey, max: number) => text(k(key)).min(1, k(key)).max(max, k('admin.tooLong'));
const imageUrlSchema = sharedImageUrl(k('admin.imageInvalid'));
const optionalImage = optionalText(imageUrlSchema);
const isoDate = dateSchema();

// ---- packages (spec §5 "Package form") ----------------------------------------------------------

export const MAX_PACKAGE_PRICE = 10_000_000;
export const MAX_INCLUDES = 30;
export const MAX_DURATION_DAYS = 365;

/**
 * Days and nights from the old free-text duration ('3 Days / 2 Nights', '1 day', '2 दिन / 1 रात'): nights
 * default to days − 1, days to nights + 1. Null when the text names neither. The migration that made the
 * duration structured reads existing rows with the same rule (Migration20261123060000_structured_duration).
 */
export function parseDurationText(text: string): { durationDays: number; durationNights: number } | null {
  const days = /(\d+)\s*(?:days?\b|दिन)/i.exec(text)?.[1];
  const nights = /(\d+)\s*(?:nights?\b|रात)/i.exec(text)?.[1];
  if (!days && !nights) return null;
  const durationDays = days ? Number(days) : Number(nights) + 1;
  const durationNights = nights ? Number(nights) : Math.max(0, durationDays - 1);
  return { durationDays, durationNights };
}

/** The English text of a structured duration, for the deprecated `Package.duration` field: '3 Days / 2 Nights'. */
export function durationText(days: number, nights: number): string {
  const d = `${days} ${days === 1 ? 'Day' : 'Days'}`;
  return nights > 0 ? `${d} / ${nights} ${nights === 1 ? 'Night' : 'Nights'}` : d;
}

const durationCount = (min: number) => wholeNumber(min, MAX_DURATION_DAYS, k('admin.durationInvalid'));

/**
 * Fills durationDays/durationNights from the legacy `duration` text when they are not given (API clients and
 * data files written before the structured duration); the text itself is not kept.
 */
function resolveDuration<T extends { duration?: string | undefined; durationDays?: number; durationNights?: number }>(
  values: T,
  ctx: z.RefinementCtx,
  required: boolean,
): Omit<T, 'duration'> {
  const { duration, ...rest } = values;
  const out: Omit<T, 'duration'> & { durationDays?: number; durationNights?: number } = rest;
  if (duration !== undefined && out.durationDays === undefined && out.durationNights === undefined) {
    Object.assign(out, parseDurationText(duration)); // checked by the field's own rule
  }
  if (required && out.durationDays === undefined) {
    ctx.addIssue({ code: 'custom', path: ['durationDays'], message: k('admin.durationRequired') });
  } else if (required && out.durationNights === undefined) {
    out.durationNights = Math.max(0, (out.durationDays ?? 1) - 1);
  }
  if (out.durationDays !== undefined && out.durationNights !== undefined && out.durationNights > out.durationDays + 1) {
    ctx.addIssue({ code: 'custom', path: ['durationNights'], message: k('admin.durationInvalid') });
  }
  return out;
}

/** Trimmed, blanks dropped, duplicates (case-insensitive) dropped, first spelling kept. */
export function tidyIncludes(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim().replace(/\s+/g, ' ');
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out;
}

const packageFields = {
  name: required('admin.nameRequired', 200),
  description: required('admin.descriptionRequired', 5000),
  destination: required('admin.destinationRequired', 120),
  durationDays: durationCount(1),
  durationNights: durationCount(0),
  /** @deprecated the old free text ('3 Days / 2 Nights'): read into durationDays/durationNights. */
  duration: z
    .string({ error: k('admin.durationRequired') })
    .max(80, k('admin.tooLong'))
    .superRefine((text, ctx) => {
      if (!parseDurationText(text))
        ctx.addIssue({ code: 'custom', message: k(text.trim() ? 'admin.durationInvalid' : 'admin.durationRequired') });
    }),
  price: wholeNumber(0, MAX_PACKAGE_PRICE, k('admin.priceInvalid')),
  includes: z
    .array(z.string().max(120, k('admin.includesInvalid')), { error: k('admin.includesInvalid') })
    .transform(tidyIncludes)
    .refine((v) => v.length <= MAX_INCLUDES, k('admin.includesInvalid')),
  image: optionalImage,
  popular: z.boolean(),
  virtualAvailable: z.boolean(),
  pricePerPerson: z.boolean(),
};
const packageObject = z.object({
  ...packageFields,
  durationDays: packageFields.durationDays.optional(),
  durationNights: packageFields.durationNights.optional(),
  duration: packageFields.duration.optional(),
  includes: packageFields.includes.optional().transform((v) => v ?? []),
  popular: z.boolean().default(false),
  virtualAvailable: z.boolean().default(false),
  pricePerPerson: z.boolean().default(true),
});
export const packageInputSchema = packageObject.transform((v, ctx) => resolveDuration(v, ctx, true));
export type PackageInputValues = z.infer<typeof packageInputSchema>;
/** A partial change: only the fields given are checked and changed (no defaults). */
export const updatePackageInputSchema = z
  .object(packageFields)
  .partial()
  .transform((v, ctx) => resolveDuration(v, ctx, false));

// ---- testimonials (spec §5 "Testimonial form") ---------------------------------------------------

const testimonialFields = {
  name: required('admin.customerNameRequired', 120),
  location: required('admin.locationRequired', 160),
  rating: wholeNumber(1, 5, k('admin.ratingInvalid')),
  comment: required('admin.commentRequired', 2000),
  date: isoDate,
  avatar: optionalImage,
  featured: z.boolean(),
  serviceName: singleLine().max(160, k('admin.tooLong')).nullable(),
  panditName: singleLine().max(120, k('admin.tooLong')).nullable(),
  panditId: idSchema.nullable().or(z.literal('').transform(() => null)),
};
export const testimonialInputSchema = z.object({
  ...testimonialFields,
  featured: z.boolean().default(false),
  serviceName: testimonialFields.serviceName.optional().transform((v) => v || null),
  panditName: testimonialFields.panditName.optional().transform((v) => v || null),
  panditId: testimonialFields.panditId.optional().transform((v) => v || null),
});
export type TestimonialInputValues = z.infer<typeof testimonialInputSchema>;
/** A partial change: only the fields given are checked and changed (no defaults). */
export const updateTestimonialInputSchema = z.object(testimonialFields).partial();

// ---- accounts made or changed by an admin (spec §5 "User form") -----------------------------------

export const ADMIN_ROLES = ['USER', 'PANDIT', 'ADMIN'] as const;
export const adminUserInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: optionalText(phoneSchema),
  role: z.enum(ADMIN_ROLES, { error: k('admin.roleInvalid') }),
  avatar: optionalText(sharedImageUrl('avatar.invalid')),
});
export const adminUpdateUserInputSchema = adminUserInputSchema.partial();

// ---- About content (spec §5 "About values") ------------------------------------------------------

/** One value per line; blank lines dropped. */
export const valuesFromLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export const aboutTextInputSchema = z.object({
  title: required('admin.titleRequired', 200),
  content: required('admin.contentRequired', 20000),
  mission: required('admin.missionRequired', 5000),
  vision: required('admin.visionRequired', 5000),
  values: z
    .array(z.string().max(300))
    .max(30)
    .transform((v) => v.map((s) => s.trim()).filter(Boolean)),
});
/** Hindi may be left partly empty: an empty field falls back to English on the page. */
export const aboutTranslationInputSchema = z.object({
  title: z.string().trim().max(200).default(''),
  content: z.string().trim().max(20000).default(''),
  mission: z.string().trim().max(5000).default(''),
  vision: z.string().trim().max(5000).default(''),
  values: z
    .array(z.string().max(300))
    .max(30)
    .default([])
    .transform((v) => v.map((s) => s.trim()).filter(Boolean)),
});

// ---- the data file (export / import) ------------------------------------------------------------

export const IMPORT_MODES = ['REPLACE', 'MERGE'] as const;
const uuid = idSchema;
/** An instant of the data file: within the API's one date range (calendar.ts), like every DateTime argument. */
const instant = z
  .union([z.string(), z.date()])
  .pipe(z.coerce.date({ error: 'Must be a date-time' }))
  .refine((d) => d.getTime() >= INSTANT_MIN_MS && d.getTime() <= INSTANT_MAX_MS, k('date.outOfRange'));
const textList = z.array(z.string().max(300)).default([]);

const lower = <M extends Record<string, string>>(sdl: M) =>
  Object.values(sdl).map((v) => v.toLowerCase()) as [Lowercase<M[keyof M]>, ...Lowercase<M[keyof M]>[]];
const optionalInstant = instant.nullish().transform((v) => v ?? null);
const optionalId = uuid.nullish().transform((v) => v ?? null);

const fileUser = z.object({
  id: uuid,
  name: personNameSchema,
  email: emailSchema,
  phone: z.string().max(20).nullish(),
  role: z.enum(ROLE_VALUES),
  avatar: z.string().max(2000).nullish(),
  /** The language of the account's messages; absent in files written before it was exported (then kept as it is). */
  preferredLanguage: z.enum(lower(MessageLanguage)).optional(),
  createdAt: instant,
});

/**
 * A pandit's availability as stored: weekly hours by weekday ('0' = Sunday, each a list of slots, [] = closed) and
 * blocked dates; {} (or nothing) is open at every slot. Files written before issue 31 may carry it as a JSON string
 * ("{}" for every pandit made by an admin or the join wizard): the string is read as the object it spells.
 */
export const fileAvailabilitySchema = z.preprocess(
  (v) => {
    if (v === null || v === undefined || v === '') return {};
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z.object(
    {
      weeklyHours: z
        .record(
          z.string().regex(/^[0-6]$/, 'A weekday is a number from 0 (Sunday) to 6'),
          z.array(z.string().refine(isTimeSlot, 'Not one of the booking slots (06:00 to 11:00, 16:00 to 19:00)')),
          { error: 'Weekly hours must be an object of weekdays and slots' },
        )
        .optional(),
      blockedDates: z.array(isoDate).max(MAX_BLOCKED_DATES).optional(),
    },
    { error: 'Availability must be an object with weeklyHours and blockedDates' },
  ),
);
const fileMoney = z.number().int().min(0).max(MAX_PACKAGE_PRICE);
/** A ceremony (issue #33): the admin's input with its id. */
const fileCeremony = ceremonyInputSchema.extend({ id: uuid, createdAt: instant });
/** A ceremony a pandit performs, with his own prices. */
const filePanditCeremony = z.object({
  ceremonyId: uuid,
  price: fileMoney.nullish(),
  virtualPrice: fileMoney.nullish(),
});
const filePandit = z.object({
  id: uuid,
  userId: uuid,
  name: z.string().trim().min(1).max(120),
  email: z.string().max(254),
  phone: z.string().max(20),
  whatsappNumber: z.string().max(20).nullish(),
  avatar: z.string().max(2000).nullish(),
  bio: z.string().max(5000).default(''),
  specializations: textList,
  languages: textList,
  experience: z.number().int().min(0).max(80),
  basicPrice: fileMoney,
  premiumPrice: fileMoney,
  deluxePrice: fileMoney,
  virtualBasicPrice: fileMoney.nullish(),
  virtualPremiumPrice: fileMoney.nullish(),
  virtualDeluxePrice: fileMoney.nullish(),
  virtualPoojaAvailable: z.boolean(),
  availability: fileAvailabilitySchema,
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  verified: z.boolean(),
  approved: z.boolean(),
  registrationStatus: z.enum(REGISTRATION_STATUS_VALUES),
  rejectionReason: z.string().max(2000).nullish(),
  location: z.string().max(255).default(''),
  state: z.string().max(80).default(''),
  city: z.string().max(80).default(''),
  photos: z.array(z.string().max(2000)).max(MAX_PHOTOS).default([]),
  /** The ceremonies the pandit performs (files written before issue #33 have none). */
  ceremonies: z.array(filePanditCeremony).default([]),
  createdAt: instant,
});
const filePackage = packageObject
  .extend({ id: uuid, description: z.string().max(5000).default(''), createdAt: instant })
  .transform((v, ctx) => resolveDuration(v, ctx, true));
const fileBooking = z.object({
  id: uuid,
  userId: uuid,
  panditId: uuid.nullish(),
  packageId: uuid.nullish(),
  date: isoDate,
  time: z.string().regex(/^\d{2}:\d{2}$/, 'Time must be HH:MM'),
  location: z.string().max(255).default(''),
  notes: z.string().max(5000).default(''),
  tier: z.enum(TIER_VALUES),
  isVirtual: z.boolean(),
  /** A trip's total is the package's price for each traveller. */
  totalAmount: z
    .number()
    .int()
    .min(0)
    .max(MAX_PACKAGE_PRICE * TRAVELLERS_MAX),
  status: z.enum(BOOKING_STATUS_VALUES),
  paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
  meetingLink: z.string().max(255).nullish(),
  cancellationReason: z.string().max(2000).nullish(),
  /** A trip: its travellers and the party's phone (null for a pooja). */
  travellers: z.number().int().min(1).max(TRAVELLERS_MAX).nullish(),
  contactPhone: z.string().max(20).nullish(),
  /** The customer's idempotency key, so a retried request after a restore still finds its booking. */
  idempotencyKey: z.string().max(100).nullish(),
  /** The ceremony booked, the family's sankalp and who brings the samagri (issue #33). */
  ceremonyId: uuid.nullish(),
  sankalp: sankalpSchema.nullish(),
  samagriBy: samagriProviderSchema.nullish(),
  /** The guarantee (issue #34): "only this pandit", when it was offered to substitutes, the pandit first booked. */
  onlyThisPandit: z.boolean().default(false),
  offeredAt: instant.nullish(),
  originalPanditId: uuid.nullish(),
  createdAt: instant,
});
const fileReview = z.object({
  id: uuid,
  bookingId: uuid,
  userId: uuid,
  panditId: uuid,
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(5000).default(''),
  createdAt: instant,
});
const fileTestimonial = testimonialInputSchema.extend({ id: uuid, createdAt: instant });
const fileAboutText = z.object({
  title: z.string().max(200),
  content: z.string().max(20000),
  mission: z.string().max(5000),
  vision: z.string().max(5000),
  values: z.array(z.string().max(300)).max(30),
});
const fileAbout = fileAboutText.extend({
  translations: z.record(z.string(), fileAboutText.partial()).default({}),
  updatedBy: z.string().max(120).nullish(),
});

/** One change of a booking's status, payment status or slot (the booking's history; response times read it). */
const fileBookingChange = z.object({
  id: uuid,
  bookingId: uuid,
  field: z.string().min(1).max(20),
  from: z.string().max(20).nullish(),
  to: z.string().min(1).max(20),
  actorId: optionalId,
  actorName: z.string().max(120).nullish(),
  actorRole: z.string().max(20).nullish(),
  createdAt: instant,
});
const filePayment = z.object({
  id: uuid,
  bookingId: uuid,
  method: z.enum(PAYMENT_METHOD_VALUES),
  amount: z
    .number()
    .int()
    .min(0)
    .max(MAX_PACKAGE_PRICE * TRAVELLERS_MAX),
  reference: z.string().max(64).nullish(),
  orderId: z.string().max(64).nullish(),
  status: z.enum(PAYMENT_ATTEMPT_STATUS_VALUES),
  reason: z.string().max(2000).nullish(),
  decidedById: optionalId,
  createdAt: instant,
  decidedAt: optionalInstant,
});
const fileRefund = z.object({
  id: uuid,
  bookingId: uuid,
  paymentId: optionalId,
  amount: z
    .number()
    .int()
    .min(0)
    .max(MAX_PACKAGE_PRICE * TRAVELLERS_MAX),
  percent: z.number().int().min(0).max(100),
  rule: z.enum(REFUND_RULE_VALUES),
  status: z.enum(REFUND_STATUS_VALUES),
  reference: z.string().max(100).nullish(),
  refundedById: optionalId,
  createdAt: instant,
  refundedAt: optionalInstant,
});
/** One domain event of the outbox (a booking's or an account's), from which messages were made. */
const fileMessageEvent = z.object({
  id: uuid,
  type: z.string().min(1).max(40),
  bookingId: optionalId,
  userId: optionalId,
  data: z.record(z.string(), z.unknown()).nullish(),
  dedupeKey: z.string().max(120).nullish(),
  createdAt: instant,
  expandedAt: optionalInstant,
});
/** One message of the outbox, as sent (or still to send): a sent one is never sent again after a restore. */
const fileMessage = z.object({
  id: uuid,
  eventId: uuid,
  eventType: z.string().min(1).max(40),
  recipientUserId: optionalId,
  recipient: z.string().min(1).max(254),
  channel: z.enum(lower(MessageChannel)),
  language: z.enum(lower(MessageLanguage)),
  subject: z.string().max(2000),
  bodyText: z.string().max(200_000),
  bodyHtml: z.string().max(1_000_000).nullish(),
  status: z.enum(lower(MessageStatus)),
  attempts: z.number().int().min(0).max(1000),
  lastError: z.string().max(10_000).nullish(),
  nextAttemptAt: instant,
  lockedUntil: optionalInstant,
  createdAt: instant,
  sentAt: optionalInstant,
});

/**
 * A row of a money table (the ledger, invoices, payouts: gateway modules/ledger/money-data.ts), column by column as
 * PostgreSQL writes it in JSON. The database checks the values (its check constraints, the ledger's zero-sum and
 * append-only triggers) in the import's one transaction.
 */
const moneyRow = z.record(z.string().max(40), z.union([z.string().max(400), z.number().finite(), z.boolean(), z.null()]));
const moneyRows = z.array(moneyRow).max(1_000_000).default([]);
const fileMoneyTables = z.object({
  payoutAccounts: moneyRows,
  payoutBatches: moneyRows,
  payouts: moneyRows,
  payoutItems: moneyRows,
  payoutReleases: moneyRows,
  invoices: moneyRows,
  ledgerEntries: moneyRows,
  documentCounters: moneyRows,
});

/** The kinds of record a data file holds, in the order an import writes them. */
export const DATA_FILE_KINDS = [
  'users',
  'ceremonies',
  'pandits',
  'packages',
  'bookings',
  'bookingHistory',
  'payments',
  'refunds',
  'reviews',
  'testimonials',
  'messageEvents',
  'messages',
] as const;
export type DataFileKind = (typeof DATA_FILE_KINDS)[number];

/** The export file; import validates the whole file with it before writing anything. */
export const dataFileSchema = z.object({
  version: z.literal(1, { error: k('admin.fileVersion') }),
  exportedAt: z.string().optional(),
  users: z.array(fileUser).default([]),
  ceremonies: z.array(fileCeremony).default([]),
  pandits: z.array(filePandit).default([]),
  packages: z.array(filePackage).default([]),
  bookings: z.array(fileBooking).default([]),
  reviews: z.array(fileReview).default([]),
  testimonials: z.array(fileTestimonial).default([]),
  about: fileAbout.nullish(),
  bookingHistory: z.array(fileBookingChange).default([]),
  payments: z.array(filePayment).default([]),
  refunds: z.array(fileRefund).default([]),
  messageEvents: z.array(fileMessageEvent).default([]),
  messages: z.array(fileMessage).default([]),
  /** The ledger, invoices and payouts (an older file has none: the database's stay as they are). */
  money: fileMoneyTables.optional(),
});
export type DataFile = z.infer<typeof dataFileSchema>;
