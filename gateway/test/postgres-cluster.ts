import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes.js';

/**
 * Private PostgreSQL clusters for the read-replica test (decision 0080): a primary and a streaming replica of it made
 * with `pg_basebackup -R`, each in a temporary directory on a free port, started and stopped with `pg_ctl`. The shared
 * server is never touched. As root (CI), the tools run as the `postgres` user (initdb refuses root).
 */
const BIN = (() => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
})();
const asRoot = process.getuid?.() === 0;

/** Why private clusters cannot be made here, or null when they can. */
export const clusterUnavailable: string | null = !BIN
  ? 'the PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup under /usr/lib/postgresql/<version>/bin) are not installed'
  : asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0
    ? 'running as root and there is no `postgres` user to run initdb as'
    : null;

function run(tool: string, args: string[]) {
  const [cmd, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN!, tool), ...args]] : [join(BIN!, tool), args];
  return execFileSync(cmd, all, { stdio: 'pipe', encoding: 'utf8' });
}

export interface Cluster {
  port: number;
  url(database?: string): string;
  stop(): void;
}

function start(dir: string, port: number): Cluster {
  run('pg_ctl', [
    '-D',
    dir,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=16MB -c max_connections=60`,
    'start',
  ]);
  return {
    port,
    url: (database = 'postgres') => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
    },
  };
}

export interface Replicated {
  primary: Cluster;
  replica: Cluster;
  /** Stops both and removes their files. */
  remove(): void;
}

/** A primary and its streaming replica (hot standby), trust authentication on 127.0.0.1 only. */
export async function primaryWithReplica(): Promise<Replicated> {
  if (clusterUnavailable) throw new Error(clusterUnavailable);
  const root = mkdtempSync(join(tmpdir(), 'mkt-replica-'));
  chmodSync(root, 0o777);
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const primary = start(primaryDir, await freePort());
  let replica: Cluster | undefined;
  try {
    run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
    ]);
    replica = start(replicaDir, await freePort());
  } catch (e) {
    primary.stop();
    rmSync(root, { recursive: true, force: true });
    throw e;
  }
  return {
    primary,
    replica,
    remove() {
      replica?.stop();
      primary.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
