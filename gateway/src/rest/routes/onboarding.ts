import type { Request } from 'express';
import type { Context } from '../../context.js';
import type { RestRoute } from '../router.js';
import type { Reader, RestInput } from '../coerce.js';
import { USER_FIELDS } from './account.js';
import { uploadedOf, uploadedUrls, uploads } from '../upload.js';
import { PanditOnboardingService } from '../../modules/pandit/pandit-onboarding.service.js';

/** Everything an admin reviews and the pandit edits (spec §3), with the account's name and avatar. */
export const ONBOARDING_PANDIT_FIELDS = `id name email phone whatsappNumber avatar bio specializations experience languages
  pricing { basic premium deluxe virtualBasic virtualPremium virtualDeluxe }
  tierIncludes { basic { en hi } premium { en hi } deluxe { en hi } }
  rating reviewCount verified listed approved registrationStatus rejectionReason location state city photos
  virtualPoojaAvailable createdAt`;

/** `pricing: {...}` (object or JSON text) or the form's flat basicPrice, premiumPrice... fields. */
function pricing(body: Reader) {
  const nested = body.object('pricing');
  const pick = (k: string, flat: string) => (nested.has(k) ? nested.int(k) : body.int(flat));
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

/** `tierIncludes: { basic: { en, hi }, premium, deluxe }` (object or JSON text): what each tier includes; absent: unchanged. */
function tierIncludes(body: Reader) {
  if (!body.has('tierIncludes')) return undefined;
  const nested = body.object('tierIncludes');
  const tier = (name: string) => {
    const texts = nested.object(name);
    return { en: texts.text('en') ?? null, hi: texts.text('hi') ?? null };
  };
  return { basic: tier('basic'), premium: tier('premium'), deluxe: tier('deluxe') };
}

/** The profile fields of a request body; only those present. */
function profileInput({ body }: RestInput, req: Request) {
  return {
    name: body.text('name'),
    email: body.text('email'),
    phone: body.text('phone'),
    whatsappNumber: body.textOrEmpty('whatsappNumber'),
    state: body.text('state'),
    city: body.text('city'),
    location: body.text('location'),
    bio: body.text('bio'),
    experience: body.int('experience'),
    // Ceremony names or aliases (older clients) and/or ceremony ids; both are mapped to the ceremonies table.
    specializations: body.list('specializations'),
    ceremonyIds: body.list('ceremonyIds'),
    languages: body.list('languages'),
    pricing: pricing(body),
    tierIncludes: tierIncludes(body),
    virtualPoojaAvailable: body.bool('virtualPoojaAvailable'),
    avatar: uploadedUrls(req, 'avatar')[0] ?? body.textOrEmpty('avatar'),
    photos: body.list('photos'),
  };
}

/** A full application: absent values take the form's defaults (experience 0, prices 0) so the service reports each missing field. */
export function applicationInput(input: RestInput, req: Request) {
  const i = profileInput(input, req);
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

const canEdit = (ctx: Context, req: Request) => new PanditOnboardingService(ctx).editable(String(req.params.id));

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
      uploads(
        app,
        [
          { name: 'image', maxCount: 1 },
          { name: 'file', maxCount: 1 },
          { name: 'images', maxCount: 10 },
        ],
        { required: true },
      ),
    ],
    operation: `query RestMediaUploader { me { id } }`,
    authenticated: true,
    data: (_r, req) => {
      const media = Object.values(uploadedOf(req)).flat();
      return { ...media[0], media };
    },
    status: 201,
  },
  {
    method: 'post',
    path: '/pandits/register',
    before: (app) => [uploads(app, PANDIT_FILES)],
    operation: `mutation RestApplyAsPandit($input: PanditApplicationInput!) { applyAsPandit(input: $input) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    variables: (input, req) => ({ input: applicationInput(input, req) }),
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
    variables: (input, req) => ({ input: applicationInput(input, req) }),
    authenticated: true,
    data: (r) => r.resubmitPanditApplication,
  },
  {
    method: 'post',
    path: '/pandits/:id/upload-images',
    before: (app) => [uploads(app, [{ name: 'images', maxCount: 10 }], { required: true, precheck: canEdit })],
    operation: `mutation RestAddPanditPhotos($id: ID!, $urls: [String!]!) { addPanditPhotos(id: $id, urls: $urls) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    variables: ({ params }, req) => ({ id: params.id('id'), urls: uploadedUrls(req, 'images') }),
    authenticated: true,
    data: (r, req) => ({ pandit: r.addPanditPhotos, photos: r.addPanditPhotos.photos, uploaded: uploadedUrls(req, 'images') }),
    status: 201,
  },
  {
    method: 'put',
    path: '/pandits/update/:id',
    before: (app) => [uploads(app, PANDIT_FILES, { precheck: canEdit })],
    operation: `mutation RestUpdatePandit($id: ID!, $input: UpdatePanditInput!) { updatePanditProfile(id: $id, input: $input) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    variables: (input, req) => ({
      id: input.params.id('id'),
      input: { ...profileInput(input, req), addPhotos: uploadedUrls(req, 'photos', 'images') },
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
    variables: ({ params }) => ({ id: params.id('id') }),
    authenticated: true,
    data: (r) => r.approvePandit,
  },
  {
    method: 'put',
    path: '/admin/pandits/:id/reject',
    operation: `mutation RestRejectPandit($id: ID!, $reason: String!) { rejectPandit(id: $id, reason: $reason) { ${ONBOARDING_PANDIT_FIELDS} } }`,
    variables: ({ params, body }) => ({ id: params.id('id'), reason: body.text('rejectionReason') ?? body.text('reason') ?? '' }),
    authenticated: true,
    data: (r) => r.rejectPandit,
  },
  {
    // Spec §7: 'non-empty profile fields'. Empty values are dropped; a role in the body is ignored.
    method: 'put',
    path: '/admin/update-profile',
    operation: `mutation RestUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({
      input: { name: body.text('name'), email: body.text('email'), phone: body.text('phone'), avatar: body.text('avatar') },
    }),
    authenticated: true,
    data: (r) => ({ user: r.updateProfile }),
  },
];
