import { fileURLToPath } from 'node:url';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities.js';
import { CountingLogger } from './sql-counter.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export function ormConfig(clientUrl: string, embedded: boolean) {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    debug: ['query'],
    loggerFactory: (options) => new CountingLogger(options),
    pool: embedded ? { min: 1, max: 1 } : { min: 0, max: 10 },
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      glob: '!(*.d).{js,ts}',
      transactional: true,
      snapshot: false,
      emit: 'ts',
    },
  });
}

export async function openOrm(clientUrl: string, embedded: boolean): Promise<MikroORM> {
  return MikroORM.init(ormConfig(clientUrl, embedded));
}

export type { MikroORM };
