import type { EntityManager } from '@mikro-orm/postgresql';
import { dataFileSchema, type DataFile } from '@marketplace/schema/rules/admin';
import type { Context } from '../../context.js';
import { DomainError, validationError, type FieldErrors } from '../../errors.js';
import { hashPassword, randomPassword } from '../../auth/passwords.js';
import { UserSchema } from '../account/user.entity.js';
import { PanditSchema } from '../pandit/pandit.entity.js';
import { searchTextFor } from '../pandit/pandit.search.js';
import { PackageSchema } from '../package/package.entity.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { ReviewSchema } from '../review/review.entity.js';
import { TestimonialSchema } from '../testimonial/testimonial.entity.js';
import { AboutContentSchema } from '../about/about.entity.js';
import { audit } from './audit.service.js';
import { parseInput } from './validate.js';

type Kind = 'users' | 'pandits' | 'packages' | 'bookings' | 'reviews' | 'testimonials';
const idOf = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d));
const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));

/**
 * Export, import and clear-all (spec §2 Data Management, decisions: import states its mode, validates the whole
 * file first and runs in one transaction; clear deletes exactly what it names, never the acting admin).
 */
export class DataService {
  constructor(private readonly ctx: Context) {}

  /** Every record as one file; accounts without any secret (no password hash). */
  async export(): Promise<DataFile & { exportedAt: string }> {
    const em = this.ctx.em.fork();
    const order = { orderBy: { createdAt: 'asc', id: 'asc' } } as const;
    const [users, pandits, packages, bookings, reviews, testimonials, about] = [
      await em.find(UserSchema, {}, order),
      await em.find(PanditSchema, {}, order),
      await em.find(PackageSchema, {}, order),
      await em.find(BookingSchema, {}, order),
      await em.find(ReviewSchema, {}, order),
      await em.find(TestimonialSchema, {}, order),
      await em.findOne(AboutContentSchema, { id: 1 }),
    ];
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
        createdAt: iso(u.createdAt) as never,
      })),
      pandits: pandits.map(
        ({ user, searchText: _s, updatedAt: _u, createdAt, ...p }) =>
          ({ ...p, userId: idOf(user)!, createdAt: iso(createdAt) as never }) as never,
      ),
      packages: packages.map(({ updatedAt: _u, createdAt, ...p }) => ({
        ...p,
        image: p.image ?? null,
        createdAt: iso(createdAt) as never,
      })),
      bookings: bookings.map(({ user, pandit, package: pkg, idempotencyKey: _k, updatedAt: _u, createdAt, date, ...b }) => ({
        ...b,
        date: day(date),
        userId: idOf(user)!,
        panditId: idOf(pandit),
        packageId: idOf(pkg),
        createdAt: iso(createdAt) as never,
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
            translations: about.translations ?? {},
            updatedBy: about.updatedBy ?? null,
          }
        : null,
    };
  }

  /** Every reference of the file must point at a record in the file (or, merging, in the database). */
  private async checkReferences(file: DataFile, mode: 'REPLACE' | 'MERGE') {
    const em = this.ctx.em;
    const fields: FieldErrors = {};
    const fail = (path: string, message: string) => (fields[`data.${path}`] ??= message);
    const ids = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
    const dbIds = async (entity: typeof UserSchema | typeof PanditSchema | typeof PackageSchema | typeof BookingSchema) =>
      mode === 'MERGE' || entity === UserSchema
        ? new Set((await em.find(entity as typeof UserSchema, {}, { fields: ['id'] })).map((r) => r.id))
        : new Set<string>();
    const users = new Set([...ids(file.users), ...(await dbIds(UserSchema))]);
    const pandits = new Set([...ids(file.pandits), ...(await dbIds(PanditSchema))]);
    const packages = new Set([...ids(file.packages), ...(await dbIds(PackageSchema))]);
    const bookings = new Set([...ids(file.bookings), ...(await dbIds(BookingSchema))]);
    const dupes = (kind: Kind, rows: { id: string }[]) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => (seen.has(r.id) ? fail(`${kind}.${i}.id`, 'Duplicate id') : seen.add(r.id)));
    };
    (['users', 'pandits', 'packages', 'bookings', 'reviews', 'testimonials'] as Kind[]).forEach((k) => dupes(k, file[k]));
    const emails = new Map<string, number>();
    file.users.forEach((u, i) =>
      emails.has(u.email) ? fail(`users.${i}.email`, 'This email appears twice in the file') : emails.set(u.email, i),
    );
    const taken = await em.find(UserSchema, { email: { $in: [...emails.keys()] } }, { fields: ['id', 'email'] });
    for (const t of taken) {
      const i = emails.get(t.email)!;
      if (file.users[i].id !== t.id) fail(`users.${i}.email`, 'This email belongs to another account');
    }
    const panditUsers = new Set<string>();
    file.pandits.forEach((p, i) => {
      if (!users.has(p.userId)) fail(`pandits.${i}.userId`, 'Unknown account');
      if (panditUsers.has(p.userId)) fail(`pandits.${i}.userId`, 'This account has two pandit profiles');
      panditUsers.add(p.userId);
    });
    file.bookings.forEach((b, i) => {
      if (!users.has(b.userId)) fail(`bookings.${i}.userId`, 'Unknown account');
      if (b.panditId && !pandits.has(b.panditId)) fail(`bookings.${i}.panditId`, 'Unknown pandit');
      if (b.packageId && !packages.has(b.packageId)) fail(`bookings.${i}.packageId`, 'Unknown package');
    });
    file.reviews.forEach((r, i) => {
      if (!bookings.has(r.bookingId)) fail(`reviews.${i}.bookingId`, 'Unknown booking');
      if (!users.has(r.userId)) fail(`reviews.${i}.userId`, 'Unknown account');
      if (!pandits.has(r.panditId)) fail(`reviews.${i}.panditId`, 'Unknown pandit');
    });
    file.testimonials.forEach((t, i) => {
      if (t.panditId && !pandits.has(t.panditId)) fail(`testimonials.${i}.panditId`, 'Unknown pandit');
    });
    if (Object.keys(fields).length) throw validationError(fields, 'The file has errors; nothing was imported.');
  }

  /** Validates the whole file, then writes it in one transaction: all or nothing. */
  async import(mode: 'REPLACE' | 'MERGE', data: unknown) {
    const file = parseInput(dataFileSchema, data, 'data');
    await this.checkReferences(file, mode);
    const actorId = this.ctx.viewer?.id;
    const unusable = await hashPassword(randomPassword());
    let accountsWithoutPassword = 0;
    try {
      await this.ctx.em.transactional(async (em) => {
        if (mode === 'REPLACE') await this.deleteCatalogue(em);
        // Accounts: matched by id; passwords stay; the acting admin is never changed.
        const existing = new Map((await em.find(UserSchema, { id: { $in: file.users.map((u) => u.id) } })).map((u) => [u.id, u]));
        for (const u of file.users) {
          if (u.id === actorId) continue;
          const row = existing.get(u.id);
          if (row) Object.assign(row, { ...u, phone: u.phone ?? null, avatar: u.avatar ?? null });
          else {
            em.create(UserSchema, { ...u, phone: u.phone ?? null, avatar: u.avatar ?? null, passwordHash: unusable });
            accountsWithoutPassword++;
          }
        }
        await em.flush();
        await this.upsert(
          em,
          PanditSchema,
          file.pandits.map(({ userId, ...p }) => ({ ...p, user: userId, searchText: searchTextFor(p) })),
        );
        await this.upsert(em, PackageSchema, file.packages);
        await this.upsert(
          em,
          BookingSchema,
          file.bookings.map(({ userId, panditId, packageId, ...b }) => ({
            ...b,
            user: userId,
            pandit: panditId ?? null,
            package: packageId ?? null,
          })),
        );
        await this.upsert(
          em,
          ReviewSchema,
          file.reviews.map(({ bookingId, userId, panditId, ...r }) => ({
            ...r,
            booking: bookingId,
            user: userId,
            pandit: panditId,
          })),
        );
        await this.upsert(
          em,
          TestimonialSchema,
          file.testimonials.map(({ panditId, ...t }) => ({ ...t, pandit: panditId ?? null })),
        );
        if (file.about) {
          const about =
            (await em.findOne(AboutContentSchema, { id: 1 })) ?? em.create(AboutContentSchema, { id: 1, ...file.about });
          Object.assign(about, file.about);
        }
        audit(this.ctx, em, 'data.import', 'Data', null, { mode: { after: mode }, counts: { after: this.countsOf(file) } });
        await em.flush();
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23505') {
        throw new DomainError(
          'CONFLICT',
          'The file conflicts with existing records (a duplicate slot, link or email); nothing was imported.',
          {
            reason: 'IMPORT_CONFLICT',
          },
        );
      }
      throw e;
    }
    this.ctx.em.clear();
    return { mode, imported: this.countsOf(file), accountsWithoutPassword };
  }

  private countsOf(file: DataFile) {
    return {
      users: file.users.length,
      pandits: file.pandits.length,
      packages: file.packages.length,
      bookings: file.bookings.length,
      reviews: file.reviews.length,
      testimonials: file.testimonials.length,
    };
  }

  private async upsert(
    em: EntityManager,
    entity: typeof PanditSchema | typeof PackageSchema | typeof BookingSchema | typeof ReviewSchema | typeof TestimonialSchema,
    rows: Array<{ id: string }>,
  ) {
    const e = entity as typeof PackageSchema;
    const existing = new Map((await em.find(e, { id: { $in: rows.map((r) => r.id) } })).map((r) => [r.id, r]));
    for (const row of rows) {
      const found = existing.get(row.id);
      if (found) em.assign(found, row as never);
      else em.create(e, row as never);
    }
    await em.flush();
  }

  /** Pandit profiles, packages, bookings (their history cascades), reviews, testimonials; pandit accounts become users. */
  private async deleteCatalogue(em: EntityManager) {
    const deleted = {
      users: 0,
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
