import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshPostgres, runOnce } from './processes.js';

/**
 * Expand/contract (issue #39 item 3, docs/operations.md "Migrations"): the release before the newest migration must
 * still work on the schema the new release migrated, since during a rolling deploy both run at once. The previous
 * release's gateway and SDL come out of git (`git archive` of the commit before the newest migration was added) into a
 * folder inside gateway/ (so its packages resolve from the same node_modules), are built with that release's own
 * build.mjs, and started on a database the current code migrated; a few REST and GraphQL reads must answer 200.
 * Skipped loudly when there is no git history (a tarball, a shallow clone) or no PostgreSQL.
 */
const GATEWAY = fileURLToPath(new URL('..', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PREVIOUS = `${GATEWAY}.previous-release/`;

function previousCommit(): { commit: string; migration: string } | null {
  try {
    const migrations = execFileSync('git', ['ls-files', 'gateway/src/db/migrations'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /Migration\d+_\w+\.ts$/.test(f))
      .sort();
    const newest = migrations.at(-1);
    if (!newest) return null;
    const added = execFileSync('git', ['log', '--diff-filter=A', '--format=%H', '-1', '--', newest], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    if (!added) return null;
    const commit = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${added}^`], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    return commit ? { commit, migration: newest.split('/').at(-1)! } : null;
  } catch {
    return null;
  }
}

const hasPg = Boolean(process.env.DATABASE_URL);
const previous = hasPg ? previousCommit() : null;
if (!hasPg || !previous)
  console.warn(
    `\n!!! SKIPPED gateway/test/previous-release.int.test.ts: ${
      hasPg ? 'no git history (the commit before the newest migration)' : 'no DATABASE_URL'
    }, so the previous release is NOT run against the new schema. !!!\n`,
  );

let db: Awaited<ReturnType<typeof freshPostgres>>;
let child: ChildProcess | undefined;
let url = '';
let output = '';

beforeAll(async () => {
  if (!previous) return;
  rmSync(PREVIOUS, { recursive: true, force: true });
  mkdirSync(PREVIOUS, { recursive: true });
  // The previous release's gateway and SDL (its web app is not needed: the API is what the other replicas serve).
  const archive = execFileSync('git', ['archive', '--format=tar', previous.commit, 'gateway', 'schema'], {
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', PREVIOUS], { input: archive });
  execFileSync(process.execPath, ['build.mjs'], { cwd: `${PREVIOUS}gateway`, stdio: 'ignore' });

  // A database migrated by the current code (the one-shot step of the new release), with the demo data.
  db = await freshPostgres({ seeded: true });
  const migrated = await runOnce({ DATABASE_URL: db.url, MIGRATE_ONLY: 'true' });
  expect(migrated.code, migrated.output).toBe(0);

  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['dist/main.js'], {
    cwd: `${PREVIOUS}gateway`,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      DATABASE_URL: db.url,
      DATA_DIR: `${PREVIOUS}data`,
      MESSAGES_WORKER: 'off',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the previous release exited (${child.exitCode}):\n${output}`);
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`the previous release never became ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 240_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await db?.drop();
  if (existsSync(PREVIOUS)) rmSync(PREVIOUS, { recursive: true, force: true });
});

describe.skipIf(!previous)('the previous release on the new schema', () => {
  it(`reads answer 200 (the release before ${previous?.migration ?? 'the newest migration'})`, async () => {
    for (const path of ['/api/packages', '/api/pandits', '/api/testimonials']) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
      expect(((await res.json()) as { success: boolean }).success).toBe(true);
    }
    const gql = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ pandits(page: { limit: 3 }) { items { id name } } testimonials(limit: 2) { id name } }',
      }),
    });
    expect(gql.status).toBe(200);
    const body = (await gql.json()) as { data?: { pandits: { items: unknown[] } }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(body.data!.pandits.items.length).toBeGreaterThan(0);
    // A sign-in writes (a session) through the previous release's code.
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@demo.in', password: 'User@12345' }),
    });
    expect(login.status).toBe(200);
  });
});
