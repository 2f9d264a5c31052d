import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { UserSchema, type User } from '../account/user.entity.js';
import type { Context } from '../../context.js';
import type { ReviewOrRow } from './review.entity.js';

/** The reviewer: read with the review when the list's statement joined it (PanditService.reviews), else batched. */
const reviewer = async (r: ReviewOrRow, ctx: Context): Promise<Pick<User, 'name' | 'avatar'> | null> => {
  const joined = (r as { reviewer?: { name: string | null; avatar: string | null } }).reviewer;
  if (joined) return joined.name == null ? null : { name: joined.name, avatar: joined.avatar ?? undefined };
  return ctx.loaders.byId<User>(UserSchema, 'User').load(r.user.id);
};

/** Review's reviewer fields, batched through the per-request User loader. */
export const reviewResolvers: Resolvers = {
  Review: {
    userName: async (r, _a, ctx) => (await reviewer(r, ctx))?.name ?? 'Devotee',
    userAvatar: async (r, _a, ctx) => (await reviewer(r, ctx))?.avatar ?? null,
  },
};
