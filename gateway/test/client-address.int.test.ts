import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { LIMITS } from '../src/limits/rate-limits.js';
import { loadConfig } from '../src/config.js';

/**
 * The client address every per-address limit counts by (decision 0047): X-Forwarded-For is believed only from a
 * proxy trusted by its address (TRUST_PROXY), and then only its rightmost untrusted hop. Here the trusted proxy is
 * 127.0.0.2 and the "client" connects from 127.0.0.1 (untrusted) or through the proxy's address (localAddress).
 * The login throttle shows which address was counted: 10 wrong passwords per account and address, then 429.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { TRUST_PROXY: '127.0.0.2' } });
}, 120_000);
afterAll(async () => server?.close());

let accounts = 0;
const email = () => `address${Date.now()}${accounts++}@example.in`;

/** A wrong-password login from `localAddress`, with the given X-Forwarded-For; resolves with the status. */
function wrongLogin(account: string, localAddress: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify({ email: account, password: 'Wrong-password-1' });
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: '/api/auth/login',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const ALLOWED = LIMITS.loginAccountAddress.points;

describe('the client address behind proxies', () => {
  it('a client that is not a trusted proxy cannot name its own address: a new X-Forwarded-For each time still meets 429', async () => {
    const account = email();
    for (let i = 0; i < ALLOWED; i++) expect(await wrongLogin(account, '127.0.0.1', `198.51.100.${i + 1}`)).toBe(401);
    expect(await wrongLogin(account, '127.0.0.1', '198.51.100.200')).toBe(429);
  });

  it('through the trusted proxy the rightmost untrusted hop counts: what the client prepended changes nothing', async () => {
    const account = email();
    for (let i = 0; i < ALLOWED; i++) expect(await wrongLogin(account, '127.0.0.2', `192.0.2.${i + 1}, 203.0.113.7`)).toBe(401);
    expect(await wrongLogin(account, '127.0.0.2', '192.0.2.99, 203.0.113.7')).toBe(429);
    // Another client behind the same proxy has its own counter, and the proxy's own address is skipped.
    expect(await wrongLogin(account, '127.0.0.2', '203.0.113.8')).toBe(401);
    expect(await wrongLogin(account, '127.0.0.2', '203.0.113.7, 127.0.0.2')).toBe(429);
  });

  it('TRUST_PROXY takes addresses, CIDRs and range names, and refuses trust that is not by address', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value, JWT_SECRET: 'x'.repeat(32) }).trustProxy;
    expect(trust('10.0.0.0/8, 192.168.1.4,loopback')).toEqual(['10.0.0.0/8', '192.168.1.4', 'loopback']);
    expect(trust('none')).toBe(false);
    expect(trust('::1/128')).toEqual(['::1/128']);
    for (const bad of ['true', '1', '10.0.0.0/33', 'nginx', '10.0.0/8']) expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
  });
});
