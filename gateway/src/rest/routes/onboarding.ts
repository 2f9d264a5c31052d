import type { Request } from 'express';
import type { Context } from '../../context.js';
import type { RestRoute } from '../router.js';
import { USER_FIELDS } from './account.js';
import { uploadedOf, uploadedUrls, uploads } from '../upload.js';
import { PanditOnboardingService } from '../../modules/pandit/pandit-onboarding.service.js';

/** Everything an admin reviews and the pandit edits (spec §3), with the account's name and avatar. */
export const ONBOARDING_PANDIT_FIELDS = `id name email phone whatsappNumber avatar bio specializations experience languages
  pricing { basic premium deluxe virtualBasic virtualPremium virtualDeluxe }
  rating reviewCount verified approved registrationStatus rejectionReason location state city photos
  virtualPoojaAvailable createdAt`;

// ---- loose REST/multipart values → GraphQL input -------------------------------------------------

const present = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

/** A JSON value sent as a multipart text field ('["a","b"]', '{"basic":1}'), else the value itself. */
function jsonish(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if ((t.startsWith('[') && t.endsWith(']')) || (t.startsWith('{') && t.endsWith('}'))) {
    try {
      return JSON.parse(t);
    } catch {
      return v;
    }
  }
  return v;
}

const str = (v: unknown) => (present(v) ? String(v) : undefined);

/** Whole numbers pass; anything else becomes -1 so the service answers with the field's own message. */
function int(v: unknown): number | undefined {
  if (!present(v)) return undefined;
  const n = Number(v);
  return Number.isInteger(n) && Math.abs(n) < 2 ** 31 ? n : -1;
}

function bool(v: unknown): boolean | undefined {
  if (!present(v)) return undefined;
  if (typeof v === 'boolean') return v;
  return ['true', '1', 'on', 'yes'].includes(String(v).toLowerCase());
}

/** An array, a JSON array text, or comma-separated text. */
function list(v: unknown): string[] | undefined {
  const j = jsonish(v);
  if (j === undefined || j === null) return undefined;
  if (Array.isArray(j)) return j.map(String);
  if (typeof j === 'string') return j.split(',').map((s) => s.trim()).filter(Boolean);
  return undefined;
}

/** `pricing: {...}` (object or JSON text) or the form's flat basicPrice, premiumPrice... fields. */
function pricing(b: Record<string, unknown>) {
  const nested = jsonish(b.pricing);
  const p = (nested && typeof nested === 'object' ? nested : {}) as Record<string, unknown>;
  const pick = (k: string, flat: string) => int(present(p[k]) ? p[k] : b[flat]);
  const out = {
    basic: pick('basic', 'basicPrice'),
    premium: pick('premium', 'premiumPrice'),
    deluxe: pick('deluxe', 'deluxePrice'),
    virtualBasic: pick('virtualBasic', 'virtualBasicPrice'),
    virtualPremium: pick('virtualPremium', 'virtualPremiumPrice'),
    virtualDeluxe: pick('virtualDeluxe', 'virtualDeluxePrice'),
  };
  return Object.values(out).some((v) => v !== undefined) ? out : undefined;
}

/** The profile fields of a request body; only those present. */
function profileInput(req: Request) {
  const b = (req.body ?? {}) as Record<string, unknown>;
  return {
    name: str(b.name),
    email: str(b.email),
    phone: str(b.phone),
    whatsappNumber: b.whatsappNumber === undefined ? undefined : String(b.whatsappNumber ?? ''),
    state: str(b.state),
    city: str(b.city),
    location: str(b.location),
    bio: str(b.bio),
    experience: int(b.experience),
    specializations: list(b.specializations),
    languages: list(b.languages),
    pricing: pricing(b),
    virtualPoojaAvailable: bool(b.virtualPoojaAvailable),
    avatar: uploadedUrls(req, 'avatar')[0] ?? (b.avatar === undefined ? undefined : String(b.avatar ?? '')),
    photos: list(b.photos),
  };
}

/** A full application: absent values take the form's defaults (experience 0, prices 0) so the service reports each missing field. */
export function applicationInput(req: Request) {
  const i = profileInput(req);
  const pr: Partial<NonNullable<typeof i.pricing>> = i.pricing ?? {};
  return {
    ...i,
    state: i.state ?? '',
    city: i.city ?? '',
    location: i.location ?? '',
    bio: i.bio ?? '',
    experience: i.experience ?? 0,
    specializations: i.specializations ?? [],
    languages: i.languages ?? [],
    pricing: { ...pr, basic: pr.basic ?? 0, premium: pr.premium ?? 0, deluxe: pr.deluxe ?? 0 },
    virtualPoojaAvailable: i.virtualPoojaAvailable ?? false,
    photos: [...(i.photos ?? []), ...uploadedUrls(req, 'photos', 'images')],
  };
}

const canEdit = (ctx: Context, req: Request) =>
  new PanditOnboardingService(ctx).editable(String(req.params.id));

const PANDIT_FILES = [
  { name: 'avatar', maxCount: 1 },
  { name: 'photos', maxCount: 10 },
  { name: 'images', maxCount: 10 },
];

export const onboardingRoutes: RestRoute[] = [
  {
    // Upload one image (field 'image' or 'file'), or several ('images'); answers the stored URL(s).
    method: 'post',
    path: '/media',
    before: (app) => [
      uploads(app, [{ name: 'image', maxCount: 1 }, { name: 'file', maxCount: 1 }, { name: 'images', maxCount: 10 }], { required: true }),
    ],
    operation: `query RestMediaUploader { me { id } }`,
    authenticated: true,
    data: (_r, req) => {
      const media = Object.values(uploadedOf(req)).flat();
      return { ...media[0]!, media };
    },
    status: 201,
  },
  {
    method: 'post',
    path: '/pandits/register',
    before: (app) => [uploads(app, PANDIT_FILES)],
    operation: `mutation RestApplyAsPandit($input: PanditApplicationInput!) { applyAsPandit(input: $input) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    variables: (req) => ({ input: applicationInput(req) }),
    authenticated: true,
    data: (r) => r.applyAsPandit,
    status: 201,
  },
  {
    // Resubmit one's own pending or rejected application (back to pending).
    method: 'put',
    path: '/pandits/register',
    before: (app) => [uploads(app, PANDIT_FILES)],
    operation: `mutation RestResubmitPandit($input: PanditApplicationInput!) { resubmitPanditApplication(input: $input) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    variables: (req) => ({ input: applicationInput(req) }),
    authenticated: true,
    data: (r) => r.resubmitPanditApplication,
  },
  {
    method: 'post',
    path: '/pandits/:id/upload-images',
    before: (app) => [uploads(app, [{ name: 'images', maxCount: 10 }], { required: true, precheck: canEdit })],
    operation: `mutation RestAddPanditPhotos($id: ID!, $urls: [String!]!) { addPanditPhotos(id: $id, urls: $urls) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    variables: (req) => ({ id: String(req.params.id), urls: uploadedUrls(req, 'images') }),
    authenticated: true,
    data: (r, req) => ({ pandit: r.addPanditPhotos, photos: r.addPanditPhotos.photos, uploaded: uploadedUrls(req, 'images') }),
    status: 201,
  },
  {
    method: 'put',
    path: '/pandits/update/:id',
    before: (app) => [uploads(app, PANDIT_FILES, { precheck: canEdit })],
    operation: `mutation RestUpdatePandit($id: ID!, $input: UpdatePanditInput!) { updatePanditProfile(id: $id, input: $input) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    variables: (req) => ({
      id: String(req.params.id),
      input: { ...profileInput(req), addPhotos: uploadedUrls(req, 'photos', 'images') },
    }),
    authenticated: true,
    data: (r) => r.updatePanditProfile,
  },
  {
    method: 'get',
    path: '/pandits/pending/all',
    operation: `query RestPendingPandits { pendingPandits { ${ONBOARDING_PANDIT_FIELDS} user { id name avatar } } }`,
    authenticated: true,
    data: (r) => ({ pandits: r.pendingPandits, count: r.pendingPandits.length }),
  },
  {
    method: 'put',
    path: '/admin/pandits/:id/approve',
    operation: `mutation RestApprovePandit($id: ID!) { approvePandit(id: $id) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    variables: (req) => ({ id: String(req.params.id) }),
    authenticated: true,
    data: (r) => r.approvePandit,
  },
  {
    method: 'put',
    path: '/admin/pandits/:id/reject',
    operation: `mutation RestRejectPandit($id: ID!, $reason: String!) { rejectPandit(id: $id, reason: $reason) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    variables: (req) => ({
      id: String(req.params.id),
      reason: String(req.body?.rejectionReason ?? req.body?.reason ?? ''),
    }),
    authenticated: true,
    data: (r) => r.rejectPandit,
  },
  {
    // Spec §7: 'non-empty profile fields'. Empty values are dropped; a role in the body is ignored.
    method: 'put',
    path: '/admin/update-profile',
    operation: `mutation RestUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`,
    variables: (req) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      return { input: { name: str(b.name), email: str(b.email), phone: str(b.phone), avatar: str(b.avatar) } };
    },
    authenticated: true,
    data: (r) => ({ user: r.updateProfile }),
  },
];
