import type { Config } from '../config.js';
import { startEmbedded } from './embedded.js';
import { openOrm, type MikroORM } from './orm.js';
import { seedDemo } from './seeders/demo.seeder.js';
import { UserSchema } from '../modules/account/user.entity.js';
import { logInfo } from '../log.js';
import { emailSchema, passwordSchema } from '@marketplace/schema/rules';
import { hashPassword } from '../auth/passwords.js';
import { validate } from '../validation.js';

export interface Database {
  orm: MikroORM;
  close(): Promise<void>;
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, applies migrations, seeds demo data when empty. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemo' | 'bootstrapAdmin'> &
    Partial<Pick<Config, 'statementTimeoutMs' | 'acquireTimeoutMs' | 'poolMax'>>,
): Promise<Database> {
  let t = Date.now();
  const embedded = config.databaseUrl ? null : await startEmbedded(config.dataDir);
  const orm = await openOrm(config.databaseUrl ?? embedded!.url, Boolean(embedded), config);
  logInfo('database open', { database: embedded ? `embedded (${config.dataDir})` : 'postgresql', ms: Date.now() - t });
  t = Date.now();
  const applied = await orm.migrator.up();
  logInfo('migrations applied', { applied: applied.length, ms: Date.now() - t });
  if (config.seedDemo) {
    const em = orm.em.fork();
    if ((await em.count(UserSchema, {})) === 0) {
      t = Date.now();
      logInfo('seeding demo data');
      await seedDemo(em);
      logInfo('seeded demo data', { ms: Date.now() - t });
    }
  }
  if (config.bootstrapAdmin) await ensureAdmin(orm, config.bootstrapAdmin);
  return {
    orm,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}

/** Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when the database has none. */
async function ensureAdmin(orm: MikroORM, admin: NonNullable<Config['bootstrapAdmin']>) {
  const em = orm.em.fork();
  if (await em.count(UserSchema, { role: 'admin' })) return;
  // The same rules as registration; the error names the variable (ADMIN_EMAIL, ADMIN_PASSWORD).
  const email = validate(emailSchema, admin.email, 'ADMIN_EMAIL');
  validate(passwordSchema, admin.password, 'ADMIN_PASSWORD');
  const existing = await em.findOne(UserSchema, { email });
  if (existing) existing.role = 'admin';
  else em.create(UserSchema, { name: admin.name, email, role: 'admin', passwordHash: await hashPassword(admin.password) });
  await em.flush();
  logInfo('created the first admin account', { email });
}
