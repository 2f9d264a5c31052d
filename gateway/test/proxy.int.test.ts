import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { NGINX, startNginx, type Nginx } from './nginx.js';
import { LIMITS } from '../src/limits/rate-limits.js';

/**
 * deploy/nginx.conf itself, run by a real nginx in front of a gateway (decision 0048): a client's own
 * X-Forwarded-For never names the client, the gateway's 503 answers never take the replica out (so liveness and
 * static files still answer), and nginx's own errors carry the request id in the gateway's JSON envelope.
 * Debian's nginx (1.22) has no `resolve` on an upstream server: test/nginx.ts takes that word out of the file.
 */
const hasPg = Boolean(process.env.DATABASE_URL);
if (!NGINX)
  console.warn(
    '\n!!! SKIPPED gateway/test/proxy.int.test.ts: nginx is not installed, so deploy/nginx.conf is NOT tested. ' +
      'Install it (apt-get install -y nginx-light) to run this test. !!!\n',
  );
if (NGINX && !hasPg)
  console.warn('\n!!! SKIPPED gateway/test/proxy.int.test.ts: it needs DATABASE_URL (a real PostgreSQL). !!!\n');

let server: TestServer;
let nginx: Nginx | undefined;
let proxy: string;

beforeAll(async () => {
  if (!NGINX || !hasPg) return;
  server = await startTestServer({ seed: false, env: { DB_STATEMENT_TIMEOUT_MS: '300' } });
  // Two peers (the same gateway twice): nginx ignores max_fails when an upstream has a single server.
  nginx = await startNginx([new URL(server.url).host]);
  proxy = nginx.url;
}, 120_000);
afterAll(async () => {
  await nginx?.stop();
  await server?.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${proxy}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

describe.skipIf(!NGINX || !hasPg)('deploy/nginx.conf in front of the gateway', () => {
  it('a client-sent X-Forwarded-For is replaced: a new spoofed address each time still meets the login throttle', async () => {
    const email = `nginx${Date.now()}@example.in`;
    for (let i = 0; i < LIMITS.loginAccountAddress.points; i++)
      expect(
        await post('/api/auth/login', { email, password: 'Wrong-password-1' }, { 'x-forwarded-for': `198.51.100.${i}` }),
      ).toBe(401);
    expect(await post('/api/auth/login', { email, password: 'Wrong-password-1' }, { 'x-forwarded-for': '203.0.113.1' })).toBe(
      429,
    );
  });

  it("the gateway's own 503 (a held lock) reaches the client and never takes the replica out", async () => {
    const locker = new pg.Client({ connectionString: server.db.orm.config.get('clientUrl') });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table pandits in access exclusive mode');
    try {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${proxy}/api/pandits`);
        const body = (await res.json()) as { code: string; message: string };
        expect(res.status).toBe(503);
        expect(body.code).toBe('SERVICE_UNAVAILABLE');
        expect(body.message).not.toMatch(/not reachable/); // the gateway's answer, not nginx's
      }
      // Still in nginx's rotation: liveness and the site's pages answer.
      expect((await fetch(`${proxy}/api/health`)).status).toBe(200);
      expect((await fetch(`${proxy}/`)).status).toBe(200);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
  });

  it("nginx's own error (a body over the import's 20 MB) carries the request id, in JSON", async () => {
    const { status, requestId, body } = await new Promise<{ status: number; requestId: string; body: string }>(
      (resolve, reject) => {
        const req = request(
          `${proxy}/api/admin/import`,
          { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 21 * 1024 * 1024 } },
          (res) => {
            let text = '';
            res.on('data', (d) => (text += d));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']), body: text }),
            );
          },
        );
        req.on('error', reject);
        req.write('{'); // nginx answers from the Content-Length alone
      },
    );
    expect(status).toBe(413);
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', requestId });
  });
});
