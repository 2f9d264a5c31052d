import { isUuid, panditFilterSchema } from '@marketplace/schema/rules';
import { panditSlug, pickBySlug, slugIdRange } from '@marketplace/schema/rules/slug';
import type { Context } from '../../context.js';
import { forbidden, unauthenticated } from '../../errors.js';
import { validate } from '../../validation.js';
import type { PanditFilter, PanditSort } from '../../__generated__/resolvers-types.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { findState, hindiAliases } from '../../reference/index.js';
import { BookingSchema } from '../booking/booking.entity.js';
import { ReviewSchema, type Review } from '../review/review.entity.js';
import { ID_VERIFIED_SQL, PUBLIC_PANDIT_SQL, PanditSchema, type Pandit, type PanditOrRow } from './pandit.entity.js';
import { holding, likeEscape, searchTerms, textHolds } from './pandit.search.js';
import { planQuery, type QueryPlan } from '../search/vocabulary.js';
import { alternatives, canonicalPlace, planSql } from '../search/search.sql.js';
import { isDevanagari } from '../search/phonetic.js';
import { nearSql, rememberDistances, takeDistances, type CityDistance, type NearSql } from './pandit.near.js';
import { plainRows, rawRows, type Row } from '../../db/raw.js';
import { columnsFor, entitySelect, type ColumnRules } from '../../db/selected-columns.js';
import { at } from '../../indexed.js';

/** ORDER BY per sort; each matches a partial index on the public pandits (see pandit.entity.ts). */
const ORDER_BY: Record<Exclude<PanditSort, 'RELEVANCE'>, string> = {
  RATING: 'p.rating desc, p.review_count desc, p.id',
  EXPERIENCE: 'p.experience desc, p.id',
  PRICE: 'p.basic_price, p.id',
  NAME: 'p.name, p.id',
  // Nearest first needs filter.near (pandit.near.ts gives its ORDER BY); without it, the best rated.
  DISTANCE: 'p.rating desc, p.review_count desc, p.id',
};

/** The directory's filter, plus the ceremony pages' own: pandits who perform one ceremony (modules/ceremony). */
export type PanditListFilter = PanditFilter & { ceremonyId?: string | null };

/** Filters whose public total a process keeps (pageWithTotal). */
const MAX_KEPT_TOTALS = 1000;

/** What the `pricing` field reads (pricingOf): the six prices and whether the virtual ones are offered. */
const PRICE_COLUMNS = [
  'basic_price',
  'premium_price',
  'deluxe_price',
  'virtual_basic_price',
  'virtual_premium_price',
  'virtual_deluxe_price',
  'virtual_pooja_available',
];

/** The columns the Pandit type's fields read beyond their own property's (db/selected-columns.ts). */
const PANDIT_COLUMN_RULES: ColumnRules = {
  // The key, the account (the `user` field, contact and self rules) and what decides who may see the pandit.
  always: ['id', 'user_id', 'approved', 'verified', 'registration_status'],
  computed: {
    pricing: PRICE_COLUMNS,
    distanceKm: [], // the distance column of a `near` search
    ceremoniesCompleted: [],
    reviews: [],
    medianResponseMinutes: [],
    listed: [],
  },
};

/**
 * The select list (`p.`-qualified) for the Pandit fields asked for; when `fields` is null, every column the ORM reads
 * for a pandit (all but the lazy search text).
 */
export function panditColumns(orm: Context['app']['orm'], fields?: ReadonlySet<string> | null): string {
  const columns = fields && columnsFor(orm, PanditSchema, fields, PANDIT_COLUMN_RULES);
  return columns ? columns.map((c) => `p.${c}`).join(', ') : entitySelect(orm, PanditSchema, 'p');
}

let cityByHindi: Map<string, string> | undefined;
/** A Hindi city name → its English name (cities are stored in English). */
export function englishPlace(name: string): string {
  cityByHindi ??= new Map(hindiAliases().map((a) => [a.hi.normalize('NFC'), a.en]));
  const trimmed = name.normalize('NFC').trim();
  return cityByHindi.get(trimmed) ?? trimmed;
}

export const isPublicPandit = (p: Pick<Pandit, 'approved' | 'verified' | 'registrationStatus'>) =>
  p.approved && p.verified && p.registrationStatus === 'approved';

export const userIdOf = (p: PanditOrRow) => p.user.id;

/** The read side of pandits: the public directory, one profile, and the loaders behind their fields. */
export class PanditService {
  constructor(private readonly ctx: Context) {}

  /**
   * WHERE clause and its parameters for a filter (public rule unless an admin asks for a status or all).
   * Text search is `exact` (every word occurs: trigram-indexed ILIKE) or `fuzzy` (typo-tolerant).
   */
  private where(filter: PanditListFilter | null | undefined, mode: 'exact' | 'fuzzy' = 'exact', plan?: QueryPlan | null) {
    const f = { ...filter, ...validate(panditFilterSchema, filter ?? {}, 'filter') };

    const clauses: string[] = [];
    // The distance join (filter.near) comes before WHERE, so its parameters come first.
    const near = nearSql(filter);
    const params: unknown[] = [...(near?.params ?? [])];
    if (f.status || f.allStatuses) {
      if (!this.ctx.viewer) throw unauthenticated();
      if (this.ctx.viewer.role !== 'admin') throw forbidden();
      if (f.status) {
        clauses.push('p.registration_status = ?');
        params.push(f.status);
      }
    } else {
      clauses.push(PUBLIC_PANDIT_SQL);
    }
    const state = f.state?.trim();
    if (state) {
      clauses.push('p.state = ?');
      params.push(findState(state)?.name.en ?? state);
    }
    const city = f.city?.trim();
    if (city) {
      const en = canonicalPlace(city) ?? englishPlace(city);
      clauses.push('(lower(p.city) = lower(?) or lower(p.location) like ?)');
      params.push(en, holding(city));
    }
    if (f.minPrice != null) {
      clauses.push('p.basic_price >= ?');
      params.push(f.minPrice);
    }
    if (f.maxPrice != null) {
      clauses.push('p.basic_price <= ?');
      params.push(f.maxPrice);
    }
    if (f.minRating) {
      clauses.push('p.rating >= ?');
      params.push(f.minRating);
    }
    if (filter?.verified != null) {
      // ID verified and approved (decision 0079): what Pandit.verified says.
      const verified = `(p.${PUBLIC_PANDIT_SQL.replaceAll(' and ', ' and p.')} and ${ID_VERIFIED_SQL})`;
      clauses.push(filter.verified ? verified : `not ${verified}`);
    }
    if (f.serviceType === 'VIRTUAL') clauses.push('p.virtual_pooja_available = true');
    if (f.serviceType === 'PHYSICAL') clauses.push('p.virtual_pooja_available = false');
    if (filter?.ceremonyId) {
      clauses.push('exists (select 1 from pandit_ceremonies pc where pc.pandit_id = p.id and pc.ceremony_id = ?)');
      params.push(filter.ceremonyId);
    }

    const terms = searchTerms(f.search);
    if (terms && plan) {
      // The understood query: each unit as typed, or as any reference term it names (see modules/search).
      const part = planSql(plan, textHolds);
      clauses.push(part.sql);
      params.push(...part.params);
    } else if (terms && mode === 'exact') {
      for (const w of terms.words) {
        clauses.push(textHolds());
        params.push(holding(w));
      }
    } else if (terms) {
      // Every word occurs (substring), or is similar to a stretch of the text ('varansi'), or forms with
      // its neighbour a pair similar to one ('rudra abishek'). `<%` is served by the trigram GIN index
      // with pg_trgm's word_similarity_threshold (0.6 by default).
      // Latin words of 4 letters or more only: pg_trgm sees no trigrams in Devanagari's combining marks.
      const words = terms.words.filter((w) => !isDevanagari(w) && w.length >= 4);
      if (!words.length) clauses.push('false');
      const each = words.map((w, i) => {
        // Similar words are looked for in the name and the place (short, trigram-indexed): the reference
        // vocabulary (ceremonies, cities) was corrected in memory before this.
        const similar = '(? <% lower(p.name) or ? <% lower(p.location))';
        const alternatives = [textHolds(), similar];
        const values: unknown[] = [holding(w), w, w];
        if (i > 0) {
          alternatives.push(similar);
          values.push(`${words[i - 1]} ${w}`, `${words[i - 1]} ${w}`);
        }
        if (i < words.length - 1) {
          alternatives.push(similar);
          values.push(`${w} ${words[i + 1]}`, `${w} ${words[i + 1]}`);
        }
        params.push(...values);
        return `(${alternatives.join(' or ')})`;
      });
      if (each.length) clauses.push(`(${each.join(' and ')})`);
    }
    const sql = clauses.length ? clauses.join(' and ') : 'true';
    // A count needs the distance join only when it filters (maxDistanceKm).
    const counted = near && !near.filters ? { from: 'pandits p', params: params.slice(near.params.length) } : null;
    const publicOnly = !(f.status || f.allStatuses);
    return { sql, params, terms, from: `pandits p${near?.join ?? ''}`, near, counted, publicOnly };
  }

  /**
   * The page's SQL and parameters (also used by the benchmark to print its plan). A search first
   * looks for pandits whose text holds every word (`exact`); only when none does, for similar words
   * (`fuzzy`), so typo tolerance costs nothing on ordinary searches.
   */
  listQuery(
    filter: PanditListFilter | null | undefined,
    sort: PanditSort | null | undefined,
    page: PageArgs | null | undefined,
    mode: 'exact' | 'fuzzy' = 'exact',
    plan?: QueryPlan | null,
    columns: string = panditColumns(this.ctx.app.orm),
  ) {
    const { offset, limit, page: p } = pageOf(page);
    const { sql, params, terms, from, near, counted, publicOnly } = this.where(filter, mode, plan);
    const wanted = sort ?? (terms ? 'RELEVANCE' : 'RATING');
    let orderBy: string;
    const orderParams: unknown[] = [];
    if (wanted === 'RELEVANCE' && terms && plan) {
      // The name as typed, then pandits holding every typed word (exact matches first), then the understood terms.
      // (Only when some unit may match otherwise than as typed: else every row holds the typed words.)
      const widened = plan.units.some((u) => alternatives(u).length > 1);
      const typed = widened ? `(${plan.typedWords.map(() => textHolds()).join(' and ')}) desc, ` : '';
      orderBy = `(p.name ilike ?) desc, ${typed}${ORDER_BY.RATING}`;
      orderParams.push(`%${likeEscape(plan.typedWords.join(' '))}%`, ...(widened ? plan.typedWords.map(holding) : []));
    } else if (wanted === 'RELEVANCE' && terms && mode === 'fuzzy') {
      orderBy = `word_similarity(?, lower(p.name)) desc, ${ORDER_BY.RATING}`;
      orderParams.push(terms.phrase);
    } else if (wanted === 'RELEVANCE' && terms) {
      // The whole phrase in the name, then anywhere, then rating.
      orderBy = `(p.name ilike ?) desc, (${textHolds()}) desc, ${ORDER_BY.RATING}`;
      orderParams.push(`%${likeEscape(terms.phrase)}%`, holding(terms.phrase));
    } else if (wanted === 'DISTANCE' && near) orderBy = near.orderBy;
    else orderBy = ORDER_BY[wanted === 'RELEVANCE' ? 'RATING' : wanted];
    const nearest = wanted === 'DISTANCE' && near && !terms ? this.nearestFirst(near, columns, sql, params, limit, offset) : null;
    return {
      terms,
      publicOnly,
      page: { page: p, limit, offset },
      // A search sorts every match anyway, so the total comes with the page (one scan, not two).
      select: `select ${columns}${near?.column ?? ''}${terms ? ', count(*) over () as total_matches' : ''} from ${from} where ${sql} order by ${orderBy} limit ? offset ?`,
      selectParams: [...params, ...orderParams, limit, offset],
      count: `select count(*)::int as n from ${counted?.from ?? from} where ${sql}`,
      countParams: counted?.params ?? params,
      exists: `select exists (select 1 from ${counted?.from ?? from} where ${sql}) as found`,
      ...nearest,
    };
  }

  /**
   * The nearest-first page without a search: the cities from the nearest (`near.places`), each one's best rated
   * pandits from the partial index on place and rating (at most a page's worth per city), then, without
   * `maxDistanceKm`, the pandits whose place is no reference city, best rated first (their distance is unknown: last).
   * PostgreSQL stops at the page: an incremental sort over the cities' order, and the second branch of the UNION ALL
   * only when the first runs out. Ordered as `near.orderBy`. A first page of 8,555 pandits (EXPLAIN ANALYZE): 13-26 ms
   * before, 1.4-1.8 ms.
   */
  private nearestFirst(near: NearSql, columns: string, where: string, params: unknown[], limit: number, offset: number) {
    const filterParams = params.slice(near.params.length);
    const inPlace = `select ${columns}, p.rating as sort_rating, p.review_count as sort_reviews from pandits p
      where p.state = d.state and lower(p.city) = d.city and ${where} order by ${ORDER_BY.RATING} limit ?`;
    const placed = `select ${columns}, d.km as distance_km from ${near.places} d cross join lateral (${inPlace}) p
      order by d.km, p.sort_rating desc, p.sort_reviews desc, p.id`;
    const unplaced = `select ${columns}, null::float8 as distance_km from pandits p where ${where} and ${near.unplaced}
      order by ${ORDER_BY.RATING}`;
    return {
      select: `select * from ((${placed})${near.filters ? '' : ` union all (${unplaced})`}) nearest limit ? offset ?`,
      selectParams: [
        ...near.params,
        ...filterParams,
        offset + limit,
        ...(near.filters ? [] : [...filterParams, near.citiesParam]),
        limit,
        offset,
      ],
    };
  }

  /**
   * The directory: filtered, sorted and paged in SQL. Without a search, the page comes with its total
   * (pageWithTotal: kept per filter until a write, else counted in the page's statement); a search's page carries
   * its total already. Reads run as prepared statements and come back as plain objects (db/raw.ts).
   * A search (unless `filter.exact`) is understood first (modules/search: aliases, both scripts, phonetic
   * keys); when that finds nothing, slips are corrected against the vocabulary (edit distance); when that
   * finds nothing either, similar words are matched in SQL (trigram, slower).
   */
  async list(
    filter: PanditListFilter | null | undefined,
    sort: PanditSort | null | undefined,
    page: PageArgs | null | undefined,
    /** The Pandit fields the caller reads (a narrow select), or every column. */
    fields?: ReadonlySet<string> | null,
  ) {
    const columns = panditColumns(this.ctx.app.orm, fields);
    // A text search or city is a LIKE pattern: planned for its values each time (see rawRows).
    const patterns = Boolean(filter?.search?.trim() || filter?.city?.trim());
    const run = <T>(sql: string, params: readonly unknown[]) => rawRows<T>(this.ctx.app, sql, params, !patterns);
    const understood = filter?.exact ? null : planQuery(filter?.search);
    let plan = understood;
    let q = this.listQuery(filter, sort, page, 'exact', plan, columns);
    let rows: Array<Record<string, unknown>>;
    let total: number | undefined;
    if (q.terms) rows = await run<Record<string, unknown>>(q.select, q.selectParams);
    else ({ rows, total } = await this.pageWithTotal(q, run));
    const nothingAtAll = async (query: typeof q) =>
      query.page.offset === 0 || !(await run<{ found: boolean }>(query.exists, query.countParams))[0]?.found;
    if (q.terms && understood && rows.length === 0 && (await nothingAtAll(q))) {
      const corrected = planQuery(filter?.search, true);
      const retry = corrected?.units.some((u) => u.how === 'fuzzy')
        ? this.listQuery(filter, sort, page, 'exact', corrected, columns)
        : null;
      const retryRows = retry ? await run<Record<string, unknown>>(retry.select, retry.selectParams) : [];
      if (retry && (retryRows.length > 0 || !(await nothingAtAll(retry)))) [q, rows, plan] = [retry, retryRows, corrected];
      else {
        q = this.listQuery(filter, sort, page, 'fuzzy', null, columns);
        rows = await run<Record<string, unknown>>(q.select, q.selectParams);
        plan = null;
      }
    }
    const { offset, limit, page: p } = q.page;
    // The total rides on the rows (or was kept); a search's empty page beyond the first counts apart.
    let totalCount = total;
    if (totalCount === undefined) {
      if (rows[0] && 'total_matches' in rows[0]) totalCount = Number(rows[0].total_matches);
      else if (rows.length === 0 && offset > 0) {
        const [count] = await run<{ n: number }>(q.count, q.countParams);
        totalCount = Number(count?.n ?? 0);
      } else totalCount = offset + rows.length;
    }
    if (rows.length === 1 && rows[0]?.id == null) rows = []; // the count's row of an empty page
    const km = takeDistances(rows);
    const items = plainRows(this.ctx.app.orm, PanditSchema, rows);
    rememberDistances(items, km);
    const correctedQuery = totalCount > 0 ? (plan?.corrected ?? null) : null;
    return {
      correctedQuery,
      items,
      pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount },
    };
  }

  /**
   * A page without a search, and its total. The public directory's totals are kept per filter under the public
   * data's version (db/public-data.ts, so a write anywhere shows at once): while none happened, a page is one
   * statement and a version read shared with the requests in flight. Otherwise (and for the admin's lists by status)
   * the page and its count are one statement: the count's one row joined with the page, so an empty page still
   * brings the total. The count of 8,535 public pandits was most of PostgreSQL's work on the home list.
   */
  private async pageWithTotal(
    q: ReturnType<PanditService['listQuery']>,
    run: <T>(sql: string, params: readonly unknown[]) => Promise<T[]>,
  ): Promise<{ rows: Array<Record<string, unknown>>; total?: number }> {
    const pageAndCount = () =>
      run<Record<string, unknown>>(
        `select c.total_matches, page.* from (${q.count.replace('count(*)::int as n', 'count(*)::int as total_matches')}) c
         left join lateral (${q.select}) page on true`,
        [...q.countParams, ...q.selectParams],
      );
    if (!q.publicOnly) return { rows: await pageAndCount() };
    const data = this.ctx.app.publicData;
    const totals = data.cache<number>('pandit-totals', MAX_KEPT_TOTALS);
    const key = `${q.count} ${JSON.stringify(q.countParams)}`;
    if (totals.has(key)) {
      const [version, rows] = await Promise.all([data.version(), run<Record<string, unknown>>(q.select, q.selectParams)]);
      let total = totals.get(key, version);
      if (total === undefined) {
        // Written since: counted again, after the version read (so the tag is never newer than the count).
        const [count] = await run<{ n: number }>(q.count, q.countParams);
        total = Number(count?.n ?? 0);
        totals.set(key, version, total);
      }
      return { rows, total };
    }
    const tag = await data.tag(); // read before the count runs
    const rows = await pageAndCount();
    totals.set(key, tag, Number(rows[0]?.total_matches ?? 0));
    return { rows };
  }

  /**
   * Among `places` (reference cities with their distance: citiesWithin), those with public pandits matching `filter`,
   * nearest first, with how many (one grouped statement; pandits whose place is no reference city are left out).
   */
  async citiesAmong(
    filter: PanditFilter,
    places: CityDistance[],
    limit: number,
  ): Promise<Array<CityDistance & { count: number }>> {
    if (places.length === 0) return [];
    const plan = filter.exact ? null : planQuery(filter.search);
    const { sql, params, from: tables } = this.where({ ...filter, near: null, maxDistanceKm: null }, 'exact', plan);
    const rows = await rawRows<{ state: string; city: string; km: number; n: number }>(
      this.ctx.app,
      `select d.state, d.city, min(d.km) as km, count(*)::int as n
         from ${tables} join json_to_recordset(?::json) as d(state text, city text, km float8)
           on d.state = p.state and d.city = lower(p.city)
        where ${sql} group by d.state, d.city order by km, d.city limit ?`,
      [JSON.stringify(places), ...params, limit],
      false,
    );
    return rows.map((r) => ({ state: r.state, city: r.city, km: Number(r.km), count: Number(r.n) }));
  }

  /** One pandit: public ones for everyone; others only for admins and the pandit themself. */
  async byId(id: string): Promise<Row<Pandit> | null> {
    if (!isUuid(id)) return null;
    const pandit = await this.ctx.loaders
      .batch<string, Row<Pandit> | null>('pandit:byId', async (ids) => {
        const rows = await rawRows(
          this.ctx.app,
          `select ${panditColumns(this.ctx.app.orm)} from pandits p where p.id = any(?::uuid[])`,
          [ids],
        );
        const found = new Map(plainRows(this.ctx.app.orm, PanditSchema, rows).map((p) => [p.id, p]));
        return ids.map((i) => found.get(i) ?? null);
      })
      .load(id);
    if (!pandit) return null;
    return this.canSee(pandit) ? pandit : null;
  }

  /**
   * One pandit by the slug of its address (/pandits/<slug>): those whose id starts with the slug's id part, then the
   * one whose current slug it is (else the first). Visibility as byId.
   */
  async bySlug(slug: string): Promise<Row<Pandit> | null> {
    const range = slugIdRange(slug);
    if (!range) return null;
    const rows = await rawRows(
      this.ctx.app,
      `select ${panditColumns(this.ctx.app.orm)} from pandits p where p.id between ?::uuid and ?::uuid order by p.id limit 20`,
      [range.from, range.to],
    );
    const seen = plainRows(this.ctx.app.orm, PanditSchema, rows).filter((p) => this.canSee(p));
    return pickBySlug(slug, seen, panditSlug);
  }

  /** Every public pandit's address parts (the sitemap), in id order. */
  async publicAddresses(): Promise<Array<{ id: string; name: string; city: string; updatedAt: Date }>> {
    const rows = await rawRows<{ id: string; name: string; city: string; updated_at: Date }>(
      this.ctx.app,
      `select id, name, city, updated_at from pandits where ${PUBLIC_PANDIT_SQL} order by id`,
      [],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, city: r.city, updatedAt: new Date(r.updated_at) }));
  }

  canSee(pandit: PanditOrRow): boolean {
    if (isPublicPandit(pandit)) return true;
    const viewer = this.ctx.viewer;
    return Boolean(viewer && (viewer.role === 'admin' || viewer.id === userIdOf(pandit)));
  }

  /** The real number of completed bookings per pandit (one statement per request). */
  ceremoniesCompleted(panditId: string): Promise<number> {
    return this.ctx.loaders
      .batch<string, number>('pandit:ceremoniesCompleted', async (ids) => {
        const rows = await rawRows<{ pandit_id: string; n: number }>(
          this.ctx.app,
          `select pandit_id, count(*)::int as n from bookings where status = 'completed' and pandit_id = any(?::uuid[]) group by pandit_id`,
          [ids],
        );
        const byId = new Map(rows.map((r) => [r.pandit_id, Number(r.n)]));
        return ids.map((id) => byId.get(id) ?? 0);
      })
      .load(panditId);
  }

  /** A page of a pandit's reviews, newest first, with the average over all (one statement per page size). */
  reviews(panditId: string, page: PageArgs | null | undefined) {
    const { offset, limit, page: p } = pageOf(page, 5);
    type Ranked = Record<string, unknown> & { pandit_id: string; total: number; average: number | null };
    return this.ctx.loaders
      .batch<
        string,
        {
          items: Array<Row<Review> & { reviewer: { name: unknown; avatar: unknown } }>;
          pageInfo: { page: number; limit: number; totalCount: number; hasNextPage: boolean };
          averageRating: number | null;
        }
      >(`pandit:reviews:${limit}:${offset}`, async (ids) => {
        const rows = await rawRows<Ranked>(
          this.ctx.app,
          `select * from (
               select r.id, r.booking_id, r.user_id, r.pandit_id, r.rating, r.comment, r.created_at,
                      u.name as reviewer_name, u.avatar as reviewer_avatar,
                      row_number() over w as rn,
                      count(*) over (partition by r.pandit_id)::int as total,
                      avg(r.rating) over (partition by r.pandit_id)::float8 as average
               from reviews r left join users u on u.id = r.user_id where r.pandit_id = any(?::uuid[])
               window w as (partition by r.pandit_id order by r.created_at desc, r.id)
             ) t where t.rn > ? and t.rn <= ? order by t.pandit_id, t.rn`,
          [ids, offset, offset + limit],
        );
        // Totals for pandits whose requested page is beyond their last review.
        const missing = ids.filter((id) => !rows.some((r) => r.pandit_id === id));
        const totals = new Map<string, { total: number; average: number | null }>();
        if (missing.length && offset > 0) {
          const agg = await this.ctx.em
            .getConnection()
            .execute<Array<{ pandit_id: string; total: number; average: number }>>(
              `select pandit_id, count(*)::int as total, avg(rating)::float8 as average from reviews where pandit_id in (${missing.map(() => '?').join(', ')}) group by pandit_id`,
              missing,
            );
          for (const a of agg) totals.set(a.pandit_id, { total: Number(a.total), average: a.average });
        }
        return ids.map((id) => {
          const mine = rows.filter((r) => r.pandit_id === id);
          const [top] = mine;
          const total = top ? Number(top.total) : (totals.get(id)?.total ?? 0);
          const average = top ? top.average : (totals.get(id)?.average ?? null);
          // The reviewer's name and avatar come with the row (Review.userName/userAvatar read them: no User lookup).
          const items = plainRows(this.ctx.app.orm, ReviewSchema, mine).map((review, i) => {
            const row = at(mine, i, 'the row of a review');
            return Object.assign(review, { reviewer: { name: row.reviewer_name, avatar: row.reviewer_avatar } });
          });
          return {
            items,
            pageInfo: { page: p, limit, totalCount: total, hasNextPage: offset + items.length < total },
            averageRating: average == null ? null : Math.round(Number(average) * 10) / 10,
          };
        });
      })
      .load(panditId);
  }

  /**
   * Whether the viewer (a customer) has a confirmed booking with the pandit: they may then see the
   * pandit's contact details. One statement per request, whatever the number of pandits.
   */
  viewerHasConfirmedBooking(panditId: string): Promise<boolean> {
    const viewer = this.ctx.viewer;
    if (!viewer) return Promise.resolve(false);
    return this.ctx.loaders
      .batch<string, boolean>('pandit:confirmedWithViewer', async (ids) => {
        const rows = await this.ctx.em.find(
          BookingSchema,
          { user: viewer.id, status: 'confirmed', pandit: { $in: [...ids] } },
          { fields: ['pandit'] },
        );
        const ok = new Set(rows.map((b) => (b.pandit as unknown as { id: string } | null)?.id));
        return ids.map((id) => ok.has(id));
      })
      .load(panditId);
  }
}
