import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CONSENT_KINDS } from '@marketplace/schema/rules';
import { UserSchema } from '../account/user.entity.js';

/**
 * The consent log (issue #35, decision 0069): every grant and withdrawal of a consent, with its time and the version of
 * the wording shown. Append-only: rows are inserted, never updated (a withdrawal is a new row).
 */
export const CONSENT_SOURCES = ['signup', 'profile', 'stop', 'erasure'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const ConsentRecordSchema = defineEntity({
  name: 'ConsentRecord',
  tableName: 'consent_log',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: p.manyToOne(UserSchema).index().deleteRule('cascade'),
    kind: p.enum(CONSENT_KINDS),
    granted: p.boolean(),
    wordingVersion: p.string().length(40),
    source: p.enum(CONSENT_SOURCES),
    at: p.datetime().onCreate(() => new Date()),
  },
});
export type ConsentRecord = InferEntity<typeof ConsentRecordSchema>;
