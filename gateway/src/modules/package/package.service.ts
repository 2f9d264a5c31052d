import { isUuid, packageFilterSchema } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { validate } from '../../validation.js';
import type { PackageFilter } from '../../__generated__/resolvers-types.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { hindiAliases } from '../../reference/index.js';
import { likeEscape } from '../pandit/pandit.search.js';
import { PackageSchema, type Package } from './package.entity.js';

let hindiPairs: Array<{ hi: string; en: string }> | undefined;
/** Hindi place names in the text → English (packages are stored in English). */
function toEnglish(text: string): string {
  hindiPairs ??= hindiAliases()
    .map((a) => ({ hi: a.hi.normalize('NFC'), en: a.en }))
    .sort((a, b) => b.hi.length - a.hi.length);
  let out = text.normalize('NFC');
  if (!/[\u0900-\u097f]/.test(out)) return out;
  for (const { hi, en } of hindiPairs) if (out.includes(hi)) out = out.split(hi).join(` ${en} `);
  return out.replace(/\s+/g, ' ').trim();
}

/** The public package catalogue. */
export class PackageService {
  constructor(private readonly ctx: Context) {}

  async list(filter: PackageFilter | null | undefined, page: PageArgs | null | undefined) {
    const f = { ...filter, ...validate(packageFilterSchema, filter ?? {}, 'filter') };
    const { offset, limit, page: p } = pageOf(page);
    const and: Record<string, unknown>[] = [];
    if (f.popular != null) and.push({ popular: f.popular });
    if (f.virtualAvailable != null) and.push({ virtualAvailable: f.virtualAvailable });
    const destination = f.destination?.trim();
    if (destination) and.push({ destination: { $ilike: `%${likeEscape(toEnglish(destination))}%` } });
    const words = toEnglish(f.search?.trim() ?? '')
      .split(/[\s,]+/)
      .filter((w) => w.length > 1)
      .slice(0, 8);
    for (const w of words) {
      const like = `%${likeEscape(w)}%`;
      and.push({ $or: [{ name: { $ilike: like } }, { destination: { $ilike: like } }, { description: { $ilike: like } }] });
    }
    const [items, totalCount] = await this.ctx.em.findAndCount(PackageSchema, and.length ? { $and: and } : {}, {
      orderBy: { popular: 'desc', createdAt: 'desc', id: 'asc' },
      offset,
      limit,
    });
    return { items, pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }

  async byId(id: string): Promise<Package | null> {
    if (!isUuid(id)) return null;
    return this.ctx.loaders.byId<Package>(PackageSchema, 'Package').load(id);
  }
}
