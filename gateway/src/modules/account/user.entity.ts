import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ROLE_VALUES } from '@marketplace/schema/rules';
import type { Row } from '../../db/raw.js';

// The role column's values come from the contract (schema/rules/wire.ts); exported under the names other modules use.
export { ROLE_VALUES as ROLES };
export type { RoleValue } from '@marketplace/schema/rules';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(120),
    email: p.string().length(254).unique(),
    phone: p.string().length(20).nullable(),
    role: p.enum(ROLE_VALUES).default('user').index(),
    avatar: p.text().nullable(),
    passwordHash: p.text().hidden().lazy(),
    /** The language of the account's messages (issue #15), set by the site's language switch. */
    preferredLanguage: p.enum(['en', 'hi'] as const).default('en'),
    /** When the account agreed to SMS messages (issue #37; unticked at sign-up); null: none (never, or STOP). */
    smsConsentAt: p.datetime().nullable(),
    /** When the account agreed to WhatsApp messages; null: none. */
    whatsappConsentAt: p.datetime().nullable(),
    /** When the account agreed to marketing e-mails (issue #35; unticked at sign-up); null: none. */
    marketingConsentAt: p.datetime().nullable(),
    /** When the account asked to be deleted (issue #35); erased RETENTION_DAYS.deletionGrace later unless cancelled. */
    deletionRequestedAt: p.datetime().nullable(),
    /** When the account was erased (name, e-mail, phone replaced; decision 0069); null: a living account. */
    erasedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type User = InferEntity<typeof UserSchema>;
/** What a User resolver is given: the entity, or its row from a measured hot read (db/raw.ts). */
export type UserOrRow = User | Row<User>;
