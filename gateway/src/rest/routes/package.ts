import type { RestRoute } from '../router.js';
import type { Reader } from '../coerce.js';

export const PACKAGE_FIELDS =
  'id name description destination price duration durationDays durationNights includes image popular virtualAvailable pricePerPerson createdAt';

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

/** The package fields of a body (spec §7); absent ones stay absent. */
function packageInput(body: Reader) {
  return {
    name: body.text('name'),
    description: body.text('description'),
    destination: body.text('destination'),
    duration: body.text('duration'),
    durationDays: body.int('durationDays'),
    durationNights: body.int('durationNights'),
    price: body.int('price'),
    includes: body.list('includes'),
    image: body.textOrEmpty('image'),
    popular: body.bool('popular'),
    virtualAvailable: body.bool('virtualAvailable'),
    pricePerPerson: body.bool('pricePerPerson'),
  };
}

/** Admin only (permissions.ts): create, partial update (e.g. only `popular`), delete. */
export const packageAdminRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/packages',
    operation: `mutation RestCreatePackage($input: PackageInput!) { createPackage(input: $input) { ${PACKAGE_FIELDS} } }`,
    authenticated: true,
    // Required fields left out reach the rules as empty text, so the answer names each field.
    variables: ({ body }) => {
      const i = packageInput(body);
      return {
        input: {
          ...i,
          name: i.name ?? '',
          description: i.description ?? '',
          destination: i.destination ?? '',
          // The old text stands in for the structured duration only when neither days nor nights are given.
          duration: i.duration ?? (i.durationDays === undefined && i.durationNights === undefined ? '' : undefined),
          price: i.price ?? -1,
        },
      };
    },
    data: (r) => r.createPackage,
    status: 201,
  },
  {
    method: 'put',
    path: '/packages/:id',
    operation: `mutation RestUpdatePackage($id: ID!, $input: UpdatePackageInput!) { updatePackage(id: $id, input: $input) { ${PACKAGE_FIELDS} } }`,
    authenticated: true,
    variables: ({ params, body }) => ({ id: params.required('id', params.id('id')), input: packageInput(body) }),
    data: (r) => r.updatePackage,
  },
  {
    method: 'delete',
    path: '/packages/:id',
    operation: `mutation RestDeletePackage($id: ID!) { deletePackage(id: $id) }`,
    authenticated: true,
    variables: ({ params }) => ({ id: params.required('id', params.id('id')) }),
    data: (r) => ({ deleted: r.deletePackage }),
  },
];
