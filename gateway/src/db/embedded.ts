import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * An embedded PostgreSQL (PGlite, WASM) kept in `dataDir`, exposed on a loopback socket so the
 * unchanged MikroORM PostgreSQL driver talks to it. One connection: the pool max must be 1.
 */
export async function startEmbedded(dataDir: string): Promise<EmbeddedDatabase> {
  const dir = join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 4 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
