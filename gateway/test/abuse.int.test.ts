import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  getNamedType,
  isLeafType,
  parse,
  type GraphQLInputType,
} from 'graphql';
import { ERROR_CODES } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type PanditFixture } from './scenario.js';
import { buildSchema } from '../src/schema.js';
import { isAdmin } from '../src/auth/rules.js';
import { adminOnlyField, rules } from '../src/auth/permissions.js';
import { REST_ROUTES } from '../src/rest/routes/index.js';
import { LIMITS } from '../src/limits/rate-limits.js';
import { MAX_QUERY_COST } from '../src/http/query-cost.js';
import { addDays, indiaToday } from '../src/modules/booking/booking.rules.js';
import { first, known } from '../src/indexed.js';

/**
 * Abuse, not bad syntax (bad-input.int.test.ts): role escalation, IDOR on every id-taking route, oversized
 * lists, query cost bombs, idempotency key reuse, disguised uploads, and (on a second server with RATE_LIMITS
 * on) registrations and logins past the limits. Each answer is a clear 4xx with a code of the SDL's ErrorCode
 * (GraphQL execution errors: HTTP 200 with coded errors, as GraphQL over HTTP says); no row of any table is
 * created or changed; the server is healthy at the end.
 */

let s: TestServer;
let sc: ReturnType<typeof scenario>;
const schema = buildSchema();
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// The cast: two customers, two approved pandits, an applicant, an admin, a booking of each customer.
let userA: Account;
let userB: Account;
let applicant: Account;
let admin: Account;
let panditP: PanditFixture;
let panditQ: PanditFixture;
let applicationId = '';
let bookingA = '';
let bookingB = '';
let idemBooking = '';
const day = (d: number) => addDays(indiaToday(), 20 + d);

const sql = (q: string): Promise<any[]> => s.db.orm.em.getConnection().execute(q);
/** Every table whose rows a refused request could create or change (audit_log and rate_limits record refusals). */
const TABLES = [
  'users',
  'pandits',
  'bookings',
  'booking_status_history',
  'media',
  'reviews',
  'testimonials',
  'packages',
  'about_content',
];
async function fingerprint(): Promise<Record<string, string>> {
  const cols = TABLES.map(
    (n) => `(select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${n} t) as ${n}`,
  );
  const [row] = await sql(`select ${cols.join(', ')}`);
  return row;
}

interface Answer {
  status: number;
  text: string;
  body: any;
  headers: Headers;
}
interface Send {
  json?: unknown;
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
}
async function send(method: string, path: string, o: Send = {}, base = () => s.url): Promise<Answer> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let body: string | FormData | undefined;
  if (o.json !== undefined) {
    body = JSON.stringify(o.json);
    headers['content-type'] = 'application/json';
  } else if (o.form) body = o.form;
  const res = await fetch(`${base()}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, text, body: parsed, headers: res.headers };
}
const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  send('POST', '/graphql', { json: { query, variables }, token });

interface Expect {
  /** The first error's code must be one of these. */
  codes?: string[];
  status?: number[];
}
type Case = [name: string, run: () => Promise<Answer>, expected?: Expect];

/** A clear refusal: REST 4xx with `success: false` and an SDL code; GraphQL 4xx or 200 with coded errors only. */
function expectRefused(a: Answer, graphql: boolean, expected: Expect = {}) {
  const what = `${a.status} ${a.text.slice(0, 400)}`;
  expect(a.body, what).toBeTypeOf('object');
  const codes: unknown[] = graphql
    ? ((a.body.errors ?? []) as Array<{ extensions?: { code?: unknown } }>).map((e) => e.extensions?.code)
    : [a.body.code];
  if (graphql) expect(a.status === 200 || (a.status >= 400 && a.status < 500), what).toBe(true);
  else {
    expect(a.status >= 400 && a.status < 500, what).toBe(true);
    expect(a.body.success, what).toBe(false);
  }
  expect(codes.length, what).toBeGreaterThan(0);
  for (const code of codes) {
    expect(ERROR_CODES, what).toContain(code);
    expect(code, what).not.toBe('INTERNAL_SERVER_ERROR');
  }
  if (expected.codes) expect(expected.codes, what).toContain(codes[0]);
  if (expected.status) expect(expected.status, what).toContain(a.status);
}

// ---- role escalation: every admin-only root field as visitor, user and pandit --------------------------

/** A value of an input type that passes GraphQL coercion (required fields only). */
function sample(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return sample(type.ofType);
  if (type instanceof GraphQLList) return [sample(type.ofType)];
  if (type instanceof GraphQLEnumType) return first(type.getValues()).name;
  if (type instanceof GraphQLInputObjectType) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (f.type instanceof GraphQLNonNull && f.defaultValue === undefined) out[f.name] = sample(f.type);
    }
    return out;
  }

  return (
    {
      ID: NO_SUCH_ID,
      String: 'x',
      Int: 1,
      Float: 1,
      Boolean: true,
      Date: '2031-01-01',
      DateTime: '2031-01-01T00:00:00Z',
      JSON: {},
    } as Record<string, unknown>
  )[type.name];
}

/** `mutation($a: T!) { field(a: $a) { __typename } }` with sample variables (required arguments only). */
function operationFor(root: 'Query' | 'Mutation', name: string): { query: string; variables: Record<string, unknown> } {
  const type = root === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = known(type.getFields()[name], `the root field ${name}`);
  const args = field.args.filter((a) => a.type instanceof GraphQLNonNull && a.defaultValue === undefined);
  const defs = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${root === 'Query' ? 'query' : 'mutation'}${defs ? `(${defs})` : ''} { ${name}${call ? `(${call})` : ''}${selection} }`;
  return { query, variables: Object.fromEntries(args.map((a) => [a.name, sample(a.type)])) };
}

const ADMIN_FIELDS = (['Query', 'Mutation'] as const).flatMap((root) =>
  Object.entries(rules[root])
    .filter(([, r]) => r === isAdmin)
    .map(([name]) => [root, name] as const),
);
const ROLES = ['visitor', 'user', 'pandit'] as const;
const tokenOf = (role: (typeof ROLES)[number]) =>
  role === 'visitor' ? undefined : role === 'user' ? userA.token : panditP.account.token;

const ESCALATION_GQL: Case[] = ADMIN_FIELDS.flatMap(([root, name]) =>
  ROLES.map((role): Case => {
    const op = operationFor(root, name);
    return [
      `${root}.${name} as ${role}`,
      () => gql(op.query, op.variables, tokenOf(role)),
      { codes: [role === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN'] },
    ];
  }),
);

/** REST routes whose operation is admin-only, every spelling of their path, as visitor, user and pandit. */
const ADMIN_ROUTES = REST_ROUTES.filter((r) => adminOnlyField(parse(r.operation))).flatMap((r) =>
  (Array.isArray(r.path) ? r.path : [r.path]).map((path) => ({ method: r.method.toUpperCase(), path })),
);
const ESCALATION_REST: Case[] = ADMIN_ROUTES.flatMap(({ method, path }) =>
  ROLES.map((role): Case => [
    `${method} /api${path} as ${role}`,
    () =>
      send(method, `/api${path.replace(':id', userB.id)}`, {
        token: tokenOf(role),
        json: method === 'GET' || method === 'DELETE' ? undefined : { role: 'admin', status: 'confirmed', confirm: true },
      }),
    // A body the route cannot read is refused first (400); never a success.
    {
      codes: role === 'visitor' ? ['UNAUTHENTICATED', 'VALIDATION_FAILED'] : ['FORBIDDEN', 'VALIDATION_FAILED'],
      status: role === 'visitor' ? [400, 401] : [400, 403],
    },
  ]),
);

/** Privileged fields slipped into the inputs of non-admin operations: GraphQL refuses unknown input fields. */
const APPLICATION = {
  name: 'Pt. Abuse Test',
  phone: '9812345678',
  state: 'Uttar Pradesh',
  city: 'Varanasi',
  location: 'Assi Ghat',
  bio: 'Vedic priest.',
  experience: 5,
  specializations: ['Griha Pravesh'],
  languages: ['Hindi'],
  pricing: { basic: 2100, premium: 3100, deluxe: 5100 },
  virtualPoojaAvailable: false,
};
const bookingInput = () => ({ panditId: panditP.id, date: day(1), time: '10:00', location: 'Assi Ghat, Varanasi' });
const ROLE_FIELDS: Case[] = [
  ...['role', 'isAdmin', 'roles', 'admin'].map((field): Case => [
    `register with ${field}`,
    () =>
      gql('mutation($i: RegisterInput!) { register(input: $i) { token } }', {
        i: { name: 'Escalating Devotee', email: `esc.${field}@abuse.test`, password: 'Long-passphrase-42', [field]: 'ADMIN' },
      }),
  ]),
  ...['role', 'createdAt', 'id'].map((field): Case => [
    `updateProfile with ${field}`,
    () =>
      gql(
        'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }',
        { i: { [field]: field === 'role' ? 'ADMIN' : field === 'id' ? userB.id : '2020-01-01T00:00:00Z' } },
        userA.token,
      ),
  ]),
  ...['approved', 'verified', 'registrationStatus', 'rating', 'reviewCount', 'userId'].flatMap((field): Case[] => {
    const value = () =>
      field === 'registrationStatus' ? 'APPROVED' : field === 'userId' ? userB.id : field.startsWith('r') ? 5 : true;
    return [
      [
        `applyAsPandit with ${field}`,
        () =>
          gql(
            'mutation($i: PanditApplicationInput!) { applyAsPandit(input: $i) { id } }',
            { i: { ...APPLICATION, [field]: value() } },
            applicant.token,
          ),
      ],
      [
        `updatePanditProfile (own) with ${field}`,
        () =>
          gql(
            'mutation($id: ID!, $i: UpdatePanditInput!) { updatePanditProfile(id: $id, input: $i) { id } }',
            { id: panditP.id, i: { bio: 'Changed', [field]: value() } },
            panditP.account.token,
          ),
      ],
    ];
  }),
  ...(
    [
      ['status', 'CONFIRMED'],
      ['paymentStatus', 'PAID'],
      ['totalAmount', 1],
      ['userId', '?'],
      ['meetingLink', 'https://evil.example/meet'],
    ] as const
  ).map(([field, value]): Case => [
    `createBooking with ${field}`,
    () =>
      gql(
        'mutation($i: CreateBookingInput!) { createBooking(input: $i) { id } }',
        { i: { ...bookingInput(), [field]: value === '?' ? userB.id : value } },
        userA.token,
      ),
  ]),
];

// ---- IDOR: another account's records by id ---------------------------------------------------------------

const IDOR_GQL: Case[] = [
  ['booking(id) of another customer', () => gql('query($id: ID!) { booking(id: $id) { id } }', { id: bookingB }, userA.token)],
  [
    "booking(id) of another pandit's customer, as a pandit",
    () => gql('query($id: ID!) { booking(id: $id) { id } }', { id: bookingB }, panditP.account.token),
  ],
  [
    'cancelBooking of another customer',
    () =>
      gql('mutation($id: ID!) { cancelBooking(id: $id, reason: "Plans changed a lot") { id } }', { id: bookingB }, userA.token),
  ],
  [
    "confirmBooking of another pandit's booking",
    () => gql('mutation($id: ID!) { confirmBooking(id: $id) { id } }', { id: bookingB }, panditP.account.token),
  ],
  [
    "declineBooking of another pandit's booking",
    () =>
      gql(
        'mutation($id: ID!) { declineBooking(id: $id, reason: "Not available that day") { id } }',
        { id: bookingB },
        panditP.account.token,
      ),
  ],
  [
    "completeBooking of another pandit's booking",
    () => gql('mutation($id: ID!) { completeBooking(id: $id) { id } }', { id: bookingB }, panditP.account.token),
  ],
  [
    "confirmBooking of one's own booking, as the customer",
    () => gql('mutation($id: ID!) { confirmBooking(id: $id) { id } }', { id: bookingA }, userA.token),
  ],
  [
    'updatePanditProfile of another pandit, as a pandit',
    () =>
      gql(
        'mutation($id: ID!) { updatePanditProfile(id: $id, input: {bio: "Hijacked"}) { id } }',
        { id: panditQ.id },
        panditP.account.token,
      ),
  ],
  [
    'updatePanditProfile of a pandit, as a customer',
    () =>
      gql(
        'mutation($id: ID!) { updatePanditProfile(id: $id, input: {bio: "Hijacked"}) { id } }',
        { id: panditQ.id },
        userA.token,
      ),
  ],
  [
    'addPanditPhotos to another pandit',
    () =>
      gql(
        'mutation($id: ID!) { addPanditPhotos(id: $id, urls: ["https://evil.example/x.jpg"]) { id } }',
        { id: panditQ.id },
        panditP.account.token,
      ),
  ],
  [
    'addPanditPhotos as a customer',
    () =>
      gql(
        'mutation($id: ID!) { addPanditPhotos(id: $id, urls: ["https://evil.example/x.jpg"]) { id } }',
        { id: panditQ.id },
        userA.token,
      ),
  ],
  [
    'panditApplication(id) of another applicant',
    () => gql('query($id: ID!) { panditApplication(id: $id) { id } }', { id: applicationId }, userA.token),
  ],
  [
    "createReview of another customer's booking",
    () =>
      gql(
        'mutation($id: ID!) { createReview(input: {bookingId: $id, rating: 1, comment: "Terrible service, avoid!"}) { id } }',
        { id: bookingB },
        userA.token,
      ),
  ],
  [
    "a pandit's account record (Pandit.user) as a customer",
    () => gql('query($id: ID!) { pandit(id: $id) { user { id email } } }', { id: panditQ.id }, userA.token),
  ],
  [
    "another pandit's rejection reason",
    () => gql('query($id: ID!) { pandit(id: $id) { rejectionReason } }', { id: panditQ.id }, userA.token),
  ],
  [
    "a booking's status history as its customer",
    () => gql('query($id: ID!) { booking(id: $id) { history { to } } }', { id: bookingA }, userA.token),
  ],
];

const png8 = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c60' } })
    .png()
    .toBuffer();
const formWith = (field: string, data: Buffer, name: string, type = 'image/png', fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
};
const IDOR_REST: Case[] = [
  ['GET /api/bookings/:id of another customer', () => send('GET', `/api/bookings/${bookingB}`, { token: userA.token })],
  ['GET /api/bookings/:id of another pandit', () => send('GET', `/api/bookings/${bookingB}`, { token: panditP.account.token })],
  [
    'PUT /api/bookings/:id/cancel of another customer',
    () => send('PUT', `/api/bookings/${bookingB}/cancel`, { token: userA.token, json: { reason: 'Plans changed a lot' } }),
  ],
  [
    "PUT /api/bookings/:id/confirm of another pandit's booking",
    () => send('PUT', `/api/bookings/${bookingB}/confirm`, { token: panditP.account.token, json: {} }),
  ],
  [
    "PUT /api/bookings/:id/decline of another pandit's booking",
    () =>
      send('PUT', `/api/bookings/${bookingB}/decline`, {
        token: panditP.account.token,
        json: { reason: 'Not available that day' },
      }),
  ],
  [
    'PUT /api/bookings/:id/confirm as the customer',
    () => send('PUT', `/api/bookings/${bookingA}/confirm`, { token: userA.token, json: {} }),
  ],
  [
    'PUT /api/bookings/:id/status as the customer (confirm own booking)',
    () => send('PUT', `/api/bookings/${bookingA}/status`, { token: userA.token, json: { status: 'confirmed' } }),
  ],
  [
    'PUT /api/bookings/:id/payment as the customer (mark own booking paid)',
    () => send('PUT', `/api/bookings/${bookingA}/payment`, { token: userA.token, json: { paymentStatus: 'paid' } }),
  ],
  [
    'PUT /api/bookings/:id/payment as the pandit',
    () => send('PUT', `/api/bookings/${bookingA}/payment`, { token: panditP.account.token, json: { paymentStatus: 'paid' } }),
  ],
  [
    'PUT /api/pandits/update/:id of another pandit',
    () => send('PUT', `/api/pandits/update/${panditQ.id}`, { token: panditP.account.token, json: { bio: 'Hijacked' } }),
  ],
  [
    'PUT /api/pandits/update/:id as a customer',
    () => send('PUT', `/api/pandits/update/${panditQ.id}`, { token: userA.token, json: { bio: 'Hijacked' } }),
  ],
  [
    'POST /api/pandits/:id/upload-images to another pandit',
    async () =>
      send('POST', `/api/pandits/${panditQ.id}/upload-images`, {
        token: panditP.account.token,
        form: formWith('images', await png8(), 'a.png'),
      }),
  ],
  [
    'POST /api/pandits/:id/upload-images as a customer',
    async () =>
      send('POST', `/api/pandits/${panditQ.id}/upload-images`, {
        token: userA.token,
        form: formWith('images', await png8(), 'a.png'),
      }),
  ],
  [
    'PUT /api/pandits/update/:id multipart to another pandit',
    async () =>
      send('PUT', `/api/pandits/update/${panditQ.id}`, {
        token: panditP.account.token,
        form: formWith('photos', await png8(), 'a.png', 'image/png', { bio: 'Hijacked' }),
      }),
  ],
];

// ---- oversized lists and cost bombs ---------------------------------------------------------------------

const HUGE = 1_000_000;
const TEN_K = <T>(f: (i: number) => T) => Array.from({ length: 10_000 }, (_, i) => f(i));
const OVERSIZED: Case[] = [
  ...(
    [
      ['pandits', '{ pandits(page: {limit: $n}) { items { id } } }', 'visitor'],
      ['packages', '{ packages(page: {limit: $n}) { items { id } } }', 'visitor'],
      ['bookings', '{ bookings(page: {limit: $n}) { items { id } } }', 'user'],
      ['pandit.reviews', '{ pandit(id: "$P") { reviews(page: {limit: $n}) { items { id } } } }', 'visitor'],
      ['pendingPandits', '{ pendingPandits(page: {limit: $n}) { id } }', 'admin'],
      ['users', '{ users(page: {limit: $n}) { items { id } } }', 'admin'],
      ['adminBookings', '{ adminBookings(page: {limit: $n}) { items { id } } }', 'admin'],
      ['auditLog', '{ auditLog(page: {limit: $n}) { items { id } } }', 'admin'],
      ['panditApplications', '{ panditApplications(page: {limit: $n}) { items { id } } }', 'admin'],
      ['testimonials', '{ testimonials(limit: $n) { id } }', 'visitor'],
    ] as const
  ).flatMap(([name, q, role]): Case[] =>
    [HUGE, 2 ** 31 - 1].map((n): Case => [
      `${name} with a page of ${n}`,
      () =>
        gql(
          q.replace('$n', String(n)).replace('$P', panditP.id),
          {},
          role === 'visitor' ? undefined : role === 'user' ? userA.token : admin.token,
        ),
      { codes: ['VALIDATION_FAILED', 'BAD_REQUEST'] },
    ]),
  ),
  ...(
    [
      ['/api/pandits', 'visitor'],
      ['/api/packages', 'visitor'],
      ['/api/testimonials', 'visitor'],
      ['/api/bookings', 'user'],
      ['/api/admin/users', 'admin'],
      ['/api/admin/bookings', 'admin'],
      ['/api/admin/audit', 'admin'],
    ] as const
  ).map(([path, role]): Case => [
    `GET ${path}?limit=${HUGE}`,
    () =>
      send('GET', `${path}?limit=${HUGE}`, {
        token: role === 'visitor' ? undefined : role === 'user' ? userA.token : admin.token,
      }),
    { codes: ['VALIDATION_FAILED'], status: [400] },
  ]),
  ...(
    [
      ['specializations', TEN_K((i) => `Pooja ${i}`)],
      ['languages', TEN_K((i) => `Language ${i}`)],
      ['photos', TEN_K((i) => `https://example.com/${i}.jpg`)],
    ] as const
  ).flatMap(([field, list]): Case[] => [
    [
      `applyAsPandit with 10k ${field}`,
      () =>
        gql(
          'mutation($i: PanditApplicationInput!) { applyAsPandit(input: $i) { id } }',
          { i: { ...APPLICATION, [field]: list } },
          applicant.token,
        ),
      { codes: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE'] },
    ],
    [
      `updatePanditProfile with 10k ${field}`,
      () =>
        gql(
          'mutation($id: ID!, $i: UpdatePanditInput!) { updatePanditProfile(id: $id, input: $i) { id } }',
          { id: panditP.id, i: { [field]: list } },
          panditP.account.token,
        ),
      { codes: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE'] },
    ],
    [
      `REST POST /api/pandits/register with 10k ${field}`,
      () => send('POST', '/api/pandits/register', { token: applicant.token, json: { ...APPLICATION, [field]: list } }),
      { codes: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE'] },
    ],
  ]),
  [
    'addPanditPhotos with 10k urls',
    () =>
      gql(
        'mutation($id: ID!, $u: [String!]!) { addPanditPhotos(id: $id, urls: $u) { id } }',
        { id: panditP.id, u: TEN_K((i) => `https://example.com/${i}.jpg`) },
        panditP.account.token,
      ),
    { codes: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE'] },
  ],
  [
    'setMyAvailability with 10k blocked dates',
    () =>
      gql(
        'mutation($i: SetAvailabilityInput!) { setMyAvailability(input: $i) { id } }',
        { i: { weeklyHours: [], blockedDates: TEN_K((i) => addDays(indiaToday(), i)) } },
        panditP.account.token,
      ),
    { codes: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE'] },
  ],
  [
    'setMyAvailability with 10k weekly hours',
    () =>
      gql(
        'mutation($i: SetAvailabilityInput!) { setMyAvailability(input: $i) { id } }',
        { i: { weeklyHours: TEN_K((i) => ({ weekday: i % 7, slots: ['10:00'] })), blockedDates: [] } },
        panditP.account.token,
      ),
    { codes: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE'] },
  ],
  [
    'createPackage with 10k includes (admin)',
    () =>
      gql(
        'mutation($i: PackageInput!) { createPackage(input: $i) { id } }',
        {
          i: {
            name: 'Abuse Yatra',
            description: 'A pilgrimage.',
            destination: 'Varanasi',
            price: 1000,
            duration: '2 days',
            includes: TEN_K((i) => `Item ${i}`),
          },
        },
        admin.token,
      ),
    { codes: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'BAD_REQUEST'] },
  ],
];

const reviews = (inner: string) => `reviews(page: {limit: 100}) { items { ${inner} } }`;
const COST_BOMBS: Array<[string, string, Record<string, unknown>?]> = [
  [
    'pandits × account × profile × reviews',
    `{ pandits(page: {limit: 100}) { items { user { panditProfile { ${reviews('id')} } } } } }`,
  ],
  ['bookings × pandit × reviews', `{ bookings(page: {limit: 100}) { items { pandit { ${reviews('id')} } } } }`],
  ['users × profile × reviews', `{ users(page: {limit: 100}) { items { panditProfile { ${reviews('id')} } } } }`],
  ['pandits × reviews (100 × 100)', `{ pandits(page: {limit: 100}) { items { ${reviews('id')} } } }`],
  [
    'the same through variables',
    'query($p: PageInput, $r: PageInput) { pandits(page: $p) { items { reviews(page: $r) { items { id } } } } }',
    { p: { limit: 100 }, r: { limit: 100 } },
  ],
  [
    'through a limit variable',
    'query($n: Int) { pandits(page: {limit: $n}) { items { reviews(page: {limit: $n}) { items { id } } } } }',
    { n: 100 },
  ],
  [
    'through fragments',
    '{ pandits(page: {limit: 100}) { ...P } } fragment P on PanditPage { items { ...R } } fragment R on Pandit { reviews(page: {limit: 100}) { items { id } } }',
  ],
  [
    'through inline fragments',
    '{ pandits(page: {limit: 100}) { ... on PanditPage { items { ... on Pandit { reviews(page: {limit: 100}) { items { id } } } } } } }',
  ],
  [
    'ten aliases of the reference data',
    `{ ${Array.from({ length: 10 }, (_, i) => `r${i}: referenceData { states { cities { name { en } } } }`).join(' ')} }`,
  ],
  [
    'aliases of big pages',
    `{ ${Array.from({ length: 6 }, (_, i) => `a${i}: pandits(page: {limit: 20}) { items { ${reviews('id')} } }`).join(' ')} }`,
  ],
  ['60 pandits × 100 reviews', `{ pandits(page: {limit: 60}) { items { ${reviews('id')} } } }`],
  ['a page size above the maximum counts as 100', `{ pandits(page: {limit: ${HUGE}}) { items { ${reviews('id')} } } }`],
];
const COSTLY: Case[] = COST_BOMBS.map(([name, query, variables]): Case => [
  `cost bomb: ${name}`,
  () => gql(query, variables ?? {}),
  { codes: ['BAD_REQUEST'], status: [400] },
]);

// ---- idempotency key reuse -------------------------------------------------------------------------------

const IDEM_KEY = 'abuse-idem-key-1';
const IDEMPOTENCY: Case[] = [
  ...(
    [
      ['another date', { date: day(2) }],
      ['another time', { time: '09:00' }],
      ['another tier', { tier: 'PREMIUM' }],
      ['another location', { location: 'Dashashwamedh Ghat' }],
      ['other notes', { notes: 'Please bring flowers' }],
      ['another pandit', { panditId: '?' }],
    ] as const
  ).map(([name, change]): Case => [
    `GraphQL: the key reused with ${name}`,
    () =>
      gql(
        'mutation($i: CreateBookingInput!) { createBooking(input: $i) { id } }',
        {
          i: {
            ...bookingInput(),
            idempotencyKey: IDEM_KEY,
            ...change,
            ...('panditId' in change ? { panditId: panditQ.id } : {}),
          },
        },
        userA.token,
      ),
    { codes: ['IDEMPOTENCY_KEY_REUSED'] },
  ]),
  ...(
    [
      ['another date', { date: day(3) }],
      ['another time', { time: '08:00' }],
    ] as const
  ).map(([name, change]): Case => [
    `REST: the Idempotency-Key header reused with ${name}`,
    () =>
      send('POST', '/api/bookings', {
        token: userA.token,
        headers: { 'idempotency-key': IDEM_KEY },
        json: { panditId: panditP.id, date: day(1), time: '10:00', location: 'Assi Ghat, Varanasi', ...change },
      }),
    { codes: ['IDEMPOTENCY_KEY_REUSED'], status: [422] },
  ]),
];

// ---- disguised uploads -----------------------------------------------------------------------------------

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';
const HTML = '<!doctype html><html><body><script>fetch("/api/auth/me")</script></body></html>';
function zipOf(name: string, data: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(10_000_000, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}
const DISGUISED: Array<[string, () => Buffer, string, string]> = [
  ['SVG with script named .png', () => Buffer.from(SVG), 'cat.png', 'image/png'],
  ['SVG named .jpg as image/jpeg', () => Buffer.from(SVG), 'cat.jpg', 'image/jpeg'],
  ['SVG as image/svg+xml', () => Buffer.from(SVG), 'cat.svg', 'image/svg+xml'],
  ['HTML named .png', () => Buffer.from(HTML), 'page.png', 'image/png'],
  ['HTML named .webp', () => Buffer.from(HTML), 'page.webp', 'image/webp'],
  ['PNG signature followed by HTML', () => Buffer.concat([PNG_MAGIC, Buffer.from(HTML)]), 'poly.png', 'image/png'],
  [
    'JPEG markers followed by HTML',
    () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]),
    'poly.jpg',
    'image/jpeg',
  ],
  [
    'RIFF/WEBP header followed by script',
    () => Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '), Buffer.from(HTML)]),
    'poly.webp',
    'image/webp',
  ],
  ['GIF/JavaScript polyglot', () => Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=alert(1);'), 'poly.gif.png', 'image/png'],
  [
    'GIF named .jpg',
    () =>
      Buffer.from(
        'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
        'latin1',
      ),
    'a.jpg',
    'image/jpeg',
  ],
  ['PDF named .jpg', () => Buffer.from('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\n%%EOF'), 'doc.jpg', 'image/jpeg'],
  ['PHP web shell named .php.png', () => Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.php.png', 'image/png'],
  [
    'ELF binary named .png',
    () => Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(100)]),
    'bin.png',
    'image/png',
  ],
  ['Windows executable named .jpg', () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'setup.jpg', 'image/jpeg'],
  ['zip bomb named .png', () => zipOf('zeros.bin', Buffer.alloc(20_000)), 'bomb.png', 'image/png'],
  ['gzip bomb named .webp', () => gzipSync(Buffer.alloc(20_000_000)), 'bomb.webp', 'image/webp'],
  ['BMP named .png', () => Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]), 'a.png', 'image/png'],
  ['TIFF named .jpg', () => Buffer.concat([Buffer.from('II*\x00', 'latin1'), Buffer.alloc(60)]), 'a.jpg', 'image/jpeg'],
  [
    'XML with an external entity named .png',
    () => Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
    'x.png',
    'image/png',
  ],
  ['an empty file named .png', () => Buffer.alloc(0), 'empty.png', 'image/png'],
];
const UPLOADS: Case[] = DISGUISED.flatMap(([name, data, file, type]): Case[] => [
  [
    `POST /api/media: ${name}`,
    () => send('POST', '/api/media', { token: userA.token, form: formWith('image', data(), file, type) }),
    { status: [400, 413, 415] },
  ],
  [
    `POST /api/pandits/:id/upload-images: ${name}`,
    () =>
      send('POST', `/api/pandits/${panditP.id}/upload-images`, {
        token: panditP.account.token,
        form: formWith('images', data(), file, type),
      }),
    { status: [400, 413, 415] },
  ],
]);

// ---- the run ---------------------------------------------------------------------------------------------

const GROUPS: Array<[string, Case[], boolean]> = [
  ['role escalation (GraphQL admin fields)', ESCALATION_GQL, true],
  ['role escalation (REST admin routes)', ESCALATION_REST, false],
  ['privileged fields in inputs', ROLE_FIELDS, true],
  ['IDOR (GraphQL)', IDOR_GQL, true],
  ['IDOR (REST)', IDOR_REST, false],
  ['oversized lists (GraphQL)', OVERSIZED.filter(([n]) => !n.startsWith('GET') && !n.startsWith('REST')), true],
  ['oversized lists (REST)', OVERSIZED.filter(([n]) => n.startsWith('GET') || n.startsWith('REST')), false],
  ['query cost bombs', COSTLY, true],
  ['idempotency key reuse (GraphQL)', IDEMPOTENCY.filter(([n]) => n.startsWith('GraphQL')), true],
  ['idempotency key reuse (REST)', IDEMPOTENCY.filter(([n]) => n.startsWith('REST')), false],
  ['disguised uploads', UPLOADS, false],
];

let before: Record<string, string>;
let answered = 0;

beforeAll(async () => {
  // No background worker: its sweeps (the guarantee, retention, the complaint desk) change rows on their own clock;
  // this test watches what the abusive requests change.
  s = await startTestServer({ env: { MESSAGES_WORKER: 'off' } });
  sc = scenario(s);
  [userA, userB, applicant, admin] = [
    await sc.customer('Abuse Customer A'),
    await sc.customer('Abuse Customer B'),
    await sc.customer('Abuse Applicant'),
    await sc.admin(),
  ];
  panditP = await sc.pandit({ name: 'Pt. Abuse P' });
  panditQ = await sc.pandit({ name: 'Pt. Abuse Q' });
  bookingA = (await sc.booking({ customer: userA, pandit: panditP, date: day(5) })).id;
  bookingB = (await sc.booking({ customer: userB, pandit: panditQ, date: day(5) })).id;
  const applied = await s.gql(
    'mutation($i: PanditApplicationInput!) { applyAsPandit(input: $i) { id } }',
    { i: { ...APPLICATION, name: 'Pt. Abuse Applicant' } },
    applicant.token,
  );
  applicationId = applied.data.applyAsPandit.id;
  const first = await s.gql(
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { id } }',
    { i: { ...bookingInput(), idempotencyKey: IDEM_KEY } },
    userA.token,
  );
  if (!first.data) throw new Error(JSON.stringify(first.errors));
  idemBooking = first.data.createBooking.id;
  before = await fingerprint();
}, 120_000);

afterAll(async () => s?.close());

describe('abuse is a clear 4xx with a code from the SDL, and creates or changes nothing', () => {
  for (const [group, cases, graphql] of GROUPS) {
    it.each(cases)(`${group}: %s`, async (_name, run, expected) => {
      expectRefused(await run(), graphql, expected);
      answered++;
    });
  }

  it('every cost bomb is refused by the cost limit (before execution), with the computed cost and the maximum', async () => {
    for (const [, query, variables] of COST_BOMBS) {
      const a = await gql(query, variables ?? {});
      expect(a.status, a.text).toBe(400);
      expect(a.body.errors[0].extensions, a.text).toMatchObject({ code: 'BAD_REQUEST', maxCost: MAX_QUERY_COST });
      expect(a.body.errors[0].extensions.cost, a.text).toBeGreaterThan(MAX_QUERY_COST);
    }
  });

  it('the same idempotency key with the same request returns the first booking (no second row)', async () => {
    const again = await gql(
      'mutation($i: CreateBookingInput!) { createBooking(input: $i) { id } }',
      { i: { ...bookingInput(), idempotencyKey: IDEM_KEY } },
      userA.token,
    );
    expect(again.body.data.createBooking.id).toBe(idemBooking);
  });

  it('answered every case, nothing created or changed in any table, roles intact, still healthy', async () => {
    const total = GROUPS.reduce((n, [, cases]) => n + cases.length, 0);
    console.info(`abuse suite: ${total} cases (${GROUPS.map(([g, c]) => `${g} ${c.length}`).join(', ')}) + rate limits below`);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(answered).toBe(total);
    expect(await fingerprint()).toEqual(before);
    const roles = await sql(
      `select role, count(*)::int as n from users where email like '%@scenario.test' or email like '%@abuse.test' group by role order by role`,
    );
    expect(roles.find((r) => r.role === 'admin')?.n).toBe(1);
    const health = await send('GET', '/api/health');
    expect(health.status).toBe(200);
    expect((await send('GET', '/api/ready')).status).toBe(200);
    expect(
      (await gql('{ pandits(page: {limit: 1}) { pageInfo { totalCount } } }')).body.data.pandits.pageInfo.totalCount,
    ).toBeGreaterThan(0);
  });
});

// ---- registrations and logins past the limits (RATE_LIMITS on) -------------------------------------------

describe('registrations and logins past the limits (RATE_LIMITS on)', () => {
  let r: TestServer;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const rsend = (method: string, path: string, o: Send) => send(method, path, o, () => r.url);
  const users = async () => Number(first(await r.db.orm.em.getConnection().execute('select count(*)::int as n from users')).n);
  let answeredLimits = 0;
  const OVER = 5;

  beforeAll(async () => {
    r = await startTestServer({ env: { RATE_LIMITS: 'on' } });
  }, 120_000);
  afterAll(async () => r?.close());

  const expect429 = (a: Answer) => {
    expectRefused(a, false, { codes: ['RATE_LIMITED'], status: [429] });
    expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
    answeredLimits++;
  };

  it(`registration: ${LIMITS.registerAddress.points} per address, then ${OVER} × 429 (REST and GraphQL), no account created`, async () => {
    const ip = '198.51.100.10';
    for (let i = 0; i < LIMITS.registerAddress.points; i++) {
      const ok = await rsend('POST', '/api/auth/register', {
        headers: from(ip),
        json: { name: 'Limit Devotee', email: `lim${i}@abuse.test`, password: 'Long-passphrase-42' },
      });
      expect(ok.status, ok.text).toBe(201);
    }
    const count = await users();
    for (let i = 0; i < OVER; i++) {
      expect429(
        await rsend('POST', '/api/auth/register', {
          headers: from(ip),
          json: { name: 'Limit Devotee', email: `over${i}@abuse.test`, password: 'Long-passphrase-42' },
        }),
      );
      const g = await rsend('POST', '/graphql', {
        headers: from(ip),
        json: {
          query: 'mutation($i: RegisterInput!) { register(input: $i) { token } }',
          variables: { i: { name: 'Limit Devotee', email: `gover${i}@abuse.test`, password: 'Long-passphrase-42' } },
        },
      });
      expectRefused(g, true, { codes: ['RATE_LIMITED'] });
      answeredLimits++;
    }
    expect(await users()).toBe(count);
    // Another address still registers.
    const other = await rsend('POST', '/api/auth/register', {
      headers: from('198.51.100.11'),
      json: { name: 'Other Devotee', email: 'other@abuse.test', password: 'Long-passphrase-42' },
    });
    expect(other.status).toBe(201);
  });

  it(`login: ${LIMITS.loginAccountAddress.points} wrong passwords for one account from one address, then ${OVER} × 429 (the right password too)`, async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < LIMITS.loginAccountAddress.points; i++) {
      const wrong = await rsend('POST', '/api/auth/login', {
        headers: from(ip),
        json: { email: 'lim0@abuse.test', password: `wrong-${i}` },
      });
      expect(wrong.status).toBe(401);
    }
    for (let i = 0; i < OVER - 1; i++) {
      expect429(
        await rsend('POST', '/api/auth/login', {
          headers: from(ip),
          json: { email: 'lim0@abuse.test', password: `wrong-x${i}` },
        }),
      );
    }
    expect429(
      await rsend('POST', '/api/auth/login', {
        headers: from(ip),
        json: { email: 'lim0@abuse.test', password: 'Long-passphrase-42' },
      }),
    );
    // No lockout from another address.
    const elsewhere = await rsend('POST', '/api/auth/login', {
      headers: from('198.51.100.21'),
      json: { email: 'lim0@abuse.test', password: 'Long-passphrase-42' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it(`login: ${LIMITS.loginAddress.points} failures from one address over many accounts, then ${OVER} × 429`, async () => {
    const ip = '198.51.100.30';
    let first429 = -1;
    for (let i = 0; i < LIMITS.loginAddress.points + 1 && first429 < 0; i++) {
      const a = await rsend('POST', '/api/auth/login', {
        headers: from(ip),
        json: { email: `nobody${i}@abuse.test`, password: 'x-wrong-1' },
      });
      if (a.status === 429) first429 = i;
      else expect(a.status).toBe(401);
    }
    expect(first429 < 0 || first429 === LIMITS.loginAddress.points).toBe(true);
    for (let i = 0; i < OVER; i++) {
      expect429(
        await rsend('POST', '/api/auth/login', {
          headers: from(ip),
          json: { email: `more${i}@abuse.test`, password: 'x-wrong-2' },
        }),
      );
    }
  });

  it('answered every limit case; still healthy', async () => {
    expect(answeredLimits).toBe(OVER * 2 + OVER + OVER);
    expect((await rsend('GET', '/api/health', {})).status).toBe(200);
    console.info(`abuse suite: ${answeredLimits} rate-limit cases`);
  });
});
