import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { UserSchema, type User } from '../account/user.entity.js';
import type { Context } from '../../context.js';
import type { Review } from './review.entity.js';

const reviewer = (r: Review, ctx: Context) =>
  ctx.loaders.byId<User>(UserSchema, 'User').load((r.user as unknown as { id: string }).id);

/** Review's reviewer fields, batched through the per-request User loader. */
export const reviewResolvers: Resolvers = {
  Review: {
    userName: async (r, _a, ctx) => (await reviewer(r, ctx))?.name ?? 'Devotee',
    userAvatar: async (r, _a, ctx) => (await reviewer(r, ctx))?.avatar ?? null,
  },
};
