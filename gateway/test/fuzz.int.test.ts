import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { buildSchema } from '../src/schema.js';
import { REST_ROUTES } from '../src/rest/routes/index.js';
import { DEMO_ACCOUNTS } from '../src/db/seeders/demo.seeder.js';
import { freshPostgres, startGateway, tempDir, type GatewayProcess } from './processes.js';
import { prng } from '../src/db/seeders/demo.seeder.js';
import { at } from '../src/indexed.js';

/**
 * A fuzz test generated from the executable schema (issue #30): every root field of Query and Mutation, asked by a
 * visitor and by each role, with arguments built from the extreme values of their types (dates of year 0000 and
 * 9999, 5e-324, 1e308, huge and negative numbers, empty, huge, NUL and lone-surrogate strings, huge lists, JSON
 * nested deeper than the limit), some as variables and some as literals; and every REST route with a path
 * parameter (and /media/:id) with percent-encodings that do not decode. A seeded PRNG makes the run repeatable
 * (FUZZ_SEED picks another). Every answer must be data or a 4xx with a code, never a 5xx or INTERNAL_SERVER_ERROR,
 * and must come within its own timeout (AbortSignal, not a timed assertion: a hang fails the request).
 *
 * The gateway runs as its own process, so a request that never ends (a loop that never reaches its end blocks the
 * event loop) fails that request instead of freezing the test.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 30);
const REQUEST_TIMEOUT_MS = 10_000;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

type Rng = ReturnType<typeof prng>;

const deep = (levels: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < levels; i++) v = i % 2 ? { a: v } : [v];
  return v;
};

/** Extreme values of each type; `ids` are filled with real records' ids once the gateway runs. */
const ids: string[] = [];
const EXTREME: Record<string, (r: Rng) => unknown> = {
  ID: (r) =>
    r.pick([
      '',
      'abc',
      NO_SUCH_ID,
      '0',
      '-1',
      'a\u0000b',
      'a\ud800b',
      '%ED%A0%80',
      "' or 1=1 --",
      'x'.repeat(5000),
      '00000000-0000-0000-0000-00000000000g',
      ...ids,
    ]),
  String: (r) =>
    r.pick([
      '',
      ' ',
      'x'.repeat(60_000),
      'a\u0000b',
      '\ud800',
      'a\udc00b',
      '\u{1F64F}',
      'पंडित',
      '%00',
      "'; drop table users; --",
      '0000-01-01',
      '9999-12-31',
      '5e-324',
      'a@b.in',
      'https://example.com/x.jpg',
      '/media/00000000-0000-4000-8000-000000000000',
      '10:00',
      '25:61',
    ]),
  Int: (r) => r.pick([0, -1, 1, 2147483647, -2147483648, 2147483648, 1e308, 3.5, Number.MAX_SAFE_INTEGER + 2, 100, 20_000]),
  Float: (r) =>
    r.pick([0, -0, 5e-324, -5e-324, 2.2250738585072014e-308, 1e308, -1e308, 1.7976931348623157e308, 90.0001, 28.6, -1]),
  Boolean: (r) => r.pick([true, false]),
  Date: (r) =>
    r.pick([
      '0000-01-01',
      '9999-12-31',
      '9999-12-01',
      '1899-12-31',
      '1900-01-01',
      '2100-12-31',
      '2101-01-01',
      '2024-02-30',
      '',
      'today',
    ]),
  DateTime: (r) =>
    r.pick([
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '+275760-09-13T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '1970-01-01T00:00:00Z',
      '2100-12-31T23:59:59Z',
      'x',
    ]),
  JSON: (r) =>
    r.pick([
      deep(40),
      deep(5),
      { '\ud800': 1 },
      { a: 'b\ud800' },
      Array.from({ length: 5000 }, (_, i) => i),
      { users: [{ id: 'abc', email: 'a\u0000' }], pandits: 'x' },
      5e-324,
      'text',
      null,
      [],
      {},
    ]),
};

/** A value for `type`: mostly extreme, sometimes an ordinary one so that a call gets past its first check. */
function valueFor(type: GraphQLInputType, r: Rng, depth = 0): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, r, depth);
  if (depth > 0 && r.chance(0.1)) return null;
  if (isListType(type)) {
    const item = () => valueFor(type.ofType, r, depth + 1);
    const size = r.pick([0, 1, 3, 20_000]);
    if (size === 20_000) {
      // A huge list of a small item (a body within the JSON limit); a large item makes a list of 200.
      const one = item();
      return Array.from({ length: JSON.stringify(one ?? null).length <= 12 ? size : 200 }, () => one);
    }
    return Array.from({ length: size }, item);
  }
  if (isEnumType(type)) return r.chance(0.85) ? r.pick(type.getValues()).name : 'NOT_A_VALUE';
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || r.chance(0.5)) out[field.name] = valueFor(field.type, r, depth + 1);
    }
    return out;
  }
  if (isScalarType(type)) {
    const gen = EXTREME[type.name];
    if (!gen) throw new Error(`no values for scalar ${type.name}`);
    return gen(r);
  }
  return null;
}

/** A GraphQL literal of `value` (enum names bare; strings as JSON strings, which GraphQL reads the same). */
function literal(value: unknown, type: GraphQLInputType): string {
  const t: GraphQLInputType = getNullableType(type);
  if (value === null || value === undefined) return 'null';
  if (isEnumType(t) && typeof value === 'string' && /^[_A-Za-z]\w*$/.test(value)) return value;
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, isListType(t) ? t.ofType : t)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = isInputObjectType(t) ? t.getFields() : {};
    return `{${Object.entries(value)
      .filter(([k]) => /^[_A-Za-z]\w*$/.test(k))
      .map(([k, v]) => `${k}: ${literal(v, fields[k]?.type ?? t)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  return JSON.stringify(value);
}

/** The cheapest selection of a field's result: `__typename` of an object, nothing for a scalar. */
const selection = (type: GraphQLOutputType) => {
  const named = getNamedType(type);
  return isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
};

/** A request for `field` with generated arguments, some as variables and some inlined. */
function requestFor(root: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, r: Rng) {
  const defs: string[] = [];
  const args: string[] = [];
  const variables: Record<string, unknown> = {};
  field.args.forEach((arg: GraphQLArgument) => {
    if (!isNonNullType(arg.type) && r.chance(0.25)) return; // optional arguments sometimes left out
    const value = valueFor(arg.type, r);
    const asLiteral = r.chance(0.3) && JSON.stringify(value).length < 2000;
    if (asLiteral) {
      args.push(`${arg.name}: ${literal(value, arg.type)}`);
    } else {
      defs.push(`$${arg.name}: ${arg.type.toString()}`);
      args.push(`${arg.name}: $${arg.name}`);
      variables[arg.name] = value;
    }
  });
  const query = `${root} Fuzz${defs.length ? `(${defs.join(', ')})` : ''} { ${field.name}${
    args.length ? `(${args.join(', ')})` : ''
  }${selection(field.type)} }`;
  return { query, variables };
}

interface Outcome {
  what: string;
  status: number;
  problem: string;
}

let gw: GatewayProcess;
let cleanup: Array<() => Promise<void> | void> = [];
const tokens: Record<'visitor' | 'user' | 'pandit' | 'admin', string> = { visitor: '', user: '', pandit: '', admin: '' };

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: any; error?: string }> {
  try {
    const res = await fetch(`${gw.url}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await res.text();
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, body };
  } catch (e) {
    return { status: 0, body: undefined, error: String((e as Error)?.name ?? e) };
  }
}

/** What is wrong with an answer: a 5xx, an INTERNAL_SERVER_ERROR, no answer in time, a 4xx without a code. */
function problemOf(a: { status: number; body: any; error?: string }, graphql: boolean): string | null {
  if (a.error) return `no answer (${a.error})`;
  if (a.status >= 500) return `HTTP ${a.status}: ${JSON.stringify(a.body)?.slice(0, 300)}`;
  if (a.body === undefined) return `not JSON (HTTP ${a.status})`;
  const codes: string[] = graphql
    ? (a.body.errors ?? []).map((e: any) => e?.extensions?.code)
    : a.status >= 400
      ? [a.body.code]
      : [];
  if (codes.includes('INTERNAL_SERVER_ERROR')) return `INTERNAL_SERVER_ERROR: ${JSON.stringify(a.body).slice(0, 300)}`;
  if (a.status >= 400 && (!codes.length || codes.some((c) => typeof c !== 'string'))) return `HTTP ${a.status} without a code`;
  return null;
}

beforeAll(async () => {
  const db = process.env.DATABASE_URL ? await freshPostgres({ seeded: true }) : null;
  const dir = tempDir(db ? undefined : 'seeded');
  cleanup.push(() => dir.remove());
  if (db) cleanup.push(() => db.drop());
  gw = await startGateway({
    DATABASE_URL: db?.url ?? '',
    DATA_DIR: dir.dir,
    SEED_DEMO: 'true',
    NODE_ENV: 'test', // no rate limits or cost buckets: every input reaches its resolver
    LOG_LEVEL: 'warn', // read by the last test: warnings and errors only
    MESSAGES_WORKER: 'off',
  });
  for (const role of ['user', 'pandit', 'admin'] as const) {
    const { email, password } = DEMO_ACCOUNTS[role];
    const r = await call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    tokens[role] = r.body.data.token;
  }
  // Real ids, so that some calls get past "not found" into the services.
  const gql = (query: string, token = '') =>
    call('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
  const pandits = await gql('{ pandits(page: { limit: 2 }) { items { id } } }');
  const packages = await gql('{ packages(page: { limit: 1 }) { items { id } } }');
  const bookings = await gql('{ bookings(page: { limit: 2 }) { items { id } } }', tokens.user);
  const me = await gql('{ me { id } }', tokens.user);
  for (const list of [
    pandits.body?.data?.pandits?.items,
    packages.body?.data?.packages?.items,
    bookings.body?.data?.bookings?.items,
  ])
    for (const item of list ?? []) ids.push(item.id);
  if (me.body?.data?.me?.id) ids.push(me.body.data.me.id);
}, 120_000);

afterAll(async () => {
  await gw?.stop('SIGKILL');
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

const ROLES = ['visitor', 'user', 'pandit', 'admin'] as const;
/** Run last (they end sessions or empty the database), so the other fields meet data and live tokens. */
const LAST = ['logout', 'changePassword', 'deleteUser', 'importData', 'clearData'];

describe('the eight causes of a 500 (issue #30), asked first, while every session is live', () => {
  // The eight causes of INTERNAL_SERVER_ERROR the campaign found, each asked the way it found it.
  const gqlAs = (role: keyof typeof tokens, query: string, variables?: unknown) =>
    call('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(tokens[role] ? { authorization: `Bearer ${tokens[role]}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
  const pandit = () => ids[0];
  const CAUSES: Array<[string, () => ReturnType<typeof call>, number?]> = [
    [
      'freeDays in year 9999 (literal)',
      () => gqlAs('visitor', `{ freeDays(panditId: "${pandit()}", from: "9999-12-01", to: "9999-12-31") { date } }`),
      400,
    ],
    [
      'freeDays in year 9999 (variables)',
      () =>
        gqlAs('visitor', 'query($p: ID!, $f: Date!, $t: Date!) { freeDays(panditId: $p, from: $f, to: $t) { date } }', {
          p: pandit(),
          f: '9999-12-01',
          t: '9999-12-31',
        }),
      400,
    ],
    [
      'bookableSlots on 0000-01-01',
      () => gqlAs('visitor', 'query($d: Date!) { bookableSlots(panditId: "x", date: $d) { time } }', { d: '0000-01-01' }),
      400,
    ],
    [
      'adminBookings from 0000-01-01',
      () => gqlAs('admin', '{ adminBookings(filter: { from: "0000-01-01" }) { __typename } }'),
      400,
    ],
    [
      'auditLog from year 0000',
      () =>
        gqlAs('admin', 'query($f: DateTime) { auditLog(filter: { from: $f }) { __typename } }', { f: '0000-01-01T00:00:00Z' }),
      400,
    ],
    [
      'auditLog with an actor id that is not one',
      () => gqlAs('admin', '{ auditLog(filter: { actorId: "abc" }) { __typename } }'),
    ],
    [
      'latitude 5e-324',
      () =>
        gqlAs('visitor', 'query($n: NearInput) { pandits(filter: { near: $n }) { __typename } }', {
          n: { lat: 5e-324, lng: 77 },
        }),
      400,
    ],
    [
      'a cancel reason with a lone surrogate',
      () =>
        gqlAs('user', 'mutation($id: ID!, $r: String) { cancelBooking(id: $id, reason: $r) { id } }', {
          id: NO_SUCH_ID,
          r: 'a\ud800',
        }),
      400,
    ],
    [
      'a decline reason with a lone surrogate',
      () =>
        gqlAs('pandit', 'mutation($id: ID!, $r: String!) { declineBooking(id: $id, reason: $r) { id } }', {
          id: NO_SUCH_ID,
          r: '\udfff!',
        }),
      400,
    ],
    [
      'a draft with a lone surrogate',
      () =>
        gqlAs('user', 'mutation($d: JSON!) { savePanditApplicationDraft(draft: $d, step: 1) { step } }', {
          d: { name: 'x\ud800' },
        }),
      400,
    ],
    [
      '60 variable errors',
      () =>
        gqlAs('pandit', 'mutation($u: [String!]!) { addPanditPhotos(id: "x", urls: $u) { id } }', { u: Array(60).fill(null) }),
      400,
    ],
    ['/media/ with a bad percent-encoding', () => call('/media/%E0%A4%A'), 400],
    ['an /api/:id with a bad percent-encoding', () => call('/api/pandits/%ED%A0%80'), 400],
    [
      'variables 40,000 deep',
      () =>
        call('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"query":"{ __typename }","variables":{"x":${'['.repeat(40_000)}${']'.repeat(40_000)}}}`,
        }),
      400,
    ],
  ];
  it.each(CAUSES)('%s: a 4xx with a code, not a 500', async (_name, run, status) => {
    const a = await run();
    expect(problemOf(a, a.body && 'errors' in a.body)).toBeNull();
    if (status) expect(a.status).toBe(status);
    const codes = a.body?.errors ? a.body.errors.map((e: any) => e.extensions?.code) : [a.body?.code];
    expect(codes[0]).toMatch(/^(VALIDATION_FAILED|BAD_REQUEST)$/);
  });

  it('a range of 31 days at the end of the date range answers its days', async () => {
    const a = await gqlAs('visitor', `{ freeDays(panditId: "${pandit()}", from: "2100-12-01", to: "2100-12-31") { date } }`);
    expect(a.body.data.freeDays).toHaveLength(31);
    expect(a.body.data.freeDays.at(-1).date).toBe('2100-12-31');
  });
});

describe('fuzz: inputs generated from the schema and the REST routes (issue #30)', () => {
  it('every root field, with the extreme values of its argument types, answers data or a 4xx', async () => {
    const schema = buildSchema();
    const r = prng(SEED);
    const roots = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => ['query', f] as const),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => ['mutation', f] as const),
    ].sort(
      ([, a], [, b]) =>
        Number(LAST.includes(a.name)) - Number(LAST.includes(b.name)) || LAST.indexOf(a.name) - LAST.indexOf(b.name),
    );
    const failures: Outcome[] = [];
    let sent = 0;
    for (const [root, field] of roots) {
      // A field with arguments: once per role (a visitor, each signed-in role), each time with other values; without
      // arguments only the role changes: a visitor and one signed-in role.
      const runs = field.args.length ? ROLES.length : 2;
      for (let i = 0; i < runs; i++) {
        const role = field.args.length || i === 0 ? at(ROLES, i) : r.pick(ROLES.slice(1));
        const { query, variables } = requestFor(root, field, r);
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (tokens[role]) headers.authorization = `Bearer ${tokens[role]}`;
        const a = await call('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
        sent++;
        const problem = problemOf(a, true);
        if (problem)
          failures.push({
            what: `${role} ${query.slice(0, 200)} ${JSON.stringify(variables).slice(0, 200)}`,
            status: a.status,
            problem,
          });
      }
    }
    expect(sent).toBeGreaterThan(250);
    expect(failures).toEqual([]);
  });

  it('a GET /graphql with hostile variables answers a 4xx', async () => {
    const failures: Outcome[] = [];
    const cases = [
      { query: 'query($d: Date!) { bookableSlots(panditId: "x", date: $d) { time } }', variables: '{"d":"0000-01-01"}' },
      { query: 'query($q: String!) { searchSuggestions(query: $q) { label } }', variables: '{"q":"a\\ud800"}' },
      { query: '{ __typename }', variables: `{"x":${'['.repeat(2000)}${']'.repeat(2000)}}` }, // within Node's 16 KB of headers
    ];
    for (const c of cases) {
      const search = new URLSearchParams({ query: c.query, variables: c.variables });
      const a = await call(`/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true' } });
      const problem = problemOf(a, true) ?? (a.status < 400 ? `HTTP ${a.status}: accepted` : null);
      if (problem) failures.push({ what: c.variables.slice(0, 80), status: a.status, problem });
    }
    expect(failures).toEqual([]);
  });

  it('every REST path parameter (and /media/:id) with a percent-encoding that does not decode answers a 4xx', async () => {
    const BAD = ['%', '%E0%A4%A', '%ED%A0%80', '%FF', '%C0%AF', '%%41', '%2', 'a%ZZb', '%F4%90%80%80'];
    const routes = [
      ...REST_ROUTES.flatMap((route) =>
        (Array.isArray(route.path) ? route.path : [route.path]).map((path) => ({ method: route.method, path: `/api${path}` })),
      ),
      { method: 'get', path: '/media/:id' },
    ].filter((route) => route.path.includes('/:'));
    expect(routes.length).toBeGreaterThan(15);
    const failures: Outcome[] = [];
    for (const route of routes) {
      for (const [i, bad] of BAD.entries()) {
        const path = route.path.replace(/:(\w+)/g, bad);
        const token = tokens[at(ROLES, i % ROLES.length)];
        const method = route.method.toUpperCase();
        const a = await call(path, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        const problem = problemOf(a, false) ?? (a.status < 400 ? `HTTP ${a.status}: accepted` : null);
        if (problem) failures.push({ what: `${method} ${path}`, status: a.status, problem });
      }
    }
    expect(failures).toEqual([]);
  });

  it('is still healthy, no value reached PostgreSQL unchecked and nothing was logged as an unexpected error', async () => {
    const a = await call('/api/ready');
    expect(a.status).toBe(200);
    const lines = gw.output().split('\n');
    // errors.ts answers a PostgreSQL data exception 400 and logs its SQLSTATE: here every value is checked before.
    expect(lines.filter((l) => l.includes('"sqlState"'))).toEqual([]);
    expect(lines.filter((l) => l.includes('"level":"error"')).map((l) => l.slice(0, 500))).toEqual([]);
  });
});
