import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../account/user.entity.js';
import { BookingSchema } from '../booking/booking.entity.js';

/** Field → { before, after } of one change (an insert has only after, a delete only before). */
export type AuditChanges = Record<string, { before?: unknown; after?: unknown }>;

/** One admin change, written in the same transaction as the change itself. */
export const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_log',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    actor: p.manyToOne(UserSchema).nullable().index().deleteRule('set null'),
    /** Kept when the account is deleted. */
    actorName: p.string().length(120).nullable(),
    action: p.string().length(60).index(),
    entity: p.string().length(40),
    entityId: p.string().length(60).nullable(),
    changes: p.json<AuditChanges>().default('{}'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
  indexes: [{ name: 'audit_log_entity_idx', properties: ['entity', 'entityId'] }],
});
export type AuditEntry = InferEntity<typeof AuditEntrySchema>;

/** One change of a booking's status or payment status, with who made it. */
export const BookingStatusChangeSchema = defineEntity({
  name: 'BookingStatusChange',
  tableName: 'booking_status_history',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    booking: p.manyToOne(BookingSchema).index().deleteRule('cascade'),
    field: p.string().length(20),
    from: p.string().length(20).nullable(),
    to: p.string().length(20),
    actor: p.manyToOne(UserSchema).nullable().index().deleteRule('set null'),
    actorName: p.string().length(120).nullable(),
    actorRole: p.string().length(20).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    {
      // Each booking's first confirmation: the pandit's median response time.
      name: 'booking_status_history_confirmed_idx',
      expression:
        'create index "booking_status_history_confirmed_idx" on "booking_status_history" ("booking_id", "created_at") where "field" = \'status\' and "to" = \'confirmed\'',
    },
  ],
});
export type BookingStatusChange = InferEntity<typeof BookingStatusChangeSchema>;
