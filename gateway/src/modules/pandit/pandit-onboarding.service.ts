import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_PHOTOS, adminSearchSchema, isUuid, photoUrlsSchema, type RegistrationStatusValue } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, forbidden, notFound, unauthenticated } from '../../errors.js';
import { fieldFailure, validate } from '../../validation.js';
import type {
  MutationUpdatePanditProfileArgs,
  PanditApplicationInput,
  QueryPanditApplicationsArgs,
} from '../../__generated__/resolvers-types.js';
import { pageOf } from '../../paging.js';
import { UserSchema } from '../account/user.entity.js';
import { recordEvent } from '../messages/events.js';
import { PanditSchema, type Pandit } from './pandit.entity.js';
import { searchTextFor } from './pandit.search.js';
import { applicationFields, rejectionReason, updatedFields, type PanditFields } from './pandit-onboarding.rules.js';
import { CeremonyService, type CeremonyChoice, type CeremonyChoiceInput } from '../ceremony/ceremony.service.js';

/**
 * The ceremonies an input names (ids, ids with prices, or names and aliases as old clients send them) and the input
 * with `specializations` as their English names for the shared rule; `choices` undefined when the input names none.
 */
export async function withCeremonies<I extends CeremonyChoiceInput>(
  ctx: Context,
  input: I,
): Promise<{ input: Omit<I, 'specializations'> & { specializations: string[] }; choices: CeremonyChoice[] | undefined }> {
  const choices = await new CeremonyService(ctx).choices(input);
  return { input: { ...input, specializations: choices?.map((c) => c.ceremony.nameEn) ?? [] }, choices };
}
const isUnique = (e: unknown) => e instanceof UniqueConstraintViolationException || (e as { code?: string }).code === '23505';

function currentFields(p: Pandit): PanditFields {
  return {
    name: p.name,
    email: p.email,
    phone: p.phone,
    whatsappNumber: p.whatsappNumber ?? null,
    state: p.state,
    city: p.city,
    location: p.location,
    bio: p.bio,
    experience: p.experience,
    specializations: [...p.specializations],
    languages: [...p.languages],
    basicPrice: p.basicPrice,
    premiumPrice: p.premiumPrice,
    deluxePrice: p.deluxePrice,
    virtualPoojaAvailable: p.virtualPoojaAvailable,
    virtualBasicPrice: p.virtualBasicPrice ?? null,
    virtualPremiumPrice: p.virtualPremiumPrice ?? null,
    virtualDeluxePrice: p.virtualDeluxePrice ?? null,
    tierIncludes: p.tierIncludes ?? null,
    avatar: p.avatar ?? null,
    photos: [...p.photos],
  };
}

/** Writes validated fields and keeps the denormalised search text in step. */
function assign(p: Pandit, fields: PanditFields) {
  Object.assign(p, fields);
  p.searchText = searchTextFor(fields);
}

/**
 * Join as Pandit and the approval workflow (spec §2, §4, §5). Every rule is here: one application per
 * account, who may edit which profile, and the approve/reject state changes.
 */
export class PanditOnboardingService {
  constructor(private readonly ctx: Context) {}

  private viewer() {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    return viewer;
  }

  private async find(id: string, em: EntityManager = this.ctx.em): Promise<Pandit> {
    const pandit = isUuid(id) ? await em.findOne(PanditSchema, { id }) : null;
    if (!pandit) throw notFound('Pandit');
    return pandit;
  }

  private ownerId(p: Pandit): string {
    return (p.user as unknown as { id: string }).id;
  }

  /** The pandit if the viewer may edit it (the pandit themself or an admin); NOT_FOUND / FORBIDDEN otherwise. */
  async editable(id: string): Promise<Pandit> {
    const viewer = this.viewer();
    const pandit = await this.find(id);
    if (viewer.role !== 'admin' && this.ownerId(pandit) !== viewer.id) throw forbidden();
    return pandit;
  }

  async mine(): Promise<Pandit | null> {
    const viewer = this.viewer();
    return this.ctx.em.findOne(PanditSchema, { user: viewer.id });
  }

  /** Contact details default to the account's (spec §3: they come from the linked user). */
  private withContactDefaults(input: PanditApplicationInput): PanditApplicationInput {
    const viewer = this.viewer();
    const blank = (v: string | null | undefined) => !v || !v.trim();
    return {
      ...input,
      name: blank(input.name) ? viewer.name : input.name,
      email: blank(input.email) ? viewer.email : input.email,
      phone: blank(input.phone) ? (viewer.phone ?? '') : input.phone,
    };
  }

  /** A new application: pending, not approved, not verified. One per account. */
  async apply(input: PanditApplicationInput): Promise<Pandit> {
    const viewer = this.viewer();
    if (viewer.role === 'admin') throw new DomainError('FORBIDDEN', 'Administrators cannot apply as pandits.');
    const named = await withCeremonies(this.ctx, input);
    const fields = applicationFields(this.withContactDefaults(named.input));
    const em = this.ctx.em;
    const existing = await em.findOne(PanditSchema, { user: viewer.id });
    if (existing) throw alreadyApplied(existing);
    const pandit = em.create(PanditSchema, {
      ...fields,
      user: viewer.id,
      registrationStatus: 'pending',
      approved: false,
      verified: false,
      rejectionReason: null,
      searchText: searchTextFor(fields),
    });
    await CeremonyService.replaceForPandit(em, pandit.id, named.choices ?? []);
    // The applicant hears that it arrived (issue #37), in the same transaction as the application.
    recordEvent(em, { type: 'application.received', userId: viewer.id });
    try {
      await em.flush();
    } catch (e) {
      if (isUnique(e)) throw alreadyApplied(null);
      throw e;
    }
    return pandit;
  }

  /** Edit one's own pending or rejected application and send it again: back to pending, reason cleared. */
  async resubmit(input: PanditApplicationInput): Promise<Pandit> {
    const pandit = await this.mine();
    if (!pandit) throw notFound('Pandit application');
    if (pandit.registrationStatus === 'approved') {
      throw new DomainError('CONFLICT', 'Your application is already approved. Edit your profile instead.');
    }
    const named = await withCeremonies(this.ctx, input);
    assign(pandit, applicationFields(this.withContactDefaults(named.input)));
    await CeremonyService.replaceForPandit(this.ctx.em, pandit.id, named.choices ?? []);
    pandit.registrationStatus = 'pending';
    pandit.approved = false;
    pandit.verified = false;
    pandit.rejectionReason = null;
    recordEvent(this.ctx.em, { type: 'application.received', userId: this.viewer().id });
    await this.ctx.em.flush();
    return pandit;
  }

  /** Partial profile edit by the pandit or an admin. Approval and status are untouched. */
  async update(id: string, input: MutationUpdatePanditProfileArgs['input']): Promise<Pandit> {
    const pandit = await this.editable(id);
    const { addPhotos, ceremonyIds, ceremonyPrices, ...rest } = input;
    if (addPhotos?.length) rest.photos = [...(rest.photos ?? pandit.photos), ...addPhotos];
    const choices = await new CeremonyService(this.ctx).choices({
      specializations: rest.specializations,
      ceremonyIds,
      ceremonyPrices,
    });
    if (choices) rest.specializations = choices.map((c) => c.ceremony.nameEn);
    assign(pandit, updatedFields(rest, currentFields(pandit)));
    if (choices) await CeremonyService.replaceForPandit(this.ctx.em, pandit.id, choices);
    await this.ctx.em.flush();
    return pandit;
  }

  async addPhotos(id: string, urls: readonly string[]): Promise<Pandit> {
    const pandit = await this.editable(id);
    const photos = [...new Set([...pandit.photos, ...validate(photoUrlsSchema, urls, 'urls')])];
    if (photos.length > MAX_PHOTOS) throw fieldFailure('urls', 'photos.tooMany');
    pandit.photos = photos;
    await this.ctx.em.flush();
    return pandit;
  }

  /** Approve (admin): approved + verified + 'approved' and the account becomes a pandit, atomically. */
  async approve(id: string): Promise<Pandit> {
    const result = await this.ctx.em.transactional(async (em) => {
      const pandit = await this.find(id, em);
      pandit.approved = true;
      pandit.verified = true;
      pandit.registrationStatus = 'approved';
      pandit.rejectionReason = null;
      const user = await em.findOneOrFail(UserSchema, { id: this.ownerId(pandit) });
      if (user.role === 'user') user.role = 'pandit'; // never demotes an admin
      recordEvent(em, { type: 'application.approved', userId: user.id });
      return pandit;
    });
    return this.ctx.em.findOneOrFail(PanditSchema, { id: result.id }, { refresh: true });
  }

  /** Reject (admin) with a reason of at least 10 characters; a pandit account goes back to user. */
  async reject(id: string, reason: string): Promise<Pandit> {
    const why = rejectionReason(reason);
    const result = await this.ctx.em.transactional(async (em) => {
      const pandit = await this.find(id, em);
      pandit.approved = false;
      pandit.verified = false;
      pandit.registrationStatus = 'rejected';
      pandit.rejectionReason = why;
      const user = await em.findOneOrFail(UserSchema, { id: this.ownerId(pandit) });
      if (user.role === 'pandit') user.role = 'user';
      recordEvent(em, { type: 'application.rejected', userId: user.id, data: { reason: why } });
      return pandit;
    });
    return this.ctx.em.findOneOrFail(PanditSchema, { id: result.id }, { refresh: true });
  }

  /** Awaiting review, oldest first (the review queue). */
  async pending(): Promise<Pandit[]> {
    return this.ctx.em.find(PanditSchema, { registrationStatus: 'pending' }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async applications({ status, search, page }: QueryPanditApplicationsArgs) {
    const where: Record<string, unknown> = {};
    if (status) where.registrationStatus = status;
    const q = validate(adminSearchSchema, search, 'search');
    if (q) {
      const like = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
      where.$or = [
        { name: { $ilike: like } },
        { email: { $ilike: like } },
        { phone: { $ilike: like } },
        { city: { $ilike: like } },
      ];
    }
    const { offset, limit, page: p } = pageOf(page, 20);
    const [items, totalCount] = await this.ctx.em.findAndCount(PanditSchema, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset,
      limit,
    });
    return {
      correctedQuery: null,
      items,
      pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount },
    };
  }

  async stats() {
    const rows: Array<{ status: RegistrationStatusValue; n: string | number }> = await this.ctx.em
      .getConnection()
      .execute('select registration_status as status, count(*) as n from pandits group by registration_status');
    const count = (s: RegistrationStatusValue) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    const pending = count('pending');
    const approved = count('approved');
    const rejected = count('rejected');
    return { pending, approved, rejected, total: pending + approved + rejected };
  }

  /** One application: admins see any, an applicant sees their own; anyone else gets NOT_FOUND. */
  async application(id: string): Promise<Pandit> {
    const viewer = this.viewer();
    const pandit = await this.find(id);
    if (viewer.role !== 'admin' && this.ownerId(pandit) !== viewer.id) throw notFound('Pandit');
    return pandit;
  }
}

function alreadyApplied(existing: Pandit | null) {
  return new DomainError('CONFLICT', 'You have already applied to join as a pandit. Edit your application instead.', {
    panditId: existing?.id ?? null,
    registrationStatus: existing?.registrationStatus ?? null,
  });
}
