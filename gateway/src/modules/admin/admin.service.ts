import type { Context } from '../../context.js';
import { UserSchema, type RoleValue } from '../account/user.entity.js';
import { pageOf, type PageArgs } from '../../paging.js';

export class AdminService {
  constructor(private readonly ctx: Context) {}

  async users(filter: { search?: string | null; role?: RoleValue | null } | null | undefined, page: PageArgs) {
    const where: Record<string, unknown> = {};
    if (filter?.role) where.role = filter.role;
    const q = filter?.search?.trim();
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
