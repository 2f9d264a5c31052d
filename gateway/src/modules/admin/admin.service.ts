import { adminSearchSchema } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { validate } from '../../validation.js';
import type { QueryUsersArgs } from '../../__generated__/resolvers-types.js';
import { UserSchema } from '../account/user.entity.js';
import { pageOf } from '../../paging.js';

export class AdminService {
  constructor(private readonly ctx: Context) {}

  async users({ filter, page }: QueryUsersArgs) {
    const where: Record<string, unknown> = {};
    if (filter?.role) where.role = filter.role;
    const q = validate(adminSearchSchema, filter?.search, 'filter.search');
    if (q) {
      const like = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
      where.$or = [{ name: { $ilike: like } }, { email: { $ilike: like } }, { phone: { $ilike: like } }];
    }
    const { offset, limit, page: p } = pageOf(page);
    const [items, totalCount] = await this.ctx.em.findAndCount(UserSchema, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset,
      limit,
    });
    return { items, pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }
}
