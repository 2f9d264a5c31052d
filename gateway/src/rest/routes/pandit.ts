import { PanditSort, RegistrationStatus } from '@marketplace/schema/rules';
import type { RestInput } from '../coerce.js';
import type { RestRoute } from '../router.js';

/** The public fields of a pandit, in the spec's shape (contact details are never public). */
export const PUBLIC_PANDIT_FIELDS = `id name avatar bio specializations experience languages
  pricing { basic premium deluxe virtualBasic virtualPremium virtualDeluxe }
  rating reviewCount verified listed approved registrationStatus location state city photos virtualPoojaAvailable createdAt`;

function panditVariables({ query }: RestInput) {
  const virtual = query.bool('virtualAvailable');
  const status = query.enum('status', RegistrationStatus);
  return {
    filter: {
      search: query.text('search'),
      state: query.text('state'),
      // `city` and the spec's `location`: city equality or a substring of the locality.
      city: query.text('city') ?? query.text('location'),
      minRating: query.number('minRating'),
      minPrice: query.int('minPrice'),
      maxPrice: query.int('maxPrice'),
      serviceType: virtual === true ? 'VIRTUAL' : virtual === false ? 'PHYSICAL' : undefined,
      // ID verified and approved (decision 0079).
      verified: query.bool('verified'),
      status,
    },
    sort: query.enum('sort', PanditSort),
    page: { page: query.int('page') ?? 1, limit: query.int('limit') ?? 12 },
    // Admin listings by status (e.g. status=rejected) carry the contact details and the reason.
    withAdminFields: Boolean(status),
  };
}

export const panditRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/pandits',
    operation: `query RestPandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput, $withAdminFields: Boolean!) {
      pandits(filter: $filter, sort: $sort, page: $page) {
        items {
          ${PUBLIC_PANDIT_FIELDS}
          email @include(if: $withAdminFields)
          phone @include(if: $withAdminFields)
          whatsappNumber @include(if: $withAdminFields)
          rejectionReason @include(if: $withAdminFields)
        }
        pageInfo { page limit totalCount hasNextPage }
        elsewhere {
          city state ceremony search virtualCount
          virtualPandits { ${PUBLIC_PANDIT_FIELDS} }
          nearbyCities { city state distanceKm panditCount }
        }
      }
    }`,
    variables: panditVariables,
    // `elsewhere`: what an empty search in a city offers instead (virtual pandits, nearby cities); null otherwise.
    data: (r) => ({ pandits: r.pandits.items, pagination: r.pandits.pageInfo, elsewhere: r.pandits.elsewhere }),
  },
  {
    method: 'post',
    path: '/pandit-requests',
    operation: `mutation RestRequestPandit($input: PanditRequestInput!) { requestPandit(input: $input) }`,
    variables: ({ body }) => ({
      input: {
        name: body.text('name') ?? '',
        phone: body.text('phone'),
        email: body.text('email'),
        ceremony: body.text('ceremony') ?? '',
        city: body.text('city') ?? '',
        preferredDate: body.text('preferredDate'),
        note: body.text('note'),
        // 'en' or 'hi' (either case): the acknowledgement e-mail's language.
        language: body.text('language')?.toLowerCase() === 'hi' ? 'HI' : 'EN',
      },
    }),
    data: () => ({ received: true }),
    status: 201,
  },
];
