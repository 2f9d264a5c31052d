import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { API_KEY_PREFIX, apiKeyInputSchema, indiaToday, isUuid } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { notFound } from '../../errors.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { audit } from '../admin/audit.service.js';
import { parseInput } from '../admin/validate.js';
import { ApiKeySchema, type ApiKey } from './api-key.entity.js';
import { flushUsage } from './usage.js';

/** SHA-256 (hex) of a key: what is stored and looked up. A 256-bit random key needs no slow hash. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: the visible prefix and 32 random bytes. */
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The live key with this secret (not revoked), or null. One indexed lookup by hash. */
export async function findLiveKey(em: EntityManager, key: string): Promise<Pick<ApiKey, 'id' | 'name'> | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) return null;
  const [row] = await em
    .getConnection()
    .execute<Array<{ id: string; name: string }>>(
      'select id, name from api_keys where key_hash = ? and revoked_at is null',
      [hashApiKey(key)],
      'all',
    );
  return row ?? null;
}

/** What the console shows for a key: today's count is 0 when the counted day is over. */
export const requestsToday = (k: ApiKey) => (k.requestsDay === indiaToday() ? k.requestsToday : 0);

/** The admin console's keys: create (shown once), revoke, list. Every change is audited. */
export class ApiKeyService {
  constructor(private readonly ctx: Context) {}

  async create(input: object): Promise<{ key: string; apiKey: ApiKey }> {
    const values = parseInput(apiKeyInputSchema, input);
    const key = newApiKey();
    const apiKey = this.ctx.em.create(ApiKeySchema, {
      name: values.name,
      contactEmail: values.contactEmail,
      prefix: key.slice(0, API_KEY_PREFIX.length + 4),
      keyHash: hashApiKey(key),
      createdBy: this.ctx.viewer?.id ?? null,
      requestsToday: 0,
    } as never);
    audit(this.ctx, this.ctx.em, 'apiKey.create', 'ApiKey', apiKey.id, {
      name: { before: null, after: values.name },
      contactEmail: { before: null, after: values.contactEmail },
    });
    await this.ctx.em.flush();
    return { key, apiKey };
  }

  async revoke(id: string): Promise<ApiKey> {
    const apiKey = isUuid(id) ? await this.ctx.em.findOne(ApiKeySchema, { id }) : null;
    if (!apiKey) throw notFound('API key');
    if (apiKey.revokedAt) return apiKey;
    apiKey.revokedAt = new Date();
    audit(this.ctx, this.ctx.em, 'apiKey.revoke', 'ApiKey', id, { revokedAt: { before: null, after: apiKey.revokedAt } });
    await this.ctx.em.flush();
    return apiKey;
  }

  async list(page: PageArgs | null | undefined) {
    const { page: n, limit, offset } = pageOf(page, 20);
    await flushUsage(this.ctx.app.orm); // this process's pending counts first
    const [items, totalCount] = await this.ctx.em.findAndCount(
      ApiKeySchema,
      {},
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset },
    );
    return { items, pageInfo: { page: n, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }
}
