/**
 * Admin console inputs (spec §5): packages, testimonials, accounts made by an admin, About content and the
 * data file of export / import. The gateway validates with these; the console's forms use the same schemas.
 *
 * Until the shared account schemas (`emailSchema`, `phoneSchema`, `personNameSchema` in account.ts) land,
 * the three small schemas below stand in for them with the same rules; swap the imports when they do.
 */
import { z } from 'zod';

// ---- stand-ins for the shared account rules (see rules-api: account.ts) --------------------------

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
export const adminEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Enter a valid email address')
  .refine((v) => EMAIL_RE.test(v), 'Enter a valid email address');
/** Indian mobile: 10 digits starting 6-9; spaces and dashes ignored, +91 / 91 prefix accepted. */
export const adminPhoneSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, ''))
  .refine((v) => /^[6-9]\d{9}$/.test(v), 'Phone number must be 10 digits');
export const adminNameSchema = z.string().trim().min(2, 'Name must be 2 to 120 characters').max(120, 'Name must be 2 to 120 characters');

// ---- shared pieces ------------------------------------------------------------------------------

/** An image: our own /media/<uuid>, or an http(s) URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Image must be an image URL')
  .refine((v) => /^\/media\/[0-9a-f-]{36}$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), 'Image must be an image URL');
const optionalImage = imageUrlSchema.nullish().or(z.literal('').transform(() => null));
const required = (what: string, max: number) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

// ---- packages (spec §5 "Package form") ----------------------------------------------------------

/** The package form's quick-add chips (spec §5). */
export const PACKAGE_INCLUDE_CHIPS = ['Traditional Aarti', 'Flowers & Diyas', 'Prasadam', 'Photography', 'Vedic Chanting', 'Certificate'] as const;
export const MAX_PACKAGE_PRICE = 10_000_000;
export const MAX_INCLUDES = 30;

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
  name: required('Name', 200),
  description: required('Description', 5000),
  destination: required('Destination', 120),
  duration: required('Duration', 80),
  price: z.number({ error: 'Price must be a number' }).int('Price must be whole rupees').min(0, 'Price must be at least 0').max(MAX_PACKAGE_PRICE, 'Price is too high'),
  includes: z
    .array(z.string().max(120, 'Each inclusion must be at most 120 characters'))
    .transform(tidyIncludes)
    .refine((v) => v.length <= MAX_INCLUDES, `At most ${MAX_INCLUDES} inclusions`),
  image: optionalImage,
  popular: z.boolean(),
  virtualAvailable: z.boolean(),
};
export const packageInputSchema = z.object({
  ...packageFields,
  includes: packageFields.includes.optional().transform((v) => v ?? []),
  popular: z.boolean().default(false),
  virtualAvailable: z.boolean().default(false),
});
export type PackageInputValues = z.infer<typeof packageInputSchema>;
/** A partial change: only the fields given are checked and changed (no defaults). */
export const updatePackageInputSchema = z.object(packageFields).partial();

// ---- testimonials (spec §5 "Testimonial form") ---------------------------------------------------

const testimonialFields = {
  name: required('Customer name', 120),
  location: required('Location', 160),
  rating: z.number().int('Rating must be 1 to 5').min(1, 'Rating must be 1 to 5').max(5, 'Rating must be 1 to 5'),
  comment: required('Comment', 2000),
  date: isoDate,
  avatar: optionalImage,
  featured: z.boolean(),
  serviceName: z.string().trim().max(160).nullable(),
  panditName: z.string().trim().max(120).nullable(),
  panditId: z.string().uuid('Unknown pandit').nullable().or(z.literal('').transform(() => null)),
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
  name: adminNameSchema,
  email: adminEmailSchema,
  phone: adminPhoneSchema.nullish().or(z.literal('').transform(() => null)),
  role: z.enum(ADMIN_ROLES, { error: 'Role must be user, pandit or admin' }),
  avatar: optionalImage,
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
  title: required('Title', 200),
  content: required('Content', 20000),
  mission: required('Mission', 5000),
  vision: required('Vision', 5000),
  values: z.array(z.string().max(300)).max(30).transform((v) => v.map((s) => s.trim()).filter(Boolean)),
});
/** Hindi may be left partly empty: an empty field falls back to English on the page. */
export const aboutTranslationInputSchema = z.object({
  title: z.string().trim().max(200).default(''),
  content: z.string().trim().max(20000).default(''),
  mission: z.string().trim().max(5000).default(''),
  vision: z.string().trim().max(5000).default(''),
  values: z.array(z.string().max(300)).max(30).default([]).transform((v) => v.map((s) => s.trim()).filter(Boolean)),
});

// ---- the data file (export / import) ------------------------------------------------------------

export const IMPORT_MODES = ['REPLACE', 'MERGE'] as const;
const uuid = z.string().uuid('Must be an id (uuid)');
const instant = z.union([z.string(), z.date()]).pipe(z.coerce.date({ error: 'Must be a date-time' }));
const textList = z.array(z.string().max(300)).default([]);

const fileUser = z.object({
  id: uuid,
  name: adminNameSchema,
  email: adminEmailSchema,
  phone: z.string().max(20).nullish(),
  role: z.enum(['user', 'pandit', 'admin']),
  avatar: z.string().max(2000).nullish(),
  createdAt: instant,
});
const fileMoney = z.number().int().min(0).max(MAX_PACKAGE_PRICE);
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
  availability: z.record(z.string(), z.unknown()).default({}),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  verified: z.boolean(),
  approved: z.boolean(),
  registrationStatus: z.enum(['pending', 'approved', 'rejected']),
  rejectionReason: z.string().max(2000).nullish(),
  location: z.string().max(255).default(''),
  state: z.string().max(80).default(''),
  city: z.string().max(80).default(''),
  photos: z.array(z.string().max(2000)).max(10).default([]),
  createdAt: instant,
});
const filePackage = packageInputSchema.extend({ id: uuid, description: z.string().max(5000).default(''), createdAt: instant });
const fileBooking = z.object({
  id: uuid,
  userId: uuid,
  panditId: uuid.nullish(),
  packageId: uuid.nullish(),
  date: isoDate,
  time: z.string().regex(/^\d{2}:\d{2}$/, 'Time must be HH:MM'),
  location: z.string().max(255).default(''),
  notes: z.string().max(5000).default(''),
  tier: z.enum(['basic', 'premium', 'deluxe']),
  isVirtual: z.boolean(),
  totalAmount: fileMoney,
  status: z.enum(['pending', 'confirmed', 'completed', 'cancelled']),
  paymentStatus: z.enum(['pending', 'paid', 'refunded']),
  meetingLink: z.string().max(255).nullish(),
  cancellationReason: z.string().max(2000).nullish(),
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

/** The export file; import validates the whole file with it before writing anything. */
export const dataFileSchema = z.object({
  version: z.literal(1, { error: 'Unsupported file version' }),
  exportedAt: z.string().optional(),
  users: z.array(fileUser).default([]),
  pandits: z.array(filePandit).default([]),
  packages: z.array(filePackage).default([]),
  bookings: z.array(fileBooking).default([]),
  reviews: z.array(fileReview).default([]),
  testimonials: z.array(fileTestimonial).default([]),
  about: fileAbout.nullish(),
});
export type DataFile = z.infer<typeof dataFileSchema>;
