import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, startGateway, tempDir, type GatewayProcess } from './processes.js';
import { DEMO_ACCOUNTS } from '../src/db/seeders/demo.seeder.js';
import { LIMITS } from '../src/limits/rate-limits.js';
import { MAX_PENDING_PER_CUSTOMER_PANDIT } from '../src/modules/booking/booking.guards.js';
import { TIME_SLOTS, addDays, indiaToday } from '../src/modules/booking/booking.rules.js';
import { at } from '../src/indexed.js';

/**
 * Two gateway processes on one PostgreSQL database: every limit is kept in the database, so what one
 * process counted the other sees. Requests alternate between the processes.
 */
const hasPg = Boolean(process.env.DATABASE_URL);
let a: GatewayProcess;
let b: GatewayProcess;
let db: Awaited<ReturnType<typeof freshPostgres>>;
const dirs: Array<ReturnType<typeof tempDir>> = [];

beforeAll(async () => {
  if (!hasPg) return;
  db = await freshPostgres({ seeded: true });
  const env = (dir: string) => ({ DATABASE_URL: db.url, DATA_DIR: dir, SEED_DEMO: 'true', RATE_LIMITS: 'on', LOG_LEVEL: 'warn' });
  const [dirA, dirB] = [tempDir(), tempDir()];
  dirs.push(dirA, dirB);
  a = await startGateway(env(dirA.dir)); // migrates and seeds first
  b = await startGateway(env(dirB.dir));
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
  for (const d of dirs) d.remove();
});

const both = () => [a, b];
let n = 0;
/** Alternates between the two processes. */
const next = () => at(both(), n++ % 2);

async function post(server: GatewayProcess, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
}
/** The address a trusted (loopback) proxy reports. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });
let accounts = 0;
async function register(ip: string) {
  const email = `limit${Date.now()}${accounts++}@example.in`;
  const r = await post(
    next(),
    '/api/auth/register',
    { name: 'Limit Tester', email, password: 'Devotee@123', phone: '9876543210' },
    from(ip),
  );
  return { ...r, email };
}

describe.skipIf(!hasPg)('limits shared by two gateway processes', () => {
  it('login: 10 attempts per account and address across both processes, then 429 with Retry-After, even with the right password', async () => {
    const { email, password } = DEMO_ACCOUNTS.user;
    for (let i = 0; i < LIMITS.loginAccountAddress.points; i++) {
      expect((await post(next(), '/api/auth/login', { email, password: `wrong-${i}` }, from('203.0.113.10'))).status).toBe(401);
    }
    for (const server of both()) {
      const blocked = await post(server, '/api/auth/login', { email, password }, from('203.0.113.10'));
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('RATE_LIMITED');
      expect(Number(blocked.retryAfter)).toBeGreaterThan(60);
    }
    // GraphQL answers the same, with the header.
    const res = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from('203.0.113.10') },
      body: JSON.stringify({
        query: 'mutation($i: LoginInput!) { login(input: $i) { token } }',
        variables: { i: { email, password } },
      }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await res.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
    // No lockout: the owner logs in from another address.
    const owner = await post(b, '/api/auth/login', { email, password }, from('198.51.100.7'));
    expect(owner.status).toBe(200);
  });

  it('parallel guesses cannot race the limit: of 40 at once over both processes at most 10 reach the password check', async () => {
    const target = await register('192.0.2.50');
    expect(target.status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(at(both(), i % 2), '/api/auth/login', { email: target.email, password: `guess-${i}` }, from('203.0.113.20')),
      ),
    );
    const checked = results.filter((r) => r.status === 401).length;
    const limited = results.filter((r) => r.status === 429).length;
    expect(checked).toBeLessThanOrEqual(LIMITS.loginAccountAddress.points);
    expect(checked + limited).toBe(40);
    expect(
      (await post(a, '/api/auth/login', { email: target.email, password: 'Devotee@123' }, from('203.0.113.20'))).status,
    ).toBe(429);
  });

  it('login per address: failures spread over many accounts are limited too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.loginAddress.points + 2; i++) {
      statuses.push(
        (await post(next(), '/api/auth/login', { email: `nobody${i}@example.in`, password: 'whatever1' }, from('203.0.113.30')))
          .status,
      );
    }
    expect(statuses.slice(0, LIMITS.loginAddress.points).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LIMITS.loginAddress.points)).toEqual([429, 429]);
  });

  it('registration per address across both processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.registerAddress.points + 1; i++) statuses.push((await register('203.0.113.40')).status);
    expect(statuses.slice(0, LIMITS.registerAddress.points).every((s) => s === 201)).toBe(true);
    const last = await register('203.0.113.40');
    expect(last.status).toBe(429);
    expect(Number(last.retryAfter)).toBeGreaterThan(0);
    expect((await register('203.0.113.41')).status).toBe(201);
  });

  describe('bookings', () => {
    let token: string;
    let token2: string;
    let pandits: string[];
    const day = (d: number) => addDays(indiaToday(), 60 + d);
    beforeAll(async () => {
      token = (await register('192.0.2.60')).body.data.token;
      token2 = (await register('192.0.2.61')).body.data.token;
      const list = await fetch(`${a.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ pandits(page: { limit: 12 }) { items { id } } }' }),
      });
      pandits = (await list.json()).data.pandits.items.map((p: { id: string }) => p.id);
    });
    const book = (server: GatewayProcess, tok: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      post(
        server,
        '/api/bookings',
        { location: 'Assi Ghat, Varanasi', serviceType: 'basic', ...body },
        { authorization: `Bearer ${tok}`, ...headers },
      );

    it('one slot, two customers, two processes at once: exactly one booking', async () => {
      const slot = { pandit: pandits[0], date: day(1), time: '08:00' };
      const [x, y] = await Promise.all([book(a, token, slot), book(b, token2, slot)]);
      expect([x.status, y.status].sort()).toEqual([201, 409]);
    });

    it(`at most ${MAX_PENDING_PER_CUSTOMER_PANDIT} pending bookings with one pandit, even when requested in parallel on both processes`, async () => {
      const fresh = (await register('192.0.2.62')).body.data.token;
      const results = await Promise.all(
        TIME_SLOTS.slice(0, 8).map((time, i) => book(at(both(), i % 2), fresh, { pandit: pandits[1], date: day(2), time })),
      );
      const created = results.filter((r) => r.status === 201).length;
      expect(created).toBeGreaterThan(0);
      expect(created).toBeLessThanOrEqual(MAX_PENDING_PER_CUSTOMER_PANDIT);
      for (const r of results.filter((x) => x.status !== 201)) {
        expect(r.status).toBe(429);
        expect(r.body.code).toBe('RATE_LIMITED');
      }
      // Nothing was left behind by the refused ones.
      const mine = await fetch(`${a.url}/api/bookings`, { headers: { authorization: `Bearer ${fresh}` } });
      expect((await mine.json()).data.bookings.length).toBe(created);
      // Another pandit is still fine.
      expect((await book(b, fresh, { pandit: pandits[2], date: day(2), time: '06:00' })).status).toBe(201);
    });

    it('an idempotency key reused for a different booking answers 422 IDEMPOTENCY_KEY_REUSED; the same request gets the first booking', async () => {
      const slot = { pandit: pandits[3], date: day(3), time: '09:00' };
      const first = await book(a, token, slot, { 'idempotency-key': 'k-reuse-1' });
      expect(first.status).toBe(201);
      const again = await book(b, token, slot, { 'idempotency-key': 'k-reuse-1' });
      expect(again.status).toBe(201);
      expect(again.body.data.booking?.id ?? again.body.data.id).toBeDefined();
      const other = await book(b, token, { ...slot, time: '10:00' }, { 'idempotency-key': 'k-reuse-1' });
      expect(other.status).toBe(422);
      expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });
  });
});

describe('limits on the embedded database', () => {
  it('count in PGlite too, also after the pool opened a new connection (PGlite keeps one session for all)', async () => {
    const dir = tempDir('empty');
    dirs.push(dir);
    const { openDatabase } = await import('../src/db/database.js');
    const { consume } = await import('../src/limits/rate-limits.js');
    const database = await openDatabase({ dataDir: dir.dir, seedDemo: false });
    try {
      const ctx = { app: { config: { rateLimits: true }, orm: database.orm } } as never;
      const key = { name: 'registerAddress', key: '192.0.2.99' } as const;
      for (let i = 0; i < LIMITS.registerAddress.points - 1; i++) await consume(ctx, [key]);
      // Throw the pooled connection away: the next query runs on a new socket connection.
      const pool = await database.orm.em.getConnection().getNativeClient();
      const client = await pool.connect();
      client.release(true);
      await consume(ctx, [key]);
      await expect(consume(ctx, [key])).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    } finally {
      await database.close();
    }
  });
});
