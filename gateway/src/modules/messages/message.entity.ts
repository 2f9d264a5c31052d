import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../account/user.entity.js';

export const LANGUAGES = ['en', 'hi'] as const;
export type LanguageValue = (typeof LANGUAGES)[number];
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type ChannelValue = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MessageStatusValue = (typeof MESSAGE_STATUSES)[number];

/**
 * The outbox: one row per domain event, written by `recordEvent` in the transaction of the change. The
 * worker turns it into messages (`expandedAt` set in the same transaction as the messages' insert).
 */
export const MessageEventSchema = defineEntity({
  name: 'MessageEvent',
  tableName: 'message_events',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    type: p.string().length(40),
    bookingId: p.uuid().nullable(),
    userId: p.uuid().nullable(),
    data: p.json<Record<string, unknown>>().nullable(),
    /** Set for events that must happen once (the reminder of a booking): a second insert does nothing. */
    dedupeKey: p.string().length(120).nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expandedAt: p.datetime().nullable(),
  },
  indexes: [
    {
      name: 'message_events_pending_index',
      expression: 'create index "message_events_pending_index" on "message_events" ("created_at") where "expanded_at" is null',
    },
  ],
});
export type MessageEvent = InferEntity<typeof MessageEventSchema>;

/** One message to one recipient on one channel for one event: (event, recipient, channel) is unique. */
export const MessageSchema = defineEntity({
  name: 'Message',
  tableName: 'messages',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    event: p.manyToOne(MessageEventSchema).deleteRule('cascade'),
    eventType: p.string().length(40),
    recipientUserId: p.uuid().nullable(),
    /** The e-mail address or the phone number. */
    recipient: p.string().length(254),
    channel: p.enum(MESSAGE_CHANNELS),
    language: p.enum(LANGUAGES),
    subject: p.text(),
    bodyText: p.text(),
    bodyHtml: p.text().nullable(),
    /** A text message's template variables, in the order its provider template numbers them (templates.ts textParams). */
    params: p.json<string[]>().nullable(),
    status: p.enum(MESSAGE_STATUSES).default('queued'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime(),
    /** A claimed (sending) message's lease: after it, another worker may take it over (a crashed worker's). */
    lockedUntil: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    sentAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'messages_event_recipient_channel_unique', properties: ['event', 'recipient', 'channel'] }],
  indexes: [
    { name: 'messages_status_created_index', properties: ['status', 'createdAt'] },
    {
      name: 'messages_due_index',
      expression:
        'create index "messages_due_index" on "messages" ("next_attempt_at") where "status" in (\'queued\', \'sending\')',
    },
  ],
});
export type Message = InferEntity<typeof MessageSchema>;

/** A password-reset link: its token hashed (SHA-256), single-use, valid until `expiresAt` (one hour). */
export const PasswordResetSchema = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_resets',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: p.manyToOne(UserSchema).index().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
export type PasswordReset = InferEntity<typeof PasswordResetSchema>;
