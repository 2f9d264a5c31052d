import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AboutAdminService } from './about-admin.service.js';

/** The admin's About editing (admin-only in permissions.ts): arguments in, service call, result out. */
export const aboutAdminResolvers: Resolvers = {
  Query: {
    aboutEditable: (_p, _a, ctx) => new AboutAdminService(ctx).editable(),
  },
  Mutation: {
    updateAbout: (_p, { en, hi }, ctx) => new AboutAdminService(ctx).update(en, hi),
  },
};
