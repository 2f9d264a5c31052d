/**
 * Home page benchmark (not a test): `npm run bench -w gateway -- [--requests 400] [--concurrency 10] [--url http://...]`.
 *
 * Without --url (or BENCH_URL) it starts the app in-process on DATABASE_URL, or on the embedded database in
 * DATA_DIR, which should hold `npm run seed:scale` data (it refuses fewer than --min-pandits public pandits).
 * For each of the home page's queries it prints the SQL statements per request (the X-Sql-Statements
 * header), p50/p95 latency and throughput; it checks that every answer succeeded and that the statement
 * count does not grow with the page size. Then it prints the EXPLAIN ANALYZE plan of the main search query.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createApp } from '../src/app.js';
import { Tokens } from '../src/auth/tokens.js';
import { Loaders } from '../src/loaders.js';
import { PanditService } from '../src/modules/pandit/pandit.service.js';
import type { Context } from '../src/context.js';
import { VARANASI } from '../test/places.js';
import { first } from '../src/indexed.js';

function opt(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return (i >= 0 ? process.argv[i + 1] : undefined) || fallback;
}
const REQUESTS = Number(opt('requests', '400'));
const CONCURRENCY = Number(opt('concurrency', '10'));
const MIN_PANDITS = Number(opt('min-pandits', '5000'));

/** The fields the home page's pandit card asks for. */
const CARD = `id name avatar city state location experience rating reviewCount specializations virtualPoojaAvailable
  pricing { basic virtualBasic }`;
const PANDITS = `query HomePandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {
  pandits(filter: $filter, sort: $sort, page: $page) { items { ${CARD} } pageInfo { page limit totalCount hasNextPage } }
}`;
const PROFILE = `query PanditProfile($id: ID!) { pandit(id: $id) { ${CARD} bio languages photos ceremoniesCompleted
  pricing { basic premium deluxe virtualBasic virtualPremium virtualDeluxe }
  reviews(page: { limit: 5 }) { averageRating items { id rating comment userName userAvatar createdAt } pageInfo { totalCount hasNextPage } } } }`;

interface Scenario {
  name: string;
  body?: { query: string; variables?: Record<string, unknown> };
  path?: string;
}

interface Stats {
  name: string;
  statements: number[];
  latencies: number[];
  failures: number;
  seconds: number;
}

async function request(base: string, s: Scenario) {
  const started = performance.now();
  const res = s.body
    ? await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(s.body),
      })
    : await fetch(`${base}${s.path}`);
  const json = (await res.json()) as { errors?: unknown[]; success?: boolean };
  const ms = performance.now() - started;
  const ok = res.status === 200 && !json.errors && json.success !== false;
  return { ms, ok, statements: Number(res.headers.get('x-sql-statements') ?? NaN), json };
}

async function run(base: string, s: Scenario): Promise<Stats> {
  for (let i = 0; i < 5; i++) await request(base, s); // warm-up
  const stats: Stats = { name: s.name, statements: [], latencies: [], failures: 0, seconds: 0 };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const r = await request(base, s);
        stats.latencies.push(r.ms);
        stats.statements.push(r.statements);
        if (!r.ok) stats.failures++;
      }
    }),
  );
  stats.seconds = (performance.now() - started) / 1000;
  return stats;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  let base = opt('url', process.env.BENCH_URL ?? '');
  let stop: (() => Promise<void>) | undefined;
  let explain: (() => Promise<string>) | undefined;
  if (!base) {
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
    const db = await openDatabase({ ...config, seedDemo: false });
    const { app, apollo } = await createApp({ config, orm: db.orm, tokens: new Tokens(config.jwtSecret, config.tokenTtl) });
    const server = createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await apollo.stop();
      await db.close();
    };
    explain = async () => {
      const em = db.orm.em.fork();
      const ctx = { em, viewer: null, loaders: new Loaders(() => em) } as unknown as Context;
      const service = new PanditService(ctx);
      const out: string[] = [];
      const plan = async (title: string, sql: string, params: unknown[]) => {
        const rows = await em.getConnection().execute<Array<Record<string, string>>>(`explain (analyze, buffers) ${sql}`, params);
        out.push(`\n## ${title}\n-- ${sql}`, ...rows.map((r) => first(Object.values(r), 'a line of the plan')));
      };
      const exact = service.listQuery({ search: 'Griha Pravesh', state: 'Uttar Pradesh', minRating: 3 }, null, {
        page: 1,
        limit: 12,
      });
      await plan("search 'Griha Pravesh' + state + rating: the page (exact mode)", exact.select, exact.selectParams);
      await plan('... its count', exact.count, exact.countParams);
      const fuzzy = service.listQuery({ search: 'rudra abishek varansi' }, null, { page: 1, limit: 12 }, 'fuzzy');
      await plan(
        "search 'rudra abishek varansi': the page (fuzzy mode, after the exact probe found nothing)",
        fuzzy.select,
        fuzzy.selectParams,
      );
      const nearest = service.listQuery({ near: VARANASI }, 'DISTANCE', { page: 1, limit: 12 });
      await plan('nearest first (sort DISTANCE, filter.near), first page', nearest.select, nearest.selectParams);
      const plain = service.listQuery({}, null, { page: 1, limit: 12 });
      await plan('default list (rating)', plain.select, plain.selectParams);
      return out.join('\n');
    };
    console.log(`app started in-process on ${config.databaseUrl ? 'PostgreSQL' : `embedded ${config.dataDir}`}`);
  }
  try {
    const all = await request(base, {
      name: 'count',
      body: { query: 'query { pandits(page: { limit: 1 }) { items { id } pageInfo { totalCount } } }' },
    });
    const total = (all.json as any).data.pandits.pageInfo.totalCount as number;
    const firstId = (all.json as any).data.pandits.items[0]?.id as string;
    console.log(`public pandits: ${total}; ${REQUESTS} requests per query, concurrency ${CONCURRENCY}`);
    if (total < MIN_PANDITS) {
      console.error(
        `fewer than ${MIN_PANDITS} public pandits: run \`npm run seed:scale -- --pandits 10000 --bookings 100000\` first (or pass --min-pandits)`,
      );
      process.exitCode = 1;
      return;
    }
    const scenarios: Scenario[] = [
      { name: 'pandits: default (rating)', body: { query: PANDITS, variables: { page: { page: 1, limit: 12 } } } },
      { name: 'pandits: page 40', body: { query: PANDITS, variables: { page: { page: 40, limit: 12 } } } },
      {
        name: 'pandits: state+city+rating+virtual',
        body: {
          query: PANDITS,
          variables: { filter: { state: 'Uttar Pradesh', city: 'Varanasi', minRating: 3.5, serviceType: 'VIRTUAL' } },
        },
      },
      {
        name: 'pandits: price 1000-5000, by price',
        body: { query: PANDITS, variables: { filter: { minPrice: 1000, maxPrice: 5000 }, sort: 'PRICE' } },
      },
      { name: 'pandits: by experience', body: { query: PANDITS, variables: { sort: 'EXPERIENCE' } } },
      { name: 'pandits: nearest first', body: { query: PANDITS, variables: { filter: { near: VARANASI }, sort: 'DISTANCE' } } },
      {
        name: 'pandits: nearest first, page 40',
        body: { query: PANDITS, variables: { filter: { near: VARANASI }, sort: 'DISTANCE', page: { page: 40, limit: 12 } } },
      },
      {
        name: "search 'rudra abishek varansi'",
        body: { query: PANDITS, variables: { filter: { search: 'rudra abishek varansi', minRating: 3 } } },
      },
      { name: "search 'Griha Pravesh'", body: { query: PANDITS, variables: { filter: { search: 'Griha Pravesh' } } } },
      { name: "search 'गृह प्रवेश वाराणसी'", body: { query: PANDITS, variables: { filter: { search: 'गृह प्रवेश वाराणसी' } } } },
      {
        name: 'packages',
        body: {
          query:
            'query { packages(page: { limit: 12 }) { items { id name destination price duration includes image popular } pageInfo { totalCount } } }',
        },
      },
      {
        name: 'testimonials (featured, 3)',
        body: {
          query:
            'query { testimonials(featured: true, limit: 3) { id name rating comment date serviceName panditName avatar location } }',
        },
      },
      { name: 'pandit profile + reviews', body: { query: PROFILE, variables: { id: firstId } } },
      { name: 'REST /api/pandits?location=Varanasi', path: '/api/pandits?location=Varanasi&minRating=0&page=1&limit=12' },
    ];
    const rows: Stats[] = [];
    for (const s of scenarios) rows.push(await run(base, s));

    // The statements per request must not grow with the number of results.
    const withNested = (limit: number) => ({
      name: `limit ${limit}`,
      body: {
        query: `query($l: Int) { pandits(page: { limit: $l }) { items { ${CARD} ceremoniesCompleted reviews(page: { limit: 3 }) { averageRating items { userName userAvatar } } } pageInfo { totalCount } } }`,
        variables: { l: limit },
      },
    });
    const [small, large] = [await request(base, withNested(6)), await request(base, withNested(100))];

    console.log('\n| query | SQL statements/request | p50 ms | p95 ms | req/s | failures |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows) {
      const sorted = [...r.latencies].sort((a, b) => a - b);
      const st = [...new Set(r.statements)].join('/');
      console.log(
        `| ${r.name} | ${st} | ${pct(sorted, 50).toFixed(1)} | ${pct(sorted, 95).toFixed(1)} | ${(r.latencies.length / r.seconds).toFixed(0)} | ${r.failures} |`,
      );
    }
    console.log(
      `\nnested page (ceremoniesCompleted + reviews + reviewers): ${small.statements} statements for 6 pandits, ${large.statements} for 100`,
    );
    const failures = rows.reduce((a, r) => a + r.failures, 0);
    if (failures) {
      console.error(`FAILED: ${failures} requests failed`);
      process.exitCode = 1;
    }
    if (small.statements !== large.statements || !small.ok || !large.ok) {
      console.error('FAILED: SQL statements grow with the number of results');
      process.exitCode = 1;
    }
    if (explain) console.log(`\nEXPLAIN ANALYZE of the main search query:\n${await explain()}`);
  } finally {
    await stop?.();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
