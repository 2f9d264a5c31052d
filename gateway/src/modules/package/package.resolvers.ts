import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { durationText } from '@marketplace/schema/rules/admin';
import { PackageService } from './package.service.js';

/** The public package catalogue: arguments in, service call, result out. */
export const packageResolvers: Resolvers = {
  Query: {
    packages: (_p, { filter, page }, ctx) => new PackageService(ctx).list(filter, page),
    package: (_p, { id }, ctx) => new PackageService(ctx).byId(id),
    packageBySlug: (_p, { slug }, ctx) => new PackageService(ctx).bySlug(slug),
  },
  Package: {
    includes: (p) => p.includes ?? [],
    // Deprecated: the English text of the structured duration, for clients written before it.
    duration: (p) => durationText(p.durationDays, p.durationNights),
  },
};
