import { Validator } from '../../errors.js';
import { findState, LANGUAGES, SPECIALIZATIONS, type Localized } from '../../reference/index.js';
import { EMAIL_RE, PHONE_RE, isImageUrl, normalizeEmail, normalizePhone } from '../account/account.service.js';

/** Rules of a Join as Pandit application (spec §5), shared by apply, resubmit and profile edits. */
export const MAX_PHOTOS = 10;
export const MAX_EXPERIENCE = 80;
export const MAX_PRICE = 10_000_000;
export const MIN_REJECTION_REASON = 10;
export const REJECTION_REASON_MESSAGE = 'Rejection reason must be at least 10 characters.';

export interface PricingArgs {
  basic?: number | null;
  premium?: number | null;
  deluxe?: number | null;
  virtualBasic?: number | null;
  virtualPremium?: number | null;
  virtualDeluxe?: number | null;
}

/** Input as it arrives (GraphQL guarantees types; REST may send loose values, coerced before). */
export interface ApplicationArgs {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  whatsappNumber?: string | null;
  state?: string | null;
  city?: string | null;
  location?: string | null;
  bio?: string | null;
  experience?: number | null;
  specializations?: readonly string[] | null;
  languages?: readonly string[] | null;
  pricing?: PricingArgs | null;
  virtualPoojaAvailable?: boolean | null;
  avatar?: string | null;
  photos?: readonly string[] | null;
}

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
  avatar: string | null;
  photos: string[];
}

const clean = (v: string | null | undefined) => (v ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');
const key = (v: string) => v.toLowerCase();

/** Trims, drops empties, maps reference names (English or Hindi) to English, removes duplicates. */
export function tidyList(values: readonly string[] | null | undefined, reference: readonly { name: Localized }[]): string[] {
  const byName = new Map<string, string>();
  for (const r of reference) {
    byName.set(key(r.name.en), r.name.en);
    byName.set(key(r.name.hi), r.name.en);
  }
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of values ?? []) {
    const v = clean(raw);
    if (!v) continue;
    const canonical = byName.get(key(v)) ?? v;
    if (seen.has(key(canonical))) continue;
    seen.add(key(canonical));
    out.push(canonical);
  }
  return out;
}

const isPrice = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_PRICE;

/**
 * Validates an application against the current values (`current` for a partial edit, undefined for a
 * full application) and returns the columns to write. Throws VALIDATION_FAILED with every field's reason.
 */
export function applicationFields(input: ApplicationArgs, current?: PanditFields): PanditFields {
  const full = !current;
  const has = (k: keyof ApplicationArgs) => full || (input[k] !== undefined && input[k] !== null);
  const v = new Validator();

  const name = has('name') ? clean(input.name) : current!.name;
  v.check(name.length >= 2 && name.length <= 120, 'name', 'Name must be 2 to 120 characters');

  const email = has('email') ? normalizeEmail(input.email ?? '') : current!.email;
  v.check(EMAIL_RE.test(email) && email.length <= 254, 'email', 'Enter a valid email address');

  const phone = has('phone') ? normalizePhone(clean(input.phone)) : current!.phone;
  v.check(PHONE_RE.test(phone), 'phone', 'Phone number must be 10 digits');

  let whatsappNumber = current?.whatsappNumber ?? null;
  if (input.whatsappNumber !== undefined && input.whatsappNumber !== null) {
    whatsappNumber = clean(input.whatsappNumber) ? normalizePhone(clean(input.whatsappNumber)) : null;
  }
  if (whatsappNumber) v.check(PHONE_RE.test(whatsappNumber), 'whatsappNumber', 'WhatsApp number must be 10 digits');
  whatsappNumber ||= phone; // defaults to the phone

  let state = current?.state ?? '';
  let city = current?.city ?? '';
  if (has('state') || has('city')) {
    const stateRef = findState(has('state') ? clean(input.state) : state);
    v.check(Boolean(stateRef), 'state', 'Choose a state from the list');
    if (stateRef) {
      state = stateRef.name.en;
      const wanted = key(has('city') ? clean(input.city) : city);
      const cityRef = stateRef.cities.find((c) => key(c.name.en) === wanted || key(c.name.hi) === wanted);
      v.check(Boolean(cityRef), 'city', wanted ? `Choose a city of ${state}` : 'City is required');
      if (cityRef) city = cityRef.name.en;
    }
  }

  const location = has('location') ? clean(input.location) : current!.location;
  v.check(location.length >= 2 && location.length <= 255, 'location', 'Specific location is required');

  const bio = has('bio') ? (input.bio ?? '').trim() : current!.bio;
  v.check(bio.length >= 1, 'bio', 'Bio is required');
  v.check(bio.length <= 2000, 'bio', 'Bio must be at most 2000 characters');

  const experience = has('experience') ? input.experience : current!.experience;
  v.check(
    typeof experience === 'number' && Number.isInteger(experience) && experience >= 0 && experience <= MAX_EXPERIENCE,
    'experience',
    `Experience must be a whole number of years from 0 to ${MAX_EXPERIENCE}`,
  );

  const specializations = has('specializations') ? tidyList(input.specializations, SPECIALIZATIONS) : current!.specializations;
  v.check(specializations.length >= 1, 'specializations', 'Add at least one specialization');
  v.check(specializations.length <= 30 && specializations.every((s) => s.length <= 80), 'specializations', 'At most 30 specializations of up to 80 characters');

  const languages = has('languages') ? tidyList(input.languages, LANGUAGES) : current!.languages;
  v.check(languages.length >= 1, 'languages', 'Add at least one language');
  v.check(languages.length <= 20 && languages.every((s) => s.length <= 40), 'languages', 'At most 20 languages of up to 40 characters');

  const virtualPoojaAvailable = has('virtualPoojaAvailable') ? Boolean(input.virtualPoojaAvailable) : current!.virtualPoojaAvailable;
  const p = input.pricing;
  const price = (k: keyof PricingArgs, cur: number | null | undefined) => (p && p[k] !== undefined && p[k] !== null ? p[k] : (cur ?? (full ? undefined : null)));
  const basicPrice = has('pricing') ? price('basic', current?.basicPrice) : current!.basicPrice;
  const premiumPrice = has('pricing') ? price('premium', current?.premiumPrice) : current!.premiumPrice;
  const deluxePrice = has('pricing') ? price('deluxe', current?.deluxePrice) : current!.deluxePrice;
  v.check(isPrice(basicPrice), 'pricing.basic', 'Basic price must be a whole number of rupees, at least 0');
  v.check(isPrice(premiumPrice), 'pricing.premium', 'Premium price must be a whole number of rupees, at least 0');
  v.check(isPrice(deluxePrice), 'pricing.deluxe', 'Deluxe price must be a whole number of rupees, at least 0');

  let virtualBasicPrice: number | null = null;
  let virtualPremiumPrice: number | null = null;
  let virtualDeluxePrice: number | null = null;
  if (virtualPoojaAvailable) {
    virtualBasicPrice = price('virtualBasic', current?.virtualBasicPrice) as number | null;
    virtualPremiumPrice = price('virtualPremium', current?.virtualPremiumPrice) as number | null;
    virtualDeluxePrice = price('virtualDeluxe', current?.virtualDeluxePrice) as number | null;
    const msg = (tier: string) => `Virtual ${tier} price must be a whole number of rupees, at least 0`;
    v.check(isPrice(virtualBasicPrice), 'pricing.virtualBasic', msg('basic'));
    v.check(isPrice(virtualPremiumPrice), 'pricing.virtualPremium', msg('premium'));
    v.check(isPrice(virtualDeluxePrice), 'pricing.virtualDeluxe', msg('deluxe'));
  }

  let avatar = current?.avatar ?? null;
  if (input.avatar !== undefined && input.avatar !== null) avatar = input.avatar.trim() || null;
  else if (full) avatar = null;
  if (avatar) v.check(isImageUrl(avatar), 'avatar', 'Avatar must be an image URL');

  let photos = current?.photos ?? [];
  if (input.photos !== undefined && input.photos !== null) photos = [...new Set(input.photos.map((u) => u.trim()).filter(Boolean))];
  else if (full) photos = [];
  v.check(photos.length <= MAX_PHOTOS, 'photos', `At most ${MAX_PHOTOS} photos`);
  v.check(photos.every(isImageUrl), 'photos', 'Photos must be image URLs');

  v.throwIfAny();
  return {
    name,
    email,
    phone,
    whatsappNumber,
    state,
    city,
    location,
    bio,
    experience: experience as number,
    specializations,
    languages,
    basicPrice: basicPrice as number,
    premiumPrice: premiumPrice as number,
    deluxePrice: deluxePrice as number,
    virtualPoojaAvailable,
    virtualBasicPrice,
    virtualPremiumPrice,
    virtualDeluxePrice,
    avatar,
    photos,
  };
}

/** A rejection reason: trimmed, 10 to 1000 characters. */
export function rejectionReason(reason: string | null | undefined): string {
  const r = (reason ?? '').trim();
  new Validator()
    .check(r.length >= MIN_REJECTION_REASON, 'reason', REJECTION_REASON_MESSAGE)
    .check(r.length <= 1000, 'reason', 'Rejection reason must be at most 1000 characters.')
    .throwIfAny(r.length < MIN_REJECTION_REASON ? REJECTION_REASON_MESSAGE : undefined);
  return r;
}
