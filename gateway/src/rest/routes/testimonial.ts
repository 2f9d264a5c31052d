import type { RestRoute } from '../router.js';
import type { Reader } from '../coerce.js';

export const TESTIMONIAL_FIELDS =
  'id name avatar location rating comment date featured serviceName panditName pandit { id } createdAt';

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

/** `pandit` is an id in the spec's entity (or a nested object with `_id` / `id`). */
function testimonialInput(body: Reader) {
  return {
    name: body.text('name'),
    location: body.text('location'),
    rating: body.int('rating'),
    comment: body.text('comment'),
    // An ISO instant keeps its date part.
    date: body.text('date')?.slice(0, 10),
    avatar: body.textOrEmpty('avatar'),
    featured: body.bool('featured'),
    serviceName: body.textOrEmpty('serviceName'),
    panditName: body.textOrEmpty('panditName'),
    // `pandit` as in the spec's entity (an id or { _id }), or `panditId`.
    panditId: body.has('pandit') ? body.id('pandit') : body.id('panditId'),
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
    variables: ({ body }) => {
      const i = testimonialInput(body);
      return {
        input: {
          ...i,
          name: i.name ?? '',
          location: i.location ?? '',
          comment: i.comment ?? '',
          rating: i.rating ?? -1,
          date: i.date ?? '',
        },
      };
    },
    data: (r) => wire(r.createTestimonial),
    status: 201,
  },
  {
    method: 'put',
    path: '/testimonials/:id/featured',
    operation: `mutation RestToggleFeatured($id: ID!) { toggleTestimonialFeatured(id: $id) { ${TESTIMONIAL_FIELDS} } }`,
    authenticated: true,
    variables: ({ params }) => ({ id: params.required('id', params.id('id')) }),
    data: (r) => wire(r.toggleTestimonialFeatured),
  },
  {
    method: 'put',
    path: '/testimonials/:id',
    operation: `mutation RestUpdateTestimonial($id: ID!, $input: UpdateTestimonialInput!) { updateTestimonial(id: $id, input: $input) { ${TESTIMONIAL_FIELDS} } }`,
    authenticated: true,
    variables: ({ params, body }) => ({ id: params.required('id', params.id('id')), input: testimonialInput(body) }),
    data: (r) => wire(r.updateTestimonial),
  },
  {
    method: 'delete',
    path: '/testimonials/:id',
    operation: `mutation RestDeleteTestimonial($id: ID!) { deleteTestimonial(id: $id) }`,
    authenticated: true,
    variables: ({ params }) => ({ id: params.required('id', params.id('id')) }),
    data: (r) => ({ deleted: r.deleteTestimonial }),
  },
];
