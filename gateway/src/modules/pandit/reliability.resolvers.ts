import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { ReliabilityService } from './reliability.service.js';

/** Reliability in numbers on each public profile (issue #34 item 5). */
export const reliabilityResolvers: Resolvers = {
  Pandit: {
    reliability: (p, _a, ctx) => new ReliabilityService(ctx).of(p.id),
  },
};
