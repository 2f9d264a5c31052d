import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { ApiKeyService, requestsToday } from './api-key.service.js';
import { apiLimits } from './budgets.js';

/** Partner API keys (admin only in permissions.ts) and the public budgets: arguments in, service call, result out. */
export const partnerResolvers: Resolvers = {
  Query: {
    apiKeys: (_p, { page }, ctx) => new ApiKeyService(ctx).list(page),
    apiLimits: (_p, _a, ctx) => apiLimits(ctx.app.config),
  },
  Mutation: {
    createApiKey: (_p, { input }, ctx) => new ApiKeyService(ctx).create(input),
    revokeApiKey: (_p, { id }, ctx) => new ApiKeyService(ctx).revoke(id),
  },
  ApiKey: {
    requestsToday: (k) => requestsToday(k),
  },
};
