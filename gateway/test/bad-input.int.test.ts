import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ERROR_CODES } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Bad input is a clear 4xx, never a 5xx: a table of malformed, hostile or nonsensical requests across every
 * REST route and the GraphQL endpoint. Each must answer a 4xx JSON body carrying a code of the SDL's
 * ErrorCode, and create nothing. The server must still be healthy at the end.
 */

let s: TestServer;
const SECRET = 'test-secret-test-secret-test-secret-123'; // the harness's JWT_SECRET
const NUL = 'a\u0000b';
const Q_NUL = 'a%00b';
const LONG = 'x'.repeat(200_000);
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

const t = { admin: '', user: '', pandit: '', applicant: '' };
let panditId = '';
let bookingId = '';
let tokens: Record<string, string> = {};

const sql = (q: string): Promise<any[]> => s.db.orm.em.getConnection().execute(q);
const TABLES = ['users', 'pandits', 'bookings', 'media', 'reviews', 'testimonials', 'packages', 'about_content'];
async function counts(): Promise<Record<string, number>> {
  const [row] = await sql(`select ${TABLES.map((n) => `(select count(*)::int from ${n}) as ${n}`).join(', ')}`);
  return row;
}

interface Answer {
  status: number;
  text: string;
  body: any;
}

interface Send {
  json?: unknown;
  raw?: string | FormData;
  type?: string;
  token?: string;
  headers?: Record<string, string>;
}

async function send(method: string, path: string, o: Send = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token !== undefined) headers.authorization = o.token.includes(' ') ? o.token : `Bearer ${o.token}`;
  let body: string | FormData | undefined;
  if (o.json !== undefined) {
    body = JSON.stringify(o.json);
    headers['content-type'] = o.type ?? 'application/json';
  } else if (o.raw !== undefined) {
    body = o.raw;
    if (o.type) headers['content-type'] = o.type;
  }
  const res = await fetch(`${s.url}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, text, body: parsed };
}

const gql = (payload: unknown, o: Omit<Send, 'json'> = {}) => send('POST', '/graphql', { ...o, json: payload });

interface Expect {
  code?: string;
  field?: string;
  status?: number;
}
type Case = [name: string, run: () => Promise<Answer>, expected?: Expect];

function table(rows: Case[]): Case[] {
  return rows;
}

// ---- REST ----------------------------------------------------------------------------------------------

const get = (path: string, token?: string) => () => send('GET', path, { token });
const post = (path: string, json: unknown, token?: string) => () => send('POST', path, { json, token });
const put = (path: string, json: unknown, token?: string) => () => send('PUT', path, { json, token });

const REST: Case[] = table([
  // POST /api/auth/login
  [
    'login: malformed JSON',
    () => send('POST', '/api/auth/login', { raw: '{"email":', type: 'application/json' }),
    { code: 'BAD_REQUEST' },
  ],
  ['login: a JSON string body', () => send('POST', '/api/auth/login', { raw: '"admin@demo.in"', type: 'application/json' })],
  ['login: an array body', post('/api/auth/login', [{ email: 'admin@demo.in', password: 'x' }]), { code: 'BAD_REQUEST' }],
  [
    'login: text/plain body',
    () => send('POST', '/api/auth/login', { raw: 'email=a', type: 'text/plain' }),
    { code: 'UNSUPPORTED_MEDIA_TYPE' },
  ],
  [
    'login: form-urlencoded body',
    () => send('POST', '/api/auth/login', { raw: 'email=a&password=b', type: 'application/x-www-form-urlencoded' }),
    { status: 415 },
  ],
  ['login: body without content type', () => send('POST', '/api/auth/login', { raw: '{"email":"a@b.in"}' }), { status: 415 }],
  ['login: email as an object', post('/api/auth/login', { email: { $ne: '' }, password: 'x' }), { field: 'body.email' }],
  ['login: email as an array', post('/api/auth/login', { email: ['admin@demo.in'], password: 'x' }), { field: 'body.email' }],
  ['login: NUL in email', post('/api/auth/login', { email: `admin${NUL}@demo.in`, password: 'x' }), { field: 'body.email' }],
  ['login: NUL in password', post('/api/auth/login', { email: 'admin@demo.in', password: NUL }), { field: 'body.password' }],
  ['login: empty body', post('/api/auth/login', {}), { code: 'VALIDATION_FAILED' }],
  ['login: a 200k-character email', post('/api/auth/login', { email: `${LONG}@demo.in`, password: 'x' })],
  [
    'login: body over 2 MB',
    post('/api/auth/login', { email: 'a@b.in', password: 'x'.repeat(3_000_000) }),
    { code: 'PAYLOAD_TOO_LARGE' },
  ],
  // POST /api/auth/register
  [
    'register: NUL in name',
    post('/api/auth/register', { name: `Ra${NUL}m`, email: 'nul1@example.in', password: 'Devotee@123' }),
    { field: 'body.name' },
  ],
  [
    'register: NUL in email',
    post('/api/auth/register', { name: 'Ram', email: `n${NUL}@example.in`, password: 'Devotee@123' }),
    { field: 'body.email' },
  ],
  [
    'register: NUL in phone',
    post('/api/auth/register', { name: 'Ram', email: 'nul2@example.in', password: 'Devotee@123', phone: `98765${NUL}` }),
  ],
  [
    'register: NUL in avatar',
    post('/api/auth/register', { name: 'Ram', email: 'nul3@example.in', password: 'Devotee@123', avatar: NUL }),
  ],
  [
    'register: name as an object',
    post('/api/auth/register', { name: { first: 'Ram' }, email: 'obj@example.in', password: 'Devotee@123' }),
    { field: 'body.name' },
  ],
  [
    'register: phone as an object',
    post('/api/auth/register', { name: 'Ram', email: 'obj2@example.in', password: 'Devotee@123', phone: { n: 1 } }),
  ],
  [
    'register: password as a number array',
    post('/api/auth/register', { name: 'Ram', email: 'arr@example.in', password: [1, 2, 3] }),
  ],
  ['register: an array body', post('/api/auth/register', [1, 2]), { code: 'BAD_REQUEST' }],
  [
    'register: malformed JSON',
    () => send('POST', '/api/auth/register', { raw: "{name:'x'}", type: 'application/json' }),
    { code: 'BAD_REQUEST' },
  ],
  ['register: nothing', post('/api/auth/register', {}), { code: 'VALIDATION_FAILED' }],
  [
    'register: a 200k-character name',
    post('/api/auth/register', { name: LONG, email: 'long@example.in', password: 'Devotee@123' }),
  ],
  ['register: multipart body', () => send('POST', '/api/auth/register', { raw: new FormData() }), { status: 415 }],
  // GET /api/auth/me
  ['me: no token', get('/api/auth/me'), { code: 'UNAUTHENTICATED' }],
  // PUT /api/admin/update-profile
  ['update-profile: no token', put('/api/admin/update-profile', { name: 'X' }), { code: 'UNAUTHENTICATED' }],
  ['update-profile: NUL in name', () => put('/api/admin/update-profile', { name: NUL }, t.user)(), { field: 'body.name' }],
  ['update-profile: name as an object', () => put('/api/admin/update-profile', { name: {} }, t.user)(), { field: 'body.name' }],
  [
    'update-profile: email as an array',
    () => put('/api/admin/update-profile', { email: ['a@b.in'] }, t.user)(),
    { field: 'body.email' },
  ],
  [
    'update-profile: malformed JSON',
    () => send('PUT', '/api/admin/update-profile', { raw: '{', type: 'application/json', token: t.user }),
  ],
  ['update-profile: an array body', () => put('/api/admin/update-profile', ['x'], t.user)(), { code: 'BAD_REQUEST' }],
  [
    'update-profile: text/plain',
    () => send('PUT', '/api/admin/update-profile', { raw: 'name=x', type: 'text/plain', token: t.user }),
    { status: 415 },
  ],
  // GET /api/admin/users
  ['users: role=x', () => get('/api/admin/users?role=x', t.admin)(), { field: 'query.role' }],
  ['users: role=superadmin', () => get('/api/admin/users?role=superadmin', t.admin)(), { field: 'query.role' }],
  ['users: page=abc', () => get('/api/admin/users?page=abc', t.admin)(), { field: 'query.page' }],
  ['users: page=1e20', () => get('/api/admin/users?page=1e20', t.admin)(), { field: 'query.page' }],
  ['users: page=0', () => get('/api/admin/users?page=0', t.admin)(), { code: 'VALIDATION_FAILED' }],
  ['users: page=-5', () => get('/api/admin/users?page=-5', t.admin)(), { code: 'VALIDATION_FAILED' }],
  ['users: limit=abc', () => get('/api/admin/users?limit=abc', t.admin)(), { field: 'query.limit' }],
  ['users: limit=0', () => get('/api/admin/users?limit=0', t.admin)(), { code: 'VALIDATION_FAILED' }],
  ['users: limit=99999999999', () => get('/api/admin/users?limit=99999999999', t.admin)(), { field: 'query.limit' }],
  ['users: page twice', () => get('/api/admin/users?page=1&page=2', t.admin)(), { field: 'query.page' }],
  ['users: NUL in search', () => get(`/api/admin/users?search=${Q_NUL}`, t.admin)(), { field: 'query.search' }],
  ['users: as a user', () => get('/api/admin/users', t.user)(), { code: 'FORBIDDEN' }],
  ['users: no token', get('/api/admin/users'), { code: 'UNAUTHENTICATED' }],
  // GET /api/pandits
  ['pandits: page=abc', get('/api/pandits?page=abc'), { field: 'query.page' }],
  ['pandits: page=1e20', get('/api/pandits?page=1e20'), { field: 'query.page' }],
  ['pandits: page=0', get('/api/pandits?page=0'), { code: 'VALIDATION_FAILED' }],
  ['pandits: page=-1', get('/api/pandits?page=-1'), { code: 'VALIDATION_FAILED' }],
  ['pandits: page=1.5', get('/api/pandits?page=1.5'), { field: 'query.page' }],
  ['pandits: page=99999999999', get('/api/pandits?page=99999999999'), { field: 'query.page' }],
  ['pandits: limit=0', get('/api/pandits?limit=0'), { code: 'VALIDATION_FAILED' }],
  ['pandits: limit=1000', get('/api/pandits?limit=1000'), { code: 'VALIDATION_FAILED' }],
  ['pandits: limit=ten', get('/api/pandits?limit=ten'), { field: 'query.limit' }],
  ['pandits: minRating=abc', get('/api/pandits?minRating=abc'), { field: 'query.minRating' }],
  ['pandits: minRating=Infinity', get('/api/pandits?minRating=Infinity'), { field: 'query.minRating' }],
  ['pandits: minRating=NaN', get('/api/pandits?minRating=NaN'), { field: 'query.minRating' }],
  ['pandits: minPrice=abc', get('/api/pandits?minPrice=abc'), { field: 'query.minPrice' }],
  ['pandits: maxPrice=1.5', get('/api/pandits?maxPrice=1.5'), { field: 'query.maxPrice' }],
  ['pandits: maxPrice=1e20', get('/api/pandits?maxPrice=1e20'), { field: 'query.maxPrice' }],
  ['pandits: virtualAvailable=maybe', get('/api/pandits?virtualAvailable=maybe'), { field: 'query.virtualAvailable' }],
  ['pandits: status=weird', get('/api/pandits?status=weird'), { field: 'query.status' }],
  ['pandits: sort=cheapest', get('/api/pandits?sort=cheapest'), { field: 'query.sort' }],
  ['pandits: NUL in search', get(`/api/pandits?search=${Q_NUL}`), { field: 'query.search' }],
  ['pandits: NUL in city', get(`/api/pandits?city=${Q_NUL}`), { field: 'query.city' }],
  ['pandits: NUL in state', get(`/api/pandits?state=${Q_NUL}`), { field: 'query.state' }],
  ['pandits: NUL in location', get(`/api/pandits?location=${Q_NUL}`), { field: 'query.location' }],
  ['pandits: search given twice', get('/api/pandits?search=a&search=b'), { field: 'query.search' }],
  ['pandits: status=rejected as a visitor', get('/api/pandits?status=rejected')],
  // GET /api/pandits/pending/all
  ['pending: no token', get('/api/pandits/pending/all'), { code: 'UNAUTHENTICATED' }],
  ['pending: as a user', () => get('/api/pandits/pending/all', t.user)(), { code: 'FORBIDDEN' }],
  // POST /api/pandits/register
  ['apply: no token', post('/api/pandits/register', { bio: 'x' }), { code: 'UNAUTHENTICATED' }],
  [
    'apply: experience=abc',
    () => post('/api/pandits/register', { experience: 'abc' }, t.applicant)(),
    { field: 'body.experience' },
  ],
  [
    'apply: experience=1e20',
    () => post('/api/pandits/register', { experience: 1e20 }, t.applicant)(),
    { field: 'body.experience' },
  ],
  ['apply: pricing as text', () => post('/api/pandits/register', { pricing: 'cheap' }, t.applicant)(), { field: 'body.pricing' }],
  [
    'apply: pricing.basic=abc',
    () => post('/api/pandits/register', { pricing: { basic: 'abc' } }, t.applicant)(),
    { field: 'body.pricing.basic' },
  ],
  [
    'apply: basicPrice=-1e20',
    () => post('/api/pandits/register', { basicPrice: -1e20 }, t.applicant)(),
    { field: 'body.basicPrice' },
  ],
  [
    'apply: specializations as an object',
    () => post('/api/pandits/register', { specializations: { a: 1 } }, t.applicant)(),
    { field: 'body.specializations' },
  ],
  [
    'apply: NUL in a language',
    () => post('/api/pandits/register', { languages: ['Hindi', NUL] }, t.applicant)(),
    { field: 'body.languages.1' },
  ],
  [
    'apply: an object in photos',
    () => post('/api/pandits/register', { photos: [{ url: 'x' }] }, t.applicant)(),
    { field: 'body.photos.0' },
  ],
  ['apply: NUL in bio', () => post('/api/pandits/register', { bio: NUL }, t.applicant)(), { field: 'body.bio' }],
  ['apply: NUL in city', () => post('/api/pandits/register', { city: NUL }, t.applicant)(), { field: 'body.city' }],
  [
    'apply: virtualPoojaAvailable=maybe',
    () => post('/api/pandits/register', { virtualPoojaAvailable: 'maybe' }, t.applicant)(),
    { field: 'body.virtualPoojaAvailable' },
  ],
  ['apply: nothing', () => post('/api/pandits/register', {}, t.applicant)(), { code: 'VALIDATION_FAILED' }],
  [
    'apply: malformed JSON',
    () => send('POST', '/api/pandits/register', { raw: '[{', type: 'application/json', token: t.applicant }),
  ],
  ['apply: an array body', () => post('/api/pandits/register', [], t.applicant)(), { code: 'BAD_REQUEST' }],
  [
    'apply: text/plain',
    () => send('POST', '/api/pandits/register', { raw: 'bio', type: 'text/plain', token: t.applicant }),
    { status: 415 },
  ],
  [
    'apply: malformed multipart',
    () =>
      send('POST', '/api/pandits/register', {
        raw: '--x\r\nContent-Disposition: form-data; name="bio"\r\n\r\nhi',
        type: 'multipart/form-data; boundary=x',
        token: t.applicant,
      }),
  ],
  ['apply: PUT resubmit with NUL', () => put('/api/pandits/register', { bio: NUL }, t.applicant)(), { field: 'body.bio' }],
  // POST /api/pandits/:id/upload-images
  [
    'upload-images: no token',
    () => send('POST', `/api/pandits/${panditId}/upload-images`, { raw: new FormData() }),
    { code: 'UNAUTHENTICATED' },
  ],
  ['upload-images: not an id', () => send('POST', '/api/pandits/abc/upload-images', { raw: new FormData(), token: t.pandit })],
  [
    'upload-images: JSON instead of multipart',
    () => post(`/api/pandits/${panditId}/upload-images`, { images: ['x'] }, t.pandit)(),
    { status: 415 },
  ],
  [
    'upload-images: no file',
    () => {
      const form = new FormData();
      form.set('note', 'x');
      return send('POST', `/api/pandits/${panditId}/upload-images`, { raw: form, token: t.pandit });
    },
    { code: 'VALIDATION_FAILED' },
  ],
  [
    'upload-images: text file',
    () => {
      const form = new FormData();
      form.set('images', new Blob(['hello'], { type: 'image/png' }), 'a.png');
      return send('POST', `/api/pandits/${panditId}/upload-images`, { raw: form, token: t.pandit });
    },
  ],
  [
    'upload-images: wrong file field',
    () => {
      const form = new FormData();
      form.set('avatar', new Blob(['hello'], { type: 'image/png' }), 'a.png');
      return send('POST', `/api/pandits/${panditId}/upload-images`, { raw: form, token: t.pandit });
    },
  ],
  // PUT /api/pandits/update/:id
  ['update pandit: not an id', () => put('/api/pandits/update/abc', { bio: 'x' }, t.pandit)()],
  ['update pandit: NUL id', () => put('/api/pandits/update/%00', { bio: 'x' }, t.pandit)()],
  [
    'update pandit: experience=abc',
    () => put(`/api/pandits/update/${panditId}`, { experience: 'abc' }, t.pandit)(),
    { field: 'body.experience' },
  ],
  ['update pandit: NUL in name', () => put(`/api/pandits/update/${panditId}`, { name: NUL }, t.pandit)(), { field: 'body.name' }],
  [
    'update pandit: pricing.basic=1e20',
    () => put(`/api/pandits/update/${panditId}`, { pricing: { basic: 1e20 } }, t.pandit)(),
    { field: 'body.pricing.basic' },
  ],
  [
    'update pandit: NUL in whatsappNumber',
    () => put(`/api/pandits/update/${panditId}`, { whatsappNumber: NUL }, t.pandit)(),
    { field: 'body.whatsappNumber' },
  ],
  ['update pandit: someone else', () => put(`/api/pandits/update/${panditId}`, { bio: 'x' }, t.user)()],
  ['update pandit: no token', put(`/api/pandits/update/${NO_SUCH_ID}`, { bio: 'x' }), { code: 'UNAUTHENTICATED' }],
  // PUT /api/admin/pandits/:id/approve|reject
  ['approve: not an id', () => put('/api/admin/pandits/abc/approve', undefined, t.admin)(), { field: 'params.id' }],
  ['approve: NUL id', () => put('/api/admin/pandits/%00/approve', undefined, t.admin)(), { field: 'params.id' }],
  ['approve: unknown id', () => put(`/api/admin/pandits/${NO_SUCH_ID}/approve`, undefined, t.admin)(), { code: 'NOT_FOUND' }],
  ['approve: as a user', () => put(`/api/admin/pandits/${NO_SUCH_ID}/approve`, undefined, t.user)(), { code: 'FORBIDDEN' }],
  ['approve: no token', put(`/api/admin/pandits/${NO_SUCH_ID}/approve`, undefined), { code: 'UNAUTHENTICATED' }],
  [
    'reject: NUL in reason',
    () => put(`/api/admin/pandits/${NO_SUCH_ID}/reject`, { rejectionReason: `Incomplete ${NUL} details` }, t.admin)(),
    { field: 'body.rejectionReason' },
  ],
  [
    'reject: reason as an object',
    () => put(`/api/admin/pandits/${NO_SUCH_ID}/reject`, { reason: { x: 1 } }, t.admin)(),
    { field: 'body.reason' },
  ],
  [
    'reject: not an id',
    () => put('/api/admin/pandits/1/reject', { reason: 'Incomplete documents' }, t.admin)(),
    { field: 'params.id' },
  ],
  // GET /api/bookings, /api/bookings/:id
  ['bookings: no token', get('/api/bookings'), { code: 'UNAUTHENTICATED' }],
  ['bookings: status=weird', () => get('/api/bookings?status=weird', t.user)(), { field: 'query.status' }],
  ['bookings: page=abc', () => get('/api/bookings?page=abc', t.user)(), { field: 'query.page' }],
  ['bookings: limit=1e20', () => get('/api/bookings?limit=1e20', t.user)(), { field: 'query.limit' }],
  ['bookings: page=0', () => get('/api/bookings?page=0', t.user)(), { code: 'VALIDATION_FAILED' }],
  ['booking: not an id', () => get('/api/bookings/abc', t.user)(), { field: 'params.id' }],
  ['booking: SQL in the id', () => get("/api/bookings/1'%20or%20'1'='1", t.user)(), { field: 'params.id' }],
  ['booking: unknown id', () => get(`/api/bookings/${NO_SUCH_ID}`, t.user)(), { code: 'NOT_FOUND' }],
  // POST /api/bookings
  ['book: no token', post('/api/bookings', {}), { code: 'UNAUTHENTICATED' }],
  [
    'book: pandit not an id',
    () => post('/api/bookings', { pandit: 'abc', date: '2030-01-01', time: '09:00' }, t.user)(),
    { field: 'body.pandit' },
  ],
  [
    'book: pandit {_id} not an id',
    () => post('/api/bookings', { pandit: { _id: 5 }, date: '2030-01-01', time: '09:00' }, t.user)(),
    { field: 'body.pandit' },
  ],
  [
    'book: package not an id',
    () => post('/api/bookings', { package: 'abc', date: '2030-01-01', time: '09:00' }, t.user)(),
    { field: 'body.package' },
  ],
  [
    'book: date garbage',
    () => post('/api/bookings', { pandit: panditId, date: 'soon', time: '09:00', location: 'V' }, t.user)(),
    { code: 'VALIDATION_FAILED' },
  ],
  [
    'book: date as a number',
    () => post('/api/bookings', { pandit: panditId, date: 20300101, time: '09:00', location: 'V' }, t.user)(),
    { code: 'VALIDATION_FAILED' },
  ],
  [
    'book: NUL in date',
    () => post('/api/bookings', { pandit: panditId, date: NUL, time: '09:00', location: 'V' }, t.user)(),
    { field: 'body.date' },
  ],
  [
    'book: NUL in time',
    () => post('/api/bookings', { pandit: panditId, date: '2030-01-01', time: NUL, location: 'V' }, t.user)(),
    { field: 'body.time' },
  ],
  [
    'book: NUL in location',
    () => post('/api/bookings', { pandit: panditId, date: '2030-01-01', time: '09:00', location: NUL }, t.user)(),
    { field: 'body.location' },
  ],
  [
    'book: NUL in notes',
    () => post('/api/bookings', { pandit: panditId, date: '2030-01-01', time: '09:00', location: 'V', notes: NUL }, t.user)(),
    { field: 'body.notes' },
  ],
  [
    'book: NUL in idempotencyKey',
    () => post('/api/bookings', { pandit: panditId, date: '2030-01-01', time: '09:00', idempotencyKey: NUL }, t.user)(),
    { field: 'body.idempotencyKey' },
  ],
  [
    'book: serviceType=platinum',
    () => post('/api/bookings', { pandit: panditId, date: '2030-01-01', time: '09:00', serviceType: 'platinum' }, t.user)(),
    { field: 'body.serviceType' },
  ],
  [
    'book: isVirtual=maybe',
    () => post('/api/bookings', { pandit: panditId, date: '2030-01-01', time: '09:00', isVirtual: 'maybe' }, t.user)(),
    { field: 'body.isVirtual' },
  ],
  [
    'book: notes of 200k characters',
    () => post('/api/bookings', { pandit: panditId, date: '2030-01-01', time: '09:00', location: 'V', notes: LONG }, t.user)(),
  ],
  ['book: an array body', () => post('/api/bookings', [{ pandit: panditId }], t.user)(), { code: 'BAD_REQUEST' }],
  [
    'book: malformed JSON',
    () => send('POST', '/api/bookings', { raw: '{"pandit":}', type: 'application/json', token: t.user }),
    { code: 'BAD_REQUEST' },
  ],
  [
    'book: text/plain',
    () => send('POST', '/api/bookings', { raw: 'pandit', type: 'text/plain', token: t.user }),
    { status: 415 },
  ],
  ['book: nothing', () => post('/api/bookings', {}, t.user)(), { code: 'VALIDATION_FAILED' }],
  // PUT /api/bookings/:id/status|payment|cancel|confirm|decline
  ['status: weird', () => put(`/api/bookings/${bookingId}/status`, { status: 'weird' }, t.admin)(), { field: 'body.status' }],
  ['status: missing', () => put(`/api/bookings/${bookingId}/status`, {}, t.admin)(), { field: 'body.status' }],
  [
    'status: an array',
    () => put(`/api/bookings/${bookingId}/status`, { status: ['confirmed'] }, t.admin)(),
    { field: 'body.status' },
  ],
  ['status: not an id', () => put('/api/bookings/abc/status', { status: 'confirmed' }, t.admin)(), { field: 'params.id' }],
  [
    'status: NUL in reason',
    () => put(`/api/bookings/${bookingId}/status`, { status: 'cancelled', reason: NUL }, t.admin)(),
    { field: 'body.reason' },
  ],
  ['status: as a user', () => put(`/api/bookings/${bookingId}/status`, { status: 'confirmed' }, t.user)(), { code: 'FORBIDDEN' }],
  [
    'payment: weird',
    () => put(`/api/bookings/${bookingId}/payment`, { paymentStatus: 'stolen' }, t.admin)(),
    { field: 'body.paymentStatus' },
  ],
  ['payment: missing', () => put(`/api/bookings/${bookingId}/payment`, {}, t.admin)(), { field: 'body.paymentStatus' }],
  [
    'payment: a number',
    () => put(`/api/bookings/${bookingId}/payment`, { paymentStatus: 1 }, t.admin)(),
    { field: 'body.paymentStatus' },
  ],
  ['payment: not an id', () => put('/api/bookings/%00/payment', { paymentStatus: 'paid' }, t.admin)(), { field: 'params.id' }],
  ['cancel: not an id', () => put('/api/bookings/abc/cancel', {}, t.user)(), { field: 'params.id' }],
  ['cancel: NUL in reason', () => put(`/api/bookings/${bookingId}/cancel`, { reason: NUL }, t.user)(), { field: 'body.reason' }],
  [
    'cancel: reason as an object',
    () => put(`/api/bookings/${bookingId}/cancel`, { reason: {} }, t.user)(),
    { field: 'body.reason' },
  ],
  ['confirm: not an id', () => put('/api/bookings/abc/confirm', undefined, t.pandit)(), { field: 'params.id' }],
  ['confirm: unknown id', () => put(`/api/bookings/${NO_SUCH_ID}/confirm`, undefined, t.pandit)(), { code: 'NOT_FOUND' }],
  [
    'decline: not an id',
    () => put('/api/bookings/abc/decline', { reason: 'Not available then' }, t.pandit)(),
    { field: 'params.id' },
  ],
  [
    'decline: NUL in reason',
    () => put(`/api/bookings/${bookingId}/decline`, { reason: NUL }, t.pandit)(),
    { field: 'body.reason' },
  ],
  ['decline: no token', put(`/api/bookings/${NO_SUCH_ID}/decline`, { reason: 'x' }), { code: 'UNAUTHENTICATED' }],
  // GET /api/packages
  ['packages: page=abc', get('/api/packages?page=abc'), { field: 'query.page' }],
  ['packages: limit=0', get('/api/packages?limit=0'), { code: 'VALIDATION_FAILED' }],
  ['packages: popular=maybe', get('/api/packages?popular=maybe'), { field: 'query.popular' }],
  ['packages: virtualAvailable=2', get('/api/packages?virtualAvailable=2'), { field: 'query.virtualAvailable' }],
  ['packages: NUL in search', get(`/api/packages?search=${Q_NUL}`), { field: 'query.search' }],
  ['packages: NUL in destination', get(`/api/packages?destination=${Q_NUL}`), { field: 'query.destination' }],
  // GET /api/testimonials
  ['testimonials: limit=abc', get('/api/testimonials?limit=abc'), { field: 'query.limit' }],
  ['testimonials: limit=1e20', get('/api/testimonials?limit=1e20'), { field: 'query.limit' }],
  ['testimonials: limit=0', get('/api/testimonials?limit=0'), { code: 'VALIDATION_FAILED' }],
  ['testimonials: limit=101', get('/api/testimonials?limit=101'), { code: 'VALIDATION_FAILED' }],
  ['testimonials: featured=maybe', get('/api/testimonials?featured=maybe'), { field: 'query.featured' }],
  // POST /api/media, GET /media/:id, unknown routes
  ['media: no token', () => send('POST', '/api/media', { raw: new FormData() }), { code: 'UNAUTHENTICATED' }],
  ['media: JSON body', () => post('/api/media', { image: 'data:image/png;base64,AAAA' }, t.user)(), { status: 415 }],
  ['media: no file', () => send('POST', '/api/media', { raw: new FormData(), token: t.user }), { code: 'VALIDATION_FAILED' }],
  [
    'media: an SVG',
    () => {
      const form = new FormData();
      form.set('image', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }), 'a.svg');
      return send('POST', '/api/media', { raw: form, token: t.user });
    },
  ],
  [
    'media: eleven images',
    () => {
      const form = new FormData();
      for (let i = 0; i < 11; i++) form.append('images', new Blob(['x'], { type: 'image/png' }), `${i}.png`);
      return send('POST', '/api/media', { raw: form, token: t.user });
    },
  ],
  ['GET /media/not-an-id', get('/media/not-an-id'), { code: 'NOT_FOUND' }],
  ['GET /media/unknown id', get(`/media/${NO_SUCH_ID}`), { code: 'NOT_FOUND' }],
  ['unknown /api route', get('/api/nothing-here'), { code: 'NOT_FOUND' }],
  ['unknown method on a route', () => send('DELETE', '/api/auth/login'), { code: 'NOT_FOUND' }],
]);

// ---- tokens (REST: 401 on every route) ------------------------------------------------------------------

const key = new TextEncoder().encode(SECRET);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
async function signed(
  claims: Record<string, unknown>,
  opts: { alg?: string; exp?: string | number | null; secret?: Uint8Array } = {},
) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: opts.alg ?? 'HS256' }).setIssuedAt();
  if (opts.exp !== null) jwt.setExpirationTime(opts.exp ?? '1h');
  return jwt.sign(opts.secret ?? key);
}

async function makeTokens(userId: string): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  return {
    'subject not an id': await signed({ sub: 'abc', role: 'user' }),
    'subject with a NUL': await signed({ sub: NUL, role: 'user' }),
    'subject an SQL string': await signed({ sub: "' or 1=1 --", role: 'admin' }),
    'no subject': await signed({ role: 'user' }),
    'subject a number': await signed({ sub: 42, role: 'user' }),
    'unknown account': await signed({ sub: NO_SUCH_ID, role: 'admin' }),
    'unknown role': await signed({ sub: userId, role: 'root' }),
    'no expiry': await signed({ sub: userId, role: 'user' }, { exp: null }),
    expired: await signed({ sub: userId, role: 'user' }, { exp: now - 60 }),
    'HS512 with our secret': await signed({ sub: userId, role: 'user' }, { alg: 'HS512' }),
    'another secret': await signed(
      { sub: userId, role: 'user' },
      { secret: new TextEncoder().encode('another-secret-another-secret-1234') },
    ),
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, role: 'admin', exp: now + 3600, iat: now })}.`,
    malformed: 'not.a.jwt',
    'random text': 'abc',
    'Basic scheme': 'Basic YWRtaW46YWRtaW4=',
    'empty bearer': 'Bearer ',
  };
}

const TOKEN_ROUTES: Array<[string, string, unknown?]> = [
  ['GET', '/api/auth/me'],
  ['GET', '/api/pandits'],
  ['GET', '/api/bookings'],
  ['POST', '/api/bookings', {}],
  ['PUT', '/api/admin/update-profile', { name: 'Hacker' }],
];

// ---- GraphQL -------------------------------------------------------------------------------------------

const deep = (n: number): string => (n === 0 ? 'id' : `user { panditProfile { ${deep(n - 1)} } }`);
const GRAPHQL: Case[] = table([
  // malformed requests
  ['gql: unclosed brace', () => gql({ query: '{' }), { code: 'BAD_REQUEST' }],
  ['gql: stray braces', () => gql({ query: '}}}' }), { code: 'BAD_REQUEST' }],
  [
    'gql: unterminated string',
    () => gql({ query: '{ pandits(filter: { search: "abc }) { pageInfo { totalCount } } }' }),
    { code: 'BAD_REQUEST' },
  ],
  ['gql: empty query', () => gql({ query: '' }), { code: 'BAD_REQUEST' }],
  ['gql: no query', () => gql({ variables: {} }), { code: 'BAD_REQUEST' }],
  ['gql: query as a number', () => gql({ query: 42 }), { code: 'BAD_REQUEST' }],
  ['gql: query as an object', () => gql({ query: { a: 1 } }), { code: 'BAD_REQUEST' }],
  [
    'gql: over 3000 tokens',
    () => gql({ query: `{ ${Array.from({ length: 3100 }, () => 'health').join(' ')} }` }),
    { code: 'BAD_REQUEST' },
  ],
  [
    'gql: a 200k-character field name (a body over the 100 KB JSON limit)',
    () => gql({ query: `{ ${LONG} }` }),
    { code: 'PAYLOAD_TOO_LARGE' },
  ],
  ['gql: too deep', () => gql({ query: `{ pandits { items { ${deep(10)} } } }` }), { code: 'BAD_REQUEST' }],
  [
    'gql: too many aliases',
    () => gql({ query: `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: health`).join(' ')} }` }),
    { code: 'BAD_REQUEST' },
  ],
  ['gql: subscription', () => gql({ query: 'subscription { health }' }), { code: 'BAD_REQUEST' }],
  ['gql: named subscription', () => gql({ query: 'subscription Watch { pandits { items { id } } }' }), { code: 'BAD_REQUEST' }],
  ['gql: unknown field', () => gql({ query: '{ secrets }' }), { code: 'BAD_REQUEST' }],
  ['gql: unknown argument', () => gql({ query: '{ pandits(owner: "me") { items { id } } }' }), { code: 'BAD_REQUEST' }],
  [
    'gql: literal of the wrong type',
    () => gql({ query: '{ pandits(page: { page: "x" }) { items { id } } }' }),
    { code: 'BAD_REQUEST' },
  ],
  ['gql: unknown enum literal', () => gql({ query: '{ pandits(sort: CHEAPEST) { items { id } } }' }), { code: 'BAD_REQUEST' }],
  [
    'gql: literal Int over 32 bits',
    () => gql({ query: '{ pandits(page: { page: 100000000000000000000 }) { items { id } } }' }),
    { code: 'BAD_REQUEST' },
  ],
  [
    'gql: mutation over GET',
    () => send('GET', '/graphql?query=mutation%7Bping%7D', { headers: { 'apollo-require-preflight': '1' } }),
  ],
  [
    'gql: GET without a CSRF preflight header',
    () => send('GET', '/graphql?query=%7Bhealth%7D', { headers: { 'content-type': 'text/plain' } }),
    { code: 'BAD_REQUEST' },
  ],
  [
    'gql: GET with a syntax error',
    () => send('GET', '/graphql?query=%7B', { headers: { 'apollo-require-preflight': '1' } }),
    { code: 'BAD_REQUEST' },
  ],
  [
    'gql: GET with variables that are not JSON',
    () => send('GET', '/graphql?query=%7Bhealth%7D&variables=%7B', { headers: { 'apollo-require-preflight': '1' } }),
    { code: 'BAD_REQUEST' },
  ],
  ['gql: unknown operationName', () => gql({ query: 'query A { health }', operationName: 'B' }), { code: 'BAD_REQUEST' }],
  ['gql: two operations, no name', () => gql({ query: 'query A { health } query B { health }' }), { code: 'BAD_REQUEST' }],
  ['gql: variables as text', () => gql({ query: '{ health }', variables: 'x' }), { code: 'BAD_REQUEST' }],
  ['gql: variables as an array', () => gql({ query: '{ health }', variables: [1] }), { code: 'BAD_REQUEST' }],
  ['gql: a batch', () => gql([{ query: '{ health }' }, { query: '{ health }' }]), { code: 'BAD_REQUEST' }],
  [
    'gql: persisted query version 2',
    () => gql({ extensions: { persistedQuery: { version: 2, sha256Hash: 'x' } } }),
    { code: 'BAD_REQUEST' },
  ],
  [
    'gql: malformed JSON',
    () => send('POST', '/graphql', { raw: '{"query":', type: 'application/json' }),
    { code: 'BAD_REQUEST' },
  ],
  [
    'gql: text/plain',
    () => send('POST', '/graphql', { raw: '{ health }', type: 'text/plain' }),
    { code: 'UNSUPPORTED_MEDIA_TYPE' },
  ],
  [
    'gql: application/graphql',
    () => send('POST', '/graphql', { raw: '{ health }', type: 'application/graphql' }),
    { code: 'UNSUPPORTED_MEDIA_TYPE' },
  ],
  ['gql: no content type', () => send('POST', '/graphql', { raw: '{"query":"{ health }"}' }), { code: 'UNSUPPORTED_MEDIA_TYPE' }],
  [
    'gql: form-urlencoded',
    () => send('POST', '/graphql', { raw: 'query=%7Bhealth%7D', type: 'application/x-www-form-urlencoded' }),
  ],
  ['gql: over 2 MB', () => gql({ query: '{ health }', variables: { x: 'x'.repeat(3_000_000) } }), { code: 'PAYLOAD_TOO_LARGE' }],
  // variables of the wrong type
  [
    'gql var: page "abc"',
    () => gql({ query: 'query($p: PageInput) { pandits(page: $p) { items { id } } }', variables: { p: { page: 'abc' } } }),
    { field: 'p.page' },
  ],
  [
    'gql var: page 1e20',
    () => gql({ query: 'query($p: PageInput) { pandits(page: $p) { items { id } } }', variables: { p: { page: 1e20 } } }),
    { field: 'p.page' },
  ],
  [
    'gql var: limit 1.5',
    () => gql({ query: 'query($l: Int) { testimonials(limit: $l) { id } }', variables: { l: 1.5 } }),
    { field: 'l' },
  ],
  [
    'gql var: featured "yes"',
    () => gql({ query: 'query($f: Boolean) { testimonials(featured: $f) { id } }', variables: { f: 'yes' } }),
    { field: 'f' },
  ],
  [
    'gql var: unknown enum',
    () => gql({ query: 'query($s: PanditSort) { pandits(sort: $s) { items { id } } }', variables: { s: 'CHEAPEST' } }),
    { field: 's' },
  ],
  [
    'gql var: enum in lower case',
    () => gql({ query: 'query($s: PanditSort) { pandits(sort: $s) { items { id } } }', variables: { s: 'rating' } }),
    { field: 's' },
  ],
  ['gql var: required id missing', () => gql({ query: 'query($id: ID!) { pandit(id: $id) { id } }' }), { field: 'id' }],
  [
    'gql var: id as an object',
    () => gql({ query: 'query($id: ID!) { pandit(id: $id) { id } }', variables: { id: { $gt: '' } } }),
    { field: 'id' },
  ],
  [
    'gql var: input as text',
    () => gql({ query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: 'admin' } }),
    { field: 'i' },
  ],
  [
    'gql var: input as an array',
    () => gql({ query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: [] } }),
    { field: 'i' },
  ],
  [
    'gql var: input field missing',
    () => gql({ query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { email: 'a@b.in' } } }),
    { field: 'i.password' },
  ],
  [
    'gql var: unknown input field',
    () =>
      gql({
        query: 'mutation($i: RegisterInput!) { register(input: $i) { token } }',
        variables: { i: { name: 'A', email: 'x@y.in', password: 'Devotee@123', role: 'ADMIN' } },
      }),
    { field: 'i.role' },
  ],
  [
    'gql var: list item of the wrong type',
    () =>
      gql(
        {
          query: 'mutation($i: PanditApplicationInput!) { applyAsPandit(input: $i) { id } }',
          variables: {
            i: {
              state: 'UP',
              city: 'V',
              location: 'V',
              bio: 'b',
              experience: 1,
              specializations: ['a', { x: 1 }],
              languages: [],
              pricing: { basic: 1, premium: 2, deluxe: 3 },
              virtualPoojaAvailable: false,
            },
          },
        },
        { token: t.applicant },
      ),
    { field: 'i.specializations.1' },
  ],
  [
    'gql var: date "tomorrow"',
    () =>
      gql({
        query: 'query($p: ID!, $d: Date!) { bookableSlots(panditId: $p, date: $d) { time } }',
        variables: { p: panditId, d: 'tomorrow' },
      }),
    { field: 'd' },
  ],
  [
    'gql var: status unknown',
    () =>
      gql(
        {
          query: 'mutation($id: ID!, $s: BookingStatus!) { updateBookingStatus(id: $id, status: $s) { id } }',
          variables: { id: bookingId, s: 'WEIRD' },
        },
        { token: t.admin },
      ),
    { field: 's' },
  ],
  [
    'gql var: role unknown',
    () =>
      gql(
        { query: 'query($f: UserFilter) { users(filter: $f) { items { id } } }', variables: { f: { role: 'ROOT' } } },
        { token: t.admin },
      ),
    { field: 'f.role' },
  ],
  [
    'gql var: experience 1e20',
    () =>
      gql(
        {
          query: 'mutation($id: ID!, $i: UpdatePanditInput!) { updatePanditProfile(id: $id, input: $i) { id } }',
          variables: { id: panditId, i: { experience: 1e20 } },
        },
        { token: t.pandit },
      ),
    { field: 'i.experience' },
  ],
  // NUL in every kind of text argument
  [
    'gql NUL: login email',
    () =>
      gql({ query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { email: NUL, password: 'x' } } }),
    { field: 'i.email' },
  ],
  [
    'gql NUL: register name',
    () =>
      gql({
        query: 'mutation($i: RegisterInput!) { register(input: $i) { token } }',
        variables: { i: { name: NUL, email: 'nulg@example.in', password: 'Devotee@123' } },
      }),
    { field: 'i.name' },
  ],
  [
    'gql NUL: pandits search',
    () => gql({ query: 'query($f: PanditFilter) { pandits(filter: $f) { items { id } } }', variables: { f: { search: NUL } } }),
    { field: 'f.search' },
  ],
  [
    'gql NUL: pandits city',
    () => gql({ query: 'query($f: PanditFilter) { pandits(filter: $f) { items { id } } }', variables: { f: { city: NUL } } }),
    { field: 'f.city' },
  ],
  [
    'gql NUL: pandits state',
    () => gql({ query: 'query($f: PanditFilter) { pandits(filter: $f) { items { id } } }', variables: { f: { state: NUL } } }),
    { field: 'f.state' },
  ],
  [
    'gql NUL: literal search',
    () => gql({ query: '{ pandits(filter: { search: "a\\u0000b" }) { items { id } } }' }),
    { field: 'filter.search' },
  ],
  [
    'gql NUL: literal in a fragment',
    () => gql({ query: '{ ...F } fragment F on Query { packages(filter: { destination: "\\u0000" }) { items { id } } }' }),
    { field: 'filter.destination' },
  ],
  [
    'gql NUL: variable default',
    () => gql({ query: 'query($s: String = "\\u0000") { pandits(filter: { search: $s }) { items { id } } }' }),
    { field: 's' },
  ],
  [
    'gql NUL: packages search',
    () => gql({ query: 'query($f: PackageFilter) { packages(filter: $f) { items { id } } }', variables: { f: { search: NUL } } }),
    { field: 'f.search' },
  ],
  [
    'gql NUL: about language',
    () => gql({ query: 'query($l: String) { about(language: $l) { title } }', variables: { l: NUL } }),
    { field: 'l' },
  ],
  [
    'gql NUL: pandit id',
    () => gql({ query: 'query($id: ID!) { pandit(id: $id) { id } }', variables: { id: NUL } }),
    { field: 'id' },
  ],
  [
    'gql NUL: booking id',
    () => gql({ query: 'query($id: ID!) { booking(id: $id) { id } }', variables: { id: NUL } }, { token: t.user }),
    { field: 'id' },
  ],
  [
    'gql NUL: users search',
    () =>
      gql(
        { query: 'query($f: UserFilter) { users(filter: $f) { items { id } } }', variables: { f: { search: NUL } } },
        { token: t.admin },
      ),
    { field: 'f.search' },
  ],
  [
    'gql NUL: applications search',
    () =>
      gql(
        { query: 'query($s: String) { panditApplications(search: $s) { items { id } } }', variables: { s: NUL } },
        { token: t.admin },
      ),
    { field: 's' },
  ],
  [
    'gql NUL: update profile',
    () =>
      gql(
        { query: 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', variables: { i: { name: NUL } } },
        { token: t.user },
      ),
    { field: 'i.name' },
  ],
  [
    'gql NUL: application bio',
    () =>
      gql(
        {
          query: 'mutation($i: UpdatePanditInput!, $id: ID!) { updatePanditProfile(id: $id, input: $i) { id } }',
          variables: { id: panditId, i: { bio: NUL } },
        },
        { token: t.pandit },
      ),
    { field: 'i.bio' },
  ],
  [
    'gql NUL: specialization item',
    () =>
      gql(
        {
          query: 'mutation($i: UpdatePanditInput!, $id: ID!) { updatePanditProfile(id: $id, input: $i) { id } }',
          variables: { id: panditId, i: { specializations: ['ok', NUL] } },
        },
        { token: t.pandit },
      ),
    { field: 'i.specializations.1' },
  ],
  [
    'gql NUL: booking notes',
    () =>
      gql(
        {
          query: 'mutation($i: CreateBookingInput!) { createBooking(input: $i) { id } }',
          variables: { i: { panditId, date: '2030-01-01', time: '09:00', notes: NUL } },
        },
        { token: t.user },
      ),
    { field: 'i.notes' },
  ],
  [
    'gql NUL: cancel reason',
    () =>
      gql(
        {
          query: 'mutation($id: ID!, $r: String) { cancelBooking(id: $id, reason: $r) { id } }',
          variables: { id: bookingId, r: NUL },
        },
        { token: t.user },
      ),
    { field: 'r' },
  ],
  [
    'gql NUL: reject reason',
    () =>
      gql(
        {
          query: 'mutation($id: ID!, $r: String!) { rejectPandit(id: $id, reason: $r) { id } }',
          variables: { id: NO_SUCH_ID, r: NUL },
        },
        { token: t.admin },
      ),
    { field: 'r' },
  ],
  [
    'gql NUL: review comment',
    () =>
      gql(
        {
          query: 'mutation($i: CreateReviewInput!) { createReview(input: $i) { id } }',
          variables: { i: { bookingId, rating: 5, comment: NUL } },
        },
        { token: t.user },
      ),
    { field: 'i.comment' },
  ],
  [
    'gql NUL: availability slot',
    () =>
      gql(
        {
          query: 'mutation($i: SetAvailabilityInput!) { setMyAvailability(input: $i) { id } }',
          variables: { i: { weeklyHours: [{ weekday: 1, slots: [NUL] }], blockedDates: [] } },
        },
        { token: t.pandit },
      ),
    { field: 'i.weeklyHours.0.slots.0' },
  ],
  ['gql NUL: literal id', () => gql({ query: '{ pandit(id: "\\u0000") { id } }' }), { field: 'id' }],
]);

// ---- GraphQL execution errors: GraphQL over HTTP answers 200 with coded errors and no data --------------

const EXECUTION: Array<[string, () => Promise<Answer>]> = [
  ['page 0', () => gql({ query: '{ pandits(page: { page: 0 }) { items { id } } }' })],
  ['limit 1000', () => gql({ query: '{ pandits(page: { limit: 1000 }) { items { id } } }' })],
  [
    'negative page',
    () => gql({ query: 'query($p: PageInput) { pandits(page: $p) { items { id } } }', variables: { p: { page: -1 } } }),
  ],
  ['testimonials limit 0', () => gql({ query: '{ testimonials(limit: 0) { id } }' })],
  ['a booking not an id', () => gql({ query: '{ booking(id: "abc") { id } }' }, { token: t.user })],
  ['an approval of no one', () => gql({ query: `mutation { approvePandit(id: "${NO_SUCH_ID}") { id } }` }, { token: t.admin })],
  ['users as a visitor', () => gql({ query: '{ users { items { id } } }' })],
  ['a booking as a visitor', () => gql({ query: `mutation { cancelBooking(id: "${NO_SUCH_ID}") { id } }` })],
];

// ---- the run -------------------------------------------------------------------------------------------

const codesOf = (a: Answer, graphql: boolean): unknown[] =>
  graphql
    ? ((a.body?.errors ?? []) as Array<{ extensions?: { code?: unknown } }>).map((e) => e.extensions?.code)
    : [a.body?.code];

function expectClientError(a: Answer, graphql: boolean, expected: Expect = {}) {
  const what = `${a.status} ${a.text.slice(0, 400)}`;
  expect(a.status >= 400 && a.status < 500, what).toBe(true);
  if (expected.status) expect(a.status, what).toBe(expected.status);
  expect(a.body, what).toBeTypeOf('object');
  const codes = codesOf(a, graphql);
  expect(codes.length, what).toBeGreaterThan(0);
  for (const code of codes) expect(ERROR_CODES, what).toContain(code);
  if (!graphql) expect(a.body.success, what).toBe(false);
  if (expected.code) expect(codes[0], what).toBe(expected.code);
  if (expected.field) {
    const fields = graphql ? a.body.errors[0].extensions.fields : a.body.fields;
    expect(codes[0], what).toBe('VALIDATION_FAILED');
    expect(Object.keys(fields ?? {}), what).toContain(expected.field);
  }
}

let before: Record<string, number>;
let answered = 0;

beforeAll(async () => {
  s = await startTestServer();
  t.admin = await s.token('admin');
  t.user = await s.token('user');
  t.pandit = await s.token('pandit');
  const applicant = await s.newUser('Applicant Devotee');
  t.applicant = applicant.token;
  tokens = await makeTokens(applicant.id);
  const me = await s.gql('{ me { panditProfile { id } } }', {}, t.pandit);
  panditId = me.data.me.panditProfile.id;
  const [booking] = await sql(
    `select b.id from bookings b join users u on u.id = b.user_id where u.email = 'user@demo.in' limit 1`,
  );
  bookingId = booking.id;
  before = await counts();
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('bad input is a clear 4xx with a code from the SDL, and creates nothing', () => {
  it.each(REST)('REST %s', async (_name, run, expected) => {
    expectClientError(await run(), false, expected);
    answered++;
  });

  const tokenCases = TOKEN_ROUTES.flatMap(([method, path, body]) =>
    [
      'subject not an id',
      'subject with a NUL',
      'subject an SQL string',
      'no subject',
      'subject a number',
      'unknown account',
      'unknown role',
      'no expiry',
      'expired',
      'HS512 with our secret',
      'another secret',
      'alg none',
      'malformed',
      'random text',
      'Basic scheme',
      'empty bearer',
    ].map((name) => [`${method} ${path} with a token: ${name}`, method, path, body, name] as const),
  );
  it.each(tokenCases)('REST %s', async (_label, method, path, body, name) => {
    const a = await send(method, path, { json: body, token: tokens[name] });
    expectClientError(a, false, { code: 'UNAUTHENTICATED', status: 401 });
    answered++;
  });

  it.each(GRAPHQL)('%s', async (_name, run, expected) => {
    expectClientError(await run(), true, expected);
    answered++;
  });

  it.each(EXECUTION)('gql execution: %s answers 200 with coded errors and no data', async (_name, run) => {
    const a = await run();
    expect(a.status, a.text).toBe(200);
    expect(a.body.data ?? null, a.text).toBeNull();
    for (const code of codesOf(a, true)) {
      expect(ERROR_CODES, a.text).toContain(code);
      expect(code, a.text).not.toBe('INTERNAL_SERVER_ERROR');
    }
    answered++;
  });

  it('a bad token on GraphQL is 401 UNAUTHENTICATED, as on REST (the browser refreshes its access token)', async () => {
    for (const [name, token] of Object.entries(tokens)) {
      const a = await gql({ query: '{ me { id } pandits(page: { limit: 1 }) { pageInfo { totalCount } } }' }, { token });
      expect(a.status, name).toBe(401);
      expect(a.body.errors?.[0]?.extensions.code, name).toBe('UNAUTHENTICATED');
      expect(a.body.data, name).toBeUndefined();
    }
  });

  it('answered every case, created nothing, and is still healthy', async () => {
    const total = REST.length + tokenCases.length + GRAPHQL.length + EXECUTION.length;
    expect(total).toBeGreaterThanOrEqual(150);
    expect(answered).toBe(total);
    expect(await counts()).toEqual(before);
    const health = await send('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'OK' });
  });
});
