/**
 * The API beside its limit (a script, not a test): `npm run bench -- [--seconds 5] [--warmup 2] [--connections 20]`.
 *
 * Needs DATABASE_URL on PostgreSQL holding `npm run seed:scale -- --pandits 10000 --bookings 100000` data.
 * Builds the gateway (bench/app-server.ts) and a bare node:http + pg server doing the same database work
 * (bench/bare.ts) as production builds (build.mjs, into dist/), starts them as child processes with plain node
 * (as `npm start` runs the gateway), then loads each endpoint from this process over keep-alive connections, the bare twin right before it, and prints req/s, p50/p95/p99, SQL statements per request
 * (X-Sql-Statements), each server's CPU time per request (from /proc: robust to a busy machine) and the ratio of the gateway's throughput to the bare endpoint's, measured in the same
 * run. For the uncached home list it also loads bench/stack.ts: Express + Apollo Server with the bare endpoint's
 * database work, the floor of this stack before any of the gateway's own code. `--cpu-prof` writes a CPU profile of the gateway (node --cpu-prof) into bench/profiles/, running the servers from their sources with tsx so the profile names the gateway's files.
 * Also printed: this process's CPU per request (the load generator) and PostgreSQL's (every backend, from /proc): on a
 * small machine the three share the cores, so they bound what any server here can reach.
 * Booking creation books distinct free slots 100+ days ahead (removed afterwards). `--only <text>` runs the
 * endpoints whose name contains the text.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { print } from 'graphql';
import { HomePanditsDocument, PanditProfileDocument } from '../../web/src/__generated__/graphql.js';
import { TIME_SLOTS, addDays, indiaToday } from '../src/modules/booking/booking.rules.js';
import { Tokens } from '../src/auth/tokens.js';
import { hashPassword } from '../src/auth/passwords.js';
import { at } from '../src/indexed.js';
import { panditSlug } from '@marketplace/schema/rules/slug';
import { DEMO_ACCOUNTS } from '../src/db/seeders/demo.seeder.js';

function opt(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return (i >= 0 ? process.argv[i + 1] : undefined) || fallback;
}
const SECONDS = Number(opt('seconds', '5'));
/**
 * Warm-up before each timed row, the same load for this long (and at least 10 requests per connection). V8 tiers a
 * server's hot code up over thousands of requests: alternating 3-second bursts showed the gateway's CPU per uncached
 * home-list request at 1.1-1.3 ms in its first burst and 0.75-0.8 ms from its third, where 10 requests per connection
 * (the warm-up before) measured part of that climb. Both servers of a row get the same warm-up.
 */
const WARMUP_SECONDS = Number(opt('warmup', '2'));
const CONNECTIONS = Number(opt('connections', '20'));
const PROFILE_CPU = process.argv.includes('--cpu-prof');
const ONLY = opt('only', '');
/** Benchmark bookings go this many days ahead and later (the seeds stay within 45 days); removed afterwards. */
const FIRST_BOOKING_DAY = 100;
const databaseUrl = process.env.DATABASE_URL;
const JWT_SECRET = process.env.JWT_SECRET ?? randomUUID() + randomUUID();
/** Customers for booking creation: more than a run books, so each sends at most one or two (the pending caps are 10 per customer and 3 per customer and pandit). */
const BENCH_USERS = 4000;
const here = fileURLToPath(new URL('.', import.meta.url));

interface Req {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Result {
  status: number;
  statements: number;
  body: string;
}

/** CPU time (user + system, ms) in a /proc/<pid>/stat line. */
function statCpuMs(stat: string): number {
  const fields = at(stat.split(') '), 1, 'the fields after the command name').split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 1/100 s ticks
}

/** CPU time (user + system, ms) the process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number): number {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return NaN;
  }
}

/**
 * Starts one of the servers from the production build (build.mjs bundles them beside dist/main.js, as `npm start`
 * runs the gateway: plain node on esbuild's output, not tsx on the sources).
 */
function start(script: string, extraArgs: string[] = []): Promise<{ child: ChildProcess; base: string; pid: number }> {
  // A CPU profile names the sources' files (bench/profile-top.ts sorts the gateway's time by them): run them with tsx.
  const [command, entry] = PROFILE_CPU
    ? [fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url)), `${here}${script}`]
    : [process.execPath, `${here}../dist/${script.replace(/\.ts$/, '.js')}`];
  const child = spawn(command, [...extraArgs, entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      // One client at full speed would empty a visitor's cost bucket: keep the buckets in the path, never empty.
      COST_BUDGET_VISITOR: '1000000000/1000000',
      JWT_SECRET,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /listening (\d+) pid (\d+)/.exec(chunk.toString());
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}`, pid: Number(m[2]) });
    });
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function send(base: string, r: Req): Promise<Result> {
  const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${r.path}`,
      {
        method: r.method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...r.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            statements: Number(res.headers['x-sql-statements'] ?? NaN),
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** CPU time (ms) used so far by each PostgreSQL process of this machine (its server and backends), from /proc. */
function postgresCpuMs(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes('(postgres)')) byPid.set(entry, statCpuMs(stat));
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}
/** PostgreSQL's CPU time since `before`: processes that ended meanwhile are left out, new ones count in full. */
function postgresCpuSince(before: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpuMs()) total += ms - (before.get(pid) ?? 0);
  return total;
}

interface Stats {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  statements: string;
  /** The server's CPU time per request (ms), measured over the loaded period. */
  cpuPerRequest: number;
  /** This process's CPU time per request (ms): the load generator's share of the machine. */
  clientCpuPerRequest: number;
  /** PostgreSQL's CPU time per request (ms), every backend of the machine. */
  postgresCpuPerRequest: number;
  firstFailure?: string;
}

/** CONNECTIONS loops sending `make(i)` for SECONDS; warm-up first. */
async function load(server: { base: string; pid: number }, make: (i: number) => Req, ok: (r: Result) => boolean): Promise<Stats> {
  const base = server.base;
  let i = 0;
  // Warm-up (WARMUP_SECONDS), so the timed part measures code V8 has already optimised.
  const warm = performance.now() + WARMUP_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let w = 0; w < 10 || performance.now() < warm; w++) await send(base, make(i++));
    }),
  );
  const latencies: number[] = [];
  const statements = new Set<number>();
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const cpuBefore = cpuMs(server.pid);
  const clientBefore = process.cpuUsage();
  const postgresBefore = postgresCpuMs();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const r = await send(base, make(i++));
        latencies.push(performance.now() - t0);
        if (!Number.isNaN(r.statements)) statements.add(r.statements);
        if (!ok(r)) {
          failures++;
          firstFailure ??= `${r.status} ${r.body.slice(0, 300)}`;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuPerRequest = (cpuMs(server.pid) - cpuBefore) / latencies.length;
  const client = process.cpuUsage(clientBefore);
  const clientCpuPerRequest = (client.user + client.system) / 1000 / latencies.length;
  const postgresCpuPerRequest = postgresCpuSince(postgresBefore) / latencies.length;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  return {
    rps: latencies.length / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    failures,
    statements: [...statements].sort().join('/'),
    cpuPerRequest,
    clientCpuPerRequest,
    postgresCpuPerRequest,
    firstFailure,
  };
}

const gql = (query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Req => ({
  method: 'POST',
  path: '/graphql',
  body: { query, variables },
  headers,
});
const graphqlOk = (r: Result) => r.status === 200 && !r.body.includes('"errors"');

async function main() {
  if (!databaseUrl) throw new Error('DATABASE_URL must point at PostgreSQL with seed:scale data');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const publicCount = (
    await db.query("select count(*)::int as n from pandits where approved and verified and registration_status = 'approved'")
  ).rows[0].n;
  if (publicCount < 5000)
    throw new Error(`only ${publicCount} public pandits: run npm run seed:scale -- --pandits 10000 --bookings 100000 first`);
  const top = (
    await db.query<{ id: string; name: string; city: string | null }>(
      `select p.id, p.name, p.city from reviews r join pandits p on p.id = r.pandit_id
       where p.approved and p.verified and p.registration_status = 'approved' group by p.id order by count(*) desc limit 1`,
    )
  ).rows[0];
  if (!top) throw new Error('no reviewed public pandit: run seed:scale first');
  const reviewed = top.id;
  // The profile page asks by its address's slug (panditBySlug).
  const reviewedSlug = panditSlug(top);
  const bookable = (
    await db.query(
      `select id from pandits where approved and verified and registration_status = 'approved' and availability = '{}'::jsonb order by id limit 50`,
    )
  ).rows.map((r) => r.id as string);

  // seed:scale starts from the demo data, whose published passwords a production start refuses (db/database.ts):
  // the bench's gateway runs as production does, so those accounts get a password nobody knows.
  await db.query(`update users set password_hash = $2 where email = any($1::text[])`, [
    Object.values(DEMO_ACCOUNTS).map((a) => a.email),
    await hashPassword(randomUUID()),
  ]);
  // The public pages are rendered by the web app's server build (decision 0085): without it they are not measured.
  const rendered = existsSync(`${here}../../web/dist-ssr/entry-server.js`);
  if (!rendered) console.warn('WARNING: web/dist-ssr is not built (npm run build -w web): the page rows are SKIPPED\n');

  if (PROFILE_CPU) mkdirSync(`${here}profiles`, { recursive: true });
  if (!PROFILE_CPU)
    execFileSync(process.execPath, ['build.mjs', 'bench/app-server.ts', 'bench/bare.ts', 'bench/stack.ts'], {
      cwd: `${here}..`,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const app = await start('app-server.ts', PROFILE_CPU ? ['--cpu-prof', `--cpu-prof-dir=${here}profiles`] : []);
  const bare = await start('bare.ts');
  const stack = await start('stack.ts', PROFILE_CPU ? ['--cpu-prof', `--cpu-prof-dir=${here}profiles/stack`] : []);
  try {
    // Customers for booking creation, written straight into the database (registering them through the API
    // would meet the registration limit): BENCH_USERS accounts with a bearer session each, so the per-customer
    // pending cap and booking limits (kept on, as in production) are not what is measured. Each customer sends
    // from its own address (X-Forwarded-For, trusted from loopback) for the per-address booking limit.
    const tokens = new Tokens(JWT_SECRET, '1h');
    const users: Array<{ id: string; token: string; address: string }> = [];
    const salt = Math.floor(Math.random() * 250) + 1;
    const hash = await hashPassword('Bench@12345');
    for (let u = 0; u < BENCH_USERS; u++) {
      const id = randomUUID();
      const sid = randomUUID();
      users.push({ id, token: await tokens.sign({ sub: id, role: 'user', sid }), address: `10.${salt}.${u >> 8}.${u & 255}` });
      await db.query(
        `with u as (insert into users (id, name, email, role, password_hash, created_at, updated_at)
                    values ($1, $2, $3, 'user', $4, now(), now()) returning id)
         insert into sessions (id, user_id, kind, created_at, expires_at) select $5, id, 'bearer', now(), now() + interval '1 hour' from u`,
        [id, `Bench User ${u}`, `bench-${id}@example.in`, hash, sid],
      );
    }
    // The bare server's customers, apart: its bookings (thousands a second) must not count in the gateway's
    // customers' pending caps, nor make the gateway's pending counts read more rows than a real customer has.
    const bareUsers: string[] = Array.from({ length: BENCH_USERS * 2 }, () => randomUUID());
    await db.query(
      `insert into users (id, name, email, role, password_hash, created_at, updated_at)
       select id, 'Bench Bare User', 'bench-' || id || '@example.in', 'user', $2, now(), now() from unnest($1::uuid[]) as id`,
      [bareUsers, hash],
    );
    // Distinct free slots far ahead (no seeded booking there): the gateway and the bare server take turns.
    const today = indiaToday();
    const slots: Array<{ panditId: string; date: string; time: string }> = [];
    for (let d = FIRST_BOOKING_DAY; d < 365 && slots.length < 200_000; d++)
      for (const time of TIME_SLOTS) for (const p of bookable) slots.push({ panditId: p, date: addDays(today, d), time });
    let slot = 0;

    const HOME = print(HomePanditsDocument);
    const PROFILE = print(PanditProfileDocument);
    // Each read runs twice: as visitors send it (the cached answer after the first), and uncached (a unique
    // unused variable or query parameter per request, so every request computes its answer).
    const reads: Array<{ name: string; app: (nonce: string) => Req; bare: Req; stack?: boolean }> = [
      {
        name: 'home list (GraphQL HomePandits)',
        app: (n) => gql(HOME, { page: { page: 1, limit: 12 }, ...(n && { nonce: n }) }),
        bare: { method: 'GET', path: '/home?page=1' },
        stack: true,
      },
      {
        name: 'home list (REST GET /api/pandits)',
        app: (n) => ({ method: 'GET', path: `/api/pandits?page=1&limit=12${n && `&nonce=${n}`}` }),
        bare: { method: 'GET', path: '/home?page=1' },
      },
      {
        name: "typo search 'rudra abishek varansi'",
        app: (n) =>
          gql(HOME, { filter: { search: 'rudra abishek varansi' }, page: { page: 1, limit: 12 }, ...(n && { nonce: n }) }),
        bare: { method: 'GET', path: '/search' },
      },
      {
        name: 'profile with reviews (PanditProfile)',
        app: (n) => gql(PROFILE, { slug: reviewedSlug, reviewPage: { page: 1, limit: 5 }, ...(n && { nonce: n }) }),
        bare: { method: 'GET', path: `/profile?id=${reviewed}` },
      },
      // The pages as a browser or a crawler asks for them: the server render with its head and state (the bare
      // server's twin only reads the data: its ratio says what rendering costs).
      ...(rendered
        ? [
            {
              name: 'home page (server-rendered HTML)',
              app: (n: string) => ({ method: 'GET' as const, path: `/${n && `?nonce=${n}`}` }),
              bare: { method: 'GET' as const, path: '/home?page=1' },
            },
            {
              name: 'profile page (server-rendered HTML)',
              app: (n: string) => ({ method: 'GET' as const, path: `/pandits/${reviewedSlug}${n && `?nonce=${n}`}` }),
              bare: { method: 'GET' as const, path: `/profile?id=${reviewed}` },
            },
          ]
        : []),
    ];
    const scenarios: Array<{
      name: string;
      app: (i: number) => Req;
      bare: (i: number) => Req;
      /** The same request to bench/stack.ts (Express + Apollo with the bare endpoint's database work). */
      stack?: (i: number) => Req;
      ok?: (r: Result) => boolean;
    }> = [
      ...reads.flatMap((r) => [
        {
          name: `${r.name}, cached`,
          app: () => r.app(''),
          bare: () => r.bare,
          ok: r.app('').path === '/graphql' ? undefined : (x: Result) => x.status === 200,
        },
        {
          name: `${r.name}, uncached`,
          app: (i: number) => r.app(`n${i}`),
          bare: () => r.bare,
          stack: r.stack ? (i: number) => r.app(`n${i}`) : undefined,
          ok: r.app('').path === '/graphql' ? undefined : (x: Result) => x.status === 200,
        },
      ]),
      {
        name: 'booking creation (createBooking)',
        app: (i) => {
          const s = at(slots, slot++, 'a free slot');
          const user = at(users, i % users.length);
          return gql(
            'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id status totalAmount } }',
            { input: { panditId: s.panditId, date: s.date, time: s.time, location: 'Bench Nagar, Varanasi', tier: 'BASIC' } },
            { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.address },
          );
        },
        bare: (i) => ({ method: 'POST', path: '/book', body: { ...slots[slot++], userId: bareUsers[i % bareUsers.length] } }),
      },
    ];

    console.log(
      `${publicCount} public pandits on PostgreSQL; ${CONNECTIONS} connections, ${SECONDS} s per endpoint after ${WARMUP_SECONDS} s of warm-up\n`,
    );
    console.log(
      '| endpoint | server | req/s | p50 ms | p95 ms | p99 ms | SQL/req | CPU ms/req | client CPU | PostgreSQL CPU | ratio | failures |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    let failed = false;
    for (const s of scenarios.filter((x) => x.name.includes(ONLY))) {
      const b = await load(bare, s.bare, (r) => r.status === 200);
      const st = s.stack && (await load(stack, s.stack, graphqlOk));
      const a = await load(app, s.app, s.ok ?? graphqlOk);
      const row = (who: string, x: Stats, ratio: string) =>
        console.log(
          `| ${s.name} | ${who} | ${x.rps.toFixed(0)} | ${x.p50.toFixed(1)} | ${x.p95.toFixed(1)} | ${x.p99.toFixed(1)} | ${x.statements || '-'} | ${x.cpuPerRequest.toFixed(2)} | ${x.clientCpuPerRequest.toFixed(2)} | ${x.postgresCpuPerRequest.toFixed(2)} | ${ratio} | ${x.failures} |`,
        );
      row('bare node:http + pg', b, '1.00x');
      if (st) row('Express + Apollo, bare work (the stack)', st, `${(st.rps / b.rps).toFixed(2)}x`);
      row('gateway', a, `${(a.rps / b.rps).toFixed(2)}x`);
      for (const x of [a, b, ...(st ? [st] : [])])
        if (x.failures) {
          failed = true;
          console.error(`  first failure: ${x.firstFailure}`);
        }
    }
    if (failed) process.exitCode = 1;
  } finally {
    app.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    stack.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    const removed = await db.query(`delete from bookings where date >= $1`, [addDays(indiaToday(), FIRST_BOOKING_DAY)]);
    await db.query(`delete from users where email like 'bench-%@example.in'`);
    // The deleted rows stay in the tables and their indexes until a vacuum: the next run would insert among them
    // (autovacuum waits for a fifth of a table to be dead). Vacuumed now, runs one after another start alike.
    await db.query(`vacuum analyze bookings, users, sessions, message_events, messages, rate_limits`);
    console.log(`\n(cleaned up ${removed.rowCount} benchmark bookings, vacuumed the tables they touched)`);
    await db.end();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
