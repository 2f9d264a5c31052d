import type { EntityManager } from '@mikro-orm/postgresql';
import { ceremonyInputSchema, isUuid, panditCeremonyInputSchema, type FieldKeys } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, notFound } from '../../errors.js';
import { validate, validationFailed } from '../../validation.js';
import { rawRows } from '../../db/raw.js';
import type { NearInput, PageInput } from '../../__generated__/resolvers-types.js';
import { audit, diff, snapshot } from '../admin/audit.service.js';
import { PUBLIC_PANDIT_SQL } from '../pandit/pandit.entity.js';
import { englishPlace, PanditService } from '../pandit/pandit.service.js';
import { ceremonyList } from './ceremony.catalog.js';
import { CeremonySchema, PanditCeremonySchema, type Ceremony } from './ceremony.entity.js';
import { ceremonyMatcher } from './ceremony-match.js';

/** A ceremony a pandit performs, with his own prices (Pandit.ceremonies). */
export interface PanditCeremonyRow {
  ceremony: Ceremony;
  price: number | null;
  virtualPrice: number | null;
}

/** What the pandit inputs say about ceremonies: names (old clients), ids, ids with prices. */
export interface CeremonyChoiceInput {
  specializations?: readonly string[] | null;
  ceremonyIds?: readonly string[] | null;
  /** Checked here with panditCeremonyInputSchema. */
  ceremonyPrices?: readonly unknown[] | null;
}

/** A pandit's ceremony as it will be stored. */
export interface CeremonyChoice {
  ceremony: Ceremony;
  price: number | null;
  virtualPrice: number | null;
}

const AUDITED = ['slug', 'nameEn', 'nameHi', 'aliases', 'durationMinutes'] as const;

const range = (lowest: unknown, median: unknown, highest: unknown, n: unknown) =>
  Number(n) > 0 ? { lowest: Number(lowest), median: Number(median), highest: Number(highest), pandits: Number(n) } : null;

/**
 * The seeders' link from pandits.specializations (English names, as the demo data and the scale seeder write them) to
 * pandit_ceremonies: one statement.
 */
export const LINK_CEREMONIES_BY_NAME_SQL = `insert into pandit_ceremonies (pandit_id, ceremony_id)
  select p.id, c.id from pandits p cross join lateral unnest(p.specializations) s(name) join ceremonies c on c.name_en = s.name
  on conflict do nothing`;
export async function linkCeremoniesByName(em: EntityManager): Promise<void> {
  await em.getConnection().execute(LINK_CEREMONIES_BY_NAME_SQL);
}

/** Ceremonies (issue #33, decision record 0061): the list, a pandit's ceremonies, prices, the admin's edits. */
export class CeremonyService {
  constructor(private readonly ctx: Context) {}

  list(): Promise<readonly Ceremony[]> {
    return ceremonyList(this.ctx.app);
  }

  async bySlug(slug: string): Promise<Ceremony | null> {
    return (await this.list()).find((c) => c.slug === slug) ?? null;
  }

  async byId(id: string): Promise<Ceremony | null> {
    return (await this.list()).find((c) => c.id === id) ?? null;
  }

  /** A pandit's ceremonies by English name with his prices: one statement for every pandit of the request. */
  async ofPandit(panditId: string): Promise<PanditCeremonyRow[]> {
    return this.ctx.loaders
      .batch<string, PanditCeremonyRow[]>('ceremony:ofPandit', async (ids) => {
        const [ceremonies, rows] = await Promise.all([
          this.list(),
          rawRows<{ pandit_id: string; ceremony_id: string; price: number | null; virtual_price: number | null }>(
            this.ctx.app,
            'select pandit_id, ceremony_id, price, virtual_price from pandit_ceremonies where pandit_id = any(?::uuid[])',
            [ids],
          ),
        ]);
        const byId = new Map(ceremonies.map((c) => [c.id, c]));
        const out = new Map<string, PanditCeremonyRow[]>();
        for (const r of rows) {
          const ceremony = byId.get(r.ceremony_id);
          if (!ceremony) continue;
          const list = out.get(r.pandit_id) ?? [];
          list.push({ ceremony, price: r.price, virtualPrice: r.virtual_price });
          out.set(r.pandit_id, list);
        }
        return ids.map((id) => (out.get(id) ?? []).sort((a, b) => a.ceremony.nameEn.localeCompare(b.ceremony.nameEn)));
      })
      .load(panditId);
  }

  /**
   * Lowest, median and highest live Basic price of the public pandits who perform it (in `city`, English or Hindi
   * name, when given): the pandit's ceremony price when set, else his Basic tier; virtual likewise. One statement.
   */
  async prices(ceremonyId: string, city?: string | null) {
    const place = city?.trim() ? englishPlace(city) : null;
    const [r] = await rawRows<Record<string, unknown>>(
      this.ctx.app,
      `with live as (
         select coalesce(pc.price, p.basic_price) as in_person,
                case when p.virtual_pooja_available then coalesce(pc.virtual_price, p.virtual_basic_price) end as virt
           from pandit_ceremonies pc join pandits p on p.id = pc.pandit_id
          where pc.ceremony_id = ? and ${PUBLIC_PANDIT_SQL} and (?::text is null or lower(p.city) = lower(?::text)))
       select min(in_person) as l, round(percentile_cont(0.5) within group (order by in_person))::int as m,
              max(in_person) as h, count(in_person)::int as n,
              min(virt) as vl, round(percentile_cont(0.5) within group (order by virt))::int as vm,
              max(virt) as vh, count(virt)::int as vn
         from live`,
      [ceremonyId, place, place],
    );
    return { inPerson: range(r?.l, r?.m, r?.h, r?.n), virtual: range(r?.vl, r?.vm, r?.vh, r?.vn) };
  }

  /** Cities with public pandits who perform it, most pandits first. */
  async cities(ceremonyId: string) {
    const rows = await rawRows<{ city: string; state: string; n: number }>(
      this.ctx.app,
      `select p.city, p.state, count(*)::int as n from pandit_ceremonies pc join pandits p on p.id = pc.pandit_id
        where pc.ceremony_id = ? and ${PUBLIC_PANDIT_SQL} and p.city <> ''
        group by p.city, p.state order by n desc, p.city`,
      [ceremonyId],
    );
    return rows.map((r) => ({ city: r.city, state: r.state, pandits: Number(r.n) }));
  }

  /** Every ceremony's cities with public pandits who perform it (the sitemap's ceremony-and-city pages). */
  async cityPages(): Promise<Array<{ slug: string; city: string }>> {
    return rawRows<{ slug: string; city: string }>(
      this.ctx.app,
      `select distinct c.slug, p.city from pandit_ceremonies pc join pandits p on p.id = pc.pandit_id
         join ceremonies c on c.id = pc.ceremony_id
        where ${PUBLIC_PANDIT_SQL} and p.city <> '' order by c.slug, p.city`,
      [],
    );
  }

  /** The public pandits who perform it: the directory's list, nearest first with `near`. */
  pandits(
    ceremonyId: string,
    args: { city?: string | null; near?: NearInput | null; page?: PageInput | null },
    fields?: ReadonlySet<string> | null,
  ) {
    return new PanditService(this.ctx).list(
      { city: args.city ?? null, near: args.near ?? null, ceremonyId },
      args.near ? 'DISTANCE' : 'RATING',
      args.page,
      fields,
    );
  }

  /**
   * The ceremonies a pandit input names: `specializations` matched by name and alias (an unknown one refused),
   * `ceremonyIds`, and `ceremonyPrices` (whose prices win). Undefined when the input names none of the three.
   */
  async choices(input: CeremonyChoiceInput, root = 'input'): Promise<CeremonyChoice[] | undefined> {
    const { specializations, ceremonyIds, ceremonyPrices } = input;
    if (specializations == null && ceremonyIds == null && ceremonyPrices == null) return undefined;
    const ceremonies = await this.list();
    const byId = new Map(ceremonies.map((c) => [c.id, c]));
    const match = ceremonyMatcher(ceremonies);
    const fieldKeys: FieldKeys = {};
    const chosen = new Map<string, CeremonyChoice>();
    const add = (ceremony: Ceremony, price: number | null = null, virtualPrice: number | null = null) =>
      chosen.set(ceremony.id, { ceremony, price, virtualPrice });
    (specializations ?? []).forEach((typed, i) => {
      if (typeof typed !== 'string' || !typed.trim()) return;
      const c = match(typed);
      if (c) add(c);
      else fieldKeys[`${root}.specializations.${i}`] = 'ceremony.unknown';
    });
    (ceremonyIds ?? []).forEach((id, i) => {
      const c = isUuid(id) ? byId.get(id) : undefined;
      if (c) add(c);
      else fieldKeys[`${root}.ceremonyIds.${i}`] = 'ceremony.unknown';
    });
    (ceremonyPrices ?? []).forEach((raw, i) => {
      const v = validate(panditCeremonyInputSchema, raw, `${root}.ceremonyPrices.${i}`);
      const c = isUuid(v.ceremonyId) ? byId.get(v.ceremonyId) : undefined;
      if (c) add(c, v.price, v.virtualPrice);
      else fieldKeys[`${root}.ceremonyPrices.${i}.ceremonyId`] = 'ceremony.unknown';
    });
    if (Object.keys(fieldKeys).length) throw validationFailed(fieldKeys);
    return [...chosen.values()].sort((a, b) => a.ceremony.nameEn.localeCompare(b.ceremony.nameEn));
  }

  /**
   * Replaces a pandit's ceremonies (in the caller's transaction) and returns their English names, which the caller
   * writes to pandits.specializations: the copy the previous release still reads (decision record 0061).
   */
  static async replaceForPandit(em: EntityManager, panditId: string, choices: readonly CeremonyChoice[]): Promise<string[]> {
    await em.nativeDelete(PanditCeremonySchema, { pandit: panditId });
    for (const c of choices)
      em.create(PanditCeremonySchema, {
        pandit: panditId,
        ceremony: c.ceremony.id,
        price: c.price,
        virtualPrice: c.virtualPrice,
      });
    return choices.map((c) => c.ceremony.nameEn);
  }

  // ---------------------------------------------------------------- admin

  private fields(input: unknown) {
    const v = validate(ceremonyInputSchema, input);
    return {
      slug: v.slug,
      nameEn: v.name.en,
      nameHi: v.name.hi,
      aliases: v.aliases,
      descriptionEn: v.description.en,
      descriptionHi: v.description.hi,
      whenDoneEn: v.whenDone.en,
      whenDoneHi: v.whenDone.hi,
      whoForEn: v.whoFor.en,
      whoForHi: v.whoFor.hi,
      durationMinutes: v.durationMinutes,
      steps: v.steps,
      samagri: v.samagri,
    };
  }

  private async slugFree(slug: string, except?: string) {
    const other = await this.ctx.em.findOne(CeremonySchema, { slug });
    if (other && other.id !== except) throw validationFailed({ 'input.slug': 'ceremony.slugTaken' });
  }

  private async find(id: string): Promise<Ceremony> {
    const c = isUuid(id) ? await this.ctx.em.findOne(CeremonySchema, { id }) : null;
    if (!c) throw notFound('Ceremony');
    return c;
  }

  async create(input: unknown): Promise<Ceremony> {
    const values = this.fields(input);
    await this.slugFree(values.slug);
    const c = this.ctx.em.create(CeremonySchema, values as never);
    audit(this.ctx, this.ctx.em, 'ceremony.create', 'Ceremony', c.id, diff(null, snapshot(c, AUDITED)));
    await this.ctx.em.flush();
    return c;
  }

  async update(id: string, input: unknown): Promise<Ceremony> {
    const values = this.fields(input);
    const c = await this.find(id);
    await this.slugFree(values.slug, c.id);
    const before = snapshot(c, AUDITED);
    const renamed = c.nameEn !== values.nameEn;
    Object.assign(c, values);
    audit(this.ctx, this.ctx.em, 'ceremony.update', 'Ceremony', id, diff(before, snapshot(c, AUDITED)));
    await this.ctx.em.transactional(async (em) => {
      await em.flush();
      // The pandits' copy of the English names follows a rename (pandits.specializations, decision record 0061).
      if (renamed)
        await em.getConnection().execute(
          `update pandits p set specializations = coalesce((select array_agg(c.name_en order by c.name_en)
             from pandit_ceremonies pc join ceremonies c on c.id = pc.ceremony_id where pc.pandit_id = p.id), '{}')
           where exists (select 1 from pandit_ceremonies pc where pc.pandit_id = p.id and pc.ceremony_id = ?)`,
          [c.id],
          'all',
          em.getTransactionContext(),
        );
    });
    return c;
  }

  async delete(id: string): Promise<boolean> {
    const c = await this.find(id);
    const [use] = await this.ctx.em.getConnection().execute<Array<{ pandits: number; bookings: number }>>(
      `select (select count(*)::int from pandit_ceremonies where ceremony_id = ?) as pandits,
                (select count(*)::int from bookings where ceremony_id = ?) as bookings`,
      [c.id, c.id],
    );
    if (use && (use.pandits > 0 || use.bookings > 0))
      throw new DomainError(
        'CONFLICT',
        `This ceremony is in use (${use.pandits} pandits perform it, ${use.bookings} bookings name it) and cannot be deleted.`,
        { reason: 'CEREMONY_IN_USE', pandits: use.pandits, bookings: use.bookings },
      );
    audit(this.ctx, this.ctx.em, 'ceremony.delete', 'Ceremony', id, diff(snapshot(c, AUDITED), null));
    this.ctx.em.remove(c);
    await this.ctx.em.flush();
    return true;
  }
}
