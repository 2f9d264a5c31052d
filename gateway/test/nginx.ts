import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes.js';
import { first } from '../src/indexed.js';

/** Debian's nginx, when installed (tests that need it skip LOUDLY without it). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => {
  try {
    execFileSync(p, ['-v'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
});

export interface Nginx {
  url: string;
  child: ChildProcess;
  log(): string;
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf itself in front of `upstreams` (host:port of gateways), on a local port. Debian's nginx (1.22) has
 * no `resolve` on an upstream server and no Docker resolver: those lines are taken out and `server app:5000` becomes
 * one line per upstream. A single upstream is listed twice: nginx ignores max_fails when an upstream has one server.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'mkt-nginx-'));
  const port = await freePort();
  const [only] = upstreams;
  const peers = upstreams.length === 1 && only !== undefined ? [only, only] : upstreams;
  const site = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8')
    .replace(/^resolver .*$/m, '')
    .replace(/^resolver_timeout .*$/m, '')
    .replace(/server app:5000 resolve (.*)$/m, (_m, rest: string) => peers.map((p) => `server ${p} ${rest}`).join('\n  '))
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  if (!site.includes(first(peers, 'a peer')))
    throw new Error('deploy/nginx.conf no longer has the `server app:5000 resolve` line this rewrites');
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off; master_process off; pid ${dir}/nginx.pid; error_log stderr warn;
     events { worker_connections 256; }
     http { access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
            fastcgi_temp_path ${dir}/f; uwsgi_temp_path ${dir}/u; scgi_temp_path ${dir}/s;
            include ${dir}/site.conf; }`,
  );
  let out = '';
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  // Ready when it answers (the gateway's liveness through it).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${out}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    log: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
