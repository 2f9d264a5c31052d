import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { first } from '../src/indexed.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

describe('database', () => {
  it('committed migrations match the entities', async () => {
    const diff = await s.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim(), `entities and migrations differ; run npm run migration:create -w gateway\n${diff}`).toBe('');
  });

  it('demo data covers the spec', async () => {
    const q = (sql: string) => s.db.orm.em.getConnection().execute(sql);
    const pandits = first(
      await q(
        "select count(*)::int as total, count(*) filter (where approved and verified and registration_status = 'approved')::int as public, count(*) filter (where registration_status = 'pending')::int as pending, count(*) filter (where registration_status = 'rejected' and rejection_reason is not null)::int as rejected, count(distinct state)::int as states from pandits",
      ),
    );
    expect(pandits.total).toBeGreaterThanOrEqual(38);
    expect(pandits.public).toBeGreaterThanOrEqual(25);
    expect(pandits.pending).toBeGreaterThan(0);
    expect(pandits.rejected).toBeGreaterThan(0);
    expect(pandits.states).toBeGreaterThanOrEqual(10);
    const statuses = await q('select status, count(*)::int as n from bookings group by status');
    expect(statuses.map((r) => String(r.status)).sort()).toEqual(['cancelled', 'completed', 'confirmed', 'pending']);
    const { n: bookings } = first(await q('select count(*)::int as n from bookings'));
    expect(bookings).toBeGreaterThanOrEqual(55);
    const { n: packages } = first(await q('select count(*)::int as n from packages'));
    expect(packages).toBe(12);
    const t = first(await q('select count(*)::int as n, count(*) filter (where featured)::int as featured from testimonials'));
    expect(t.n).toBe(8);
    expect(t.featured).toBeGreaterThanOrEqual(3);
    const r = first(
      await q("select count(*)::int as n from reviews r join bookings b on b.id = r.booking_id where b.status <> 'completed'"),
    );
    expect(r.n).toBe(0);
    const { n: about } = first(await q('select count(*)::int as n from about_content'));
    expect(about).toBe(1);
  });

  it('the database refuses a second active booking for one pandit slot', async () => {
    const conn = s.db.orm.em.getConnection();
    const b = first(await conn.execute("select * from bookings where pandit_id is not null and status <> 'cancelled' limit 1"));
    await expect(
      conn.execute(
        'insert into bookings (id, user_id, pandit_id, date, time, total_amount, created_at, updated_at) values (gen_random_uuid(), ?, ?, ?, ?, 100, now(), now())',
        [b.user_id, b.pandit_id, b.date, b.time],
      ),
    ).rejects.toThrow(/bookings_pandit_slot_active_uniq/);
  });
});

describe('first admin (production bootstrap)', () => {
  it('ADMIN_EMAIL / ADMIN_PASSWORD create an admin on an empty database, once', async () => {
    const b = await startTestServer({ seed: false, env: { ADMIN_EMAIL: 'Root@Example.in', ADMIN_PASSWORD: 'Sturdy#Pass1' } });
    try {
      const login = await b.rest('POST', '/api/auth/login', { email: 'root@example.in', password: 'Sturdy#Pass1' });
      expect(login.status).toBe(200);
      expect(login.body.data.user.role).toBe('admin');
      const users = await b.rest('GET', '/api/admin/users', undefined, login.body.data.token);
      expect(users.body.data.users).toHaveLength(1);
    } finally {
      await b.close();
    }
  });
});
