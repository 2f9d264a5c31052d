import { z } from 'zod';
import { optionalText, singleLine, text, wholeNumber } from './common.js';
import type { RuleMessageKey } from './messages.js';
import { priceSchema } from './pandit.js';
import { SamagriProvider } from './__generated__/contract.js';

/*
 * Ceremonies as data (issue #33, decision record 0061): a booking's sankalp, an admin's ceremony, a pandit's own
 * prices for his ceremonies. The gateway enforces these rules; the booking dialog and the admin tab use the same.
 */

const k = (key: RuleMessageKey) => key;

/** A name in English and Hindi (the API's LocalizedName). */
export interface Bilingual {
  en: string;
  hi: string;
}
const n = (en: string, hi: string): Bilingual => ({ en, hi });

/** The 27 nakshatras in order, from Ashwini: the panchang names them, the sankalp picks one (stored in English). */
export const NAKSHATRAS: readonly Bilingual[] = [
  n('Ashwini', 'अश्विनी'),
  n('Bharani', 'भरणी'),
  n('Krittika', 'कृत्तिका'),
  n('Rohini', 'रोहिणी'),
  n('Mrigashira', 'मृगशिरा'),
  n('Ardra', 'आर्द्रा'),
  n('Punarvasu', 'पुनर्वसु'),
  n('Pushya', 'पुष्य'),
  n('Ashlesha', 'आश्लेषा'),
  n('Magha', 'मघा'),
  n('Purva Phalguni', 'पूर्वा फाल्गुनी'),
  n('Uttara Phalguni', 'उत्तरा फाल्गुनी'),
  n('Hasta', 'हस्त'),
  n('Chitra', 'चित्रा'),
  n('Swati', 'स्वाति'),
  n('Vishakha', 'विशाखा'),
  n('Anuradha', 'अनुराधा'),
  n('Jyeshtha', 'ज्येष्ठा'),
  n('Mula', 'मूल'),
  n('Purva Ashadha', 'पूर्वाषाढ़ा'),
  n('Uttara Ashadha', 'उत्तराषाढ़ा'),
  n('Shravana', 'श्रवण'),
  n('Dhanishtha', 'धनिष्ठा'),
  n('Shatabhisha', 'शतभिषा'),
  n('Purva Bhadrapada', 'पूर्वा भाद्रपद'),
  n('Uttara Bhadrapada', 'उत्तरा भाद्रपद'),
  n('Revati', 'रेवती'),
];

/** The nakshatra named in English or Hindi (any case), or undefined. */
export function findNakshatra(name: string): Bilingual | undefined {
  const key = name.normalize('NFC').trim().toLowerCase();
  return NAKSHATRAS.find((x) => x.en.toLowerCase() === key || x.hi === key);
}

// ---------------------------------------------------------------- sankalp

/** At most this many family names in one sankalp. */
export const FAMILY_NAMES_MAX = 10;
/** Each name, the gotra and the occasion: at most this many characters. */
export const SANKALP_TEXT_MAX = 100;

const sankalpText = (required: RuleMessageKey) =>
  singleLine(required).min(1, required).max(SANKALP_TEXT_MAX, k('sankalp.tooLong'));

/**
 * SankalpInput: 1 to 10 family names, the gotra, optionally one of the 27 nakshatras (English or Hindi name,
 * answered in English) and the occasion.
 */
export const sankalpSchema = z.object(
  {
    familyNames: z
      .array(sankalpText(k('sankalp.nameRequired')), { error: k('sankalp.namesRequired') })
      .min(1, k('sankalp.namesRequired'))
      .max(FAMILY_NAMES_MAX, k('sankalp.tooManyNames')),
    gotra: sankalpText(k('sankalp.gotraRequired')),
    nakshatra: optionalText(
      text(k('sankalp.nakshatraInvalid'))
        .refine((s) => findNakshatra(s) !== undefined, k('sankalp.nakshatraInvalid'))
        .transform((s) => findNakshatra(s)!.en),
    ),
    occasion: optionalText(singleLine().max(SANKALP_TEXT_MAX, k('sankalp.tooLong'))),
    /** The booking adult confirms they are the child's parent or guardian (child samskaras: privacy.ts). */
    guardianConfirmed: z.preprocess((v) => v ?? undefined, z.boolean({ error: k('input.invalid') }).optional()),
  },
  { error: k('sankalp.namesRequired') },
);
export type SankalpValues = z.output<typeof sankalpSchema>;

/** Who brings the samagri (SamagriProvider); the REST wire's lower case is accepted too. */
export const samagriProviderSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.toUpperCase() : v),
  z.enum(SamagriProvider, { error: k('input.invalid') }),
);

// ---------------------------------------------------------------- a ceremony (admin)

export const CEREMONY_SLUG_MAX = 60;
export const CEREMONY_NAME_MAX = 80;
export const CEREMONY_TEXT_MAX = 2000;
export const CEREMONY_ALIASES_MAX = 40;
export const CEREMONY_STEPS_MAX = 20;
export const CEREMONY_SAMAGRI_MAX = 40;
/** A ceremony lasts 15 minutes to 3 days. */
export const CEREMONY_DURATION_MIN = 15;
export const CEREMONY_DURATION_MAX = 3 * 24 * 60;

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const bilingual = (max: number, required: RuleMessageKey = k('ceremony.textRequired')) =>
  z.object(
    {
      en: text(required).min(1, required).max(max, k('ceremony.textTooLong')),
      hi: text(required).min(1, required).max(max, k('ceremony.textTooLong')),
    },
    { error: required },
  );

/** A step or a samagri name/quantity: one short line in both languages. */
const shortBilingual = bilingual(CEREMONY_NAME_MAX * 2);

export const samagriItemSchema = z.object({
  name: shortBilingual,
  quantity: shortBilingual,
  providedBy: samagriProviderSchema,
});
export type SamagriItemValues = z.output<typeof samagriItemSchema>;

/** Steps and samagri as stored (jsonb): checked again whenever they are read back from an import. */
export const ceremonyStepsSchema = z
  .array(shortBilingual)
  .min(1, k('ceremony.stepsRequired'))
  .max(CEREMONY_STEPS_MAX, k('ceremony.tooMany'));
export const ceremonySamagriSchema = z.array(samagriItemSchema).max(CEREMONY_SAMAGRI_MAX, k('ceremony.tooMany'));

/** CeremonyInput (createCeremony, updateCeremony). */
export const ceremonyInputSchema = z.object({
  slug: text(k('ceremony.slugInvalid'))
    .max(CEREMONY_SLUG_MAX, k('ceremony.slugInvalid'))
    .regex(SLUG_RE, k('ceremony.slugInvalid')),
  name: bilingual(CEREMONY_NAME_MAX, k('ceremony.nameRequired')),
  aliases: z
    .array(singleLine().min(1, k('ceremony.textRequired')).max(CEREMONY_NAME_MAX, k('ceremony.textTooLong')))
    .overwrite((list) => [...new Set(list)])
    .max(CEREMONY_ALIASES_MAX, k('ceremony.tooMany')),
  description: bilingual(CEREMONY_TEXT_MAX),
  whenDone: bilingual(CEREMONY_TEXT_MAX),
  whoFor: bilingual(CEREMONY_TEXT_MAX),
  durationMinutes: wholeNumber(CEREMONY_DURATION_MIN, CEREMONY_DURATION_MAX, k('ceremony.durationInvalid')),
  steps: ceremonyStepsSchema,
  samagri: ceremonySamagriSchema,
});
export type CeremonyValues = z.output<typeof ceremonyInputSchema>;

// ---------------------------------------------------------------- a pandit's ceremonies

const optionalPrice = z.preprocess((v) => v ?? null, priceSchema.nullable());

/** PanditCeremonyInput: a ceremony id with the pandit's own prices for it (null: his tier prices apply). */
export const panditCeremonyInputSchema = z.object({
  ceremonyId: text(k('id.invalid')).min(1, k('id.invalid')),
  price: optionalPrice,
  virtualPrice: optionalPrice,
});
export type PanditCeremonyValues = z.output<typeof panditCeremonyInputSchema>;
