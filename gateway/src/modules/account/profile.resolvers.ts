import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { ProfileService } from './profile.service.js';

export const profileResolvers: Resolvers = {
  Mutation: {
    updateProfile: (_p, { input }, ctx) => new ProfileService(ctx).update(input),
    changePassword: (_p, { input }, ctx) => new ProfileService(ctx).changePassword(input),
  },
};
