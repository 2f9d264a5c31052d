import type { Config } from '../config.js';
import { startEmbedded } from './embedded.js';
import { MikroORM as Orm } from '@mikro-orm/postgresql';
import { openOrm, ormConfig, type MikroORM } from './orm.js';
import { underMigrationLock, waitForDatabase } from './startup.js';
import { DEMO_ACCOUNTS, seedDemo } from './seeders/demo.seeder.js';
import { UserSchema } from '../modules/account/user.entity.js';
import { log, logInfo, maskRecipient } from '../log.js';
import { emailSchema, passwordSchema } from '@marketplace/schema/rules';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { validate } from '../validation.js';

export interface Database {
  orm: MikroORM;
  close(): Promise<void>;
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite, applies migrations, seeds demo data when empty. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'seedDemo' | 'bootstrapAdmin'> &
    Partial<
      Pick<
        Config,
        | 'statementTimeoutMs'
        | 'acquireTimeoutMs'
        | 'poolMax'
        | 'production'
        | 'connectAttempts'
        | 'migrationLockTimeoutMs'
        | 'databaseReadUrl'
        | 'databasePooling'
      >
    >,
): Promise<Database> {
  let t = Date.now();
  // A missing database is an error (never created); a PostgreSQL not answering yet is retried with backoff.
  if (config.databaseUrl) await waitForDatabase(config.databaseUrl, config.connectAttempts ?? 8);
  if (config.databaseUrl && config.databaseReadUrl)
    await waitForDatabase(config.databaseReadUrl, config.connectAttempts ?? 8, 'DATABASE_READ_URL');
  const embedded = config.databaseUrl ? null : await startEmbedded(config.dataDir);
  const orm = await openOrm(config.databaseUrl ?? embedded!.url, Boolean(embedded), config);
  logInfo('database open', { database: embedded ? `embedded (${config.dataDir})` : 'postgresql', ms: Date.now() - t });
  // Migrations, demo data and the first admin once per database: processes started together take turns under an
  // advisory lock, and the later ones find nothing to do (decision 0049). The embedded database has one process.
  const prepare = async () => {
    t = Date.now();
    const applied = await migrate(orm, config.databaseUrl, config.migrationLockTimeoutMs ?? 5000, config.databasePooling);
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
  };
  if (config.databaseUrl) await underMigrationLock(config.databaseUrl, prepare);
  else await prepare();
  try {
    if (config.production) await refusePublishedPasswords(orm);
    await sayHowToCreateAnAdmin(orm);
  } catch (e) {
    await orm.close(true);
    await embedded?.stop();
    throw e;
  }
  return {
    orm,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}

/**
 * Pending migrations run on a connection of their own with `lock_timeout` (a migration that would queue behind a long
 * transaction, and make every query of the site queue behind it, fails instead) and no statement timeout (an index built
 * CONCURRENTLY may take minutes). Nothing pending: nothing opened.
 */
async function migrate(
  orm: MikroORM,
  url: string | undefined,
  lockTimeoutMs: number,
  databasePooling: Config['databasePooling'] = 'session',
) {
  if (!url) return orm.migrator.up();
  if ((await orm.migrator.getPending()).length === 0) return [];
  // Through PgBouncer in transaction mode no setting goes at connect: `lock_timeout` is then the role's (docs/operations.md).
  const migrator = await Orm.init(ormConfig(url, false, { poolMax: 1, lockTimeoutMs, databasePooling }));
  try {
    return await migrator.migrator.up();
  } finally {
    await migrator.close(true);
  }
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
  logInfo('created the first admin account', { email: maskRecipient(email) }); // no address in the log
}

/**
 * Production never runs with the demo accounts' published passwords (a data directory seeded by an earlier demo
 * start, or a database seeded with SEED_DEMO): the start stops and says what to do.
 */
async function refusePublishedPasswords(orm: MikroORM) {
  const em = orm.em.fork();
  const accounts = Object.values(DEMO_ACCOUNTS);
  const users = await em.find(UserSchema, { email: { $in: accounts.map((a) => a.email) } }, { populate: ['passwordHash'] });
  for (const user of users) {
    const demo = accounts.find((a) => a.email === user.email);
    if (demo && user.passwordHash && (await verifyPassword(user.passwordHash, demo.password))) {
      throw new Error(
        `NODE_ENV=production refuses to start: the demo account ${user.email} still has the password printed in the README. ` +
          'Use a database without demo data (a new DATA_DIR or DATABASE_URL), or unset NODE_ENV for a demo.',
      );
    }
  }
}

/** A database without any admin says how to create the first one (the console is otherwise unreachable). */
async function sayHowToCreateAnAdmin(orm: MikroORM) {
  if (await orm.em.fork().count(UserSchema, { role: 'admin' })) return;
  log.warn(
    { variables: ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_NAME'] },
    'no admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD (and optionally ADMIN_NAME) and restart to create the first admin',
  );
}
