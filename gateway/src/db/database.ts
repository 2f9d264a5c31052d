import type { Config } from '../config.js';
import { startEmbedded } from './embedded.js';
import { openOrm, type MikroORM } from './orm.js';
import { seedDemo } from './seeders/demo.seeder.js';
import { UserSchema } from '../modules/account/user.entity.js';
import { logInfo } from '../log.js';

export interface Database {
  orm: MikroORM;
  close(): Promise<void>;
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, applies migrations, seeds demo data when empty. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemo'>): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbedded(config.dataDir);
  const orm = await openOrm(config.databaseUrl ?? embedded!.url, Boolean(embedded));
  await orm.migrator.up();
  if (config.seedDemo) {
    const em = orm.em.fork();
    if ((await em.count(UserSchema, {})) === 0) {
      const t = Date.now();
      await seedDemo(em);
      logInfo('seeded demo data', { ms: Date.now() - t });
    }
  }
  return {
    orm,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
