import { request, Agent } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freshPostgres, startGateway, tempDir } from './processes.js';

/**
 * SIGTERM against the real server process, in both database modes: in-flight requests finish, new
 * work is refused, idle keep-alive connections are closed, and the process exits by itself in < 10 s.
 */
const dirs: Array<ReturnType<typeof tempDir>> = [];
afterAll(() => dirs.forEach((d) => d.remove()));

/** A GET over one keep-alive agent: resolves with the status, or the network error's code. */
function get(agent: Agent, url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    req.end();
  });
}

async function underLoadThenTerm(env: Record<string, string>, during?: (url: string) => Promise<() => Promise<void>>) {
  const dir = tempDir(env.DATABASE_URL ? undefined : 'seeded');
  dirs.push(dir);
  const gw = await startGateway({ DATA_DIR: dir.dir, SEED_DEMO: 'true', LOG_LEVEL: 'info', ...env });
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  // Warm keep-alive connections that sit idle when the signal comes.
  await Promise.all(Array.from({ length: 4 }, () => get(agent, `${gw.url}/api/packages`)));
  const release = during ? await during(gw.url) : undefined;
  const inFlight = get(new Agent({ keepAlive: true }), `${gw.url}/api/pandits?limit=12`);
  await new Promise((r) => setTimeout(r, 300));
  const stopped = gw.stop('SIGTERM');
  // Once the process says so (not after a fixed delay, which a busy machine outlasts), it has closed its listener.
  await gw.waitFor('"msg":"shutting down"');
  // After the signal: no new connection is accepted.
  const late = await get(new Agent(), `${gw.url}/api/health`);
  await release?.();
  const exit = await stopped;
  return { exit, inFlight: await inFlight, late, output: gw.output() };
}

describe('SIGTERM', () => {
  it('embedded PGlite: finishes in-flight work and exits within 10 s', async () => {
    const r = await underLoadThenTerm({ DATABASE_URL: '' });
    console.log(`shutdown, embedded PGlite: exit ${r.exit.code} after ${r.exit.ms} ms`);
    expect(r.exit.code).toBe(0);
    expect(r.exit.ms).toBeLessThan(10_000);
    expect(r.inFlight).toBe(200);
    expect(r.late).toBe('ECONNREFUSED');
    expect(r.output).toContain('"msg":"stopped"');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL: a request held by a lock finishes after the signal; new work is refused; exit within 10 s',
    async () => {
      const db = await freshPostgres({ seeded: true });
      try {
        let locker: pg.Client | undefined;
        const r = await underLoadThenTerm({ DATABASE_URL: db.url, DB_STATEMENT_TIMEOUT_MS: '8000' }, async () => {
          locker = new pg.Client({ connectionString: db.url });
          await locker.connect();
          await locker.query('begin');
          await locker.query('lock table pandits in access exclusive mode');
          return async () => {
            await new Promise((res) => setTimeout(res, 1000));
            await locker!.query('rollback');
            await locker!.end();
          };
        });
        console.log(`shutdown, PostgreSQL: exit ${r.exit.code} after ${r.exit.ms} ms (one request held by a lock for ~1.5 s)`);
        expect(r.exit.code).toBe(0);
        expect(r.exit.ms).toBeLessThan(10_000);
        expect(r.exit.ms).toBeGreaterThan(1000); // it waited for the held request
        expect(r.inFlight).toBe(200);
        expect(r.late).toBe('ECONNREFUSED');
      } finally {
        await db.drop();
      }
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'a new request on an open keep-alive connection after the signal gets 503 and Connection: close',
    async () => {
      const db = await freshPostgres({ seeded: true });
      const dir = tempDir();
      dirs.push(dir);
      try {
        const gw = await startGateway({ DATABASE_URL: db.url, DATA_DIR: dir.dir, SEED_DEMO: 'true' });
        const locker = new pg.Client({ connectionString: db.url });
        await locker.connect();
        await locker.query('begin');
        await locker.query('lock table pandits in access exclusive mode');
        // One request stays in flight (so the server is still draining), the other connection stays open and busy-free.
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        expect(await get(agent, `${gw.url}/api/health`)).toBe(200);
        const held = get(new Agent(), `${gw.url}/api/pandits`);
        await new Promise((r) => setTimeout(r, 300));
        const stopped = gw.stop('SIGTERM');
        await gw.waitFor('"msg":"shutting down"');
        const onOpen = await new Promise<{ status?: number; connection?: string; code?: string }>((resolve) => {
          const req = request(`${gw.url}/api/packages`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
          });
          req.on('error', (e: NodeJS.ErrnoException) => resolve({ code: e.code }));
          req.end();
        });
        await locker.query('rollback');
        await locker.end();
        // Either the idle connection was already closed (the client must reconnect and is refused) or it answers 503.
        if (onOpen.status !== undefined) {
          expect(onOpen.status).toBe(503);
          expect(onOpen.connection).toBe('close');
        } else {
          expect(['ECONNRESET', 'ECONNREFUSED', 'EPIPE']).toContain(onOpen.code);
        }
        expect(await held).toBe(200);
        expect((await stopped).code).toBe(0);
      } finally {
        await db.drop();
      }
    },
  );
});
