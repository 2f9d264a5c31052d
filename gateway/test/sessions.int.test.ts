import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { scenario } from './scenario.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(async () => s?.close());

const ME = 'query { me { id email } }';
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token expiresIn user { id } } }`;
const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) }`;

/**
 * A raw request with optional cookie and extra headers; answers status, JSON body and the refresh cookie's Set-Cookie
 * line (`__Host-pc_refresh` over HTTPS, `pc_refresh` over plain HTTP) and value; `setCookies`: every Set-Cookie line.
 */
async function send(
  method: string,
  path: string,
  opts: { body?: unknown; cookie?: string; cookieName?: string; token?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.cookie ? { cookie: `${opts.cookieName ?? 'pc_refresh'}=${opts.cookie}` } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  const setCookies = res.headers.getSetCookie();
  const setCookie =
    setCookies.find((c) => c.startsWith('__Host-pc_refresh=')) ?? setCookies.find((c) => c.startsWith('pc_refresh=')) ?? '';
  return {
    status: res.status,
    body: text ? JSON.parse(text) : undefined,
    setCookie,
    setCookies,
    cookie: /^(?:__Host-)?pc_refresh=([^;]*)/.exec(setCookie)?.[1] ?? '',
  };
}

/** Logs in the way the web app does (GraphQL, session: COOKIE). */
async function browserLogin(email: string, password: string, headers: Record<string, string> = {}) {
  const r = await send('POST', '/graphql', {
    body: { query: LOGIN, variables: { input: { email, password, session: 'COOKIE' } } },
    headers,
  });
  expect(r.status).toBe(200);
  return {
    token: r.body.data.login.token as string,
    expiresIn: r.body.data.login.expiresIn as number,
    cookie: r.cookie,
    setCookie: r.setCookie,
  };
}

/** Moves a refresh cookie's use back an hour, past the reuse grace (a copy replayed later). */
const usedLongAgo = (cookie: string) =>
  s.db.orm.em
    .getConnection()
    .execute(`update refresh_tokens set used_at = now() - interval '1 hour' where token_hash = ?`, [
      createHash('sha256').update(cookie).digest('hex'),
    ]);

const refresh = (cookie: string, headers: Record<string, string> = {}, cookieName?: string) =>
  send('POST', '/api/auth/refresh', { body: {}, cookie, cookieName, headers });

/** A revoked access token: 401 UNAUTHENTICATED on GraphQL and REST alike. */
async function expectRevoked(token: string) {
  const g = await s.gql(ME, {}, token);
  expect(g.status).toBe(401);
  expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect((await s.rest('GET', '/api/auth/me', undefined, token)).status).toBe(401);
}

async function account(name = 'Session Devotee') {
  const sc = scenario(s);
  return sc.customer(name);
}

describe('browser sessions', () => {
  it('login with session COOKIE sets an HttpOnly, SameSite=Strict refresh cookie on /api/auth and a 15-minute token', async () => {
    const a = await account();
    const r = await browserLogin(a.email, a.password);
    expect(r.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.setCookie).toMatch(/; Path=\/api\/auth/);
    expect(r.setCookie).toMatch(/; HttpOnly/);
    expect(r.setCookie).toMatch(/; SameSite=Strict/);
    expect(r.setCookie).toMatch(/; Max-Age=2592000/);
    // Plain HTTP to 127.0.0.1 (development, tests): no Secure, or the browser would not keep it.
    expect(r.setCookie).not.toMatch(/; Secure/);
    expect(r.expiresIn).toBe(900);
    const [, payload = ''] = r.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await s.gql(ME, {}, r.token)).data.me.email).toBe(a.email);
  });

  it('over HTTPS (a trusted proxy says so) the cookie is __Host-pc_refresh: Secure, Path=/, no Domain', async () => {
    const a = await account();
    const HTTPS = { 'x-forwarded-proto': 'https' };
    const https = await browserLogin(a.email, a.password, HTTPS);
    expect(https.setCookie).toMatch(/^__Host-pc_refresh=[A-Za-z0-9_-]{43}; /);
    expect(https.setCookie).toMatch(/; Secure/);
    expect(https.setCookie).toMatch(/; Path=\/;/);
    expect(https.setCookie).toMatch(/; HttpOnly/);
    expect(https.setCookie).toMatch(/; SameSite=Strict/);
    expect(https.setCookie).not.toMatch(/Domain=/i);
    const rotated = await refresh(https.cookie, HTTPS, '__Host-pc_refresh');
    expect(rotated.status).toBe(200);
    expect(rotated.setCookie).toMatch(/^__Host-pc_refresh=[A-Za-z0-9_-]{43}; .*Path=\/;.*Secure/);
    // Read whatever the scheme the request claims (behind a proxy that does not say HTTPS, for one).
    expect((await refresh(rotated.cookie, {}, '__Host-pc_refresh')).status).toBe(200);
  });

  it('transition: a browser still holding the older pc_refresh cookie refreshes over HTTPS, gets __Host-pc_refresh and the old one cleared', async () => {
    const a = await account();
    const old = await browserLogin(a.email, a.password);
    expect(old.setCookie).toMatch(/^pc_refresh=/);
    const r = await refresh(old.cookie, { 'x-forwarded-proto': 'https' }, 'pc_refresh');
    expect(r.status).toBe(200);
    expect(r.setCookie).toMatch(/^__Host-pc_refresh=[A-Za-z0-9_-]{43}; .*Path=\/;.*Secure/);
    expect(r.setCookies.find((c) => c.startsWith('pc_refresh='))).toMatch(
      /^pc_refresh=;.*Path=\/api\/auth;.*Expires=Thu, 01 Jan 1970/,
    );
    // Logout over HTTPS clears the new cookie (and ends the session).
    const out = await send('POST', '/api/auth/logout', {
      body: {},
      cookie: r.cookie,
      cookieName: '__Host-pc_refresh',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(out.setCookie).toMatch(/^__Host-pc_refresh=;.*Path=\/;.*Expires=Thu, 01 Jan 1970/);
    expect((await refresh(r.cookie, { 'x-forwarded-proto': 'https' }, '__Host-pc_refresh')).status).toBe(401);
  });

  it('refresh rotates: a new access token and a new cookie; the old cookie is used up', async () => {
    const a = await account();
    const first = await browserLogin(a.email, a.password);
    const r = await refresh(first.cookie);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ expiresIn: 900, user: { id: a.id, _id: a.id, email: a.email, role: 'user' } });
    // The user as GET /api/auth/me writes it: the join date as ISO text (it was once walked into `{}`).
    const me = (await s.rest('GET', '/api/auth/me', undefined, r.body.data.token)).body.data.user;
    expect(r.body.data.user.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(r.body.data.user.createdAt).toBe(me.createdAt);
    expect(r.cookie).not.toBe(first.cookie);
    expect(r.setCookie).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/);
    expect((await s.gql(ME, {}, r.body.data.token)).data.me.id).toBe(a.id);
    // The same session: the new token carries the same sid.
    const sid = (t: string) => {
      const [, payload = ''] = t.split('.');
      return JSON.parse(Buffer.from(payload, 'base64url').toString()).sid;
    };
    expect(sid(r.body.data.token)).toBe(sid(first.token));
    // And the rotated one rotates again.
    const again = await refresh(r.cookie);
    expect(again.status).toBe(200);
  });

  it('a reused refresh token revokes the whole family: 401, the newest cookie and the access tokens stop working', async () => {
    const a = await account();
    const first = await browserLogin(a.email, a.password);
    const second = await refresh(first.cookie);
    expect(second.status).toBe(200);
    await usedLongAgo(first.cookie);
    const reuse = await refresh(first.cookie); // a stolen copy replayed after the grace
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('UNAUTHENTICATED');
    expect(reuse.setCookie).toMatch(/^pc_refresh=;.*Expires=Thu, 01 Jan 1970/);
    // The legitimate holder's newest cookie is dead too, and so are the family's access tokens.
    expect((await refresh(second.cookie)).status).toBe(401);
    await expectRevoked(second.body.data.token);
    await expectRevoked(first.token);
    // Another session of the same account is untouched.
    const other = await browserLogin(a.email, a.password);
    expect((await s.gql(ME, {}, other.token)).data.me.id).toBe(a.id);
  });

  it('two refreshes racing with one cookie (two tabs) both renew the session, each with its own new cookie', async () => {
    const a = await account();
    const first = await browserLogin(a.email, a.password);
    const results = await Promise.all([refresh(first.cookie), refresh(first.cookie)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0].cookie).not.toBe(results[1].cookie);
    for (const r of results) expect((await s.gql(ME, {}, r.body.data.token)).data.me.id).toBe(a.id);
    // Each successor rotates on its own.
    for (const r of results) expect((await refresh(r.cookie)).status).toBe(200);
  });

  it('a reload during the exchange (the answer with the new cookie lost) keeps the person signed in', async () => {
    const a = await account();
    const first = await browserLogin(a.email, a.password);
    expect((await refresh(first.cookie)).status).toBe(200); // its answer never reached the cookie jar
    const reloaded = await refresh(first.cookie);
    expect(reloaded.status).toBe(200);
    expect((await s.gql(ME, {}, reloaded.body.data.token)).data.me.id).toBe(a.id);
    expect((await refresh(reloaded.cookie)).status).toBe(200);
  });

  it('refresh without a cookie, or with an unknown one, is 401 and clears the cookie', async () => {
    const none = await send('POST', '/api/auth/refresh', { body: {} });
    expect(none.status).toBe(401);
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.setCookie).toMatch(/^pc_refresh=;/);
  });

  it('CSRF: the refresh route refuses a request without JSON content type or X-Requested-With, and rotates nothing', async () => {
    const a = await account();
    const first = await browserLogin(a.email, a.password);
    // What a cross-site form or a simple fetch can send.
    const form = await send('POST', '/api/auth/refresh', {
      cookie: first.cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    expect(form.body.code).toBe('BAD_REQUEST');
    const bare = await send('POST', '/api/auth/refresh', { cookie: first.cookie });
    expect(bare.status).toBe(400);
    expect(bare.setCookie).toBe('');
    // The cookie was not used up: the app's own request still works, with the custom header alone as well.
    const ok = await send('POST', '/api/auth/refresh', { cookie: first.cookie, headers: { 'x-requested-with': 'fetch' } });
    expect(ok.status).toBe(200);
  });

  it('refresh is not a GET', async () => {
    expect((await send('GET', '/api/auth/refresh')).status).toBe(404);
  });
});

describe('logout', () => {
  it('REST logout revokes the session: the access token stops at once, the cookie is cleared and dead', async () => {
    const a = await account();
    const b = await browserLogin(a.email, a.password);
    const r = await send('POST', '/api/auth/logout', { body: {}, cookie: b.cookie, token: b.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, data: { loggedOut: true } });
    expect(r.setCookie).toMatch(/^pc_refresh=;.*Path=\/api\/auth/);
    await expectRevoked(b.token);
    expect((await refresh(b.cookie)).status).toBe(401);
  });

  it('with an expired access token, the cookie alone still ends the session', async () => {
    const a = await account();
    const b = await browserLogin(a.email, a.password);
    expect((await send('POST', '/api/auth/logout', { body: {}, cookie: b.cookie })).status).toBe(200);
    expect((await refresh(b.cookie)).status).toBe(401);
    await expectRevoked(b.token);
  });

  it('GraphQL logout ends a bearer session; other sessions of the account keep working', async () => {
    const a = await account();
    const api = (await s.gql(LOGIN, { input: { email: a.email, password: a.password } })).data.login.token;
    const out = await s.gql('mutation { logout }', {}, api);
    expect(out.data.logout).toBe(true);
    await expectRevoked(api);
    expect((await s.rest('GET', '/api/auth/me', undefined, api)).status).toBe(401);
    expect((await s.gql(ME, {}, a.token)).data.me.id).toBe(a.id);
  });

  it('a visitor may log out (nothing to end)', async () => {
    expect((await s.gql('mutation { logout }')).data.logout).toBe(true);
  });
});

describe('password change', () => {
  it('revokes every other session (bearer and cookie), keeps the current one, and the new password works', async () => {
    const a = await account();
    const keep = (await s.gql(LOGIN, { input: { email: a.email, password: a.password } })).data.login.token;
    const browser = await browserLogin(a.email, a.password);
    const r = await s.rest(
      'PUT',
      '/api/auth/password',
      { currentPassword: a.password, newPassword: 'a new long passphrase' },
      keep,
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, data: { changed: true } });
    expect((await s.gql(ME, {}, keep)).data.me.id).toBe(a.id);
    await expectRevoked(a.token);
    await expectRevoked(browser.token);
    expect((await refresh(browser.cookie)).status).toBe(401);
    expect((await s.rest('POST', '/api/auth/login', { email: a.email, password: a.password })).status).toBe(401);
    expect((await s.rest('POST', '/api/auth/login', { email: a.email, password: 'a new long passphrase' })).status).toBe(200);
  });

  it('over GraphQL: a wrong current password or a weak new one is VALIDATION_FAILED and changes nothing', async () => {
    const a = await account();
    const wrong = await s.gql(
      CHANGE,
      { input: { currentPassword: 'not-my-password', newPassword: 'another long one' } },
      a.token,
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldKeys: { 'input.currentPassword': 'password.wrongCurrent' },
    });
    const weak = await s.gql(CHANGE, { input: { currentPassword: a.password, newPassword: 'password1' } }, a.token);
    expect(weak.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldKeys: { 'input.newPassword': 'password.common' },
    });
    const short = await s.gql(CHANGE, { input: { currentPassword: a.password, newPassword: 'short' } }, a.token);
    expect(short.errors?.[0]?.extensions).toMatchObject({ fieldKeys: { 'input.newPassword': 'password.tooShort' } });
    expect((await s.gql(ME, {}, a.token)).data.me.id).toBe(a.id);
    expect((await s.rest('POST', '/api/auth/login', { email: a.email, password: a.password })).status).toBe(200);
    const ok = await s.gql(CHANGE, { input: { currentPassword: a.password, newPassword: 'another long one' } }, a.token);
    expect(ok.data.changePassword).toBe(true);
  });

  it('needs a login', async () => {
    const r = await s.rest('PUT', '/api/auth/password', { currentPassword: 'x', newPassword: 'another long one' });
    expect(r.status).toBe(401);
  });
});

describe('API clients keep bearer tokens', () => {
  it('REST login answers data.token and data.user, no cookie, a token with the configured lifetime (7 days)', async () => {
    const a = await account();
    const r = await send('POST', '/api/auth/login', { body: { email: a.email, password: a.password } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ token: expect.stringMatching(/^ey/), user: { email: a.email } });
    expect(r.setCookie).toBe('');
    const claims = JSON.parse(Buffer.from(r.body.data.token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    expect((await s.rest('GET', '/api/auth/me', undefined, r.body.data.token)).body.data.user.email).toBe(a.email);
  });

  it('GraphQL login and register without session give a bearer token and no cookie', async () => {
    const a = await account();
    const login = await send('POST', '/graphql', {
      body: { query: LOGIN, variables: { input: { email: a.email, password: a.password } } },
    });
    expect(login.setCookie).toBe('');
    expect(login.body.data.login.expiresIn).toBe(7 * 24 * 3600);
    const reg = await send('POST', '/api/auth/register', {
      body: { name: 'Api Client', email: `api${Date.now()}@example.in`, password: 'a long enough one' },
    });
    expect(reg.status).toBe(201);
    expect(reg.setCookie).toBe('');
    expect(reg.body.data.token).toMatch(/^ey/);
  });

  it('register with session COOKIE starts a browser session', async () => {
    const r = await send('POST', '/graphql', {
      body: {
        query: `mutation($input: RegisterInput!) { register(input: $input) { token expiresIn } }`,
        variables: {
          input: { name: 'Web Devotee', email: `web${Date.now()}@example.in`, password: 'a long enough one', session: 'COOKIE' },
        },
      },
    });
    expect(r.body.data.register.expiresIn).toBe(900);
    expect((await refresh(r.cookie)).status).toBe(200);
  });

  it('a token signed with our key but without a session id is refused', async () => {
    const a = await account();
    const { SignJWT } = await import('jose');
    const noSid = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(a.id)
      .setIssuer('panditconnect')
      .setAudience('panditconnect-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('test-secret-test-secret-test-secret-123'));
    expect((await s.rest('GET', '/api/auth/me', undefined, noSid)).status).toBe(401);
  });
});
