/**
 * The plan-mode trick side by side (decisions 0033, 0086; a script, not a test):
 * `npx tsx bench/plan-mode.bench.ts <DEBUG_SQL log> [--rounds 15] [--block 30]` in gateway/, DATABASE_URL on the
 * seed:scale database.
 *
 * The log is a gateway's output under `DEBUG_SQL=1` while it answered the requests to compare (for instance the
 * production build, `node dist/app-server.js` after `npm run bench` built it, asked a home list, a search and a
 * profile): every `[raw] <text> <values>` line is one rawRows statement. Each distinct statement runs as a named
 * prepared statement on two connections of this process, A opened with `plan_cache_mode=force_generic_plan` (as
 * db/orm.ts opens the pool's) and B in PostgreSQL's default (`auto`), in blocks of `--block` executions that
 * alternate A/B (the order flipped each round), so the host's load falls on both alike. Prints the median ms per
 * execution of each side per statement and summed. LIKE statements are left out: rawRows runs them unnamed in `auto`
 * whatever the pool's mode.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

function opt(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return (i >= 0 ? process.argv[i + 1] : undefined) || fallback;
}
const ROUNDS = Number(opt('rounds', '15'));
const BLOCK = Number(opt('block', '30'));
const file = process.argv[2];
const url = process.env.DATABASE_URL;
if (!file || !url) throw new Error('usage: DATABASE_URL=... tsx bench/plan-mode.bench.ts <DEBUG_SQL log>');

/** The distinct `[raw]` statements of a DEBUG_SQL log (text, then its values as JSON at the end of the entry). */
function statements(log: string): Array<{ text: string; values: unknown[] }> {
  const plain = log.replace(/\x1b\[[0-9;]*m/g, ''); // eslint-disable-line no-control-regex
  const byText = new Map<string, unknown[]>();
  for (const entry of plain.split(/\n(?=\[raw\] |\[query\] |\{")/)) {
    if (!entry.startsWith('[raw] ')) continue;
    const body = entry.slice(6).trimEnd();
    for (const m of body.matchAll(/ \[/g)) {
      try {
        const values = JSON.parse(body.slice(m.index + 1)) as unknown[];
        const text = body.slice(0, m.index);
        if (!byText.has(text)) byText.set(text, values);
        break;
      } catch {
        // the array starts later
      }
    }
  }
  return [...byText].map(([text, values]) => ({ text, values }));
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;
const generic = new pg.Client({ connectionString: url, options: '-c plan_cache_mode=force_generic_plan' });
const auto = new pg.Client({ connectionString: url });
await generic.connect();
await auto.connect();
const sum = { generic: 0, auto: 0 };
let n = 0;
for (const s of statements(readFileSync(file, 'utf8'))) {
  if (/\b(i?like)\b|%/i.test(s.text)) continue;
  const name = `plan_mode_${n++}`;
  const run = (c: pg.Client) => c.query({ name, text: s.text, values: s.values });
  for (let w = 0; w < 10; w++) {
    await run(generic);
    await run(auto);
  }
  const times = { generic: [] as number[], auto: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const side of r % 2 ? (['auto', 'generic'] as const) : (['generic', 'auto'] as const)) {
      const client = side === 'generic' ? generic : auto;
      const t0 = performance.now();
      for (let k = 0; k < BLOCK; k++) await run(client);
      times[side].push((performance.now() - t0) / BLOCK);
    }
  }
  const g = median(times.generic);
  const a = median(times.auto);
  sum.generic += g;
  sum.auto += a;
  console.log(`${g.toFixed(3)} ms  ${a.toFixed(3)} ms  ${(a / g).toFixed(2)}x  ${s.text.replace(/\s+/g, ' ').slice(0, 90)}`);
}
console.log(
  `${n} statements, summed: ${sum.generic.toFixed(3)} ms generic forced, ${sum.auto.toFixed(3)} ms auto: ${(sum.auto / sum.generic).toFixed(2)}x`,
);
await generic.end();
await auto.end();
