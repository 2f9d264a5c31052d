import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { bound, insertRow, plainRows, rawRows } from '../src/db/raw.js';
import { BookingSchema } from '../src/modules/booking/booking.entity.js';
import { MessageEventSchema } from '../src/modules/messages/message.entity.js';
import { first } from '../src/indexed.js';

/**
 * Raw reads run as named prepared statements so PostgreSQL plans each shape once per connection (generic plans,
 * forced on the pool's connections; statements planned for their values switch theirs back). A batch of ids is
 * bound with `= any(?::uuid[])`, which PostgreSQL may keep planning on every run (it did on seed:scale data for one id);
 * a batch of one id is bound as a single value, whose generic plan is reused (db/raw.ts).
 */
describe('binding a batch of ids', () => {
  const ONE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
  const TWO = '16fd2706-8baf-433b-82eb-8c7fada847da';

  it('one id: a single value; more: the array; other placeholders keep their numbers', () => {
    expect(bound('select 1 from t where a = ? and id = any(?::uuid[]) limit ?', ['x', [ONE], 5])).toEqual({
      text: 'select 1 from t where a = $1 and id = $2::uuid limit $3',
      values: ['x', ONE, 5],
    });
    expect(bound('select 1 from t where id = any(?::uuid[]) limit ?', [[ONE, TWO], 5])).toEqual({
      text: 'select 1 from t where id = any($1::uuid[]) limit $2',
      values: [[ONE, TWO], 5],
    });
    // An empty batch stays an array (no rows), never an undefined parameter.
    expect(bound('select 1 from t where id = any(?::uuid[])', [[]])).toEqual({
      text: 'select 1 from t where id = any($1::uuid[])',
      values: [[]],
    });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
  let s: TestServer;
  /** What rawRows needs: the ORM and a database URL (named statements are used on PostgreSQL only). */
  let app: { orm: TestServer['db']['orm']; config: { databaseUrl?: string } };
  beforeAll(async () => {
    s = await startTestServer();
    app = { orm: s.db.orm, config: { databaseUrl: process.env.DATABASE_URL } };
  });
  afterAll(() => s?.close());

  const SQL = `select pandit_id, count(*)::int as n from bookings where status = 'completed' and pandit_id = any(?::uuid[]) group by pandit_id`;
  /** The plans of the statement like `pattern` on the connection the next read gets (the pool hands out its most recently used one). */
  const plans = async (pattern: string) =>
    (
      await rawRows<{ generic_plans: string; custom_plans: string }>(
        app,
        `select generic_plans, custom_plans from pg_prepared_statements where statement like ?`,
        [pattern],
        false,
      )
    ).map((r) => ({ generic: Number(r.generic_plans), custom: Number(r.custom_plans) }));

  it('a one-id batch settles on a generic plan; the answers are the same either way', async () => {
    const pandit = first(await rawRows<{ id: string }>(app, 'select id from pandits order by id limit 1', []));
    let one: unknown;
    for (let i = 0; i < 10; i++) one = await rawRows(app, SQL, [[pandit.id]]); // one connection: these run one after another
    const single = await plans('%pandit_id = $1::uuid%');
    expect(single.length, 'the single-value statement is prepared on this connection').toBe(1);
    expect(first(single).generic, 'PostgreSQL reuses its generic plan').toBeGreaterThan(0);

    const other = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 10; i++) await rawRows(app, SQL, [[pandit.id, other]]);
    expect(await plans('%pandit_id = any($1::uuid[])%'), 'two ids: the array form, its own statement').toHaveLength(1);
    expect(await rawRows(app, SQL, [[pandit.id, other]])).toEqual(one);
  });

  it('a paged list is planned once: generic plans from its first run (PostgreSQL would plan a LIMIT ? each time)', async () => {
    const PAGE = `select id from pandits p where p.rating >= ? order by p.rating desc, p.id limit ? offset ?`;
    const first = await rawRows<{ id: string }>(app, PAGE, [0, 3, 0]);
    for (let i = 0; i < 9; i++) await rawRows(app, PAGE, [0, 3, i % 2]);
    const [plan] = await plans('%p.rating >= $1 %limit $2 offset $3');
    expect(plan, 'prepared on this connection').toBeDefined();
    expect(plan).toEqual({ generic: 10, custom: 0 });
    expect(await rawRows(app, PAGE, [0, 3, 0])).toEqual(first);
  });

  it('the pool opens its connections in generic mode; a statement planned for its values switches its connection to the default mode', async () => {
    const pool = (await s.db.orm.em.getConnection().getNativeClient()) as unknown as { options: pg.ClientConfig };
    const fresh = new pg.Client(pool.options); // a new connection, as the pool opens them
    await fresh.connect();
    try {
      expect((await fresh.query('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('force_generic_plan');
    } finally {
      await fresh.end();
    }
    const mode = (prepare: boolean) =>
      rawRows<{ m: string }>(app, 'select current_setting(?) as m', ['plan_cache_mode'], prepare).then((r) => first(r).m);
    expect(await mode(true)).toBe('force_generic_plan');
    expect(await mode(false)).toBe('auto');
    expect(await mode(false)).toBe('auto');
    expect(await mode(true)).toBe('force_generic_plan');
  });

  it('insertRow writes what the ORM would: references by id or object, JSON, dates; the ORM reads it back the same', async () => {
    const pandit = first(
      await rawRows<{ id: string; user_id: string }>(app, 'select id, user_id from pandits order by id limit 1', []),
    );
    const at = new Date('2026-11-23T10:00:00.000Z');
    const event = insertRow(s.db.orm.em, MessageEventSchema, {
      id: randomUUID(),
      createdAt: at,
      type: 'booking.requested',
      bookingId: null,
      userId: pandit.user_id,
      data: { reason: 'पंडित जी उपलब्ध नहीं', amount: 2100 },
      dedupeKey: null,
      expandedAt: at,
    });
    expect(event.sql).toMatch(/^insert into "message_events" \("id", "created_at", "type", /);
    const bookingId = randomUUID();
    const booking = insertRow(s.db.orm.em, BookingSchema, {
      id: bookingId,
      user: { id: pandit.user_id }, // an object with an id, as a plain or managed entity is
      pandit: pandit.id, // or the id itself
      package: null,
      date: '2031-01-02',
      time: '09:00',
      totalAmount: 1100,
      createdAt: at,
      updatedAt: at,
    });
    const row = first(
      await rawRows<Record<string, unknown>>(
        app,
        `with booking as (${booking.sql} returning *), event as (${event.sql} returning id) select booking.*, (select id from event) as event_id from booking`,
        [...booking.params, ...event.params],
      ),
    );
    try {
      const plain = first(plainRows(s.db.orm, BookingSchema, [row]));
      const fromOrm = await s.db.orm.em.fork().findOneOrFail(BookingSchema, { id: bookingId });
      expect(plain).toMatchObject({
        id: bookingId,
        date: fromOrm.date,
        time: '09:00',
        status: 'pending',
        location: '',
        totalAmount: 1100,
      });
      expect(plain.createdAt.toISOString()).toBe(at.toISOString());
      expect(plain.user).toEqual({ id: pandit.user_id });
      expect(plain.pandit).toEqual({ id: pandit.id });
      const written = await s.db.orm.em.fork().findOneOrFail(MessageEventSchema, { id: row.event_id as string });
      expect(written.data).toEqual({ reason: 'पंडित जी उपलब्ध नहीं', amount: 2100 });
      expect(written.expandedAt?.toISOString()).toBe(at.toISOString());
    } finally {
      await rawRows(app, 'with e as (delete from message_events where id = ?) delete from bookings where id = ?', [
        row.event_id,
        bookingId,
      ]);
    }
  });

  it('insertRow refuses a property the entity does not have', () => {
    expect(() => insertRow(s.db.orm.em, BookingSchema, { nope: 1 } as never)).toThrow(/Booking\.nope/);
  });
});
