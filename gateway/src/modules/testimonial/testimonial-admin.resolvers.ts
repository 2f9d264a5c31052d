import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { TestimonialAdminService } from './testimonial-admin.service.js';

/** The admin's testimonial changes (admin-only in permissions.ts): arguments in, service call, result out. */
export const testimonialAdminResolvers: Resolvers = {
  Mutation: {
    createTestimonial: (_p, { input }, ctx) => new TestimonialAdminService(ctx).create(input),
    updateTestimonial: (_p, { id, input }, ctx) => new TestimonialAdminService(ctx).update(id, input),
    deleteTestimonial: (_p, { id }, ctx) => new TestimonialAdminService(ctx).delete(id),
    toggleTestimonialFeatured: (_p, { id }, ctx) => new TestimonialAdminService(ctx).toggleFeatured(id),
  },
};
