import { createServer } from 'node:http';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { Tokens } from './auth/tokens.js';
import { createApp } from './app.js';
import { logInfo } from './log.js';

const started = Date.now();
const config = loadConfig();
const db = await openDatabase(config);
const { app, apollo } = await createApp({ config, orm: db.orm, tokens: new Tokens(config.jwtSecret, config.tokenTtl) });
const server = createServer(app);
server.listen(config.port, () => {
  logInfo('listening', {
    url: `http://localhost:${config.port}`,
    graphql: `http://localhost:${config.port}/graphql`,
    database: config.databaseUrl ? 'postgresql' : `embedded (${config.dataDir})`,
    demoMode: config.demoMode,
    startupMs: Date.now() - started,
  });
});

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  server.close();
  await apollo.stop().catch(() => {});
  await db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
