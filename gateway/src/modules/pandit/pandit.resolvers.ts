import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { tierTextIn } from '@marketplace/schema/rules';
import { UserSchema, type User } from '../account/user.entity.js';
import { PanditService, isPublicPandit, userIdOf } from './pandit.service.js';
import { pricingOf } from './pandit.entity.js';
import { distanceOf } from './pandit.near.js';
import { elsewhereFor, rememberFilter } from './pandit.elsewhere.js';
import { selectedFields } from '../../db/selected-columns.js';

/** The public directory and the Pandit type's computed fields: arguments in, service call, result out. */
export const panditResolvers: Resolvers = {
  Query: {
    pandits: async (_p, { filter, sort, page }, ctx, info) => {
      const answer = await new PanditService(ctx).list(filter, sort, page, selectedFields(info, ['items']));
      rememberFilter(answer, filter);
      return answer;
    },
    pandit: (_p, { id }, ctx) => new PanditService(ctx).byId(id),
    panditBySlug: (_p, { slug }, ctx) => new PanditService(ctx).bySlug(slug),
  },
  PanditPage: {
    elsewhere: (page, _a, ctx, info) => elsewhereFor(ctx, page, selectedFields(info, ['virtualPandits'])),
  },
  Pandit: {
    pricing: (p) => pricingOf(p),
    tierIncludes: (p) => ({
      basic: p.tierIncludes?.basic ?? null,
      premium: p.tierIncludes?.premium ?? null,
      deluxe: p.tierIncludes?.deluxe ?? null,
    }),
    distanceKm: (p) => distanceOf(p),
    availability: (p) => ({
      weeklyHours: Object.entries(p.availability?.weeklyHours ?? {})
        .map(([weekday, slots]) => ({ weekday: Number(weekday), slots: [...slots].sort() }))
        .sort((a, b) => a.weekday - b.weekday),
      blockedDates: [...(p.availability?.blockedDates ?? [])].sort(),
    }),
    listed: (p) => isPublicPandit(p),
    photos: (p) => p.photos ?? [],
    languages: (p) => p.languages ?? [],
    ceremoniesCompleted: (p, _a, ctx) => new PanditService(ctx).ceremoniesCompleted(p.id),
    reviews: (p, { page }, ctx) => new PanditService(ctx).reviews(p.id, page),
    user: (p, _a, ctx) => ctx.loaders.byId<User>(UserSchema, 'User').load(userIdOf(p)),
  },
  TierText: {
    hi: (t) => t.hi ?? null,
    text: (t, { language }) => tierTextIn(t, language),
  },
};
