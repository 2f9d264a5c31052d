import type { EntityManager } from '@mikro-orm/postgresql';
import { isRuleMessageKey, issueKeys, RULE_MESSAGES, type FieldKeys } from '@marketplace/schema/rules';
import { DATA_FILE_KINDS, dataFileSchema, type DataFile, type DataFileKind } from '@marketplace/schema/rules/admin';
import type { Context } from '../../context.js';
import { DomainError, validationError } from '../../errors.js';
import { hashPassword, randomPassword } from '../../auth/passwords.js';
import { UserSchema } from '../account/user.entity.js';
import { PanditSchema } from '../pandit/pandit.entity.js';
import { searchTextFor } from '../pandit/pandit.search.js';
import { CeremonySchema, PanditCeremonySchema } from '../ceremony/ceremony.entity.js';
import { PackageSchema } from '../package/package.entity.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { ReviewSchema } from '../review/review.entity.js';
import { TestimonialSchema } from '../testimonial/testimonial.entity.js';
import { AboutContentSchema } from '../about/about.entity.js';
import { PaymentSchema, RefundSchema } from '../payment/payment.entity.js';
import { MessageEventSchema, MessageSchema } from '../messages/message.entity.js';
import { BookingStatusChangeSchema } from './audit.entity.js';
import { audit } from './audit.service.js';
import { checkMoney, exportMoney, importMoney } from '../ledger/money-data.js';
import { at, first } from '../../indexed.js';

const idOf = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d));
const isoOrNull = (d: unknown) => (d === null || d === undefined ? null : iso(d));
const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
/** A JSON column as the object it holds (a value stored as a JSON string, before issue 31's migration, is read). */
const jsonObject = (v: unknown): Record<string, unknown> => {
  if (typeof v === 'string') {
    try {
      return jsonObject(JSON.parse(v));
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
};

/**
 * Reset links are secrets (single-use, one hour): their events and messages are not exported, as accounts are
 * exported without their password hashes.
 */
const SECRET_EVENT_TYPES = ['account.passwordReset'];

/** The counts an import reports and clear-all deletes (DataCounts). */
type CountKind = 'users' | 'pandits' | 'packages' | 'bookings' | 'reviews' | 'testimonials' | 'payments' | 'refunds' | 'messages';

/** One refused record of an imported file: which record (kind, position, id, name) and why. */
export interface ImportProblem {
  /** The field's path, as in `fields`: 'data.pandits.3.availability'. */
  path: string;
  kind: string;
  /** The record's position in its list, from 0 (absent for a problem with the file itself). */
  index?: number;
  id?: string;
  name?: string;
  field?: string;
  reason: string;
}

const SINGULAR: Record<string, string> = {
  users: 'User',
  pandits: 'Pandit',
  packages: 'Package',
  bookings: 'Booking',
  bookingHistory: 'Booking history entry',
  payments: 'Payment',
  refunds: 'Refund',
  reviews: 'Review',
  testimonials: 'Testimonial',
  messageEvents: 'Message event',
  messages: 'Message',
  about: 'About content',
};

/**
 * Export, import and clear-all (spec §2 Data Management, decisions: import states its mode, validates the whole
 * file first and runs in one transaction; clear deletes exactly what it names, never the acting admin).
 *
 * The file holds every record the product makes: accounts (without secrets), pandits with their availability,
 * packages, bookings with their status history, payments and refunds, reviews, testimonials, the About content and
 * the outbox (message events and messages, which clear-all keeps, like the audit trail). Export → clear → import
 * (replace) gives back the same records with the same ids, so every answer is the same.
 */
export class DataService {
  constructor(private readonly ctx: Context) {}

  /** Every record as one file; accounts without any secret (no password hash, no reset link). */
  async export(): Promise<DataFile & { exportedAt: string }> {
    const em = this.ctx.em.fork();
    const order = { orderBy: { createdAt: 'asc', id: 'asc' } } as const;
    const users = await em.find(UserSchema, {}, order);
    const ceremonies = await em.find(CeremonySchema, {}, order);
    const pandits = await em.find(PanditSchema, {}, order);
    const performed = await em.find(PanditCeremonySchema, {}, { orderBy: { pandit: 'asc', ceremony: 'asc' } });
    const packages = await em.find(PackageSchema, {}, order);
    const bookings = await em.find(BookingSchema, {}, order);
    const history = await em.find(BookingStatusChangeSchema, {}, order);
    const payments = await em.find(PaymentSchema, {}, order);
    const refunds = await em.find(RefundSchema, {}, order);
    const reviews = await em.find(ReviewSchema, {}, order);
    const testimonials = await em.find(TestimonialSchema, {}, order);
    const about = await em.findOne(AboutContentSchema, { id: 1 });
    const events = await em.find(MessageEventSchema, { type: { $nin: SECRET_EVENT_TYPES } }, order);
    const messages = await em.find(MessageSchema, { eventType: { $nin: SECRET_EVENT_TYPES } }, order);
    return {
      version: 1,
      exportedAt: new Date().toISOString(),
      users: users.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        phone: u.phone ?? null,
        role: u.role,
        avatar: u.avatar ?? null,
        preferredLanguage: u.preferredLanguage,
        createdAt: iso(u.createdAt) as never,
      })),
      ceremonies: ceremonies.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: { en: c.nameEn, hi: c.nameHi },
        aliases: c.aliases,
        description: { en: c.descriptionEn, hi: c.descriptionHi },
        whenDone: { en: c.whenDoneEn, hi: c.whenDoneHi },
        whoFor: { en: c.whoForEn, hi: c.whoForHi },
        durationMinutes: c.durationMinutes,
        steps: c.steps,
        samagri: c.samagri,
        createdAt: iso(c.createdAt) as never,
      })),
      pandits: pandits.map(
        ({ user, searchText: _s, updatedAt: _u, createdAt, availability, ...p }) =>
          ({
            ...p,
            availability: jsonObject(availability),
            userId: idOf(user)!,
            ceremonies: performed
              .filter((pc) => idOf(pc.pandit) === p.id)
              .map((pc) => ({ ceremonyId: idOf(pc.ceremony)!, price: pc.price ?? null, virtualPrice: pc.virtualPrice ?? null })),
            createdAt: iso(createdAt) as never,
          }) as never,
      ),
      packages: packages.map(({ updatedAt: _u, createdAt, ...p }) => ({
        ...p,
        image: p.image ?? null,
        createdAt: iso(createdAt) as never,
      })),
      bookings: bookings.map(
        ({ user, pandit, package: pkg, ceremony, originalPandit, updatedAt: _u, createdAt, date, ...b }) => ({
          ...b,
          onlyThisPandit: Boolean(b.onlyThisPandit),
          offeredAt: b.offeredAt ? (iso(b.offeredAt) as never) : null,
          originalPanditId: idOf(originalPandit),
          ceremonyId: idOf(ceremony),
          sankalp: b.sankalp ?? null,
          samagriBy: b.samagriBy ?? null,
          date: day(date),
          userId: idOf(user)!,
          panditId: idOf(pandit),
          packageId: idOf(pkg),
          travellers: b.travellers ?? null,
          contactPhone: b.contactPhone ?? null,
          idempotencyKey: b.idempotencyKey ?? null,
          createdAt: iso(createdAt) as never,
        }),
      ),
      bookingHistory: history.map(({ booking, actor, createdAt, ...h }) => ({
        ...h,
        from: h.from ?? null,
        bookingId: idOf(booking)!,
        actorId: idOf(actor),
        actorName: h.actorName ?? null,
        actorRole: h.actorRole ?? null,
        createdAt: iso(createdAt) as never,
      })),
      payments: payments.map(({ booking, decidedBy, createdAt, decidedAt, ...p }) => ({
        ...p,
        reference: p.reference ?? null,
        orderId: p.orderId ?? null,
        reason: p.reason ?? null,
        bookingId: idOf(booking)!,
        decidedById: idOf(decidedBy),
        createdAt: iso(createdAt) as never,
        decidedAt: isoOrNull(decidedAt) as never,
      })),
      refunds: refunds.map(({ booking, payment, refundedBy, createdAt, refundedAt, ...r }) => ({
        ...r,
        reference: r.reference ?? null,
        bookingId: idOf(booking)!,
        paymentId: idOf(payment),
        refundedById: idOf(refundedBy),
        createdAt: iso(createdAt) as never,
        refundedAt: isoOrNull(refundedAt) as never,
      })),
      reviews: reviews.map(({ booking, user, pandit, createdAt, ...r }) => ({
        ...r,
        bookingId: idOf(booking)!,
        userId: idOf(user)!,
        panditId: idOf(pandit)!,
        createdAt: iso(createdAt) as never,
      })),
      testimonials: testimonials.map(({ pandit, createdAt, date, ...t }) => ({
        ...t,
        date: day(date),
        avatar: t.avatar ?? null,
        panditId: idOf(pandit),
        createdAt: iso(createdAt) as never,
      })) as never,
      about: about
        ? {
            title: about.title,
            content: about.content,
            mission: about.mission,
            vision: about.vision,
            values: about.values,
            translations: jsonObject(about.translations) as never,
            updatedBy: about.updatedBy ?? null,
          }
        : null,
      messageEvents: events.map((e) => ({
        id: e.id,
        type: e.type,
        bookingId: e.bookingId ?? null,
        userId: e.userId ?? null,
        data: e.data ?? null,
        dedupeKey: e.dedupeKey ?? null,
        createdAt: iso(e.createdAt) as never,
        expandedAt: isoOrNull(e.expandedAt) as never,
      })),
      messages: messages.map(({ event, createdAt, nextAttemptAt, lockedUntil, sentAt, ...m }) => ({
        ...m,
        eventId: idOf(event)!,
        recipientUserId: m.recipientUserId ?? null,
        bodyHtml: m.bodyHtml ?? null,
        lastError: m.lastError ?? null,
        nextAttemptAt: iso(nextAttemptAt) as never,
        lockedUntil: isoOrNull(lockedUntil) as never,
        createdAt: iso(createdAt) as never,
        sentAt: isoOrNull(sentAt) as never,
      })),
      money: await exportMoney(em),
    };
  }

  /**
   * The whole file checked before anything is written: its shape (dataFileSchema), then every reference and every
   * uniqueness the database would refuse. One VALIDATION_FAILED lists every problem (`fields` by path, `problems`
   * with the record's kind, position, id and name); its message names the first record and why.
   */
  private async parseFile(data: unknown, mode: 'REPLACE' | 'MERGE'): Promise<DataFile> {
    const parsed = dataFileSchema.safeParse(data);
    if (!parsed.success) {
      const fieldKeys: FieldKeys = issueKeys(parsed.error.issues, 'data', 'admin.fileInvalid');
      const reasons: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = ['data', ...issue.path.map(String)].join('.');
        reasons[path] ??= isRuleMessageKey(issue.message) ? RULE_MESSAGES[issue.message].en : issue.message;
      }
      throw this.refusal(data, reasons, fieldKeys);
    }
    const file = parsed.data;
    const reasons = { ...(await this.checkReferences(file, mode)), ...(await checkMoney(this.ctx.em, file.money)) };
    if (Object.keys(reasons).length) throw this.refusal(data, reasons);
    return file;
  }

  /** VALIDATION_FAILED for a refused file: nothing was written. */
  private refusal(data: unknown, reasons: Record<string, string>, fieldKeys?: FieldKeys): DomainError {
    const problems = Object.entries(reasons).map(([path, reason]) => describeProblem(data, path, reason));
    const top = first(problems, 'a reason for the refusal');
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
    const message = `${problemLabel(top)}: ${top.field ? `${top.field}: ` : ''}${top.reason}${more}. Nothing was imported.`;
    // `fields` says why in English (a rule's message, else the shape's); `fieldKeys` lets a client translate the rules'.
    return new DomainError('VALIDATION_FAILED', message, { fields: reasons, ...(fieldKeys ? { fieldKeys } : {}), problems });
  }

  /** Every reference of the file must point at a record in the file (or, merging, in the database). */
  private async checkReferences(file: DataFile, mode: 'REPLACE' | 'MERGE'): Promise<Record<string, string>> {
    const em = this.ctx.em;
    const reasons: Record<string, string> = {};
    const fail = (path: string, message: string) => (reasons[`data.${path}`] ??= message);
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    /** Ids in the database that survive the import's deletions (all of them when merging; accounts and the outbox always). */
    const kept = async (entity: { name: string }, always = false): Promise<string[]> =>
      mode === 'MERGE' || always ? (await em.find(entity as typeof UserSchema, {}, { fields: ['id'] })).map((r) => r.id) : [];
    const users = new Set([...ids(file.users), ...(await kept(UserSchema, true))]);
    const pandits = new Set([...ids(file.pandits), ...(await kept(PanditSchema))]);
    // Ceremonies are reference data: an import adds and updates them, never deletes one.
    const ceremonies = new Set([...ids(file.ceremonies), ...(await kept(CeremonySchema, true))]);
    const packages = new Set([...ids(file.packages), ...(await kept(PackageSchema))]);
    const bookings = new Set([...ids(file.bookings), ...(await kept(BookingSchema))]);
    const payments = new Set([...ids(file.payments), ...(await kept(PaymentSchema))]);
    const events = new Set([...ids(file.messageEvents), ...(await kept(MessageEventSchema, true))]);

    for (const kind of DATA_FILE_KINDS) {
      const seen = new Set<string>();
      file[kind].forEach((r, i) =>
        seen.has(r.id) ? fail(`${kind}.${i}.id`, 'Another record of the file has this id') : seen.add(r.id),
      );
    }
    /** A value that must be unique among the file's records of one kind (a unique index of the database). */
    const once = <T>(kind: DataFileKind, field: string, rows: T[], key: (r: T) => string | null | undefined, why: string) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        const k = key(r);
        if (k === null || k === undefined) return;
        if (seen.has(k)) fail(`${kind}.${i}.${field}`, why);
        seen.add(k);
      });
    };
    once('users', 'email', file.users, (u) => u.email, 'Another account of the file has this email');
    const emails = new Map(file.users.map((u, i) => [u.email, i]));
    const taken = await em.find(UserSchema, { email: { $in: [...emails.keys()] } }, { fields: ['id', 'email'] });
    for (const t of taken) {
      const i = emails.get(t.email)!;
      if (at(file.users, i).id !== t.id) fail(`users.${i}.email`, 'This email belongs to another account');
    }
    once('pandits', 'userId', file.pandits, (p) => p.userId, 'This account has two pandit profiles');
    once('ceremonies', 'slug', file.ceremonies, (c) => c.slug, 'Another ceremony of the file has this slug');
    file.pandits.forEach((p, i) => {
      if (!users.has(p.userId)) fail(`pandits.${i}.userId`, 'Unknown account');
      p.ceremonies.forEach((c, j) => {
        if (!ceremonies.has(c.ceremonyId)) fail(`pandits.${i}.ceremonies.${j}.ceremonyId`, 'Unknown ceremony');
      });
    });
    once('bookings', 'meetingLink', file.bookings, (b) => b.meetingLink, 'Another booking has this meeting link');
    once(
      'bookings',
      'time',
      file.bookings,
      (b) => (b.panditId && b.status !== 'cancelled' ? `${b.panditId} ${b.date} ${b.time}` : null),
      'The pandit has another active booking at this date and time',
    );
    once(
      'bookings',
      'idempotencyKey',
      file.bookings,
      (b) => (b.idempotencyKey ? `${b.userId} ${b.idempotencyKey}` : null),
      'The customer has another booking with this idempotency key',
    );
    file.bookings.forEach((b, i) => {
      if (!users.has(b.userId)) fail(`bookings.${i}.userId`, 'Unknown account');
      if (b.panditId && !pandits.has(b.panditId)) fail(`bookings.${i}.panditId`, 'Unknown pandit');
      if (b.originalPanditId && !pandits.has(b.originalPanditId)) fail(`bookings.${i}.originalPanditId`, 'Unknown pandit');
      if (b.ceremonyId && !ceremonies.has(b.ceremonyId)) fail(`bookings.${i}.ceremonyId`, 'Unknown ceremony');
      if (b.packageId && !packages.has(b.packageId)) fail(`bookings.${i}.packageId`, 'Unknown package');
    });
    file.bookingHistory.forEach((h, i) => {
      if (!bookings.has(h.bookingId)) fail(`bookingHistory.${i}.bookingId`, 'Unknown booking');
      if (h.actorId && !users.has(h.actorId)) fail(`bookingHistory.${i}.actorId`, 'Unknown account');
    });
    once('payments', 'orderId', file.payments, (p) => p.orderId, 'Another payment has this order id');
    once(
      'payments',
      'reference',
      file.payments,
      (p) => (p.reference && p.status !== 'rejected' ? `${p.method} ${p.reference}` : null),
      'Another payment that was not rejected has this reference',
    );
    file.payments.forEach((p, i) => {
      if (!bookings.has(p.bookingId)) fail(`payments.${i}.bookingId`, 'Unknown booking');
      if (p.decidedById && !users.has(p.decidedById)) fail(`payments.${i}.decidedById`, 'Unknown account');
    });
    once('refunds', 'bookingId', file.refunds, (r) => r.bookingId, 'The booking has another refund');
    file.refunds.forEach((r, i) => {
      if (!bookings.has(r.bookingId)) fail(`refunds.${i}.bookingId`, 'Unknown booking');
      if (r.paymentId && !payments.has(r.paymentId)) fail(`refunds.${i}.paymentId`, 'Unknown payment');
      if (r.refundedById && !users.has(r.refundedById)) fail(`refunds.${i}.refundedById`, 'Unknown account');
    });
    once('reviews', 'bookingId', file.reviews, (r) => r.bookingId, 'The booking has another review');
    file.reviews.forEach((r, i) => {
      if (!bookings.has(r.bookingId)) fail(`reviews.${i}.bookingId`, 'Unknown booking');
      if (!users.has(r.userId)) fail(`reviews.${i}.userId`, 'Unknown account');
      if (!pandits.has(r.panditId)) fail(`reviews.${i}.panditId`, 'Unknown pandit');
    });
    file.testimonials.forEach((t, i) => {
      if (t.panditId && !pandits.has(t.panditId)) fail(`testimonials.${i}.panditId`, 'Unknown pandit');
    });
    once('messageEvents', 'dedupeKey', file.messageEvents, (e) => e.dedupeKey, 'Another message event has this key');
    once(
      'messages',
      'recipient',
      file.messages,
      (m) => `${m.eventId} ${m.recipient} ${m.channel}`,
      'The event has another message to this recipient on this channel',
    );
    file.messages.forEach((m, i) => {
      if (!events.has(m.eventId)) fail(`messages.${i}.eventId`, 'Unknown message event');
    });
    return reasons;
  }

  /** Validates the whole file, then writes it in one transaction: all or nothing, nothing deleted before. */
  async import(mode: 'REPLACE' | 'MERGE', data: unknown) {
    const file = await this.parseFile(data, mode);
    const actorId = this.ctx.viewer?.id;
    const unusable = await hashPassword(randomPassword());
    let accountsWithoutPassword = 0;
    try {
      await this.ctx.em.transactional(async (em) => {
        if (mode === 'REPLACE') await this.deleteCatalogue(em);
        // Accounts: matched by id; passwords stay; the acting admin is never changed.
        const existing = new Map((await em.find(UserSchema, { id: { $in: file.users.map((u) => u.id) } })).map((u) => [u.id, u]));
        for (const { preferredLanguage, ...u } of file.users) {
          if (u.id === actorId) continue;
          const values = {
            ...u,
            phone: u.phone ?? null,
            avatar: u.avatar ?? null,
            ...(preferredLanguage ? { preferredLanguage } : {}),
          };
          const row = existing.get(u.id);
          if (row) Object.assign(row, values);
          else {
            em.create(UserSchema, { ...values, passwordHash: unusable });
            accountsWithoutPassword++;
          }
        }
        await em.flush();
        await upsert(
          em,
          CeremonySchema,
          file.ceremonies.map(({ name, description, whenDone, whoFor, ...c }) => ({
            ...c,
            nameEn: name.en,
            nameHi: name.hi,
            descriptionEn: description.en,
            descriptionHi: description.hi,
            whenDoneEn: whenDone.en,
            whenDoneHi: whenDone.hi,
            whoForEn: whoFor.en,
            whoForHi: whoFor.hi,
          })),
        );
        await upsert(
          em,
          PanditSchema,
          file.pandits.map(({ userId, ceremonies: _c, ...p }) => ({ ...p, user: userId, searchText: searchTextFor(p) })),
        );
        // Each pandit of the file performs what the file says (pandits.specializations is its copy of their names).
        for (const p of file.pandits) {
          await em.nativeDelete(PanditCeremonySchema, { pandit: p.id });
          for (const c of p.ceremonies)
            em.create(PanditCeremonySchema, {
              pandit: p.id,
              ceremony: c.ceremonyId,
              price: c.price ?? null,
              virtualPrice: c.virtualPrice ?? null,
            });
        }
        await em.flush();
        await upsert(em, PackageSchema, file.packages);
        await upsert(
          em,
          BookingSchema,
          file.bookings.map(({ userId, panditId, packageId, ceremonyId, originalPanditId, ...b }) => ({
            ...b,
            originalPandit: originalPanditId ?? null,
            ceremony: ceremonyId ?? null,
            user: userId,
            pandit: panditId ?? null,
            package: packageId ?? null,
          })),
        );
        await upsert(
          em,
          BookingStatusChangeSchema,
          file.bookingHistory.map(({ bookingId, actorId, ...h }) => ({ ...h, booking: bookingId, actor: actorId })),
        );
        await upsert(
          em,
          PaymentSchema,
          file.payments.map(({ bookingId, decidedById, ...p }) => ({ ...p, booking: bookingId, decidedBy: decidedById })),
        );
        await upsert(
          em,
          RefundSchema,
          file.refunds.map(({ bookingId, paymentId, refundedById, ...r }) => ({
            ...r,
            booking: bookingId,
            payment: paymentId,
            refundedBy: refundedById,
          })),
        );
        await upsert(
          em,
          ReviewSchema,
          file.reviews.map(({ bookingId, userId, panditId, ...r }) => ({
            ...r,
            booking: bookingId,
            user: userId,
            pandit: panditId,
          })),
        );
        await upsert(
          em,
          TestimonialSchema,
          file.testimonials.map(({ panditId, ...t }) => ({ ...t, pandit: panditId ?? null })),
        );
        if (file.about) {
          const about =
            (await em.findOne(AboutContentSchema, { id: 1 })) ?? em.create(AboutContentSchema, { id: 1, ...file.about });
          Object.assign(about, file.about);
        }
        await upsert(em, MessageEventSchema, file.messageEvents);
        await upsert(
          em,
          MessageSchema,
          file.messages.map(({ eventId, ...m }) => ({ ...m, event: eventId })),
        );
        await importMoney(em, file.money);
        audit(this.ctx, em, 'data.import', 'Data', null, { mode: { after: mode }, counts: { after: countsOf(file) } });
        await em.flush();
      });
    } catch (e) {
      const err = e as { code?: string; constraint?: string };
      // 23514: a check of a money table (the ledger's zero-sum at commit among them).
      if (err.code === '23505' || err.code === '23503' || err.code === '23514') {
        throw new DomainError(
          'CONFLICT',
          `The file conflicts with existing records${err.constraint ? ` (${err.constraint})` : ''}: a duplicate slot, link, email or reference, or a record it needs is gone; nothing was imported.`,
          { reason: 'IMPORT_CONFLICT' },
        );
      }
      throw e;
    }
    this.ctx.em.clear();
    return { mode, imported: countsOf(file), accountsWithoutPassword };
  }

  /**
   * Pandit profiles, packages, bookings (their history, payments and refunds cascade), reviews, testimonials;
   * pandit accounts become users. Accounts, the About content, the outbox and the audit trail stay.
   */
  private async deleteCatalogue(em: EntityManager) {
    const count = (entity: typeof PaymentSchema | typeof RefundSchema) => em.count(entity as typeof PaymentSchema, {});
    const deleted = {
      users: 0,
      messages: 0,
      payments: await count(PaymentSchema),
      refunds: await count(RefundSchema),
      reviews: await em.nativeDelete(ReviewSchema, {}),
      bookings: await em.nativeDelete(BookingSchema, {}),
      testimonials: await em.nativeDelete(TestimonialSchema, {}),
      pandits: await em.nativeDelete(PanditSchema, {}),
      packages: await em.nativeDelete(PackageSchema, {}),
    };
    await em.nativeUpdate(UserSchema, { role: 'pandit' }, { role: 'user' });
    return deleted;
  }

  /** Clear all (confirm must be true): what the confirmation names, in one transaction; accounts stay. */
  async clear(confirm: boolean) {
    if (confirm !== true) throw validationError({ confirm: 'Confirm that all data should be deleted' });
    const deleted = await this.ctx.em.transactional(async (em) => {
      const counts = await this.deleteCatalogue(em);
      audit(this.ctx, em, 'data.clear', 'Data', null, { deleted: { before: counts } });
      await em.flush();
      return counts;
    });
    this.ctx.em.clear();
    return { deleted };
  }
}

function countsOf(file: DataFile): Record<CountKind, number> {
  return {
    users: file.users.length,
    pandits: file.pandits.length,
    packages: file.packages.length,
    bookings: file.bookings.length,
    reviews: file.reviews.length,
    testimonials: file.testimonials.length,
    payments: file.payments.length,
    refunds: file.refunds.length,
    messages: file.messages.length,
  };
}

type Upserted =
  | typeof CeremonySchema
  | typeof PanditSchema
  | typeof PackageSchema
  | typeof BookingSchema
  | typeof BookingStatusChangeSchema
  | typeof PaymentSchema
  | typeof RefundSchema
  | typeof ReviewSchema
  | typeof TestimonialSchema
  | typeof MessageEventSchema
  | typeof MessageSchema;

/** Records matched by id: updated when they exist, else created. */
async function upsert(em: EntityManager, entity: Upserted, rows: Array<{ id: string }>) {
  const e = entity as typeof PackageSchema;
  const existing = new Map((await em.find(e, { id: { $in: rows.map((r) => r.id) } })).map((r) => [r.id, r]));
  for (const row of rows) {
    const found = existing.get(row.id);
    if (found) em.assign(found, row as never);
    else em.create(e, row as never);
  }
  await em.flush();
}

/** Which record a problem's path ('data.pandits.3.availability') points at, from the file as it was sent. */
function describeProblem(data: unknown, path: string, reason: string): ImportProblem {
  const [, kind = 'file', index, ...rest] = path.split('.');
  const position = index !== undefined && /^\d+$/.test(index) ? Number(index) : undefined;
  const list = data && typeof data === 'object' ? (data as Record<string, unknown>)[kind] : undefined;
  const record = Array.isArray(list) && position !== undefined ? (list[position] as unknown) : undefined;
  const fields = record && typeof record === 'object' ? (record as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 80) : undefined);
  const field = position === undefined ? [index, ...rest].filter(Boolean).join('.') : rest.join('.');
  return {
    path,
    kind,
    ...(position !== undefined ? { index: position } : {}),
    ...(text(fields.id) ? { id: text(fields.id) } : {}),
    ...(text(fields.name ?? fields.subject ?? fields.email) ? { name: text(fields.name ?? fields.subject ?? fields.email) } : {}),
    ...(field ? { field } : {}),
    reason,
  };
}

/** 'Pandit 4 "Pt. Sharma" (id 1a2b…)' or 'The file'. */
function problemLabel(p: ImportProblem): string {
  if (p.index === undefined) return p.kind === 'file' ? 'The file' : (SINGULAR[p.kind] ?? p.kind);
  const name = p.name ? ` "${p.name}"` : '';
  const id = p.id ? ` (id ${p.id})` : '';
  return `${SINGULAR[p.kind] ?? p.kind} ${p.index + 1}${name}${id}`;
}
