import type { Request } from 'express';
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

/** A whole number (or numeric text) passes; other given values become -1 so the rules answer for the field. */
const amount = (v: unknown) => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) && Math.abs(n) < 2 ** 31 ? n : -1;
};
const flag = (v: unknown) => (typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : undefined);
/** An array, or comma-separated text. */
const textList = (v: unknown) =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined;

/** The package fields of a body (spec §7); absent ones stay absent. */
function packageInput(req: Request) {
  const b = (req.body ?? {}) as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    name: s(b.name),
    description: s(b.description),
    destination: s(b.destination),
    duration: s(b.duration),
    price: amount(b.price),
    includes: textList(b.includes),
    image: s(b.image),
    popular: flag(b.popular),
    virtualAvailable: flag(b.virtualAvailable),
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
    variables: (req) => {
      const i = packageInput(req);
      return { input: { ...i, name: i.name ?? '', description: i.description ?? '', destination: i.destination ?? '', duration: i.duration ?? '', price: i.price ?? -1 } };
    },
    data: (r) => r.createPackage,
    status: 201,
  },
  {
    method: 'put',
    path: '/packages/:id',
    operation: `mutation RestUpdatePackage($id: ID!, $input: UpdatePackageInput!) { updatePackage(id: $id, input: $input) { ${PACKAGE_FIELDS} } }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id), input: packageInput(req) }),
    data: (r) => r.updatePackage,
  },
  {
    method: 'delete',
    path: '/packages/:id',
    operation: `mutation RestDeletePackage($id: ID!) { deletePackage(id: $id) }`,
    authenticated: true,
    variables: (req) => ({ id: String(req.params.id) }),
    data: (r) => ({ deleted: r.deletePackage }),
  },
];
