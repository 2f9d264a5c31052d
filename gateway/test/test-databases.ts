import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';

/**
 * Test databases on a real PostgreSQL (DATABASE_URL). The run's global setup migrates (and seeds) two template
 * databases once; each test file then gets `CREATE DATABASE ... TEMPLATE`, a file copy, instead of running every
 * migration and the demo seed again.
 */
const PREFIX = 'mkt_tpl_';
/** Templates of a run that crashed are dropped by a later run once they are this old. */
const STALE_MS = 6 * 3600_000;

export const TEMPLATE_ENV = { seeded: 'TEST_TEMPLATE_SEEDED', empty: 'TEST_TEMPLATE_EMPTY' } as const;

async function withClient<T>(base: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the run's templates (migrated; migrated and seeded with the demo data) and names them in the environment. */
export async function createTemplates(base: string): Promise<() => Promise<void>> {
  const stamp = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const names = { seeded: `${PREFIX}${stamp}_seeded`, empty: `${PREFIX}${stamp}_empty` };
  await withClient(base, async (c) => {
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like '${PREFIX}%'`);
    for (const { datname } of rows) {
      const made = Number(/^mkt_tpl_(\d+)_/.exec(datname)?.[1]);
      if (made && Date.now() - made > STALE_MS) await c.query(`drop database if exists "${datname}" with (force)`);
    }
    for (const name of Object.values(names)) await c.query(`create database "${name}"`);
  });
  for (const [kind, name] of Object.entries(names) as Array<[keyof typeof names, string]>) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mkt-template-'));
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: databaseUrl(base, name),
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      SEED_DEMO: kind === 'seeded' ? 'true' : 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
    });
    const db = await openDatabase(config);
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.env[TEMPLATE_ENV[kind]] = name;
  }
  return async () => {
    await withClient(base, async (c) => {
      for (const name of Object.values(names)) await c.query(`drop database if exists "${name}" with (force)`);
    });
  };
}

/** A new database for one test file: a copy of the run's template when there is one, else an empty database. */
export async function createTestDatabase(base: string, seeded: boolean): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mkt_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const template = process.env[seeded ? TEMPLATE_ENV.seeded : TEMPLATE_ENV.empty];
  await withClient(base, async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
        return;
      } catch (e) {
        // Two files copying the same template at the same instant: PostgreSQL refuses the second while the first
        // holds the template; it is free again within moments.
        if (!template || attempt >= 20 || !/being accessed by other users/.test(String(e))) throw e;
        await new Promise((r) => setTimeout(r, 100 + attempt * 50));
      }
    }
  });
  return {
    url: databaseUrl(base, name),
    drop: () => withClient(base, async (c) => void (await c.query(`drop database if exists "${name}" with (force)`))),
  };
}

/** Embedded (PGlite) data directories of the run, for the tests that start gateway processes on the embedded default. */
export const EMBEDDED_TEMPLATE_ENV = { seeded: 'TEST_EMBEDDED_SEEDED', empty: 'TEST_EMBEDDED_EMPTY' } as const;

async function openAndClose(dataDir: string, seeded: boolean) {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    SEED_DEMO: seeded ? 'true' : 'false',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  });
  const db = await openDatabase(config);
  await db.close();
}

/**
 * Builds the run's embedded data directories once (initdb and every migration; a copy of it with the demo data),
 * which a test copies instead of paying PGlite's initdb and the migrations at each process start.
 */
export async function createEmbeddedTemplates(): Promise<() => void> {
  const empty = mkdtempSync(join(tmpdir(), 'mkt-embedded-empty-'));
  await openAndClose(empty, false);
  const seeded = mkdtempSync(join(tmpdir(), 'mkt-embedded-seeded-'));
  cpSync(empty, seeded, { recursive: true });
  await openAndClose(seeded, true);
  process.env[EMBEDDED_TEMPLATE_ENV.empty] = empty;
  process.env[EMBEDDED_TEMPLATE_ENV.seeded] = seeded;
  return () => {
    for (const dir of [empty, seeded]) rmSync(dir, { recursive: true, force: true });
  };
}

/** Fills a new data directory from the run's embedded template (when the run has one; otherwise it stays empty). */
export function copyEmbeddedTemplate(dataDir: string, seeded: boolean) {
  const template = process.env[seeded ? EMBEDDED_TEMPLATE_ENV.seeded : EMBEDDED_TEMPLATE_ENV.empty];
  if (template) cpSync(template, dataDir, { recursive: true });
}
