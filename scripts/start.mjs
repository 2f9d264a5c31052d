/**
 * `npm start`: builds what changed, then serves everything on one port, printing each phase as it goes.
 *
 * - The web app (vite, production whatever NODE_ENV says) and the gateway (esbuild) are each rebuilt only when a
 *   hash of their sources differs from the one stamped into their dist/ by the last build (`--rebuild` forces both).
 * - The web build runs beside the gateway's start: the gateway builds in well under a second, then opens the
 *   database (the embedded PGlite's first start initialises it, the slowest step), applies migrations and seeds,
 *   while vite builds; it listens once the web app is built (it is told over IPC), so the first page is the app.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const say = (text) => console.log(`[start ${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);

/** sha256 over the paths and contents of every file under the given paths (node_modules and dist left out). */
function sourceHash(paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(join(path, name));
      }
      return;
    }
    hash.update(path.slice(root.length)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const p of paths) visit(join(root, p));
  return hash.digest('hex');
}

const force = process.argv.includes('--rebuild');
const targets = {
  web: {
    stamp: join(root, 'web/dist/.build-hash'),
    sources: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/vite',
      'web/scripts/build.mjs',
      'web/package.json',
      'schema',
      'package-lock.json',
    ],
    command: ['scripts/build.mjs'],
    cwd: join(root, 'web'),
  },
  gateway: {
    stamp: join(root, 'gateway/dist/.build-hash'),
    sources: ['gateway/src', 'gateway/build.mjs', 'gateway/package.json', 'schema/rules', 'package-lock.json'],
    command: ['build.mjs'],
    cwd: join(root, 'gateway'),
  },
};

/** Resolves when `name` is built (at once when its stamp matches its sources). */
function build(name) {
  const t = targets[name];
  const hash = sourceHash(t.sources);
  if (!force && existsSync(t.stamp) && readFileSync(t.stamp, 'utf8') === hash) {
    say(`${name}: up to date (sources unchanged since the last build)`);
    return Promise.resolve();
  }
  say(`${name}: building...`);
  const since = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, t.command, {
      cwd: t.cwd,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${name} build failed (exit ${code})`));
      writeFileSync(t.stamp, hash);
      say(`${name}: built in ${((Date.now() - since) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

const web = build('web');
web.catch(() => undefined); // reported below
try {
  await build('gateway');
} catch (e) {
  console.error(String(e));
  process.exit(1);
}

say('gateway: starting (database, migrations, demo data)...');
const gateway = spawn(process.execPath, ['dist/main.js'], {
  cwd: join(root, 'gateway'),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, START_WAITS_FOR_WEB: 'true' },
});
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));

try {
  await web;
  gateway.send?.('web-built');
} catch (e) {
  console.error(String(e));
  gateway.kill('SIGTERM');
  process.exitCode = 1;
}
