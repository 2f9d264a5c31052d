import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A partner's API key. Only the SHA-256 of the key is kept (`keyHash`); the key itself (`pk_live_` + 32 random
 * bytes, base64url) is shown once when it is made. Usage (`lastUsedAt`, `requestsToday` of `requestsDay`) is added in
 * batches by the gateway (partner/usage.ts), not written per request.
 */
export const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(120),
    contactEmail: p.string().length(254),
    prefix: p.string().length(16),
    keyHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    createdBy: p.uuid().nullable(),
    revokedAt: p.datetime().nullable(),
    lastUsedAt: p.datetime().nullable(),
    /** The India date `requestsToday` counts (YYYY-MM-DD); another day means 0. */
    requestsDay: p.string().length(10).nullable(),
    requestsToday: p.integer().default(0),
  },
});
export type ApiKey = InferEntity<typeof ApiKeySchema>;
