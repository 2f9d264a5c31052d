import type { Request } from 'express';
import type { RestRoute } from '../router.js';

/** The public fields of a pandit, in the spec's shape (contact details are never public). */
export const PUBLIC_PANDIT_FIELDS = `id name avatar bio specializations experience languages
  pricing { basic premium deluxe virtualBasic virtualPremium virtualDeluxe }
  rating reviewCount verified approved registrationStatus location state city photos virtualPoojaAvailable createdAt`;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
/** A number from the query string; anything else is ignored. */
const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
const int = (v: unknown) => (num(v) === undefined ? undefined : Math.trunc(num(v)!));
const bool = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined);

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'];

const SORTS: Record<string, string> = {
  rating: 'RATING',
  experience: 'EXPERIENCE',
  price: 'PRICE',
  name: 'NAME',
  relevance: 'RELEVANCE',
};

function panditVariables(req: Request) {
  const q = req.query;
  const virtual = bool(q.virtualAvailable);
  const status = STATUSES.find((s) => s === text(q.status)?.toUpperCase());
  return {
    filter: {
      search: text(q.search),
      state: text(q.state),
      // `city` and the spec's `location`: city equality or a substring of the locality.
      city: text(q.city) ?? text(q.location),
      minRating: num(q.minRating),
      minPrice: int(q.minPrice),
      maxPrice: int(q.maxPrice),
      serviceType: virtual === true ? 'VIRTUAL' : virtual === false ? 'PHYSICAL' : undefined,
      status,
    },
    sort: SORTS[String(q.sort ?? '').toLowerCase()],
    page: { page: int(q.page) ?? 1, limit: int(q.limit) ?? 12 },
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
      }
    }`,
    variables: panditVariables,
    data: (r) => ({ pandits: r.pandits.items, pagination: r.pandits.pageInfo }),
  },
];
