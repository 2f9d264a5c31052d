import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { COMPLAINT_CATEGORY_VALUES, COMPLAINT_OUTCOME_VALUES, COMPLAINT_STATUS_VALUES } from '@marketplace/schema/rules';
import { UserSchema } from '../account/user.entity.js';
import { BookingSchema } from '../booking/booking.entity.js';

export const COMPLAINT_AUTHOR_ROLES = ['DEVOTEE', 'PANDIT', 'SUPPORT'] as const;
export type ComplaintAuthorRoleValue = (typeof COMPLAINT_AUTHOR_ROLES)[number];

/** A complaint about a booking (issue #35, decision 0066): a ticket with a number, deadlines and an outcome. */
export const ComplaintSchema = defineEntity({
  name: 'Complaint',
  tableName: 'complaints',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** CT + 12 hexadecimal digits. */
    number: p.string().length(14).unique(),
    booking: p.manyToOne(BookingSchema).index().deleteRule('cascade'),
    /** The account that filed it (the booking's customer or its pandit's account). */
    filedByUser: p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    filedBy: p.enum(COMPLAINT_AUTHOR_ROLES),
    category: p.enum(COMPLAINT_CATEGORY_VALUES),
    description: p.text(),
    status: p.enum(COMPLAINT_STATUS_VALUES).default('OPEN'),
    outcome: p.enum(COMPLAINT_OUTCOME_VALUES).nullable(),
    outcomeNote: p.text().nullable(),
    refundAmount: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    ackDueAt: p.datetime(),
    acknowledgedAt: p.datetime().nullable(),
    resolveDueAt: p.datetime(),
    resolvedAt: p.datetime().nullable(),
    closedAt: p.datetime().nullable(),
    /** The next deadline while open or awaiting a reply (null once resolved): the Support tab's order. */
    dueAt: p.datetime().nullable().index(),
  },
});
export type Complaint = InferEntity<typeof ComplaintSchema>;

/** One message of a complaint's thread. */
export const ComplaintMessageSchema = defineEntity({
  name: 'ComplaintMessage',
  tableName: 'complaint_messages',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    complaint: p.manyToOne(ComplaintSchema).index().deleteRule('cascade'),
    author: p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    authorRole: p.enum(COMPLAINT_AUTHOR_ROLES),
    body: p.text(),
    /** Private media ids of the images it carries (at most COMPLAINT_ATTACHMENTS_MAX), in the order given. */
    attachments: p
      .json<string[]>()
      .default('[]')
      .onCreate(() => []),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ComplaintMessage = InferEntity<typeof ComplaintMessageSchema>;
