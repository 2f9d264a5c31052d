import type { RestRoute } from '../router.js';
import { notFound } from '../../errors.js';

/** A ceremony in the list: what tells ceremonies apart (the texts, steps and samagri of each are on its own route). */
const CEREMONY_SUMMARY = 'id slug name { en hi } aliases description { en hi } durationMinutes';

/** A ceremony as the REST answers show it: the GraphQL shape (prices and pandits are GraphQL's). */
export const CEREMONY_FIELDS = `id slug name { en hi } aliases description { en hi } whenDone { en hi } whoFor { en hi }
  durationMinutes steps { en hi } samagri { name { en hi } quantity { en hi } providedBy }`;

/** Ceremonies (issue #33): the list and one by its slug; public. */
export const ceremonyRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/ceremonies',
    operation: `query RestCeremonies { ceremonies { ${CEREMONY_SUMMARY} } }`,
    variables: () => ({}),
    data: (r) => ({ ceremonies: r.ceremonies }),
  },
  {
    method: 'get',
    path: '/ceremonies/:slug',
    operation: `query RestCeremony($slug: String!) { ceremony(slug: $slug) { ${CEREMONY_FIELDS}
      prices { inPerson { lowest median highest pandits } virtual { lowest median highest pandits } }
      cities { city state pandits } } }`,
    variables: ({ params }) => ({ slug: params.text('slug') ?? '' }),
    data: (r) => {
      if (!r.ceremony) throw notFound('Ceremony');
      return r.ceremony;
    },
  },
];
