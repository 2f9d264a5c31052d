/**
 * Search relevance and latency (not a test): `npm run bench:relevance -w gateway [-- --scale-url postgresql://.../db]`.
 *
 * Relevance: runs test/fixtures/relevance.ts against a fresh database seeded with the demo data (DATABASE_URL's
 * server, or the embedded database) and prints precision, recall and the share of cases fully right, overall
 * and per kind of query. Latency: every query of the set, 5 times, against the `--scale-url` database (which
 * should hold `npm run seed:scale` data) or else the demo database; then the suggestions for each query's
 * prefixes. Prints p50/p95/p99 in milliseconds.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer } from '../test/harness.js';
import { RELEVANCE_CASES, type RelevanceCase } from '../test/fixtures/relevance.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createApp } from '../src/app.js';
import { Tokens } from '../src/auth/tokens.js';
import { DEMO_ACCOUNTS } from '../src/db/seeders/demo.seeder.js';

const opt = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ROUNDS = Number(opt('rounds') ?? 5);
const SEARCH = `query($filter: PanditFilter, $page: PageInput) { pandits(filter: $filter, page: $page) { items { name } correctedQuery } }`;
const SUGGEST = `query($q: String!, $l: String) { searchSuggestions(query: $q, language: $l, limit: 8) { kind label } }`;

async function gql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: any; errors?: unknown };
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (x: number) => x.toFixed(1).padStart(7);

async function relevance(url: string) {
  const rows: Array<{ c: RelevanceCase; tp: number; fp: number; fn: number; ok: boolean }> = [];
  for (const c of RELEVANCE_CASES) {
    const found: string[] = (await gql(url, SEARCH, { filter: { search: c.query }, page: { limit: 100 } })).pandits.items.map(
      (p: any) => p.name,
    );
    const tp = c.find.filter((n) => found.includes(n)).length;
    const fn = c.find.length - tp;
    // A false positive: a must-not-find pandit found, or anything found for nonsense.
    const fp = c.kind === 'nonsense' ? found.length : c.notFind.filter((n) => found.includes(n)).length;
    const ok = fn === 0 && fp === 0 && (!c.first || found[0] === c.first);
    rows.push({ c, tp, fp, fn, ok });
  }
  const report = (label: string, rs: typeof rows) => {
    const tp = rs.reduce((a, r) => a + r.tp, 0);
    const fp = rs.reduce((a, r) => a + r.fp, 0);
    const fn = rs.reduce((a, r) => a + r.fn, 0);
    const precision = tp + fp ? tp / (tp + fp) : 1;
    const recall = tp + fn ? tp / (tp + fn) : 1;
    const passed = rs.filter((r) => r.ok).length;
    console.log(
      `${label.padEnd(10)} cases ${String(rs.length).padStart(4)}  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  F1 ${(precision + recall ? (2 * precision * recall) / (precision + recall) : 0).toFixed(3)}  all-right ${passed}/${rs.length} (${((100 * passed) / rs.length).toFixed(1)}%)`,
    );
  };
  report('ALL', rows);
  for (const kind of [...new Set(rows.map((r) => r.c.kind))])
    report(
      kind,
      rows.filter((r) => r.c.kind === kind),
    );
  const failed = rows.filter((r) => !r.ok);
  if (failed.length) console.log(`failing: ${failed.map((r) => `'${r.c.query}' (-${r.fn}/+${r.fp})`).join(', ')}`);
}

/** A signed-in customer's token: their answers skip the public answer cache, so every request is measured. */
async function signIn(url: string): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.user;
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function latency(url: string, label: string) {
  const token = await signIn(url);
  const times: number[] = [];
  const slowest = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++)
    for (const c of RELEVANCE_CASES) {
      const t = performance.now();
      await gql(url, SEARCH, { filter: { search: c.query }, page: { limit: 12 } }, token);
      const took = performance.now() - t;
      times.push(took);
      slowest.set(c.query, Math.max(slowest.get(c.query) ?? 0, took));
    }
  const worst = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(`slowest searches: ${worst.map(([q, t]) => `'${q}' ${t.toFixed(0)} ms`).join(', ')}`);
  console.log(
    `search      (${label}) n=${times.length}  p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}  p99 ${ms(pct(times, 99))} ms`,
  );
  const sTimes: number[] = [];
  try {
    for (const c of RELEVANCE_CASES) {
      const chars = [...c.query];
      for (let n = 1; n <= Math.min(chars.length, 8); n++) {
        const t = performance.now();
        await gql(url, SUGGEST, { q: chars.slice(0, n).join(''), l: /[\u0900-\u097f]/.test(c.query) ? 'hi' : 'en' }, token);
        sTimes.push(performance.now() - t);
      }
    }
    console.log(
      `suggestions (${label}) n=${sTimes.length}  p50 ${ms(pct(sTimes, 50))}  p95 ${ms(pct(sTimes, 95))}  p99 ${ms(pct(sTimes, 99))} ms`,
    );
  } catch (e) {
    console.log(`suggestions: not available (${(e as Error).message.slice(0, 120)})`);
  }
}

async function serve(databaseUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    RATE_LIMITS: 'off',
    COST_BUCKETS: 'off', // one client asking as fast as it can is not what the buckets are for
  });
  const db = await openDatabase(config);
  const { app, apollo } = await createApp({ config, orm: db.orm, tokens: new Tokens(config.jwtSecret, config.tokenTtl) });
  const server: Server = createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      await apollo.stop();
      await db.close();
    },
  };
}

const demo = await startTestServer({ env: { RATE_LIMITS: 'off', COST_BUCKETS: 'off' } });
try {
  console.log(`relevance set: ${RELEVANCE_CASES.length} queries on the demo data`);
  await relevance(demo.url);
  const scaleUrl = opt('scale-url') ?? process.env.SCALE_DATABASE_URL;
  if (process.argv.includes('--relevance-only')) {
    /* no latency */
  } else if (scaleUrl) {
    const scale = await serve(scaleUrl);
    try {
      await latency(scale.url, 'seed:scale data');
    } finally {
      await scale.close();
    }
  } else await latency(demo.url, 'demo data');
} finally {
  await demo.close();
}
