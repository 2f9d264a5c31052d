/**
 * What the cost buckets add to the hot path: the home list over GraphQL (answered by the public cache) with the
 * buckets off and on, same server code, same database. `tsx bench/cost.bench.ts [requests] [concurrency]`.
 */
import { startTestServer } from '../test/harness.js';

const TOTAL = Number(process.argv[2] ?? 4000);
const CONCURRENCY = Number(process.argv[3] ?? 20);
const QUERY = '{ pandits(page: {limit: 12}) { items { id name city rating } pageInfo { totalCount } } }';

async function run(label: string, env: Record<string, string>, headers: (i: number) => Record<string, string>) {
  const s = await startTestServer({ env: { LOG_LEVEL: 'silent', ...env } });
  const body = JSON.stringify({ query: QUERY });
  const once = (i: number) =>
    fetch(`${s.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers(i) }, body }).then(
      async (r) => {
        await r.arrayBuffer();
        if (r.status !== 200) throw new Error(`${label}: ${r.status}`);
      },
    );
  for (let i = 0; i < 200; i++) await once(i); // warm up
  const times: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        const i = next++;
        const t = performance.now();
        await once(i);
        times.push(performance.now() - t);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} ${Math.round(TOTAL / secs)} req/s  p50 ${(times[Math.floor(times.length / 2)] ?? NaN).toFixed(1)} ms  p99 ${(times[Math.floor(times.length * 0.99)] ?? NaN).toFixed(1)} ms`,
  );
  await s.close();
}

// Many addresses (X-Forwarded-For from loopback is trusted), so no bucket runs dry while measuring.
const spread = (i: number) => ({ 'x-forwarded-for': `10.1.${(i >> 8) & 255}.${i & 255}` });
await run('buckets off', { COST_BUCKETS: 'off' }, spread);
await run('buckets on, one bucket per request', { COST_BUCKETS: 'on', COST_BUDGET_VISITOR: '1000000000/1000000' }, spread);
await run('buckets on, one shared bucket', { COST_BUCKETS: 'on', COST_BUDGET_VISITOR: '1000000000/1000000' }, () => ({}));
await run('buckets off (again)', { COST_BUCKETS: 'off' }, spread);
