import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { PanditOnboardingService } from './pandit-onboarding.service.js';

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
    updatePanditProfile: (_p, { id, input }, ctx) => new PanditOnboardingService(ctx).update(id, input),
    addPanditPhotos: (_p, { id, urls }, ctx) => new PanditOnboardingService(ctx).addPhotos(id, urls),
    approvePandit: (_p, { id }, ctx) => new PanditOnboardingService(ctx).approve(id),
    rejectPandit: (_p, { id, reason }, ctx) => new PanditOnboardingService(ctx).reject(id, reason),
  },
};
