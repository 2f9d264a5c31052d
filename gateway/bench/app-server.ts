/** The gateway for api.bench.ts, as a child process on DATABASE_URL: prints `listening <port> pid <pid>`. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createApp } from '../src/app.js';
import { Tokens } from '../src/auth/tokens.js';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const db = await openDatabase({ ...config, seedDemo: false });
const { app, apollo } = await createApp({ config, orm: db.orm, tokens: new Tokens(config.jwtSecret, config.tokenTtl) });
const server = createServer(app);
server.keepAliveTimeout = 60_000;
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
console.log(`listening ${(server.address() as AddressInfo).port} pid ${process.pid}`);
const stop = async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await apollo.stop();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
