/**
 * The stack's own floor for api.bench.ts: Express 5 + Apollo Server 5 (`expressMiddleware`) with the product's SDL
 * and one resolver, `Query.pandits`, doing exactly the bare endpoint's database work (bench/bare.ts: the page and
 * its count, concurrently, prepared). No auth, no cost buckets, no cache, no ORM, no compression: what any app on
 * this stack pays per request before its own code. Prints `listening <port> pid <pid>`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { loadTypeDefs } from '../src/schema.js';
import { home, pool } from './bare-work.js';

const apollo = new ApolloServer({
  typeDefs: loadTypeDefs(),
  // As the gateway: no @cacheControl hints, so no per-field hint collection.
  plugins: [ApolloServerPluginCacheControlDisabled()],
  resolvers: {
    Query: {
      pandits: async (_: unknown, args: { page?: { page?: number } }) => (await home(args.page?.page ?? 1)).data.pandits,
    },
  },
});
await apollo.start();
const app = express();
app.use('/graphql', express.json(), expressMiddleware(apollo));
const server = createServer(app);
server.keepAliveTimeout = 60_000;
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
console.log(`listening ${(server.address() as AddressInfo).port} pid ${process.pid}`);
const stop = async () => {
  server.close();
  await apollo.stop();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
