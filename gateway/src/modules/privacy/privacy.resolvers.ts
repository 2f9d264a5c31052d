import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { PrivacyService, deletionDueAt } from './privacy.service.js';

export const privacyResolvers: Resolvers = {
  Query: {
    myData: (_p, _a, ctx) => new PrivacyService(ctx).myData(),
  },
  Mutation: {
    requestAccountDeletion: (_p, _a, ctx) => new PrivacyService(ctx).requestDeletion(),
    cancelAccountDeletion: (_p, _a, ctx) => new PrivacyService(ctx).cancelDeletion(),
  },
  User: {
    deletionRequestedAt: (user) => user.deletionRequestedAt ?? null,
    deletionDueAt: (user) => deletionDueAt(user.deletionRequestedAt),
  },
};
