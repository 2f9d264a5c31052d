import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { IST_OFFSET_MS, bookingReference, indiaToday, refundArrivesBy } from '@marketplace/schema/rules';
import { localeLink } from '@marketplace/schema/rules/address';
import type { MessagesConfig } from '../../config.js';
import { inSpan, log, maskPersonal } from '../../log.js';
import { insertRow } from '../../db/raw.js';
import { UserSchema, type User } from '../account/user.entity.js';
import { BookingSchema, type Booking } from '../booking/booking.entity.js';
import { PanditSchema, type Pandit } from '../pandit/pandit.entity.js';
import { isPublicPandit } from '../pandit/pandit.service.js';
import { PackageSchema, type Package } from '../package/package.entity.js';
import { CeremonySchema, type Ceremony } from '../ceremony/ceremony.entity.js';
import { RefundSchema, type Refund } from '../payment/payment.entity.js';
import { PanditRequestSchema, type PanditRequest } from '../pandit-request/pandit-request.entity.js';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setEventRecorder, type DomainEvent, type DomainEventType } from './events.js';
import { MessageEventSchema, type ChannelValue, type LanguageValue, type MessageEvent } from './message.entity.js';
import { TEMPLATES, bodies, recipientsOf, textParams, type MessageFacts, type RecipientRole } from './templates.js';
import { channelAdapters, type ChannelAdapter } from './channels.js';

/**
 * The outbox (issue #15). `recordEvent(em, event)` persists a `message_events` row on the caller's
 * EntityManager, so it commits (or rolls back) with the change. A worker in every gateway process then, all
 * through the same PostgreSQL with `FOR UPDATE SKIP LOCKED` (so processes never take the same row):
 *   1. expands each new event into messages, one per (event, recipient, channel): a unique key, inserted with
 *      ON CONFLICT DO NOTHING in the transaction that marks the event expanded;
 *   2. delivers due messages one at a time: one statement claims the next due message (status 'sending', attempts
 *      + 1, a lease of MESSAGES_LEASE_MS from the moment of that claim), the adapter sends it, and the row becomes
 *      'sent' in its own statement as soon as the relay accepted it (or 'queued' again with an exponential backoff,
 *      or 'failed' after the last attempt). A row left 'sending' by a process that died is taken over when its lease
 *      ends. The guarantee is at-least-once with the smallest window: only a process killed (SIGKILL, power loss)
 *      between the relay's acceptance and that one UPDATE leaves a sent message to be sent again, at most the one
 *      message it had in flight. A stopping process (SIGTERM) claims nothing more and finishes the message in flight
 *      (http/shutdown.ts waits for it), so a shutdown sends nothing twice;
 *   3. once a minute, records the `booking.reminder` events due: 24 and 2 hours before a confirmed booking (once
 *      each per booking: the event's dedupe key; recordReminders).
 * Everything is in the database, so a restart loses nothing: pending events and messages are picked up.
 */

/** Installs the recorder behind `recordEvent` (events.ts). */
export function installEventRecorder(): void {
  const row = (event: DomainEvent) => ({
    type: event.type,
    bookingId: event.bookingId ?? null,
    userId: event.userId ?? null,
    data: event.data ?? null,
    dedupeKey: null,
    expandedAt: null,
  });
  setEventRecorder({
    persist: (em, event) => void em.persist(em.create(MessageEventSchema, row(event))),
    insert: (em, event) => insertRow(em, MessageEventSchema, { id: randomUUID(), createdAt: new Date(), ...row(event) }),
  });
}

/** Events whose messages also go out as text messages (SMS, WhatsApp) when a provider is configured. */
const TEXT_EVENTS = new Set<DomainEventType>([
  'booking.confirmed',
  'booking.declined',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.reminder',
  'payment.received',
  'refund.issued',
]);

/** Events whose messages carry a virtual ceremony's video link. */
const VIDEO_EVENTS = new Set<DomainEventType>(['booking.confirmed', 'booking.rescheduled', 'booking.reminder']);
/** The customer's messages that carry the samagri list when the family arranges it (issue #33). */
/** Events whose message says the refund a cancellation owes. */
const REFUND_EVENTS = new Set<DomainEventType>(['booking.cancelled', 'booking.unanswered']);
const SAMAGRI_EVENTS = new Set<DomainEventType>(['booking.requested', 'booking.confirmed']);

/** The booking's sankalp as the pandit's messages show it (nothing without one). */
const sankalpFor = (booking: Booking): MessageFacts['sankalp'] =>
  booking.sankalp
    ? {
        familyNames: booking.sankalp.familyNames,
        gotra: booking.sankalp.gotra,
        nakshatra: booking.sankalp.nakshatra ?? undefined,
        occasion: booking.sankalp.occasion ?? undefined,
      }
    : undefined;

/** A complaint event's facts (issue #35): what its data carries, the amount formatted in the reader's language. */
const complaintFacts = (type: DomainEventType, data: Record<string, unknown>, lang: LanguageValue): MessageFacts['complaint'] => {
  if (!type.startsWith('complaint.') || typeof data.number !== 'string') return undefined;
  const text = (k: string) => (typeof data[k] === 'string' ? data[k] : undefined);
  return {
    number: data.number,
    category: text('category') ?? '',
    outcome: text('outcome'),
    note: text('note'),
    amount: typeof data.amount === 'number' ? rupees(data.amount, lang) : undefined,
  };
};

/** Events expanded per transaction. */
const EXPAND_BATCH = 50;
/** Messages delivered between two looks at whether a polling round should give way to requests. */
const GIVE_WAY_EVERY = 20;
/** A sent message whose row could not be marked sent (the database did not answer) is marked again this many times. */
const MARK_ATTEMPTS = 3;

const refId = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);

// Intl formatters are costly to build (a fraction of a millisecond each): one per language, kept.
const dateFormats = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};
const moneyFormats = {
  en: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
  hi: new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
};

function displayDate(date: string | Date, lang: LanguageValue): string {
  const d = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return dateFormats[lang === 'hi' ? 'hi' : 'en'].format(d);
}

export const rupees = (amount: number, lang: LanguageValue) => moneyFormats[lang === 'hi' ? 'hi' : 'en'].format(amount);
const paiseFormats = {
  en: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
  hi: new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
};
const paise = (amount: number, lang: LanguageValue) => paiseFormats[lang === 'hi' ? 'hi' : 'en'].format(amount / 100);

/** A payment's price broken down (payment.received carries it in paise), formatted in the reader's language. */
function breakdownFacts(data: Record<string, unknown>, lang: LanguageValue): MessageFacts['breakdown'] {
  const b = data.breakdown as Record<string, unknown> | undefined;
  const n = (k: string) => (b && typeof b[k] === 'number' ? b[k] : null);
  const [dakshina, samagri, platformFee, gst, total] = ['dakshina', 'samagri', 'platformFee', 'gst', 'total'].map(n);
  if (dakshina == null || platformFee == null || gst == null || total == null) return undefined;
  return {
    dakshina: paise(dakshina, lang),
    samagri: samagri ? paise(samagri, lang) : undefined,
    platformFee: paise(platformFee, lang),
    gst: paise(gst, lang),
    total: paise(total, lang),
  };
}

interface Planned {
  recipientUserId: string | null;
  recipient: string;
  channel: ChannelValue;
  language: LanguageValue;
  subject: string;
  text: string;
  html: string | null;
  params: string[] | null;
}

/**
 * Loads what plan() reads for a batch of events into `em`'s identity map, a statement per table instead of
 * three per event: bookings with their customers, their pandits with their accounts, packages, and the accounts
 * of events about an account.
 */
async function prefetch(em: EntityManager, events: MessageEvent[]): Promise<Loaded> {
  const bookingIds = [...new Set(events.map((e) => e.bookingId).filter((id): id is string => Boolean(id)))];
  // The accounts of events about an account, and of the substitutes a booking is offered to.
  const userIds = [...new Set(events.filter((e) => e.userId).map((e) => e.userId!))];
  // One after the other: a transaction has one connection.
  const bookings = bookingIds.length ? await em.find(BookingSchema, { id: { $in: bookingIds } }, { populate: ['user'] }) : [];
  const users = userIds.length ? await em.find(UserSchema, { id: { $in: userIds } }) : [];
  const panditIds = [...new Set(bookings.map((b) => refId(b.pandit)).filter((id): id is string => Boolean(id)))];
  const packageIds = [...new Set(bookings.map((b) => refId(b.package)).filter((id): id is string => Boolean(id)))];
  const pandits = panditIds.length ? await em.find(PanditSchema, { id: { $in: panditIds } }, { populate: ['user'] }) : [];
  const packages = packageIds.length ? await em.find(PackageSchema, { id: { $in: packageIds } }) : [];
  const ceremonyIds = [...new Set(bookings.map((b) => refId(b.ceremony)).filter((id): id is string => Boolean(id)))];
  const ceremonies = ceremonyIds.length ? await em.find(CeremonySchema, { id: { $in: ceremonyIds } }) : [];
  // A cancellation's message says the refund it owes (written with the cancellation, so present when it is expanded).
  const cancelled = [
    ...new Set(events.filter((e) => REFUND_EVENTS.has(e.type as DomainEventType) && e.bookingId).map((e) => e.bookingId!)),
  ];
  const refunds = cancelled.length ? await em.find(RefundSchema, { booking: { $in: cancelled } }) : [];
  // A "find me a pandit" request goes to every admin and, with an e-mail, to the person who sent it.
  const requestIds = events
    .filter((e) => e.type === 'panditRequest.received' && typeof e.data?.requestId === 'string')
    .map((e) => e.data!.requestId as string);
  const requests = requestIds.length ? await em.find(PanditRequestSchema, { id: { $in: requestIds } }) : [];
  const admins = requests.length ? await em.find(UserSchema, { role: 'admin' }, { orderBy: { createdAt: 'asc' } }) : [];
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return {
    bookings: byId(bookings),
    users: byId(users),
    pandits: byId(pandits),
    packages: byId(packages),
    ceremonies: byId(ceremonies),
    refunds: new Map(refunds.map((r) => [refId(r.booking)!, r])),
    requests: byId(requests),
    admins,
  };
}

/** What a batch's events are about, by id (prefetch). */
interface Loaded {
  bookings: Map<string, Booking>;
  users: Map<string, User>;
  pandits: Map<string, Pandit>;
  packages: Map<string, Package>;
  ceremonies: Map<string, Ceremony>;
  /** Refunds of the batch's cancelled bookings, by booking id. */
  refunds: Map<string, Refund>;
  /** The batch's "find me a pandit" requests, by id. */
  requests: Map<string, PanditRequest>;
  /** Every admin (only when the batch has a request). */
  admins: User[];
}

/** The messages of one event: its recipients (from the template table), their languages and channels. */
function plan(loaded: Loaded, event: MessageEvent, config: MessagesConfig, adapters: Adapters): Planned[] {
  const type = event.type as DomainEventType;
  const data = event.data ?? {};
  const str = (k: string) => (typeof data[k] === 'string' && data[k] ? data[k] : undefined);
  const base = config.publicUrl;
  const people: Array<{
    role: RecipientRole;
    /** The account; a request's sender without one is an address and a language (`to`). */
    user: User | null;
    to?: { email: string; language: LanguageValue; userId: string | null };
    phone: string | null;
    facts: (lang: LanguageValue) => MessageFacts;
  }> = [];

  if (event.bookingId) {
    const booking = loaded.bookings.get(event.bookingId);
    if (!booking) return [];
    const customer = booking.user;
    const pandit = refId(booking.pandit) ? (loaded.pandits.get(refId(booking.pandit)!) ?? null) : null;
    const pkg = refId(booking.package) ? (loaded.packages.get(refId(booking.package)!) ?? null) : null;
    const panditUser = pandit ? pandit.user : null;
    const amount = typeof data.amount === 'number' ? data.amount : booking.totalAmount;
    const refund = REFUND_EVENTS.has(type) ? loaded.refunds.get(booking.id) : undefined;
    const ceremony = refId(booking.ceremony) ? (loaded.ceremonies.get(refId(booking.ceremony)!) ?? null) : null;
    // The family's samagri list goes to the customer with the request and the confirmation when they arrange it.
    const samagriFor = (lang: LanguageValue) =>
      ceremony && booking.samagriBy === 'FAMILY' && SAMAGRI_EVENTS.has(type)
        ? ceremony.samagri.map((i) => `${i.name[lang]}: ${i.quantity[lang]}`)
        : undefined;
    const common = (lang: LanguageValue): Omit<MessageFacts, 'name'> => ({
      customerName: customer.name,
      panditName: pandit?.name,
      service: pkg
        ? pkg.name
        : ceremony
          ? lang === 'hi'
            ? `${pandit?.name ?? ''} के साथ ${ceremony.nameHi}`
            : `${ceremony.nameEn} with ${pandit?.name ?? ''}`
          : lang === 'hi'
            ? `${pandit?.name ?? ''} के साथ अनुष्ठान`
            : `a ceremony with ${pandit?.name ?? ''}`,
      samagriBy: booking.samagriBy ?? undefined,
      date: displayDate(booking.date, lang),
      time: booking.time,
      location: booking.isVirtual ? (lang === 'hi' ? 'ऑनलाइन (वीडियो)' : 'online (video)') : booking.location,
      reason: str('reason') ?? booking.cancellationReason ?? undefined,
      amount: rupees(amount, lang),
      reference: bookingReference(booking.id),
      hours: typeof data.hours === 'number' ? data.hours : undefined,
      trip: Boolean(pkg),
      videoLink: booking.isVirtual && VIDEO_EVENTS.has(type) ? (booking.meetingLink ?? undefined) : undefined,
      payDue: (type === 'booking.confirmed' || type === 'booking.substituted') && booking.paymentStatus === 'pending',
      refund: refund
        ? { amount: rupees(refund.amount, lang), by: displayDate(refundArrivesBy(refund.createdAt), lang) }
        : undefined,
      complaint: complaintFacts(type, data, lang),
      officer: type.startsWith('complaint.') ? config.grievance : undefined,
      breakdown: type === 'payment.received' ? breakdownFacts(data, lang) : undefined,
    });
    for (const role of recipientsOf(type)) {
      if (role === 'customer') {
        const link =
          type === 'booking.completed'
            ? `${base}/bookings?review=${booking.id}`
            : type.startsWith('complaint.') && str('complaintId')
              ? `${base}/complaints/${str('complaintId')}`
              : `${base}/bookings`;
        people.push({
          role,
          user: customer,
          phone: customer.phone ?? null,
          facts: (lang) => ({ ...common(lang), name: customer.name, link, samagri: samagriFor(lang) }),
        });
      } else if (role === 'pandit' && pandit && panditUser) {
        const link =
          type.startsWith('complaint.') && str('complaintId') ? `${base}/complaints/${str('complaintId')}` : `${base}/workspace`;
        // A pandit no longer approved is not sent the customer's address (as BookingService.withheldFromPandit).
        const place = isPublicPandit(pandit) ? {} : { location: undefined };
        people.push({
          role,
          user: panditUser,
          phone: panditUser.phone ?? pandit.phone ?? null,
          facts: (lang) => ({ ...common(lang), name: pandit.name, link, ...place, sankalp: sankalpFor(booking) }),
        });
      } else if (role === 'substitute' && event.userId) {
        // An offered request (booking/guarantee.service.ts): the city or "online", not the address, until he accepts.
        const user = loaded.users.get(event.userId);
        const until = typeof data.expiresAt === 'string' ? new Date(data.expiresAt) : null;
        if (user)
          people.push({
            role,
            user,
            phone: null,
            facts: (lang) => ({
              ...common(lang),
              name: user.name,
              link: `${base}/workspace`,
              location: booking.isVirtual ? common(lang).location : (pandit?.city ?? undefined),
              ceremonyName: ceremony ? (lang === 'hi' ? ceremony.nameHi : ceremony.nameEn) : undefined,
              offerUntil: until
                ? `${displayDate(indiaToday(until), lang)} ${new Date(until.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16)}`
                : undefined,
            }),
          });
      }
    }
  } else if (type === 'panditRequest.received') {
    const request = loaded.requests.get(str('requestId') ?? '');
    if (!request) return [];
    const facts = (name: string, link: string) => (lang: LanguageValue) => ({
      name,
      customerName: request.name,
      service: request.ceremony,
      location: request.city,
      date: request.preferredDate ? displayDate(request.preferredDate, lang) : undefined,
      link,
    });
    const requestsLink = `${base}/admin?tab=bookings`;
    for (const admin of loaded.admins) {
      people.push({ role: 'admin', user: admin, phone: null, facts: facts(admin.name, requestsLink) });
    }
    // The acknowledgement, in the language of the page the request was sent from.
    if (request.email) {
      const language: LanguageValue = str('language') === 'hi' ? 'hi' : 'en';
      people.push({
        role: 'requester',
        user: null,
        to: { email: request.email, language, userId: refId(request.user) },
        phone: null,
        facts: facts(request.name, `${base}/pandits`),
      });
    }
  } else if (event.userId) {
    const user = loaded.users.get(event.userId);
    if (!user) return [];
    const link =
      type === 'account.passwordReset'
        ? str('link')
        : type === 'application.approved'
          ? `${base}/workspace`
          : type === 'application.rejected' || type === 'application.received'
            ? `${base}/join`
            : type.startsWith('complaint.') && str('complaintId')
              ? `${base}/complaints/${str('complaintId')}`
              : undefined;
    if (recipientsOf(type).includes('account')) {
      people.push({
        role: 'account',
        user,
        phone: user.phone ?? null,
        facts: (lang) => ({
          name: user.name,
          reason: str('reason'),
          link,
          reference: str('reference'),
          complaint: complaintFacts(type, data, lang),
          officer: type.startsWith('complaint.') ? config.grievance : undefined,
        }),
      });
    }
  } else if (recipientsOf(type).includes('officer')) {
    // The grievance officer's digest (issue #35): to the configured address, in English, about no one account.
    const lines = Array.isArray(data.lines) ? data.lines.filter((l): l is string => typeof l === 'string') : [];
    const officer = config.grievance;
    const template = TEMPLATES[type]?.officer?.en;
    if (!template) return [];
    const rendered = template({ name: officer.name, digest: lines, link: `${base}/admin?tab=support` });
    const { text, html } = bodies(rendered, 'en');
    return [
      {
        recipientUserId: null,
        recipient: officer.email,
        channel: 'email',
        language: 'en',
        subject: rendered.subject,
        text,
        html,
        params: null,
      },
    ];
  }

  const out: Planned[] = [];
  for (const { role, user, to, phone, facts } of people) {
    const lang: LanguageValue = to?.language ?? (user?.preferredLanguage === 'hi' ? 'hi' : 'en');
    const template = TEMPLATES[type]?.[role]?.[lang];
    if (!template) continue;
    // The site's links lead to the reader's language (/hi/... for Hindi, issue #32).
    const given = facts(lang);
    const f = given.link ? { ...given, link: localeLink(base, lang, given.link) } : given;
    const rendered = template(f);
    const { text, html, short } = bodies(rendered, lang);
    const message = { recipientUserId: user?.id ?? to?.userId ?? null, language: lang, subject: rendered.subject };
    out.push({ ...message, recipient: to?.email ?? user!.email, channel: 'email', text, html, params: null });
    if (user && phone && TEXT_EVENTS.has(type)) {
      // Texts only on the channels the person opted in to (issue #37; STOP clears the consent), and only for
      // events the provider has a template for.
      const consent = { sms: user.smsConsentAt, whatsapp: user.whatsappConsentAt };
      for (const channel of ['sms', 'whatsapp'] as const) {
        const adapter = adapters[channel];
        if (!adapter || !consent[channel] || !(adapter.accepts?.(type, lang) ?? true)) continue;
        out.push({ ...message, recipient: phone, channel, text: short, html: null, params: textParams(type, f) });
      }
    }
  }
  return out;
}

type Adapters = Partial<Record<ChannelValue, ChannelAdapter>>;

/** Text of a reset link's message once it is sent: the link is not kept in the database. */
const DELIVERED_RESET = '[reset link delivered; not kept]';

export interface DrainOptions {
  /** The clock (tests move it forward instead of sleeping). */
  now?: Date;
  /** Deliver at most this many messages (tests stop a worker mid-way). */
  maxMessages?: number;
  /** Stop between batches when true: requests keep this process busy, or the worker was stopped (the polling rounds). */
  giveWay?: () => boolean;
}

/**
 * Polling rounds give way to requests: while requests arrived and this process's event loop was busier than this
 * since the last look, a round waits (or stops between batches) and looks again after RECHECK_MS...
 */
const BUSY_UTILIZATION = 0.75;
const RECHECK_MS = 500;
/** ...for at most this long in a row; then a round runs to the end, so messages go out under any load. */
const MAX_GIVE_WAY_MS = 10_000;

/** Whether the event loop was busier than BUSY_UTILIZATION since the previous call. */
function eventLoopBusy(): () => boolean {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization > BUSY_UTILIZATION;
    last = now;
    return busy;
  };
}

interface PeriodicJob {
  name: string;
  everyMs: number;
  /** When it last ran, by the round's clock (0: never). */
  last: number;
  run: (em: EntityManager, now: Date) => Promise<unknown>;
}

/** The delivery worker of one process (see the top of this file). */
export class MessageWorker {
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = true;
  /** Set by stop(): a round in progress claims no further message (the one in flight is finished). */
  private halting = false;
  /** Periodic jobs run at the start of a round (see also()); reminders are the first. */
  private readonly jobs: PeriodicJob[] = [
    { name: 'reminders', everyMs: 60_000, last: 0, run: (em, now) => recordReminders(em, now) },
  ];

  private requestsSeen = 0;
  private givingWaySince: number | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly config: MessagesConfig,
    private readonly adapters: Adapters = channelAdapters(config),
    /** How many requests this process has started so far (http/shutdown.ts counts them); none: never give way. */
    private readonly requestsStarted: () => number = () => 0,
    /** Whether this process was busy since the last look (its event loop, by default; tests give their own). */
    private readonly busySinceLastLook: () => boolean = eventLoopBusy(),
  ) {}

  /** Whether a polling round should wait now: busy with requests since the last look, for less than MAX_GIVE_WAY_MS. */
  private readonly giveWay = (): boolean => {
    const busy = this.busySinceLastLook();
    const requests = this.requestsStarted();
    const served = requests !== this.requestsSeen;
    this.requestsSeen = requests;
    if (!busy || !served) {
      this.givingWaySince = null;
      return false;
    }
    this.givingWaySince ??= Date.now();
    return Date.now() - this.givingWaySince < MAX_GIVE_WAY_MS;
  };

  /**
   * Registers work that runs at the start of a round at most once every `everyMs` (by the round's clock, so tests
   * that move the clock forward run it too): sweeps such as deadlines and retention, with the same polling,
   * shutdown and give-way as delivery. One failing job is logged and does not stop the others or delivery.
   */
  also(name: string, everyMs: number, run: (em: EntityManager, now: Date) => Promise<unknown>): this {
    this.jobs.push({ name, everyMs, last: 0, run });
    return this;
  }

  private async runJobs(now: Date): Promise<void> {
    for (const job of this.jobs) {
      if (this.halting) return;
      if (now.getTime() - job.last < job.everyMs && now.getTime() >= job.last) continue;
      job.last = now.getTime();
      try {
        await inSpan(`job ${job.name}`, () => job.run(this.orm.em.fork(), now), { child: true });
      } catch (e) {
        log.warn({ err: e, job: job.name }, 'periodic job failed');
      }
    }
  }

  /** Polls every `pollMs` (when > 0) until stopped. */
  start(): void {
    this.stopped = false;
    this.halting = false;
    if (this.config.pollMs > 0) this.schedule(0);
  }

  /**
   * Stops polling and waits for the message in flight: a round in progress (polling or drain()) claims nothing more
   * once stopped, so a shutdown waits for one send, never for a backlog, and the message it waited for is marked sent.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.halting = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.chain.catch(() => {});
  }

  /** Closes the adapters' connections (after stop). */
  close(): void {
    for (const adapter of Object.values(this.adapters)) adapter?.close?.();
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.giveWay()) return this.schedule(Math.min(RECHECK_MS, this.config.pollMs));
      // A round that waited its longest runs to the end; otherwise it stops between batches when requests come.
      // Either stops after the message in flight once the worker is stopped (a shutdown waits for one send).
      const forced = this.givingWaySince !== null;
      this.givingWaySince = null;
      void this.drain({ giveWay: forced ? () => this.stopped : () => this.stopped || this.giveWay() })
        .catch((e: unknown) => log.warn({ err: e }, 'message delivery round failed'))
        .finally(() => this.schedule(this.config.pollMs));
    }, ms);
    this.timer.unref();
  }

  /**
   * One round, run after any round in progress: reminders (at most once a minute), then events expanded and
   * due messages delivered until none is left. Returns how many messages were delivered or retried.
   */
  drain(options: DrainOptions = {}): Promise<number> {
    const run = this.chain.then(() => inSpan('outbox round', () => this.round(options)));
    this.chain = run.catch(() => {});
    return run;
  }

  private async round({ now = new Date(), maxMessages = Infinity, giveWay }: DrainOptions): Promise<number> {
    // The round's clock moves on with real time: each message's lease starts when that message is claimed.
    const startedAt = performance.now();
    const clock = () => new Date(now.getTime() + Math.round(performance.now() - startedAt));
    await this.runJobs(now);
    // One cheap read first (both partial indexes): an idle round costs one statement, not a transaction and a
    // claiming UPDATE every poll.
    const work = await this.pending(now);
    // (A short batch took every event there was.)
    if (work.events) while (!this.halting && (await this.expand(now)) === EXPAND_BATCH && !giveWay?.());
    let handled = 0;
    while ((work.events || work.due) && handled < maxMessages && !this.halting) {
      if (handled > 0 && handled % GIVE_WAY_EVERY === 0 && giveWay?.()) break;
      if (!(await this.deliverOne(now, clock))) break; // nothing else is due
      handled += 1;
    }
    return handled;
  }

  /** Whether any event waits to be expanded and any message is due (what a round would claim). */
  private async pending(now: Date): Promise<{ events: boolean; due: boolean }> {
    const [row] = await this.orm.em.getConnection().execute<Array<{ events: boolean; due: boolean }>>(
      `select exists (select 1 from message_events where expanded_at is null) as events,
              exists (select 1 from messages where next_attempt_at <= ? and status in ('queued', 'sending')
                         and (status = 'queued' or locked_until < ?)) as due`,
      [now, now],
    );
    return { events: Boolean(row?.events), due: Boolean(row?.due) };
  }

  /**
   * Turns up to EXPAND_BATCH new events into messages; returns how many events it took. The events, their bookings,
   * pandits, packages and accounts are loaded for the whole batch (a few statements, then plan() finds them in the
   * identity map), and the batch's messages are one INSERT.
   */
  private expand(now: Date): Promise<number> {
    return this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<Array<{ id: string }>>(
        `select id from message_events where expanded_at is null order by created_at limit ${EXPAND_BATCH} for update skip locked`,
      );
      if (rows.length === 0) return 0;
      const events = await em.find(MessageEventSchema, { id: { $in: rows.map((r) => r.id) } }, { orderBy: { createdAt: 'asc' } });
      const loaded = await prefetch(em, events);
      const planned: unknown[][] = [];
      for (const [i, event] of events.entries()) {
        // Rendering is CPU work in the gateway's event loop: requests get their turn every few events.
        if (i > 0 && i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
        for (const m of plan(loaded, event, this.config, this.adapters)) {
          planned.push([
            event.id,
            event.type,
            m.recipientUserId,
            m.recipient,
            m.channel,
            m.language,
            m.subject,
            m.text,
            m.html,
            m.params ? JSON.stringify(m.params) : null,
          ]);
        }
        event.expandedAt = now;
        // A reset link lives in its message until delivered, never in the event.
        if (event.type === 'account.passwordReset') event.data = null;
      }
      if (planned.length > 0) {
        await em.execute(
          `insert into messages (id, event_id, event_type, recipient_user_id, recipient, channel, language, subject, body_text, body_html, params, status, attempts, next_attempt_at, created_at)
           values ${planned.map(() => `(gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, 'queued', 0, ?, ?)`).join(', ')}
           on conflict (event_id, recipient, channel) do nothing`,
          planned.flatMap((values) => [...values, now, now]),
          'run',
        );
      }
      return rows.length;
    });
  }

  /**
   * Claims the next due message (due at `now`) with a lease from the time of the claim (`clock`: the round's clock,
   * moved on by the time spent since the round began), sends it, and marks
   * it at once: sent (its own statement, committed before the next claim) or retried/failed. Returns false when no
   * message was due. The claim is one statement: the CTE picks the row once (`for update skip locked`: a row another
   * process is claiming is skipped, and a row it just claimed no longer matches when re-checked).
   */
  private async deliverOne(now: Date, clock: () => Date): Promise<boolean> {
    const em = this.orm.em.fork();
    const claimedAt = clock();
    const [m] = await em.execute<
      Array<{
        id: string;
        recipient: string;
        channel: ChannelValue;
        language: LanguageValue;
        subject: string;
        body_text: string;
        body_html: string | null;
        attempts: number;
        event_type: string;
        params: string[] | null;
      }>
    >(
      `with next as (
         select id from messages
          where next_attempt_at <= ? and (status = 'queued' or (status = 'sending' and locked_until < ?))
          order by next_attempt_at, created_at limit 1 for update skip locked)
       update messages m set status = 'sending', attempts = m.attempts + 1,
              locked_until = ?::timestamptz + ? * interval '1 millisecond'
         from next where m.id = next.id
       returning m.id, m.recipient, m.channel, m.language, m.subject, m.body_text, m.body_html, m.attempts, m.event_type, m.params`,
      [now, claimedAt, claimedAt, this.config.leaseMs],
    );
    if (!m) return false;
    try {
      const adapter = this.adapters[m.channel];
      if (!adapter) throw new Error(`no ${m.channel} provider is configured`);
      await adapter.send({
        id: m.id,
        to: m.recipient,
        subject: m.subject,
        text: m.body_text,
        html: m.body_html,
        language: m.language,
        event: m.event_type,
        params: m.params,
      });
    } catch (e) {
      const error = String((e as Error)?.message ?? e).slice(0, 500);
      const last = m.attempts >= this.config.maxAttempts;
      const delay = this.config.retryBaseMs * 2 ** (m.attempts - 1);
      // Only while still this worker's claim (a worker that outlived its lease does not undo the new owner's).
      await em.execute(
        `update messages set status = ?, last_error = ?, locked_until = null, next_attempt_at = ?
          where id = ? and status = 'sending' and attempts = ?`,
        [last ? 'failed' : 'queued', error, new Date(now.getTime() + delay), m.id, m.attempts],
        'run',
      );
      // The relay's text may name the recipient ("550 5.1.1 <someone@example.in>"): masked in the log; the admin's
      // outbox (last_error) keeps it whole.
      log.warn(
        { messageId: m.id, channel: m.channel, attempts: m.attempts, failed: last, error: maskPersonal(error) },
        'message not delivered',
      );
      return true;
    }
    await this.markSent(em, m.id, m.event_type === 'account.passwordReset', clock());
    return true;
  }

  /**
   * Marks a message the relay accepted as sent, on its own (autocommitted), before anything else is claimed; a reset
   * link's text is removed at the same time. A failed attempt is tried again a few times: a row left 'sending' would
   * be sent again once its lease ends.
   */
  private async markSent(em: EntityManager, id: string, scrub: boolean, sentAt: Date): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await em.execute(
          `update messages set status = 'sent', sent_at = ?, locked_until = null,
                  body_text = case when ? then ? else body_text end,
                  body_html = case when ? then null else body_html end
            where id = ? and status = 'sending'`,
          [sentAt, scrub, DELIVERED_RESET, scrub, id],
          'run',
        );
        return;
      } catch (e) {
        if (attempt >= MARK_ATTEMPTS) throw e;
        log.warn({ err: e, messageId: id, attempt }, 'a sent message could not be marked sent; trying again');
        await new Promise((r) => setTimeout(r, 250 * attempt));
      }
    }
  }
}

/**
 * The reminders (issue #37): 24 hours before a confirmed ceremony (recorded once it starts within 24 hours but more
 * than 2), and 2 hours before (once it starts within 2 hours). India time: the booking's date and time are
 * Asia/Kolkata, UTC+05:30 all year. Each reminder's dedupe key makes it once per booking, whichever process records
 * it and however often the sweep runs; a booking confirmed less than 2 hours ahead gets only the second.
 */
const REMINDERS = [
  { key: 'booking.reminder', hours: 24, from: '2 hours', to: '24 hours' },
  { key: 'booking.reminder.2h', hours: 2, from: '0 hours', to: '2 hours' },
] as const;

/** Records the `booking.reminder` events due at `now` (see REMINDERS); returns how many it recorded. */
export async function recordReminders(em: EntityManager, now: Date): Promise<number> {
  const start = `(b.date::text || 'T' || b.time || ':00+05:30')::timestamptz`;
  let recorded = 0;
  for (const r of REMINDERS) {
    const result = await em.execute<{ affectedRows: number }>(
      `insert into message_events (id, type, booking_id, data, dedupe_key, created_at)
       select gen_random_uuid(), 'booking.reminder', b.id, ?::jsonb, ? || ':' || b.id, ?
         from bookings b
        where b.status = 'confirmed' and ${start} > ?::timestamptz + interval '${r.from}'
          and ${start} <= ?::timestamptz + interval '${r.to}'
       on conflict (dedupe_key) do nothing`,
      [JSON.stringify({ hours: r.hours }), r.key, now, now, now],
      'run',
    );
    recorded += result.affectedRows ?? 0;
  }
  return recorded;
}
