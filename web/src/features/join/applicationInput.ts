import type { ApplicationFieldsFragment, PanditApplicationInput } from '../../__generated__/graphql';

/** The wizard's answers, as its inputs hold them (number inputs may hold '' while empty). */
export interface JoinValues {
  name: string;
  email: string;
  phone: string;
  whatsappNumber: string;
  state: string;
  city: string;
  location: string;
  bio: string;
  experience: number | string;
  specializations: string[];
  languages: string[];
  basic: number | string;
  premium: number | string;
  deluxe: number | string;
  virtualPoojaAvailable: boolean;
  virtualBasic: number | string;
  virtualPremium: number | string;
  virtualDeluxe: number | string;
  avatar: string | null;
  photos: string[];
}

export type JoinField = keyof JoinValues;
export type PriceField = 'basic' | 'premium' | 'deluxe' | 'virtualBasic' | 'virtualPremium' | 'virtualDeluxe';

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
  basic: 0,
  premium: 0,
  deluxe: 0,
  virtualPoojaAvailable: false,
  virtualBasic: '',
  virtualPremium: '',
  virtualDeluxe: '',
  avatar: null,
  photos: [],
};

/** The wizard's steps in order, with the fields each one asks for. */
export const STEPS = ['contact', 'place', 'profile', 'pricing'] as const;
export type StepName = (typeof STEPS)[number];
export const LAST_STEP = STEPS.length - 1;

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
  basic: 3,
  premium: 3,
  deluxe: 3,
  virtualBasic: 3,
  virtualPremium: 3,
  virtualDeluxe: 3,
};

/** The answers of an existing application (to edit or resubmit it). */
export function fromApplication(p: ApplicationFieldsFragment, stateCode: (name: string) => string): JoinValues {
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
    basic: p.pricing.basic,
    premium: p.pricing.premium,
    deluxe: p.pricing.deluxe,
    virtualPoojaAvailable: p.virtualPoojaAvailable,
    virtualBasic: p.pricing.virtualBasic ?? '',
    virtualPremium: p.pricing.virtualPremium ?? '',
    virtualDeluxe: p.pricing.virtualDeluxe ?? '',
    avatar: p.avatar ?? null,
    photos: [...p.photos],
  };
}

/** The GraphQL input for the answers, with the avatar and photo URLs after upload. */
export function toApplicationInput(v: JoinValues, avatar: string | null, photos: string[]): PanditApplicationInput {
  const num = (x: number | string) => Number(x);
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    whatsappNumber: v.whatsappNumber.trim() || null,
    state: v.state,
    city: v.city,
    location: v.location.trim(),
    bio: v.bio.trim(),
    experience: num(v.experience),
    specializations: v.specializations,
    languages: v.languages,
    pricing: {
      basic: num(v.basic),
      premium: num(v.premium),
      deluxe: num(v.deluxe),
      // Virtual prices are sent only when virtual poojas are offered (spec §5).
      ...(v.virtualPoojaAvailable
        ? { virtualBasic: num(v.virtualBasic), virtualPremium: num(v.virtualPremium), virtualDeluxe: num(v.virtualDeluxe) }
        : {}),
    },
    virtualPoojaAvailable: v.virtualPoojaAvailable,
    avatar,
    photos,
  };
}

/**
 * The server's field errors ('input.pricing.basic' → reason) as wizard field errors, and the first
 * step holding one (null when the server named no field).
 */
export function serverFieldErrors(fields: Record<string, string>): { errors: Partial<Record<JoinField, string>>; step: number } | null {
  const errors: Partial<Record<JoinField, string>> = {};
  let step = LAST_STEP;
  for (const [path, reason] of Object.entries(fields)) {
    const field = path.split('.').pop() as JoinField;
    errors[field] = reason;
    step = Math.min(step, STEP_OF[field] ?? LAST_STEP);
  }
  return Object.keys(errors).length ? { errors, step } : null;
}
