import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshPostgres, startGateway, tempDir, type GatewayProcess } from './processes.js';
import { LIMITS } from '../src/limits/rate-limits.js';

/**
 * Prometheus metrics on METRICS_PORT, never on the public port: a real gateway process is used over HTTP, then
 * scraped. Each family the dashboard and the alert rules (deploy/) read is there.
 */
const hasPg = Boolean(process.env.DATABASE_URL);
let gw: GatewayProcess;
let db: Awaited<ReturnType<typeof freshPostgres>>;
let metricsUrl: string;
const dir = tempDir();

beforeAll(async () => {
  if (!hasPg) return;
  db = await freshPostgres({ seeded: false });
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  gw = await startGateway({ DATABASE_URL: db.url, DATA_DIR: dir.dir, METRICS_PORT: String(port), LOG_LEVEL: 'warn' });
}, 120_000);
afterAll(async () => {
  await gw?.stop();
  await db?.drop();
  dir.remove();
});

const graphql = (operationName: string, query: string) =>
  fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, query }),
  }).then((r) => r.text());

describe.skipIf(!hasPg)('metrics', () => {
  it('scraped on METRICS_PORT after real traffic; the public port answers 404 on /metrics', async () => {
    for (let i = 0; i < 3; i++) await graphql('SiteConfig', 'query SiteConfig { siteConfig { demoMode } }');
    await fetch(`${gw.url}/api/pandits/00000000-0000-0000-0000-000000000000`).then((r) => r.text());
    const email = `metrics${Date.now()}@example.in`;
    for (let i = 0; i <= LIMITS.loginAccountAddress.points; i++)
      await fetch(`${gw.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Wrong-password-1' }),
      }).then((r) => r.text());

    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/graphql"[^}]*operation="SiteConfig"[^}]*\} 3/);
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/pandits\/:id"/);
    expect(text).toMatch(/api_errors_total\{code="RATE_LIMITED"\} 1/);
    expect(text).toMatch(/limits_refused_total\{limit="loginAccountAddress"\} 1/);
    expect(text).toMatch(/public_cache_lookups_total\{result="(hit|miss)"\}/);
    expect(text).toMatch(/db_pool_connections\{state="in_use"\}/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} \d+/);
    expect(text).toMatch(/outbox_backlog_messages \d+/);
    expect(text).toMatch(/outbox_oldest_age_seconds [\d.]+/);
    expect(text).toMatch(/outbox_failed_messages 0/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds/);

    const pub = await fetch(`${gw.url}/metrics`);
    expect(pub.status).toBe(404);
    expect(await pub.text()).not.toContain('http_request_duration_seconds');
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });
});
