import type { RestRoute } from '../router.js';
import { USER_FIELDS } from './account.js';

const int = (v: unknown) => (v === undefined || v === '' ? undefined : Number(v));

export const adminRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/admin/users',
    operation: `query RestUsers($filter: UserFilter, $page: PageInput) {
      users(filter: $filter, page: $page) { items { ${USER_FIELDS} } pageInfo { page limit totalCount hasNextPage } }
    }`,
    variables: (req) => ({
      filter: {
        search: req.query.search ? String(req.query.search) : undefined,
        role: req.query.role ? String(req.query.role).toUpperCase() : undefined,
      },
      page: { page: int(req.query.page) ?? 1, limit: int(req.query.limit) ?? 100 },
    }),
    data: (r) => ({ users: r.users.items, pagination: r.users.pageInfo }),
  },
];
