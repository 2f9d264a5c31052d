import type { Config } from '../config.js';
import { startEmbedded } from './embedded.js';
import { openOrm, type MikroORM } from './orm.js';
import { seedDemo } from './seeders/demo.seeder.js';
import { UserSchema } from '../modules/account/user.entity.js';
import { logInfo } from '../log.js';
import { Validator } from '../errors.js';
import { hashPassword } from '../auth/passwords.js';
import { EMAIL_RE, PASSWORD_RULE, normalizeEmail } from '../modules/account/account.service.js';

export interface Database {
  orm: MikroORM;
  close(): Promise<void>;
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, applies migrations, seeds demo data when empty. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemo' | 'bootstrapAdmin'>,
): Promise<Database> {
  let t = Date.now();
  const embedded = config.databaseUrl ? null : await startEmbedded(config.dataDir);
  const orm = await openOrm(config.databaseUrl ?? embedded!.url, Boolean(embedded));
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
  const email = normalizeEmail(admin.email);
  new Validator()
    .check(EMAIL_RE.test(email), 'ADMIN_EMAIL', 'ADMIN_EMAIL is not an email address')
    .check(PASSWORD_RULE(admin.password), 'ADMIN_PASSWORD', 'ADMIN_PASSWORD needs 8+ characters with a letter and a digit')
    .throwIfAny('Invalid bootstrap admin settings');
  const existing = await em.findOne(UserSchema, { email });
  if (existing) existing.role = 'admin';
  else em.create(UserSchema, { name: admin.name, email, role: 'admin', passwordHash: await hashPassword(admin.password) });
  await em.flush();
  logInfo('created the first admin account', { email });
}
