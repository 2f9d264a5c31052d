import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { known } from '../src/indexed.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { CORS_ORIGINS: 'https://partner.example, https://other.example/', SQL_STATS: 'false' } });
});
afterAll(async () => s?.close());

/** 'script-src a b; style-src c' → { 'script-src': ['a', 'b'], ... } */
function parseCsp(header: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

/** Does a CSP source list allow loading this URL (scheme/host sources and 'self' only, as we use them)? */
function allows(sources: string[] | undefined, url: string, self: string): boolean {
  if (!sources) return false;
  const u = new URL(url, self);
  return sources.some((src) => {
    if (src === "'self'") return u.origin === new URL(self).origin;
    if (src === 'https:') return u.protocol === 'https:';
    if (src === 'data:') return u.protocol === 'data:';
    return /^https?:\/\//.test(src) && u.origin === new URL(src).origin;
  });
}

describe('security headers', () => {
  it('the web app: a CSP allowing no inline script, nosniff, no framing, a referrer policy; no HSTS over http', async () => {
    const res = await fetch(`${s.url}/`);
    const csp = parseCsp(res.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    // The page's own files only: no hash, no 'unsafe-inline' (the server render's state is JSON, never run).
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('HSTS only when served over HTTPS (a trusted proxy says X-Forwarded-Proto: https)', async () => {
    const res = await fetch(`${s.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  it('the /api and /graphql answers carry the headers too', async () => {
    for (const path of ['/api/pandits', '/api/nope']) {
      const res = await fetch(`${s.url}${path}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const g = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ health }"}',
    });
    expect(g.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('Apollo Sandbox on /graphql: our CSP allows every script, style, image, font and frame host its page uses', async () => {
    const res = await fetch(`${s.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const ours = parseCsp(res.headers.get('content-security-policy'));
    expect(ours['frame-ancestors']).toEqual(["'none'"]);
    // The page's own meta CSP (nonce-based) names the hosts it loads from; each must be allowed by ours.
    const meta = parseCsp(known(/http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1], "the page's meta CSP"));
    const checked: string[] = [];
    for (const [directive, sources] of Object.entries(meta)) {
      for (const src of sources.filter((v) => v.startsWith('https://') && !v.includes('apollo.local'))) {
        expect(allows(ours[directive], src, s.url), `${directive} ${src}`).toBe(true);
        checked.push(src);
      }
      // Inline script/style with the page's nonce: ours must not forbid inline there (the meta CSP limits it to the nonce).
      if (sources.some((v) => v.startsWith("'nonce-"))) expect(ours[directive]).toContain("'unsafe-inline'");
    }
    // And every script/stylesheet/frame URL in the markup itself.
    for (const [, url = ''] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) {
      expect(allows(ours['script-src'], url, s.url), url).toBe(true);
      checked.push(url);
    }
    for (const [, url] of html.matchAll(
      /<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"|<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g,
    )) {
      if (url) expect(allows(ours['style-src'], url, s.url), url).toBe(true);
    }
    expect(checked.some((u) => u.includes('embeddable-sandbox.cdn.apollographql.com'))).toBe(true);
    expect(allows(ours['frame-src'], 'https://sandbox.embed.apollographql.com/sandbox/explorer', s.url)).toBe(true);
    expect(allows(ours['font-src'], 'https://fonts.gstatic.com/s/x.woff2', s.url)).toBe(true);
    // The web app's policy stays strict.
    const app = parseCsp((await fetch(`${s.url}/`)).headers.get('content-security-policy'));
    expect(app['script-src']).not.toContain("'unsafe-inline'");
  });
});

describe('CORS', () => {
  it('an allowed origin gets its origin back; preflights list the headers clients send', async () => {
    const res = await fetch(`${s.url}/api/packages`, { headers: { origin: 'https://partner.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('vary')).toMatch(/Origin/i);
    const other = await fetch(`${s.url}/api/packages`, { headers: { origin: 'https://other.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBe('https://other.example');
    const pre = await fetch(`${s.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(pre.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });

  it('any other origin gets no CORS headers (the browser keeps the answer from it)', async () => {
    const res = await fetch(`${s.url}/api/packages`, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await fetch(`${s.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe('request bodies', () => {
  const post = (path: string, bytes: number) =>
    fetch(`${s.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health }', padding: 'x'.repeat(bytes) }),
    });

  it('JSON above 100 KB gets 413 PAYLOAD_TOO_LARGE as JSON on /graphql and /api', async () => {
    for (const path of ['/graphql', '/api/bookings']) {
      const res = await post(path, 150 * 1024);
      expect(res.status, path).toBe(413);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      // /graphql answers in the GraphQL envelope, /api in the REST one; the code is the same.
      const body = (await res.json()) as { code?: string; errors?: Array<{ extensions: { code: string } }> };
      expect(body.code ?? body.errors?.[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    }
    const big = await post('/graphql', 2 * 1024 * 1024);
    expect(big.status).toBe(413);
  });

  it('below the limit a body is read; login and registration take at most 16 KB', async () => {
    expect((await post('/graphql', 60 * 1024)).status).toBe(200);
    const login = await post('/api/auth/login', 20 * 1024);
    expect(login.status).toBe(413);
    expect(((await login.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('GraphQL errors', () => {
  it('suggest no field names ("Did you mean")', async () => {
    const r = await s.gql('{ pandts { items { id } } }');
    expect(r.status).toBe(400);
    expect(r.errors?.length).toBeGreaterThan(0);
    for (const e of r.errors!) expect(e.message).not.toMatch(/did you mean/i);
    const arg = await s.gql('{ pandits(fliter: {}) { items { nme } } }');
    for (const e of arg.errors!) expect(e.message).not.toMatch(/did you mean/i);
  });
});

describe('request ids and statistics', () => {
  it("every answer has an X-Request-Id: the caller's when it is a plain token, else a new one", async () => {
    const given = await fetch(`${s.url}/api/health`, { headers: { 'x-request-id': 'abc-123.trace' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123.trace');
    const fresh = await fetch(`${s.url}/api/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await fetch(`${s.url}/api/health`, { headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const err = await fetch(`${s.url}/api/nope`, { headers: { 'x-request-id': 'err-1' } });
    expect(err.status).toBe(404);
    expect(err.headers.get('x-request-id')).toBe('err-1');
  });

  it('X-Sql-Statements only when SQL_STATS is on', async () => {
    const off = await fetch(`${s.url}/api/packages`);
    expect(off.headers.get('x-sql-statements')).toBeNull();
    const on = await startTestServer({ env: { SQL_STATS: 'true' } });
    try {
      const res = await fetch(`${on.url}/api/packages`);
      expect(Number(res.headers.get('x-sql-statements'))).toBeGreaterThan(0);
    } finally {
      await on.close();
    }
  });

  it('/api/health is liveness (no database); /api/ready checks the database', async () => {
    const health = await s.rest('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'OK' });
    const ready = await s.rest('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'OK' });
  });
});
