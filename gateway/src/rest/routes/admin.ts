import { Role } from '@marketplace/schema/rules';
import type { RestRoute } from '../router.js';
import { USER_FIELDS } from './account.js';

export const adminRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/admin/users',
    operation: `query RestUsers($filter: UserFilter, $page: PageInput) {
      users(filter: $filter, page: $page) { items { ${USER_FIELDS} } pageInfo { page limit totalCount hasNextPage } }
    }`,
    variables: ({ query }) => ({
      filter: { search: query.text('search'), role: query.enum('role', Role, { any: ['all'] }) },
      page: { page: query.int('page') ?? 1, limit: query.int('limit') ?? 100 },
    }),
    data: (r) => ({ users: r.users.items, pagination: r.users.pageInfo }),
  },
];
