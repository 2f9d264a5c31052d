import { z } from 'zod';
import { emailSchema, personNameSchema, phoneSchema, whatsappNumberSchema } from './account.js';
import { imageUrlSchema, optionalText, singleLine, text, wholeNumber } from './common.js';
import type { RuleMessageKey } from './messages.js';

const k = (key: RuleMessageKey) => key;

/** Rules of a Join as Pandit application (spec §5), shared by apply, resubmit, profile edits and the wizard. */
export const MAX_PHOTOS = 10;
export const MAX_EXPERIENCE = 80;
export const MAX_PRICE = 10_000_000;
export const BIO_MAX = 2000;
export const PLACE_MAX = 80;
export const MAX_SPECIALIZATIONS = 30;
export const SPECIALIZATION_MAX = 80;
export const MAX_LANGUAGES = 20;
export const LANGUAGE_MAX = 40;
export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MAX = 1000;
/** What a price tier includes, in the pandit's words (each language). */
export const TIER_TEXT_MAX = 300;

/** The price tiers of PricingInput; the virtual ones are kept only when virtual poojas are offered. */
export const PRICE_FIELDS = ['basic', 'premium', 'deluxe'] as const;
export const VIRTUAL_PRICE_FIELDS = ['virtualBasic', 'virtualPremium', 'virtualDeluxe'] as const;

/** Trimmed entries, blanks dropped, duplicates (ignoring case) dropped: the first spelling wins. */
export function tidyTags(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const key = v.toLowerCase();
    if (!v || seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

const tagList = (required: RuleMessageKey, tooMany: RuleMessageKey, maxItems: number, maxLength: number) =>
  z
    .array(singleLine(tooMany), { error: required })
    .overwrite(tidyTags)
    .min(1, required)
    .max(maxItems, tooMany)
    .refine((list) => list.every((s) => s.length <= maxLength), tooMany);

export const priceSchema = wholeNumber(0, MAX_PRICE, k('price.invalid'));
const optionalPrice = z.preprocess((v) => v ?? null, priceSchema.nullable());

/** PricingInput: the three tiers are required; the virtual ones only when virtual poojas are offered. */
export const pricingSchema = z.object({
  basic: priceSchema,
  premium: priceSchema,
  deluxe: priceSchema,
  virtualBasic: optionalPrice,
  virtualPremium: optionalPrice,
  virtualDeluxe: optionalPrice,
});

const personalShape = {
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  /** Optional; blank = the phone number. */
  whatsappNumber: optionalText(whatsappNumberSchema),
  state: singleLine(k('state.required')).min(1, k('state.required')).max(PLACE_MAX, k('state.unknown')),
  city: singleLine(k('city.required')).min(1, k('city.required')).max(PLACE_MAX, k('city.unknown')),
  location: singleLine(k('location.required')).min(2, k('location.required')).max(255, k('location.tooLong')),
};

const professionalShape = {
  bio: text(k('bio.required')).min(1, k('bio.required')).max(BIO_MAX, k('bio.tooLong')),
  experience: wholeNumber(0, MAX_EXPERIENCE, k('experience.invalid')),
  specializations: tagList(k('specializations.required'), k('specializations.tooMany'), MAX_SPECIALIZATIONS, SPECIALIZATION_MAX),
  languages: tagList(k('languages.required'), k('languages.tooMany'), MAX_LANGUAGES, LANGUAGE_MAX),
};

const tierText = optionalText(text().max(TIER_TEXT_MAX, k('tierText.tooLong')));
/** One tier's text: English, and optionally Hindi (never Hindi alone: English is what other readers see). */
const tierTextsSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ en: tierText, hi: tierText }).superRefine((t, ctx) => {
    if (t.hi && !t.en) ctx.addIssue({ code: 'custom', path: ['en'], message: k('tierText.englishRequired') });
  }),
);
/**
 * TierIncludesInput: what each tier (Basic, Premium, Deluxe) includes, as the pandit writes it (issue #37), at most
 * TIER_TEXT_MAX characters in each language; blank is "not written" (the site shows its usual text).
 */
export const tierIncludesSchema = z.preprocess(
  (v) => v ?? {},
  z.object({ basic: tierTextsSchema, premium: tierTextsSchema, deluxe: tierTextsSchema }),
);
export type TierIncludesValues = z.output<typeof tierIncludesSchema>;

const pricingShape = {
  virtualPoojaAvailable: z.preprocess((v) => v ?? false, z.boolean()),
  pricing: pricingSchema,
  tierIncludes: tierIncludesSchema,
};

const photoUrl = imageUrlSchema(k('photos.invalid'));
const photosShape = {
  /** Blank = no avatar. */
  avatar: optionalText(imageUrlSchema(k('avatar.invalid'))),
  photos: z.preprocess(
    (v) => v ?? [],
    z
      .array(photoUrl, { error: k('photos.invalid') })
      .overwrite((list) => [...new Set(list)])
      .max(MAX_PHOTOS, k('photos.tooMany')),
  ),
};

/** With virtual poojas offered, each virtual price is required. */
function virtualPricesRequired(
  value: { virtualPoojaAvailable?: unknown; pricing?: Partial<Record<(typeof VIRTUAL_PRICE_FIELDS)[number], unknown>> },
  ctx: z.RefinementCtx,
) {
  if (value.virtualPoojaAvailable !== true) return;
  for (const tier of VIRTUAL_PRICE_FIELDS) {
    if (value.pricing?.[tier] == null)
      ctx.addIssue({ code: 'custom', path: ['pricing', tier], message: k('price.virtualRequired') });
  }
}

/** The Join as Pandit wizard's steps; each object's keys are the form's fields (pricing is nested as in the API). */
export const applicationStepSchemas = {
  /** Contact and place: name, email, phone, whatsappNumber, state, city, location. */
  personal: z.object(personalShape),
  /** bio, experience, specializations, languages. */
  professional: z.object(professionalShape),
  /**
   * virtualPoojaAvailable, pricing { basic, premium, deluxe, virtualBasic, virtualPremium, virtualDeluxe } and
   * tierIncludes { basic, premium, deluxe } (each { en, hi }).
   */
  pricing: z.object(pricingShape).superRefine(virtualPricesRequired),
  /** avatar and photos. */
  photos: z.object(photosShape),
};

/**
 * A whole application (PanditApplicationInput after the account's contact defaults are filled in).
 * State and city are checked against the reference data by the gateway, which holds it.
 */
export const applicationInputSchema = z
  .object({ ...personalShape, ...professionalShape, ...pricingShape, ...photosShape })
  .superRefine(virtualPricesRequired);
export type ApplicationValues = z.output<typeof applicationInputSchema>;

/** Photos appended to a profile (addPanditPhotos): at least one image URL. */
export const photoUrlsSchema = z.array(photoUrl, { error: k('photos.required') }).min(1, k('photos.required'));

/** An admin's reason for rejecting an application: 10 to 1000 characters after trimming (spec §5). */
export const rejectionReasonSchema = text(k('rejectionReason.tooShort'))
  .min(REJECTION_REASON_MIN, k('rejectionReason.tooShort'))
  .max(REJECTION_REASON_MAX, k('rejectionReason.tooLong'));
