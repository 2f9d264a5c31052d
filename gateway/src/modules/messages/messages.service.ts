import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../context.js';
import { DomainError, notFound, unauthenticated } from '../../errors.js';
import { isUuid } from '@marketplace/schema/rules';
import type {
  Message as WireMessage,
  MessageFilter,
  MessageLanguage,
  PageInput,
  SetMessageChannelsInput,
} from '../../__generated__/resolvers-types.js';
import { pageOf } from '../../paging.js';
import { changeConsents } from '../privacy/consent.js';
import { UserSchema } from '../account/user.entity.js';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, MessageSchema, type Message } from './message.entity.js';

const upper = <T extends string>(v: string) => v.toUpperCase() as T;

/** A message row as the GraphQL Message type. */
export function toWireMessage(m: Message): WireMessage {
  return {
    id: m.id,
    event: m.eventType,
    recipient: m.recipient,
    channel: upper(m.channel),
    language: upper(m.language),
    subject: m.subject,
    status: upper(m.status),
    attempts: m.attempts,
    lastError: m.lastError ?? null,
    nextAttemptAt: m.status === 'queued' ? m.nextAttemptAt : null,
    createdAt: m.createdAt,
    sentAt: m.sentAt ?? null,
  };
}

/** The admin console's view of the outbox, the admin's resend, and the account's language for messages. */
export class MessagesService {
  constructor(private readonly ctx: Context) {}

  async list(filter: MessageFilter | null | undefined, page: PageInput | null | undefined) {
    const where: Record<string, unknown> = {};
    if (filter?.status) {
      const status = filter.status.toLowerCase();
      if (!(MESSAGE_STATUSES as readonly string[]).includes(status)) throw notFound('Status');
      where.status = status;
    }
    if (filter?.channel) {
      const channel = filter.channel.toLowerCase();
      if ((MESSAGE_CHANNELS as readonly string[]).includes(channel)) where.channel = channel;
    }
    if (filter?.event) where.eventType = filter.event.slice(0, 40);
    const { offset, limit, page: p } = pageOf(page, 20);
    const [rows, totalCount] = await this.ctx.em.findAndCount(MessageSchema, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset,
      limit,
    });
    return {
      items: rows.map(toWireMessage),
      pageInfo: { page: p, limit, totalCount, hasNextPage: offset + rows.length < totalCount },
    };
  }

  /** A failed message goes back to the queue with its attempts starting over; the worker sends it. */
  async resend(id: string, now = new Date()): Promise<WireMessage> {
    if (!isUuid(id)) throw notFound('Message');
    const em = this.ctx.em;
    const changed = await em.nativeUpdate(
      MessageSchema,
      { id, status: 'failed' },
      { status: 'queued', attempts: 0, nextAttemptAt: now, lockedUntil: null },
    );
    const message = await em.findOne(MessageSchema, { id }, { refresh: true });
    if (!message) throw notFound('Message');
    if (!changed) throw new DomainError('CONFLICT', 'Only a failed message can be sent again.');
    return toWireMessage(message);
  }

  async setPreferredLanguage(language: MessageLanguage) {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const user = await this.ctx.em.findOneOrFail(UserSchema, { id: viewer.id });
    user.preferredLanguage = language === 'HI' ? 'hi' : 'en';
    await this.ctx.em.flush();
    this.ctx.viewer = user;
    return user;
  }

  /**
   * The account's consent to SMS, WhatsApp and marketing e-mails (issues #37, #35): true records the time (a consent
   * already given keeps its own), false clears it (STOP); absent leaves it. Messages already queued for a channel withdrawn are not sent.
   */
  async setMessageChannels(input: SetMessageChannelsInput, now = new Date()) {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const em = this.ctx.em;
    const user = await em.findOneOrFail(UserSchema, { id: viewer.id });
    // Each change is recorded in the consent log with the wording shown (modules/privacy, decision 0069).
    const withdrawn = changeConsents(
      em,
      user,
      { sms: input.sms, whatsapp: input.whatsapp, marketing: input.marketing },
      'profile',
      now,
    ).filter((kind): kind is TextChannel => kind !== 'marketing');
    await em.transactional(async (tx) => {
      await tx.flush();
      await withdrawQueued(tx, [user.id], withdrawn, now);
    });
    this.ctx.viewer = user;
    return user;
  }
}

type TextChannel = 'sms' | 'whatsapp';

/** Messages still queued for these accounts on channels whose consent was withdrawn (STOP) are never sent. */
export async function withdrawQueued(em: EntityManager, userIds: string[], channels: TextChannel[], now: Date): Promise<void> {
  if (!userIds.length || !channels.length) return;
  await em.nativeUpdate(
    MessageSchema,
    { recipientUserId: { $in: userIds }, channel: { $in: channels }, status: 'queued' },
    { status: 'failed', lastError: 'consent withdrawn', nextAttemptAt: now },
  );
}
