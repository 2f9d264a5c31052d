import {
  applicationInputSchema,
  rejectionReasonSchema,
  type FieldKeys,
  type TierIncludes,
  type TierIncludesValues,
} from '@marketplace/schema/rules';
import { findState, LANGUAGES, type Localized } from '../../reference/index.js';
import { validate } from '../../validation.js';
import type { PanditApplicationInput, UpdatePanditInput } from '../../__generated__/resolvers-types.js';

/**
 * A Join as Pandit application's rules are in @marketplace/schema/rules (shared with the wizard); here
 * they meet the reference data (states, cities, languages) and the entity's columns. Ceremonies are matched first
 * (CeremonyService.choices), so `specializations` arrives as their English names.
 */

/** The entity columns an application sets. */
export interface PanditFields {
  name: string;
  email: string;
  phone: string;
  whatsappNumber: string | null;
  state: string;
  city: string;
  location: string;
  bio: string;
  experience: number;
  specializations: string[];
  languages: string[];
  basicPrice: number;
  premiumPrice: number;
  deluxePrice: number;
  virtualPoojaAvailable: boolean;
  virtualBasicPrice: number | null;
  virtualPremiumPrice: number | null;
  virtualDeluxePrice: number | null;
  tierIncludes: TierIncludes | null;
  avatar: string | null;
  photos: string[];
}

/** The tiers' texts as stored: only the tiers with an English text (the rule refuses Hindi alone); null when none. */
function storedTierIncludes(v: TierIncludesValues): TierIncludes | null {
  const out: TierIncludes = {};
  for (const tier of ['basic', 'premium', 'deluxe'] as const) {
    const { en, hi } = v[tier];
    if (en) out[tier] = hi ? { en, hi } : { en };
  }
  return Object.keys(out).length ? out : null;
}

const key = (v: string) => v.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Maps reference names (English or Hindi) to English and drops the duplicates that makes. */
export function tidyList(values: readonly string[], reference: readonly { name: Localized }[]): string[] {
  const byName = new Map<string, string>();
  for (const r of reference) {
    byName.set(key(r.name.en), r.name.en);
    byName.set(key(r.name.hi), r.name.en);
  }
  const out: string[] = [];
  const seen = new Set<string>();
  for (const v of values) {
    const canonical = byName.get(key(v)) ?? v;
    if (!canonical || seen.has(key(canonical))) continue;
    seen.add(key(canonical));
    out.push(canonical);
  }
  return out;
}

/** The state and city as stored (English reference names), or the failures when they are not in the reference data. */
function place(state: unknown, city: unknown): { state: string; city: string; fieldKeys: FieldKeys } {
  const wantedState = typeof state === 'string' ? state.normalize('NFC').trim() : '';
  const wantedCity = typeof city === 'string' ? key(city) : '';
  const stateRef = wantedState ? findState(wantedState) : undefined;
  if (!stateRef) return { state: '', city: '', fieldKeys: wantedState ? { 'input.state': 'state.unknown' } : {} };
  const cityRef = stateRef.cities.find((c) => key(c.name.en) === wantedCity || key(c.name.hi) === wantedCity);
  if (!cityRef) return { state: stateRef.name.en, city: '', fieldKeys: wantedCity ? { 'input.city': 'city.unknown' } : {} };
  return { state: stateRef.name.en, city: cityRef.name.en, fieldKeys: {} };
}

/** An application's input (name, email and phone filled in) → the columns to write. Throws VALIDATION_FAILED with every field's reason. */
export function applicationFields(input: PanditApplicationInput): PanditFields {
  const where = place(input.state, input.city);
  const v = validate(applicationInputSchema, input, 'input', where.fieldKeys);
  const virtual = v.virtualPoojaAvailable;
  return {
    name: v.name,
    email: v.email,
    phone: v.phone,
    whatsappNumber: v.whatsappNumber ?? v.phone, // defaults to the phone
    state: where.state,
    city: where.city,
    location: v.location,
    bio: v.bio,
    experience: v.experience,
    // The English names of the ceremonies the input named (CeremonyService.choices matched them before).
    specializations: v.specializations,
    languages: tidyList(v.languages, LANGUAGES),
    basicPrice: v.pricing.basic,
    premiumPrice: v.pricing.premium,
    deluxePrice: v.pricing.deluxe,
    virtualPoojaAvailable: virtual,
    virtualBasicPrice: virtual ? v.pricing.virtualBasic : null,
    virtualPremiumPrice: virtual ? v.pricing.virtualPremium : null,
    virtualDeluxePrice: virtual ? v.pricing.virtualDeluxe : null,
    tierIncludes: storedTierIncludes(v.tierIncludes),
    avatar: v.avatar,
    photos: v.photos,
  };
}

/**
 * A partial edit: the given (non-null) fields over the current ones, checked as a whole application, so
 * a new state re-checks the city and offering virtual poojas requires virtual prices. An empty avatar
 * removes it; an empty WhatsApp number falls back to the phone.
 */
export function updatedFields(patch: Omit<UpdatePanditInput, 'addPhotos'>, current: PanditFields): PanditFields {
  const p = patch.pricing;
  return applicationFields({
    name: patch.name ?? current.name,
    email: patch.email ?? current.email,
    phone: patch.phone ?? current.phone,
    whatsappNumber: patch.whatsappNumber ?? current.whatsappNumber,
    state: patch.state ?? current.state,
    city: patch.city ?? current.city,
    location: patch.location ?? current.location,
    bio: patch.bio ?? current.bio,
    experience: patch.experience ?? current.experience,
    specializations: patch.specializations ?? current.specializations,
    languages: patch.languages ?? current.languages,
    pricing: {
      basic: p?.basic ?? current.basicPrice,
      premium: p?.premium ?? current.premiumPrice,
      deluxe: p?.deluxe ?? current.deluxePrice,
      virtualBasic: p?.virtualBasic ?? current.virtualBasicPrice,
      virtualPremium: p?.virtualPremium ?? current.virtualPremiumPrice,
      virtualDeluxe: p?.virtualDeluxe ?? current.virtualDeluxePrice,
    },
    virtualPoojaAvailable: patch.virtualPoojaAvailable ?? current.virtualPoojaAvailable,
    // Given, the three tiers' texts replace the ones written before.
    tierIncludes: patch.tierIncludes ?? current.tierIncludes,
    avatar: patch.avatar ?? current.avatar,
    photos: patch.photos ?? current.photos,
  });
}

/** A rejection reason (spec §5): trimmed, 10 to 1000 characters. */
export const rejectionReason = (reason: string) => validate(rejectionReasonSchema, reason, 'reason');
