import { applicationStepSchemas, type PRICE_FIELDS, type VIRTUAL_PRICE_FIELDS } from '@marketplace/schema/rules';
import type { FormErrors } from '@mantine/form';
import type { ApplicationFieldsFragment, OwnCeremonyPricesFragment, PanditApplicationInput } from '../../__generated__/graphql';

/** A number input's value: '' while empty. */
type NumberValue = number | string;

/** The wizard's answers, as its inputs hold them; pricing is nested as in the API, so rule paths are form paths. */
export interface JoinValues {
  name: string;
  email: string;
  phone: string;
  whatsappNumber: string;
  state: string;
  city: string;
  location: string;
  bio: string;
  experience: NumberValue;
  specializations: string[];
  languages: string[];
  pricing: Record<PriceField, NumberValue>;
  /** What each tier includes, in his words: English, and optionally Hindi ('' when not written). */
  tierIncludes: Record<TierField, { en: string; hi: string }>;
  /** A pandit's own price for a ceremony he performs (by its English name; empty: his tier prices apply). */
  ceremonyPrices: Record<string, CeremonyPriceValue>;
  virtualPoojaAvailable: boolean;
  avatar: string | null;
  photos: string[];
}

export interface CeremonyPriceValue {
  price: NumberValue;
  virtualPrice: NumberValue;
}

export type JoinField = keyof JoinValues;
export type PriceField = (typeof PRICE_FIELDS)[number] | (typeof VIRTUAL_PRICE_FIELDS)[number];
export type TierField = (typeof PRICE_FIELDS)[number];

const NO_TIER_TEXT = { en: '', hi: '' };
const EMPTY_TIER_TEXTS: JoinValues['tierIncludes'] = { basic: NO_TIER_TEXT, premium: NO_TIER_TEXT, deluxe: NO_TIER_TEXT };

export const EMPTY_VALUES: JoinValues = {
  name: '',
  email: '',
  phone: '',
  whatsappNumber: '',
  state: '',
  city: '',
  location: '',
  bio: '',
  experience: 0,
  specializations: [],
  languages: [],
  pricing: { basic: 0, premium: 0, deluxe: 0, virtualBasic: '', virtualPremium: '', virtualDeluxe: '' },
  tierIncludes: EMPTY_TIER_TEXTS,
  ceremonyPrices: {},
  virtualPoojaAvailable: false,
  avatar: null,
  photos: [],
};

/** The wizard's steps in order. */
export const STEPS = ['contact', 'place', 'profile', 'pricing'] as const;
export const LAST_STEP = STEPS.length - 1;
/** The step with the avatar and photos (where an upload failure is shown). */
export const PHOTOS_STEP = STEPS.indexOf('profile');

const { personal, professional, photos, pricing } = applicationStepSchemas;

/** The shared rules of each step (the rules' personal step is shown as two: contact, then place). */
export const STEP_SCHEMAS = [
  personal.pick({ name: true, email: true, phone: true, whatsappNumber: true }),
  personal.pick({ state: true, city: true, location: true }),
  professional.extend(photos.shape),
  pricing,
] as const;

/** The step that asks for a top-level field. */
const STEP_OF: Record<JoinField, number> = {
  name: 0,
  email: 0,
  phone: 0,
  whatsappNumber: 0,
  state: 1,
  city: 1,
  location: 1,
  bio: 2,
  experience: 2,
  specializations: 2,
  languages: 2,
  avatar: 2,
  photos: 2,
  virtualPoojaAvailable: 3,
  pricing: 3,
  tierIncludes: 3,
  ceremonyPrices: 3,
};

const tierTexts = (t: { en: string; hi?: string | null } | null | undefined) => ({ en: t?.en ?? '', hi: t?.hi ?? '' });

/** A kept draft's tier texts over the empty ones (drafts kept before the texts existed have none). */
export const withTierTexts = (saved: Partial<JoinValues['tierIncludes']> | undefined): JoinValues['tierIncludes'] => ({
  basic: tierTexts(saved?.basic),
  premium: tierTexts(saved?.premium),
  deluxe: tierTexts(saved?.deluxe),
});

/** The answers of an existing application (to edit or resubmit it). */
export function fromApplication(
  p: ApplicationFieldsFragment & Partial<OwnCeremonyPricesFragment>,
  stateCode: (name: string) => string,
): JoinValues {
  return {
    name: p.name,
    email: p.email ?? '',
    phone: p.phone ?? '',
    whatsappNumber: p.whatsappNumber && p.whatsappNumber !== p.phone ? p.whatsappNumber : '',
    state: stateCode(p.state),
    city: p.city,
    location: p.location,
    bio: p.bio,
    experience: p.experience,
    specializations: [...p.specializations],
    languages: [...p.languages],
    pricing: {
      basic: p.pricing.basic,
      premium: p.pricing.premium,
      deluxe: p.pricing.deluxe,
      virtualBasic: p.pricing.virtualBasic ?? '',
      virtualPremium: p.pricing.virtualPremium ?? '',
      virtualDeluxe: p.pricing.virtualDeluxe ?? '',
    },
    tierIncludes: {
      basic: tierTexts(p.tierIncludes.basic),
      premium: tierTexts(p.tierIncludes.premium),
      deluxe: tierTexts(p.tierIncludes.deluxe),
    },
    ceremonyPrices: Object.fromEntries(
      (p.ceremonies ?? [])
        .filter((c) => c.price != null || c.virtualPrice != null)
        .map((c) => [c.ceremony.name.en, { price: c.price ?? '', virtualPrice: c.virtualPrice ?? '' }]),
    ),
    virtualPoojaAvailable: p.virtualPoojaAvailable,
    avatar: p.avatar ?? null,
    photos: [...p.photos],
  };
}

/** A tier's texts for the API: trimmed, blank → null. */
const trimmedTexts = (t: { en: string; hi: string }) => ({ en: t.en.trim() || null, hi: t.hi.trim() || null });

/** A number input's value for the API: '' → null (the rules then say what is missing). */
const num = (x: NumberValue) => (typeof x === 'number' ? x : x.trim() === '' ? null : Number(x));

/**
 * The GraphQL input for the answers, with the avatar and photo URLs after upload. The same shape is what
 * the shared rules check at each step, so a number the rules accepted is a number here. `ceremonyId` (English name →
 * id, from the ceremonies the wizard lists) adds the pandit's own prices for the ceremonies still chosen.
 */
export function toApplicationInput(
  v: JoinValues,
  avatar: string | null,
  photos: string[],
  ceremonyId?: (name: string) => string | undefined,
): PanditApplicationInput {
  const p = v.pricing;
  const ownPrices = ceremonyId
    ? v.specializations.flatMap((name) => {
        const id = ceremonyId(name);
        const own = v.ceremonyPrices[name];
        if (!id || !own) return [];
        const price = num(own.price);
        const virtualPrice = v.virtualPoojaAvailable ? num(own.virtualPrice) : null;
        return price == null && virtualPrice == null ? [] : [{ ceremonyId: id, price, virtualPrice }];
      })
    : [];
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    whatsappNumber: v.whatsappNumber.trim() || null,
    state: v.state,
    city: v.city,
    location: v.location.trim(),
    bio: v.bio.trim(),
    experience: num(v.experience) as number,
    specializations: v.specializations,
    languages: v.languages,
    pricing: {
      basic: num(p.basic) as number,
      premium: num(p.premium) as number,
      deluxe: num(p.deluxe) as number,
      // Virtual prices are sent only when virtual poojas are offered (spec §5).
      ...(v.virtualPoojaAvailable
        ? { virtualBasic: num(p.virtualBasic), virtualPremium: num(p.virtualPremium), virtualDeluxe: num(p.virtualDeluxe) }
        : {}),
    },
    ...(ownPrices.length ? { ceremonyPrices: ownPrices } : {}),
    // Each tier's texts trimmed; blank is "not written" (the site then shows its usual text).
    tierIncludes: {
      basic: trimmedTexts(v.tierIncludes.basic),
      premium: trimmedTexts(v.tierIncludes.premium),
      deluxe: trimmedTexts(v.tierIncludes.deluxe),
    },
    virtualPoojaAvailable: v.virtualPoojaAvailable,
    avatar,
    photos,
  };
}

/**
 * Server field errors (form path → rule key or text, from `serverFieldErrors`) placed on the wizard's
 * fields ('photos.2' → 'photos'; 'pricing.basic' and 'tierIncludes.basic.en' stay), with the first step holding one; null when none.
 */
export function errorsOnSteps(fields: FormErrors): { errors: FormErrors; step: number } | null {
  const errors: FormErrors = {};
  let step = LAST_STEP;
  for (const [path, message] of Object.entries(fields)) {
    const top = path.split('.')[0] as JoinField;
    errors[top === 'pricing' || top === 'tierIncludes' ? path : top] ??= message;
    step = Math.min(step, STEP_OF[top] ?? LAST_STEP);
  }
  return Object.keys(errors).length ? { errors, step } : null;
}
