import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { first } from '../src/indexed.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const ME = 'query { me { id name email role } }';

describe('health', () => {
  it('answers OK when the database answers', async () => {
    const r = await s.rest('GET', '/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'OK' });
  });
});

describe('login', () => {
  it.each([
    ['admin', 'admin@demo.in', 'Admin@12345', 'admin'],
    ['user', 'user@demo.in', 'User@12345', 'user'],
    ['pandit', 'pandit@demo.in', 'Pandit@12345', 'pandit'],
  ])('demo %s logs in over REST with the spec shape', async (_n, email, password, role) => {
    const r = await s.rest('POST', '/api/auth/login', { email, password });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.data.token).toMatch(/^ey/);
    expect(r.body.data.user).toMatchObject({ email, role });
    expect(r.body.data.user).not.toHaveProperty('passwordHash');
  });

  it('logs in over GraphQL, and the token identifies the account', async () => {
    const r = await s.gql('mutation($i: LoginInput!) { login(input: $i) { token user { email role } } }', {
      i: { email: 'USER@demo.in ', password: 'User@12345' },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.login.user).toEqual({ email: 'user@demo.in', role: 'USER' });
    const me = await s.gql(ME, {}, r.data.login.token);
    expect(me.data.me.email).toBe('user@demo.in');
  });

  it('rejects a wrong password with 401 and a clear message', async () => {
    const r = await s.rest('POST', '/api/auth/login', { email: 'user@demo.in', password: 'nope' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it('rejects an unknown email the same way', async () => {
    const r = await s.rest('POST', '/api/auth/login', { email: 'ghost@demo.in', password: 'User@12345' });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('validates the email shape', async () => {
    const r = await s.rest('POST', '/api/auth/login', { email: 'not-an-email', password: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.fields).toHaveProperty(['input.email']);
    expect(r.body.fieldKeys).toEqual({ 'input.email': 'email.invalid' });
  });
});

describe('register', () => {
  it('creates role user even when the payload asks for admin', async () => {
    const r = await s.rest('POST', '/api/auth/register', {
      name: 'Sneaky',
      email: 'sneaky@example.in',
      password: 'Sneaky@123',
      phone: '+91 98765 43210',
      role: 'admin',
    });
    expect(r.status).toBe(201);
    expect(r.body.data.user).toMatchObject({ role: 'user', phone: '9876543210' });
    const admin = await s.rest('GET', '/api/admin/users', undefined, r.body.data.token);
    expect(admin.status).toBe(403);
  });

  it('has no GraphQL argument for a role', async () => {
    const r = await s.gql(
      'mutation { register(input: { name: "X Y", email: "xy@example.in", password: "Abcdef12", role: ADMIN }) { token } }',
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('refuses an email already in use', async () => {
    const r = await s.rest('POST', '/api/auth/register', { name: 'Dup', email: 'User@Demo.in', password: 'Abcdef12' });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('EMAIL_TAKEN');
  });

  it('reports every invalid field at once', async () => {
    const r = await s.rest('POST', '/api/auth/register', { name: 'A', email: 'bad', password: 'short', phone: '123' });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields).sort()).toEqual(['input.email', 'input.name', 'input.password', 'input.phone']);
  });

  it('stores an argon2id hash, never the password', async () => {
    const u = await s.newUser();
    const rows = await s.db.orm.em.getConnection().execute('select password_hash from users where id = ?', [u.id]);
    expect(first(rows).password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('current user', () => {
  it('GET /api/auth/me returns the user for a token', async () => {
    const r = await s.rest('GET', '/api/auth/me', undefined, await s.token('pandit'));
    expect(r.status).toBe(200);
    expect(r.body.data.user).toMatchObject({ email: 'pandit@demo.in', role: 'pandit' });
  });

  it('GET /api/auth/me answers 401 without a token or with a forged one', async () => {
    expect((await s.rest('GET', '/api/auth/me')).status).toBe(401);
    // Same header and signature, payload rewritten to claim admin.
    const [header, payload = '', signature] = (await s.token('user')).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url'), signature].join('.');
    expect((await s.rest('GET', '/api/auth/me', undefined, forged)).status).toBe(401);
    expect((await s.rest('GET', '/api/admin/users', undefined, forged)).status).toBe(401);
    // Signed with another secret.
    const { SignJWT } = await import('jose');
    const other = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-123456'));
    expect((await s.rest('GET', '/api/auth/me', undefined, other)).status).toBe(401);
  });

  it('me is null over GraphQL for a visitor', async () => {
    const r = await s.gql(ME);
    expect(r.data.me).toBeNull();
  });
});

describe('admin route roles', () => {
  it('GET /api/admin/users: 401 without a token, 403 for user and pandit, 200 for admin', async () => {
    expect((await s.rest('GET', '/api/admin/users')).status).toBe(401);
    expect((await s.rest('GET', '/api/admin/users', undefined, await s.token('user'))).status).toBe(403);
    expect((await s.rest('GET', '/api/admin/users', undefined, await s.token('pandit'))).status).toBe(403);
    const ok = await s.rest('GET', '/api/admin/users', undefined, await s.token('admin'));
    expect(ok.status).toBe(200);
    expect(ok.body.data.users.length).toBeGreaterThan(40);
    expect(ok.body.data.users[0]).toHaveProperty('email');
  });

  it('the users query is denied to non-admins over GraphQL', async () => {
    const r = await s.gql('{ users { items { id } } }', {}, await s.token('user'));
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('searches and pages users', async () => {
    const r = await s.gql(
      '{ users(filter: { search: "demo.in" }, page: { page: 1, limit: 2 }) { items { email } pageInfo { totalCount hasNextPage } } }',
      {},
      await s.token('admin'),
    );
    expect(r.data.users.pageInfo).toEqual({ totalCount: 3, hasNextPage: true });
    expect(r.data.users.items).toHaveLength(2);
  });

  it("a user's email and phone are hidden from other users", async () => {
    const r = await s.gql('{ users { items { id } } }');
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('HTTP edges', () => {
  it('bad JSON answers a JSON error, not an HTML page', async () => {
    const res = await fetch(`${s.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('an unknown /api route answers 404 JSON', async () => {
    const r = await s.rest('GET', '/api/nope');
    expect(r.status).toBe(404);
    expect(r.body.success).toBe(false);
  });

  it('introspection lists a type for every entity of spec §3', async () => {
    const r = await s.gql('{ __schema { types { name } } }');
    const names = r.data.__schema.types.map((t: { name: string }) => t.name);
    for (const t of ['User', 'Pandit', 'Package', 'Booking', 'Testimonial', 'Review', 'AboutContent']) expect(names).toContain(t);
  });

  it('serves the Apollo Sandbox landing page to browsers', async () => {
    const res = await fetch(`${s.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('sandbox');
  });

  it('serves media with its content type and long-lived cache headers', async () => {
    const r = await s.rest('GET', '/api/auth/me', undefined, await s.token('user'));
    const me = await s.gql('{ me { avatar } }', {}, await s.token('user'));
    expect(r.status).toBe(200);
    const res = await fetch(`${s.url}${me.data.me.avatar}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('<svg');
    expect((await fetch(`${s.url}/media/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
  });
});

describe('password guessing', () => {
  it('refuses further attempts after 10 failures for one email, even with the right password', async () => {
    const u = await s.newUser('Guess Target');
    for (let i = 0; i < 10; i++) {
      expect((await s.rest('POST', '/api/auth/login', { email: u.email, password: `wrong${i}` })).status).toBe(401);
    }
    const blocked = await s.rest('POST', '/api/auth/login', { email: u.email, password: u.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
  });
});
