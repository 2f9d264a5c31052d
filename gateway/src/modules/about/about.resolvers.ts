import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AboutService } from './about.service.js';

/** The About page's content: arguments in, service call, result out. */
export const aboutResolvers: Resolvers = {
  Query: {
    about: (_p, { language }, ctx) => new AboutService(ctx).get(language ?? 'en'),
  },
};
