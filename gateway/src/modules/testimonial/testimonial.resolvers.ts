import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { TestimonialService } from './testimonial.service.js';

/** Public testimonials: arguments in, service call, result out. */
export const testimonialResolvers: Resolvers = {
  Query: {
    testimonials: (_p, { featured, limit }, ctx) => new TestimonialService(ctx).list(featured, limit),
  },
  Testimonial: {
    pandit: (t, _a, ctx) => new TestimonialService(ctx).pandit(t),
  },
};
