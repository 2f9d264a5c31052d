import { isUuid, packageFilterSchema } from '@marketplace/schema/rules';
import { packageSlug, pickBySlug, slugIdRange } from '@marketplace/schema/rules/slug';
import type { Context } from '../../context.js';
import { validate } from '../../validation.js';
import type { PackageFilter } from '../../__generated__/resolvers-types.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { planQuery } from '../search/vocabulary.js';
import { alternatives } from '../search/search.sql.js';
import { likeEscape } from '../pandit/pandit.search.js';
import { PackageSchema, type Package } from './package.entity.js';

/** The public package catalogue. */
export class PackageService {
  constructor(private readonly ctx: Context) {}

  /**
   * Packages by words and destination, understood like the pandit search (modules/search): other and old
   * place names, both scripts, joined or split words; slips corrected when nothing matches as typed.
   */
  async list(filter: PackageFilter | null | undefined, page: PageArgs | null | undefined) {
    const f = { ...filter, ...validate(packageFilterSchema, filter ?? {}, 'filter') };
    const { offset, limit, page: p } = pageOf(page);
    const run = async (fuzzy: boolean) => {
      const and: Record<string, unknown>[] = [];
      if (f.popular != null) and.push({ popular: f.popular });
      if (f.virtualAvailable != null) and.push({ virtualAvailable: f.virtualAvailable });
      const like = (w: string) => ({ $ilike: `%${likeEscape(w)}%` });
      const destination = planQuery(f.destination?.trim(), fuzzy);
      for (const u of destination?.units ?? [])
        and.push({ $or: alternatives(u).map((ws) => ({ $and: ws.map((w) => ({ destination: like(w) })) })) });
      const search = planQuery(f.search?.trim(), fuzzy);
      for (const u of search?.units ?? [])
        and.push({
          $or: alternatives(u).map((ws) => ({
            $and: ws.map((w) => ({ $or: [{ name: like(w) }, { destination: like(w) }, { description: like(w) }] })),
          })),
        });
      const slipped = [destination, search].some((plan) => plan?.units.some((u) => u.how === 'fuzzy'));
      const [items, totalCount] = await this.ctx.em.findAndCount(PackageSchema, and.length ? { $and: and } : {}, {
        orderBy: { popular: 'desc', createdAt: 'desc', id: 'asc' },
        offset,
        limit,
      });
      return { items, totalCount, slipped };
    };
    let found = await run(false);
    if (found.totalCount === 0 && (f.search?.trim() || f.destination?.trim())) {
      const corrected = await run(true);
      if (corrected.slipped) found = corrected;
    }
    const { items, totalCount } = found;
    return { items, pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }

  async byId(id: string): Promise<Package | null> {
    if (!isUuid(id)) return null;
    return this.ctx.loaders.byId<Package>(PackageSchema, 'Package').load(id);
  }

  /** One package by the slug of its address (/packages/<slug>): by the slug's id part, then its words. */
  async bySlug(slug: string): Promise<Package | null> {
    const range = slugIdRange(slug);
    if (!range) return null;
    const found = await this.ctx.em.find(
      PackageSchema,
      { id: { $gte: range.from, $lte: range.to } },
      { orderBy: { id: 'asc' }, limit: 20 },
    );
    return pickBySlug(slug, found, packageSlug);
  }

  /** Every package's address parts (the sitemap), in id order. */
  async addresses(): Promise<Array<{ id: string; name: string; destination: string; updatedAt: Date }>> {
    const all = await this.ctx.em.find(
      PackageSchema,
      {},
      { orderBy: { id: 'asc' }, fields: ['id', 'name', 'destination', 'updatedAt'] },
    );
    return all.map((p) => ({ id: p.id, name: p.name, destination: p.destination, updatedAt: p.updatedAt }));
  }
}
