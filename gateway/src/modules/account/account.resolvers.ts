import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AccountService } from './account.service.js';
import { PanditSchema, type Pandit } from '../pandit/pandit.entity.js';

export const accountResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => ctx.viewer,
  },
  Mutation: {
    login: (_p, { input }, ctx) => new AccountService(ctx).login(input),
    register: (_p, { input }, ctx) => new AccountService(ctx).register(input),
    logout: (_p, _a, ctx) => new AccountService(ctx).logout(),
  },
  User: {
    panditProfile: (user, _a, ctx) =>
      ctx.loaders
        .batch<string, Pandit | null>('panditByUser', async (userIds) => {
          const rows = await ctx.em.find(PanditSchema, { user: { $in: [...userIds] } });
          const byUser = new Map(rows.map((p) => [(p.user as unknown as { id: string }).id, p]));
          return userIds.map((id) => byUser.get(id) ?? null);
        })
        .load(user.id),
  },
};
