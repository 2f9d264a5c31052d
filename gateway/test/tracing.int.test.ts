import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshPostgres, startGateway, tempDir, type GatewayProcess } from './processes.js';

/**
 * OpenTelemetry traces (issue #39): a real gateway process with OTEL_EXPORTER_OTLP_ENDPOINT set sends its spans over
 * OTLP/HTTP (JSON) to a collector this test runs. One GraphQL request gives one trace: the HTTP server span, the GraphQL
 * spans and the PostgreSQL statements under them; the request's log line carries the trace's id. Nothing a user sent
 * (statement values, an e-mail in a document) reaches a span. Work outside a request (start-up, the outbox's rounds)
 * runs in spans of its own, and its log lines carry their trace id (decision 0082).
 */
const hasPg = Boolean(process.env.DATABASE_URL);
interface Span {
  traceId: string;
  spanId: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
}
const spans: Span[] = [];
const bodies: string[] = [];
let collector: Server;
let gw: GatewayProcess;
let db: Awaited<ReturnType<typeof freshPostgres>>;
const dir = tempDir();

beforeAll(async () => {
  if (!hasPg) return;
  const port = await freePort();
  collector = createServer((req, res) => {
    let text = '';
    req.on('data', (d) => (text += d));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        bodies.push(text);
        const body = JSON.parse(text) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }> };
        for (const r of body.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => collector.listen(port, '127.0.0.1', r));
  db = await freshPostgres({ seeded: true });
  gw = await startGateway(
    {
      DATABASE_URL: db.url,
      DATA_DIR: dir.dir,
      // The worker on (a fast poll): its rounds are background work with traces of their own.
      MESSAGES_WORKER: 'on',
      MESSAGES_POLL_MS: '200',
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    120_000,
  );
}, 180_000);
afterAll(async () => {
  await gw?.stop();
  await db?.drop();
  await new Promise((r) => (collector ? collector.close(r) : r(undefined)));
  dir.remove();
});

const attr = (s: Span, key: string) => {
  const v = s.attributes.find((a) => a.key === key)?.value;
  return v ? (Object.values(v)[0] as string | number | boolean | undefined) : undefined;
};
async function until<T>(what: string, fn: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end)
      throw new Error(`${what} not received within ${timeoutMs} ms; spans: ${spans.map((s) => s.name).join(', ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!hasPg)('traces over OTLP/HTTP', () => {
  it('a GraphQL request is one trace: HTTP, GraphQL and PostgreSQL spans; its log line carries the trace id', async () => {
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Featured { testimonials(featured: true, limit: 3) { id name rating } }' }),
    });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id')!;
    await res.text();

    const server = await until('the HTTP server span of POST /graphql', () =>
      spans.find(
        (s) =>
          s.kind === 2 &&
          /POST/.test(s.name) &&
          String(attr(s, 'http.route') ?? attr(s, 'url.path') ?? attr(s, 'http.target')).includes('/graphql'),
      ),
    );
    const inTrace = () => spans.filter((s) => s.traceId === server.traceId);
    await until('a PostgreSQL span in the same trace', () =>
      inTrace().find((s) => attr(s, 'db.system') === 'postgresql' || attr(s, 'db.system.name') === 'postgresql'),
    );
    await until('a GraphQL span in the same trace', () =>
      inTrace().find((s) => s.name.startsWith('graphql.') || s.name.startsWith('query')),
    );

    await gw.waitFor(requestId);
    const line = gw
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'request' && l.requestId === requestId);
    expect(line).toBeDefined();
    expect(line!.trace_id).toBe(server.traceId);
  });

  it('spans carry no values a user sent: statements and documents keep their shape only', async () => {
    const email = `trace.secret.${Date.now()}@example.in`;
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { login(input: { email: "${email}", password: "Wrong-password-1" }) { token } }`,
      }),
    });
    await res.text();
    await until('the login statement', () =>
      spans.find((s) => String(attr(s, 'db.statement') ?? attr(s, 'db.query.text') ?? '').includes('users')),
    );
    await new Promise((r) => setTimeout(r, 300)); // the batch of the request's last spans
    expect(bodies.join('\n')).not.toContain(email);
    expect(bodies.join('\n')).not.toContain('Wrong-password-1');
    // The client's address: its network only.
    const clients = spans.flatMap((sp) => [attr(sp, 'client.address'), attr(sp, 'network.peer.address')]).filter(Boolean);
    expect(clients.length).toBeGreaterThan(0);
    expect(new Set(clients)).toEqual(new Set(['127.0.0.0']));
  });

  /** The gateway's JSON log lines so far. */
  const logLines = () =>
    gw
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  it("start-up's log lines carry the trace of the start-up's span", async () => {
    const listening = logLines().find((l) => l.msg === 'listening');
    expect(listening?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    const span = await until('the start-up span', () => spans.find((s) => s.traceId === listening!.trace_id));
    expect(spans.filter((s) => s.traceId === span.traceId).map((s) => s.name)).toContain('gateway start');
  });

  it("a background job's log lines (the outbox delivering an e-mail) carry its round's trace, not a request's", async () => {
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { requestPasswordReset(email: "user@demo.in") }' }),
    });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id')!;
    await res.text();
    await gw.waitFor('message (log only)', 30_000);
    const delivered = logLines().find((l) => l.msg === 'message (log only)' && l.channel === 'email-log');
    expect(delivered).toBeDefined();
    expect(delivered!.requestId).toBeUndefined(); // written outside the request
    expect(delivered!.trace_id).toMatch(/^[0-9a-f]{32}$/);
    const round = await until('the outbox round span', () =>
      spans.find((s) => s.traceId === delivered!.trace_id && s.name === 'outbox round'),
    );
    expect(round.spanId).toMatch(/^[0-9a-f]{16}$/);
    await gw.waitFor(requestId);
    const request = logLines().find((l) => l.msg === 'request' && l.requestId === requestId);
    expect(request?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(request!.trace_id).not.toBe(delivered!.trace_id);
  });
});
