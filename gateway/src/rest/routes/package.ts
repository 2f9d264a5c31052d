import type { RestRoute } from '../router.js';

export const PACKAGE_FIELDS = 'id name description destination price duration includes image popular virtualAvailable createdAt';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
/** A number from the query string; anything else is ignored. */
const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
const int = (v: unknown) => (num(v) === undefined ? undefined : Math.trunc(num(v)!));
const bool = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined);

export const packageRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/packages',
    operation: `query RestPackages($filter: PackageFilter, $page: PageInput) {
      packages(filter: $filter, page: $page) { items { ${PACKAGE_FIELDS} } pageInfo { page limit totalCount hasNextPage } }
    }`,
    variables: (req) => ({
      filter: {
        search: text(req.query.search),
        destination: text(req.query.destination),
        popular: bool(req.query.popular),
        virtualAvailable: bool(req.query.virtualAvailable),
      },
      page: { page: int(req.query.page) ?? 1, limit: int(req.query.limit) ?? 100 },
    }),
    data: (r) => ({ packages: r.packages.items, pagination: r.packages.pageInfo }),
  },
];
