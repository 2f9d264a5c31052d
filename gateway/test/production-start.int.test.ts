import { afterAll, describe, expect, it } from 'vitest';
import { startGateway, tempDir, type GatewayProcess } from './processes.js';
import { DEMO_ACCOUNTS } from '../src/db/seeders/demo.seeder.js';

/**
 * NODE_ENV=production on the embedded default (no DATABASE_URL) never seeds or keeps the demo accounts, whose
 * passwords the README prints; it says how to create the first admin. The demo start (no NODE_ENV) keeps its data.
 * Real processes (the production bundle, dist/main.js) on embedded PGlite data directories.
 */
const dirs: Array<ReturnType<typeof tempDir>> = [];
const running: GatewayProcess[] = [];
afterAll(async () => {
  for (const gw of running) await gw.stop('SIGKILL');
  for (const d of dirs) d.remove();
});

const embedded = (dir: string, env: Record<string, string> = {}) => ({
  DATABASE_URL: '',
  DATA_DIR: dir,
  LOG_LEVEL: 'info',
  ...env,
});
async function start(env: Record<string, string>) {
  const gw = await startGateway(env, 90_000);
  running.push(gw);
  return gw;
}
async function login(gw: GatewayProcess, email: string, password: string) {
  const res = await fetch(`${gw.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { data?: { user: { role: string } } } };
}
async function demoMode(gw: GatewayProcess) {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ siteConfig { demoMode } }' }),
  });
  return ((await res.json()) as { data: { siteConfig: { demoMode: boolean } } }).data.siteConfig.demoMode;
}

describe('production start on the embedded database', () => {
  it('starts without demo accounts, not in demo mode, and says how to create the first admin; ADMIN_* then creates it', async () => {
    const dir = tempDir('empty');
    dirs.push(dir);
    const gw = await start(embedded(dir.dir, { NODE_ENV: 'production' }));
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect((await login(gw, account.email, account.password)).status).toBe(401);
    }
    expect(await demoMode(gw)).toBe(false);
    expect(gw.output()).toMatch(/no admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD/);
    await gw.stop();

    const again = await start(
      embedded(dir.dir, { NODE_ENV: 'production', ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'Sturdy#Pass1' }),
    );
    const admin = await login(again, 'owner@example.in', 'Sturdy#Pass1');
    expect(admin.status).toBe(200);
    expect(admin.body.data?.user.role).toBe('admin');
    expect(again.output()).not.toMatch(/no admin account yet/);
    await again.stop();
  });

  it('refuses SEED_DEMO=true with NODE_ENV=production (exits, says why)', async () => {
    const dir = tempDir('empty');
    dirs.push(dir);
    await expect(start(embedded(dir.dir, { NODE_ENV: 'production', SEED_DEMO: 'true' }))).rejects.toThrow(
      /SEED_DEMO=true is refused with NODE_ENV=production/,
    );
  });

  it('the demo start keeps its demo data; production then refuses that data directory while the published passwords work', async () => {
    const dir = tempDir('empty');
    dirs.push(dir);
    // What `npm start` runs: the gateway with the caller's NODE_ENV (unset here: startGateway's default is development).
    const demo = await start(embedded(dir.dir, { NODE_ENV: '' }));
    expect((await login(demo, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).status).toBe(200);
    expect(await demoMode(demo)).toBe(true);
    await demo.stop();

    await expect(start(embedded(dir.dir, { NODE_ENV: 'production' }))).rejects.toThrow(
      // The address is masked as every e-mail address in a log line is (decision 0082).
      /demo account a\*\*\*@demo\.in still has the password printed in the README/,
    );
  });
});
