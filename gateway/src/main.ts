import { createServer } from 'node:http';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { Tokens } from './auth/tokens.js';
import { createApp } from './app.js';
import { log, logInfo } from './log.js';
import { shutdown } from './http/shutdown.js';

const started = Date.now();
// Under `npm start` (scripts/start.mjs) the web app may still be building while the database opens: the app is
// created (and serves the built files) once the start script says the build is done.
const webBuilt =
  process.env.START_WAITS_FOR_WEB === 'true' && process.send
    ? new Promise<void>((resolve) =>
        process.on('message', (m) => {
          if (m !== 'web-built') return;
          process.channel?.unref(); // the channel no longer keeps the process alive
          resolve();
        }),
      )
    : null;
const config = loadConfig();
const db = await openDatabase(config);
if (process.env.MIGRATE_ONLY === 'true') {
  // One-shot step before several replicas start (docker-compose.yml): migrations (and seeding) only.
  logInfo('database migrated', { ms: Date.now() - started });
  await db.close();
  process.exit(0);
}
if (webBuilt) {
  logInfo('database ready; waiting for the web build');
  await webBuilt;
}
const { app, apollo, messages } = await createApp({ config, orm: db.orm, tokens: new Tokens(config.jwtSecret, config.tokenTtl) });
const server = createServer(app);
// Idle keep-alive connections are closed after 5 s (a proxy in front should keep its own timeout below this).
server.keepAliveTimeout = 5000;
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
server.listen(config.port, () => {
  logInfo('listening', {
    url: `http://localhost:${config.port}`,
    graphql: `http://localhost:${config.port}/graphql`,
    database: config.databaseUrl ? 'postgresql' : `embedded (${config.dataDir})`,
    demoMode: config.demoMode,
    startupMs: Date.now() - started,
  });
});

async function stop(signal: string) {
  log.info({ signal }, 'signal received');
  await shutdown({
    server,
    graceMs: config.shutdownGraceMs,
    // The message worker stops first: no new claim, the message in flight sent and marked before the database closes.
    background: [['message worker', () => messages.stop()]],
    closers: [
      ['apollo', () => apollo.stop()],
      ['database', () => db.close()],
    ],
  });
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
process.on('unhandledRejection', (e) => log.error({ err: e }, 'unhandled rejection'));
