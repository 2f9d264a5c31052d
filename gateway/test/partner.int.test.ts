import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { freshPostgres, startGateway, tempDir, type GatewayProcess } from './processes.js';
import { first } from '../src/indexed.js';

/**
 * The partner API as a partner uses it: a key from the console, fair use by cost (tiny budgets set through the
 * config env so a bucket empties in a few requests), persisted queries over GET with their cache headers.
 */
const VISITOR = { limit: 60, restoreRate: 40 };
const KEY = { limit: 400, restoreRate: 40 };

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer({
    env: {
      COST_BUCKETS: 'on',
      COST_BUDGET_VISITOR: `${VISITOR.limit}/${VISITOR.restoreRate}`,
      COST_BUDGET_KEY: `${KEY.limit}/${KEY.restoreRate}`,
    },
  });
  admin = await s.token('admin');
});
afterAll(() => s?.close());

interface Answer {
  status: number;
  headers: Headers;
  body: {
    data?: any;
    errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, any> }>;
    extensions?: { cost?: { requested: number; remaining: number; limit: number; restoreRate: number } };
  };
}

async function post(query: string, headers: Record<string, string> = {}, variables?: object): Promise<Answer> {
  const res = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

async function get(params: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const res = await fetch(`${s.url}/graphql?${search}`, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const CREATE = `mutation($input: ApiKeyInput!) { createApiKey(input: $input) { key apiKey { id name contactEmail prefix revokedAt } } }`;

/**
 * The admin is a signed-in caller with the visitor budget (60 points here): right after the previous tests' 50-item
 * lists it can be low, which is fair use working, not what these tests are about. Its calls wait that out once.
 */
async function asAdmin(query: string, variables?: object): Promise<Answer> {
  const r = await post(query, auth(admin), variables);
  const limited = r.body.errors?.[0]?.extensions;
  if (limited?.code !== 'RATE_LIMITED') return r;
  await waitFor(Number(limited.retryAfter));
  return post(query, auth(admin), variables);
}

async function newKey(name: string) {
  const r = await asAdmin(CREATE, { input: { name, contactEmail: 'dev@temple.example.in' } });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.createApiKey as { key: string; apiKey: { id: string; name: string; prefix: string } };
}

/** Waits out a 429's Retry-After (seconds), then the same request must pass. */
const waitFor = (seconds: number) => new Promise((r) => setTimeout(r, seconds * 1000 + 100));

describe('API keys', () => {
  it('an admin creates a key, which is shown once and stored only as its SHA-256', async () => {
    const { key, apiKey } = await newKey('Kashi Temple site');
    expect(key).toMatch(/^pk_live_[A-Za-z0-9_-]{40,}$/);
    expect(apiKey.prefix).toBe(key.slice(0, 12));
    const rows = await s.db.orm.em.getConnection().execute('select * from api_keys where id = ?', [apiKey.id], 'all');
    expect(rows).toHaveLength(1);
    expect(first(rows).key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(key.slice(12));
  });

  it('only admins manage keys; the input follows the shared rules', async () => {
    const user = await s.newUser();
    const denied = await post(CREATE, auth(user.token), { input: { name: 'x', contactEmail: 'a@b.in' } });
    expect(denied.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await post('{ apiKeys { items { id } } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await asAdmin(CREATE, { input: { name: ' ', contactEmail: 'nope' } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors?.[0]?.extensions?.fieldKeys).toEqual({
      'input.name': 'admin.nameRequired',
      'input.contactEmail': 'email.invalid',
    });
  });

  it('an unknown key and a revoked key answer 401 UNAUTHENTICATED, never a visitor', async () => {
    const unknown = await post('{ siteConfig { demoMode } }', { 'x-api-key': 'pk_live_not-a-real-key' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await fetch(`${s.url}/api/packages`, { headers: { 'x-api-key': 'nonsense' } });
    expect(rest.status).toBe(401);

    const { key, apiKey } = await newKey('Astro app');
    const ok = await post('{ siteConfig { demoMode } }', { 'x-api-key': key });
    expect(ok.status).toBe(200);
    const revoked = await asAdmin(`mutation { revokeApiKey(id: "${apiKey.id}") { id revokedAt } }`);
    expect(revoked.body.data.revokeApiKey.revokedAt).toBeTruthy();
    const after = await post('{ siteConfig { demoMode } }', { 'x-api-key': key });
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the console lists keys with last use and today’s requests', async () => {
    const { key, apiKey } = await newKey('Travel agent');
    for (let i = 0; i < 3; i++) expect((await post('{ siteConfig { demoMode } }', { 'x-api-key': key })).status).toBe(200);
    const list = await asAdmin(
      '{ apiKeys(page: {limit: 50}) { items { id name contactEmail createdAt lastUsedAt requestsToday revokedAt } pageInfo { totalCount } } }',
    );
    expect(list.body.errors).toBeUndefined();
    const row = list.body.data.apiKeys.items.find((k: { id: string }) => k.id === apiKey.id);
    expect(row).toMatchObject({ name: 'Travel agent', contactEmail: 'dev@temple.example.in', requestsToday: 3, revokedAt: null });
    expect(row.lastUsedAt).toBeTruthy();
  });
});

describe('fair use by cost', () => {
  const PAGE = '{ pandits(page: {limit: 50}) { items { id } } }'; // 1 + 50 = 51

  it('every answer carries extensions.cost; a key gets the larger budget', async () => {
    const visitor = await post('{ pandits(page: {limit: 5}) { items { id } pageInfo { page } } }', {
      'x-forwarded-for': '10.0.0.1',
    });
    expect(visitor.body.extensions?.cost).toMatchObject({ requested: 7, limit: VISITOR.limit, restoreRate: VISITOR.restoreRate });
    const { key } = await newKey('Budget check');
    const keyed = await post('{ pandits(page: {limit: 5}) { items { id } pageInfo { page } } }', { 'x-api-key': key });
    expect(keyed.body.extensions?.cost).toMatchObject({ requested: 7, limit: KEY.limit, restoreRate: KEY.restoreRate });
    expect(keyed.body.extensions!.cost!.remaining).toBe(KEY.limit - 7);
    const error = await post('{ nope }', { 'x-api-key': key });
    expect(error.body.extensions?.cost?.limit).toBe(KEY.limit);
  });

  it('a query above the maximum cost answers 400 before it runs', async () => {
    const r = await post('{ pandits(page: {limit: 100}) { items { reviews(page: {limit: 100}) { items { id } } } } }');
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', maxCost: 5000 });
    expect(r.body.data).toBeUndefined();
    expect(r.body.extensions?.cost?.requested).toBeGreaterThan(5000);
  });

  it('an empty bucket answers 429 RATE_LIMITED with Retry-After, and works again after the wait', async () => {
    const { key } = await newKey('Busy partner');
    const headers = { 'x-api-key': key };
    let last: Answer | undefined;
    let passed = 0;
    for (let i = 0; i < 20; i++) {
      last = await post(PAGE, headers);
      if (last.status !== 200) break;
      passed++;
    }
    // 400 points, 51 per request (plus a little refill while they run): 7 or more pass, then the bucket is empty.
    expect(passed).toBeGreaterThanOrEqual(Math.floor(KEY.limit / 51));
    expect(last!.status).toBe(429);
    expect(last!.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const retryAfter = Number(last!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(last!.body.errors?.[0]?.extensions?.retryAfter).toBe(retryAfter);
    expect(last!.body.extensions?.cost?.remaining).toBeLessThan(51);

    // Another caller's bucket is untouched (a visitor from another address).
    expect((await post('{ siteConfig { demoMode } }', { 'x-forwarded-for': '10.0.0.9' })).status).toBe(200);

    await waitFor(retryAfter);
    const again = await post(PAGE, headers);
    expect(again.status).toBe(200);
    expect(again.body.data.pandits.items.length).toBeGreaterThan(0);
  });

  it('a visitor (per address) has the smaller bucket', async () => {
    const headers = { 'x-forwarded-for': '10.0.0.2' };
    let passed = 0;
    let last: Answer | undefined;
    for (let i = 0; i < 10; i++) {
      last = await post(PAGE, headers);
      if (last.status !== 200) break;
      passed++;
    }
    expect(passed).toBe(1); // 60 points: one request of 51
    expect(last!.status).toBe(429);
  });
});

describe('cacheable public queries', () => {
  const QUERY = 'query Featured { testimonials(featured: true, limit: 3) { id name rating } }';
  const hash = createHash('sha256').update(QUERY).digest('hex');
  const pq = { persistedQuery: { version: 1, sha256Hash: hash } };
  const preflight = { 'apollo-require-preflight': 'true' };

  it('automatic persisted queries over GET, cacheable by a CDN', async () => {
    const unknown = await get({ extensions: pq }, preflight);
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'PersistedQueryNotFound', // what Apollo's persisted-queries link looks for, then it sends the query
      extensions: { code: 'BAD_REQUEST', reason: 'PERSISTED_QUERY_NOT_FOUND' },
    });

    const register = await get({ query: QUERY, extensions: pq }, preflight);
    expect(register.status).toBe(200);
    expect(register.body.data.testimonials.length).toBeGreaterThan(0);

    const first = await get({ extensions: pq }, preflight);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual(register.body.data);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('vary')).toMatch(/Authorization/i);
    expect(first.headers.get('vary')).toMatch(/X-Api-Key/i);
    expect(first.body.extensions?.cost?.requested).toBe(3);

    const second = await get({ extensions: pq }, preflight);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.body.data).toEqual(register.body.data);
    expect(second.body.extensions?.cost?.requested).toBe(3);
  });

  it('GET needs a CSRF-preventing header', async () => {
    const r = await get({ query: QUERY });
    expect(r.status).toBe(400);
  });

  it('an answer for a user token is private, no-store; a key’s is private; mutations are never cacheable', async () => {
    const user = await s.newUser();
    const mine = await post(QUERY, auth(user.token));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const { key } = await newKey('Cache check');
    const keyed = await post(QUERY, { 'x-api-key': key });
    expect(keyed.headers.get('cache-control')).toBe('private, max-age=60');
    const mutation = await post('mutation { ping }');
    expect(mutation.headers.get('cache-control')).toBe('no-store');
  });

  it('the public budgets are published', async () => {
    const r = await post(
      '{ apiLimits { maxQueryCost defaultPageSize visitor { limit restoreRate } apiKey { limit restoreRate } } }',
    );
    expect(r.body.data.apiLimits).toEqual({ maxQueryCost: 5000, defaultPageSize: 20, visitor: VISITOR, apiKey: KEY });
  });
});

describe('what partners can show', () => {
  it('public pandits, packages, testimonials, reference data and free days, never contact details', async () => {
    const { key } = await newKey('Catalogue check');
    const r = await post(
      `{ pandits(page: {limit: 3}) { items { id name city email phone whatsappNumber } }
         packages(page: {limit: 2}) { items { name price } }
         testimonials(limit: 2) { name rating }
         referenceData { destinations { name { en hi } } } }`,
      { 'x-api-key': key },
    );
    // Contact fields are refused field by field (the rest of the answer stands).
    expect(r.body.errors?.length).toBe(3 * r.body.data.pandits.items.length);
    for (const e of r.body.errors ?? []) {
      expect(e.extensions?.code).toBe('UNAUTHENTICATED');
      expect(['email', 'phone', 'whatsappNumber']).toContain(e.path?.at(-1));
    }
    expect(r.body.data.pandits.items.length).toBeGreaterThan(0);
    for (const p of r.body.data.pandits.items) expect([p.email, p.phone, p.whatsappNumber]).toEqual([null, null, null]);
    expect(r.body.data.packages.items.length).toBeGreaterThan(0);
    expect(r.body.data.referenceData.destinations.length).toBeGreaterThan(0);
    const id = r.body.data.pandits.items[0].id as string;
    const days = await post(`{ freeDays(panditId: "${id}", from: "2030-01-01", to: "2030-01-31") { date } }`, {
      'x-api-key': key,
    });
    // 31 days costed as the largest range (62), never more than the maximum.
    expect(days.body.extensions?.cost?.requested).toBe(62);
  });

  it('verified is ID verified and approved, as a flag and as a filter (decision 0079)', async () => {
    const { key } = await newKey('Verified check');
    const q = `query($f: PanditFilter) { pandits(filter: $f, page: {limit: 5}) { items { id verified listed idVerifiedAt } pageInfo { totalCount } } }`;
    const verified = await post(q, { 'x-api-key': key }, { f: { verified: true } });
    expect(verified.body.errors).toBeUndefined();
    // The demo pandits have accepted photo IDs (the seed): the filter keeps them, each with the date it was checked.
    expect(verified.body.data.pandits.items.length).toBeGreaterThan(0);
    for (const p of verified.body.data.pandits.items)
      expect(p).toMatchObject({ verified: true, listed: true, idVerifiedAt: expect.any(String) });
    const not = await post(q, { 'x-api-key': key }, { f: { verified: false } });
    expect(not.body.errors).toBeUndefined();
    for (const p of not.body.data.pandits.items) expect(p).toMatchObject({ verified: false, idVerifiedAt: null });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('buckets shared by gateway processes', () => {
  let a: GatewayProcess;
  let b: GatewayProcess;
  let db: Awaited<ReturnType<typeof freshPostgres>>;
  const dirs: Array<ReturnType<typeof tempDir>> = [];

  beforeAll(async () => {
    db = await freshPostgres({ seeded: true });
    const env = (dir: string) => ({
      DATABASE_URL: db.url,
      DATA_DIR: dir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      COST_BUCKETS: 'on',
      COST_BUDGET_VISITOR: '120/1',
    });
    const [dirA, dirB] = [tempDir(), tempDir()];
    dirs.push(dirA, dirB);
    a = await startGateway(env(dirA.dir));
    b = await startGateway(env(dirB.dir));
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
    for (const d of dirs) d.remove();
  });

  it('what one process took, the other sees', async () => {
    const ask = (p: GatewayProcess) =>
      fetch(`${p.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.77' },
        body: JSON.stringify({ query: '{ pandits(page: {limit: 50}) { items { id } } }' }), // 51 of 120
      });
    expect((await ask(a)).status).toBe(200);
    expect((await ask(b)).status).toBe(200);
    // Both answered before their charges were written (a bucket more than half full is charged in the background):
    // wait until the database holds both, which is what the other process reads.
    const pgc = new pg.Client({ connectionString: db.url });
    await pgc.connect();
    try {
      const left = async () =>
        Number(
          (
            await pgc.query(
              `select min(tokens + extract(epoch from now() - at)::float8) as t from cost_buckets where key like 'ip:%'`,
            )
          ).rows[0].t ?? Infinity, // no row yet: neither charge has landed
        );
      let t = await left();
      for (let i = 0; i < 100 && !(t < 51); i++) {
        await new Promise((r) => setTimeout(r, 50));
        t = await left();
      }
      expect(t, 'both background charges are in the shared bucket').toBeLessThan(51);
    } finally {
      await pgc.end();
    }
    const third = await ask(a); // each process alone would still have 69 points
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(10);
  });

  it('a process that stops writes the charges it gathered first', async () => {
    const answer = await fetch(`${b.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.88' },
      body: JSON.stringify({ query: '{ pandits(page: {limit: 50}) { items { id } } }' }), // 51 of 120
    });
    expect(answer.status).toBe(200);
    await b.stop(); // at once: the charge was still gathering (background charges are written every 100 ms)
    const pgc = new pg.Client({ connectionString: db.url });
    await pgc.connect();
    try {
      const { rows } = await pgc.query(`select tokens from cost_buckets where key = 'ip:10.0.0.88'`);
      expect(rows, 'the stopped process wrote its charge').toHaveLength(1);
      expect(Number(rows[0].tokens)).toBe(120 - 51);
    } finally {
      await pgc.end();
    }
  });
});
