import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../account/user.entity.js';

/** A "find me a pandit" request (decision 0062): new until an admin marks it handled (`handledAt`). */
export const PanditRequestSchema = defineEntity({
  name: 'PanditRequest',
  tableName: 'pandit_requests',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(120),
    /** 10 digits; a phone or an e-mail is always given. */
    phone: p.string().length(20).nullable(),
    email: p.string().length(254).nullable(),
    ceremony: p.string().length(120),
    city: p.string().length(120),
    preferredDate: p.date().nullable(),
    note: p.text().nullable(),
    /** The account that sent it, when signed in. */
    user: p.manyToOne(UserSchema).nullable().index().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    handledAt: p.datetime().nullable().index(),
  },
});
export type PanditRequest = InferEntity<typeof PanditRequestSchema>;
