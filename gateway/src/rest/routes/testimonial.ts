import type { Request } from 'express';
import type { RestRoute } from '../router.js';

export const TESTIMONIAL_FIELDS = 'id name avatar location rating comment date featured serviceName panditName pandit { id } createdAt';

export const testimonialRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/testimonials',
    operation: `query RestTestimonials($featured: Boolean, $limit: Int) {
      testimonials(featured: $featured, limit: $limit) { ${TESTIMONIAL_FIELDS} }
    }`,
    variables: (req) => ({
      featured: req.query.featured === 'true' ? true : req.query.featured === 'false' ? false : undefined,
      limit: req.query.limit ? Number(req.query.limit) : 100,
    }),
    // `pandit` is the linked pandit's id, as in the spec's Testimonial entity.
    data: (r) => ({ testimonials: r.testimonials.map((t: any) => ({ ...t, pandit: t.pandit?.id ?? null })) }),
  },
];

/** `pandit` is an id in the spec's entity (or a nested object with `_id` / `id`). */
function panditId(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object') return String((v as { _id?: unknown; id?: unknown })._id ?? (v as { id?: unknown }).id ?? '') || undefined;
  return undefined;
}

function testimonialInput(req: Request) {
  const b = (req.body ?? {}) as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const rating = b.rating === undefined || b.rating === '' ? undefined : Number.isInteger(Number(b.rating)) ? Number(b.rating) : -1;
  return {
    name: s(b.name),
    location: s(b.location),
    rating,
    comment: s(b.comment),
    // An ISO instant keeps its date part.
    date: typeof b.date === 'string' ? b.date.slice(0, 10) : undefined,
    avatar: s(b.avatar),
    featured: typeof b.featured === 'boolean' ? b.featured : undefined,
    serviceName: s(b.serviceName),
    panditName: s(b.panditName),
    panditId: panditId(b.pandit) ?? panditId(b.panditId),
  };
}

const wire = (t: any) => ({ ...t, pandit: t.pandit?.id ?? null });

/** Admin only (permissions.ts): create, update, delete, and the featured toggle. */
export const testimonialAdminRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/testimonials',
    operation: `mutation RestCreateTestimonial($input: TestimonialInput!) { createTestimonial(input: $input) { ${TESTIMONIAL_FIELDS} } }`,
    authenticated: true,
    variables: (req) => {
      const i = testimonialInput(req);
      return { input: { ...i, name: i.name ?? '', location: i.location ?? '', comment: i.comment ?? '', rating: i.rating ?? -1, date: i.date ?? '' } };
    },
    data: (r) => wire(r.createTestimonial),
    status: 201,
  },
  {
    method: 'put',
    path: '/testimonials/:id/featured',
    operation: `mutation RestToggleFeatured($id: ID!) { toggleTestimonialFeatured(id: $id) { ${TESTIMONIAL_FIELDS} } }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id) }),
    data: (r) => wire(r.toggleTestimonialFeatured),
  },
  {
    method: 'put',
    path: '/testimonials/:id',
    operation: `mutation RestUpdateTestimonial($id: ID!, $input: UpdateTestimonialInput!) { updateTestimonial(id: $id, input: $input) { ${TESTIMONIAL_FIELDS} } }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id), input: testimonialInput(req) }),
    data: (r) => wire(r.updateTestimonial),
  },
  {
    method: 'delete',
    path: '/testimonials/:id',
    operation: `mutation RestDeleteTestimonial($id: ID!) { deleteTestimonial(id: $id) }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id) }),
    data: (r) => ({ deleted: r.deleteTestimonial }),
  },
];
