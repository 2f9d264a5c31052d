import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { PanditOnboardingService } from './pandit-onboarding.service.js';
// Admin changes go to the audit trail (admin module), whatever the service methods' bodies.
import { withAudit } from '../admin/audit.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PanditSchema } from './pandit.entity.js';

const AUDITED = [
  'name',
  'email',
  'phone',
  'whatsappNumber',
  'bio',
  'experience',
  'specializations',
  'languages',
  'basicPrice',
  'premiumPrice',
  'deluxePrice',
  'virtualBasicPrice',
  'virtualPremiumPrice',
  'virtualDeluxePrice',
  'virtualPoojaAvailable',
  'tierIncludes',
  'location',
  'state',
  'city',
  'avatar',
  'photos',
  'approved',
  'verified',
  'registrationStatus',
  'rejectionReason',
] as const;
const pandit = (action: string, id: string) => ({
  action,
  entity: 'Pandit',
  id,
  fields: AUDITED,
  load: (em: EntityManager) => (/^[0-9a-f-]{36}$/i.test(id) ? em.findOne(PanditSchema, { id }) : Promise.resolve(null)),
});

/** Join as Pandit, profile edits and the approval workflow: arguments in, service call, result out. */
export const panditOnboardingResolvers: Resolvers = {
  Query: {
    pendingPandits: (_p, _a, ctx) => new PanditOnboardingService(ctx).pending(),
    panditApplications: (_p, args, ctx) => new PanditOnboardingService(ctx).applications(args),
    panditApplicationStats: (_p, _a, ctx) => new PanditOnboardingService(ctx).stats(),
    panditApplication: (_p, { id }, ctx) => new PanditOnboardingService(ctx).application(id),
  },
  Mutation: {
    applyAsPandit: (_p, { input }, ctx) => new PanditOnboardingService(ctx).apply(input),
    resubmitPanditApplication: (_p, { input }, ctx) => new PanditOnboardingService(ctx).resubmit(input),
    updatePanditProfile: (_p, { id, input }, ctx) =>
      withAudit(ctx, pandit('pandit.update', id), (c) => new PanditOnboardingService(c).update(id, input)),
    addPanditPhotos: (_p, { id, urls }, ctx) => new PanditOnboardingService(ctx).addPhotos(id, urls),
    approvePandit: (_p, { id }, ctx) =>
      withAudit(ctx, pandit('pandit.approve', id), (c) => new PanditOnboardingService(c).approve(id)),
    rejectPandit: (_p, { id, reason }, ctx) =>
      withAudit(ctx, pandit('pandit.reject', id), (c) => new PanditOnboardingService(c).reject(id, reason)),
  },
};
