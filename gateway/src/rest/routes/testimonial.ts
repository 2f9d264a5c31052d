import type { RestRoute } from '../router.js';

export const TESTIMONIAL_FIELDS = 'id name avatar location rating comment date featured serviceName panditName pandit { id } createdAt';

export const testimonialRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/testimonials',
    operation: `query RestTestimonials($featured: Boolean, $limit: Int) {
      testimonials(featured: $featured, limit: $limit) { ${TESTIMONIAL_FIELDS} }
    }`,
    variables: ({ query }) => ({ featured: query.bool('featured'), limit: query.int('limit') ?? 100 }),
    // `pandit` is the linked pandit's id, as in the spec's Testimonial entity.
    data: (r) => ({ testimonials: r.testimonials.map((t: any) => ({ ...t, pandit: t.pandit?.id ?? null })) }),
  },
];
