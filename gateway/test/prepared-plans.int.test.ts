import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { bound, rawRows } from '../src/db/raw.js';

/**
 * Raw reads run as named prepared statements so PostgreSQL plans each shape once per connection. A batch of ids is
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
  /** This statement's plans on the connection the next read gets (the pool hands out its most recently used one). */
  const plans = async (shape: string) =>
    (
      await rawRows<{ generic_plans: string; custom_plans: string }>(
        app,
        `select generic_plans, custom_plans from pg_prepared_statements where statement like ?`,
        [`%pandit_id = ${shape}%`],
        false,
      )
    ).map((r) => ({ generic: Number(r.generic_plans), custom: Number(r.custom_plans) }));

  it('a one-id batch settles on a generic plan; the answers are the same either way', async () => {
    const [pandit] = await rawRows<{ id: string }>(app, 'select id from pandits order by id limit 1', []);
    let one: unknown;
    for (let i = 0; i < 10; i++) one = await rawRows(app, SQL, [[pandit.id]]); // one connection: these run one after another
    const single = await plans('$1::uuid');
    expect(single.length, 'the single-value statement is prepared on this connection').toBe(1);
    expect(single[0].generic, 'PostgreSQL reuses its generic plan').toBeGreaterThan(0);

    const other = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 10; i++) await rawRows(app, SQL, [[pandit.id, other]]);
    expect(await plans('any($1::uuid[])'), 'two ids: the array form, its own statement').toHaveLength(1);
    expect(await rawRows(app, SQL, [[pandit.id, other]])).toEqual(one);
  });
});
