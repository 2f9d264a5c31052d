import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { PackageAdminService } from './package-admin.service.js';

/** The admin's package changes (admin-only in permissions.ts): arguments in, service call, result out. */
export const packageAdminResolvers: Resolvers = {
  Mutation: {
    createPackage: (_p, { input }, ctx) => new PackageAdminService(ctx).create(input),
    updatePackage: (_p, { id, input }, ctx) => new PackageAdminService(ctx).update(id, input),
    deletePackage: (_p, { id }, ctx) => new PackageAdminService(ctx).delete(id),
  },
};
