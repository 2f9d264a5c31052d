/**
 * The benchmark's yardstick: a bare `node:http` + `pg` server doing the same database work as the gateway's
 * endpoints and writing the same JSON, with nothing else (no framework, no ORM, no GraphQL, no auth).
 * Started by api.bench.ts as a child process; prints `listening <port> pid <pid>`.
 *   GET  /home?page=1            12 public pandits (the card's columns) + their count, concurrently
 *   GET  /search                 the typo search 'rudra abishek varansi' as the gateway ends up running it
 *                                (corrected in memory to 'rudra abhishek varanasi', one statement with its total)
 *   GET  /profile?id=            a pandit, 5 newest reviews with reviewer names, review total and average,
 *                                ceremonies completed (three statements, concurrently)
 *   POST /book                   one booking insert (body: { userId, panditId, date, time })
 */
import { createServer } from 'node:http';
import { book, home, pool, profile, search } from './bare-work.js';

// eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler catches every error itself
const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://x');
    let body: unknown;
    if (url.pathname === '/home') body = await home(Number(url.searchParams.get('page') ?? 1));
    else if (url.pathname === '/search') body = await search();
    else if (url.pathname === '/profile') body = await profile(url.searchParams.get('id') ?? '');
    else if (url.pathname === '/book' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      body = await book(JSON.parse(Buffer.concat(chunks).toString()));
    } else {
      res.writeHead(404).end();
      return;
    }
    const json = JSON.stringify(body);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  } catch (e) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e));
  }
});
// As the gateway's: the bench's keep-alive sockets sit idle while the other servers are loaded (node's default of 5 s
// closed them under the client, which then failed on a stale one).
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''} pid ${process.pid}`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
