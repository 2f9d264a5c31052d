import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { copyEmbeddedTemplate, createTestDatabase, databaseUrl } from './test-databases.js';

/** A gateway started as its own process (the real main.ts), as production runs it. */
export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  /** Output so far (JSON log lines). */
  output(): string;
  /** Resolves once the output contains `text` (a log line the process wrote); rejects after `timeoutMs`. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  /** Sends a signal and resolves with the exit code and how long the exit took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

const GATEWAY_DIR = new URL('..', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the gateway's production bundle (`dist/main.js`, built by the run's global setup) and waits for /api/ready.
 * On a free port, or on `env.PORT` (a replica started again where a proxy expects it).
 */
export async function startGateway(env: Record<string, string>, timeoutMs = 60_000): Promise<GatewayProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let out = '';
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: GATEWAY_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited (${child.exitCode}):\n${out}`);
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`gateway not ready in ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    child,
    output: () => out,
    async waitFor(text: string, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (!out.includes(text)) {
        if (Date.now() > until) throw new Error(`no "${text}" in the gateway's output within ${timeoutMs} ms:\n${out}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      const started = Date.now();
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve({ code: child.exitCode, signal: null, ms: 0 });
        child.once('exit', (code, sig) => resolve({ code, signal: sig, ms: Date.now() - started }));
        child.kill(signal);
      });
    },
  };
}

/** Runs `dist/main.js` as a one-shot step (MIGRATE_ONLY=true: the compose file's `migrate`): its exit code and output. */
export function runOnce(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: GATEWAY_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        JWT_SECRET: 'test-secret-test-secret-test-secret-123',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.once('exit', (code) => resolve({ code, output: out }));
  });
}

/**
 * A fresh database on the shared PostgreSQL (DATABASE_URL), dropped by `drop()`: a copy of the run's migrated
 * template (with the demo data when `seeded`), so the gateway under test starts without migrating.
 */
export async function freshPostgres(options: { seeded?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is required');
  return createTestDatabase(base, options.seeded ?? false);
}

/** A new EMPTY database on the shared PostgreSQL (no template: nothing migrated), for tests of a first start. */
export async function emptyPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is required');
  const name = `mkt_empty_${Date.now()}_${Math.random().toString(16).slice(2, 8)}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await admin(`create database "${name}"`);
  return { url: databaseUrl(base, name), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/**
 * A temporary data directory; `embedded` fills it from the run's migrated (or seeded) embedded database, for a
 * process that starts on the embedded default without paying initdb and the migrations.
 */
export const tempDir = (embedded?: 'empty' | 'seeded') => {
  const dir = mkdtempSync(join(tmpdir(), 'mkt-proc-'));
  if (embedded) copyEmbeddedTemplate(dir, embedded === 'seeded');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};
