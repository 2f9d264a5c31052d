import type { RestRoute } from '../router.js';

export const PACKAGE_FIELDS = 'id name description destination price duration includes image popular virtualAvailable createdAt';

export const packageRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/packages',
    operation: `query RestPackages($filter: PackageFilter, $page: PageInput) {
      packages(filter: $filter, page: $page) { items { ${PACKAGE_FIELDS} } pageInfo { page limit totalCount hasNextPage } }
    }`,
    variables: ({ query }) => ({
      filter: {
        search: query.text('search'),
        destination: query.text('destination'),
        popular: query.bool('popular'),
        virtualAvailable: query.bool('virtualAvailable'),
      },
      page: { page: query.int('page') ?? 1, limit: query.int('limit') ?? 100 },
    }),
    data: (r) => ({ packages: r.packages.items, pagination: r.packages.pageInfo }),
  },
];
