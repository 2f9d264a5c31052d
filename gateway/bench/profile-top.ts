/**
 * Top items of a V8 CPU profile (node --cpu-prof): `tsx bench/profile-top.ts <file.cpuprofile> [n] [--last <s>]`.
 * Prints idle and GC shares, the packages and the functions with the most self time, and the inclusive share of
 * a few gateway areas (a sample counts for an area when one of its frames is in the area's file). `--last <s>`
 * reads only the last s seconds of the profile (the loaded period of a bench row, not the start-up).
 */
import { readFileSync } from 'node:fs';
import { at } from '../src/indexed.js';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
const args = process.argv.slice(2);
const lastAt = args.indexOf('--last');
const lastSeconds = lastAt >= 0 ? Number(args[lastAt + 1]) : Infinity;
const [file, n = '25'] = args.filter((_, i) => lastAt < 0 || (i !== lastAt && i !== lastAt + 1));
if (file === undefined) {
  console.error('usage: tsx bench/profile-top.ts <file.cpuprofile> [n] [--last <s>]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
/** Areas whose inclusive share is printed: a label and a test on a frame's url and function name. */
const AREAS: Array<[string, (url: string, fn: string) => boolean]> = [
  ['message worker (modules/messages/outbox.ts)', (u) => u.includes('/modules/messages/outbox.ts')],
  ['apollo request pipeline', (u) => u.includes('@apollo/server/')],
  ['graphql execute', (u, f) => u.includes('/graphql/execution/') && f === 'execute'],
  ['context (session lookup)', (u) => u.endsWith('/src/context.ts')],
  ['booking service', (u) => u.includes('/modules/booking/')],
  ['api-access (cost buckets)', (u) => u.includes('/http/api-access.ts')],
  ['public cache', (u) => u.includes('/http/public-cache.ts')],
  ['mikro-orm', (u) => u.includes('@mikro-orm/')],
  ['pg', (u) => /node_modules\/pg(-protocol)?\//.test(u)],
  ['express router', (u) => u.includes('node_modules/router/') || u.includes('node_modules/express/')],
  ['helmet', (u) => u.includes('node_modules/helmet/')],
  ['compression', (u) => u.includes('node_modules/compression/')],
  ['pino', (u) => u.includes('node_modules/pino')],
  ['zod', (u) => u.includes('node_modules/zod/')],
  ['jose (JWT)', (u) => u.includes('node_modules/jose/')],
];
const times: number[] = [];
let t = 0;
for (const dt of profile.timeDeltas) times.push((t += dt));
const from = t - lastSeconds * 1e6;
const self = new Map<string, number>();
const byPackage = new Map<string, number>();
const byArea = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  if (at(times, i) < from) return;
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\//, '')
    .replace(/.*\/gateway\//, 'gateway/');
  const key = `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
  self.set(key, (self.get(key) ?? 0) + dt);
  const pkg = !url
    ? functionName.startsWith('(')
      ? functionName
      : '(native)'
    : url.includes('node_modules/')
      ? url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
      : url.startsWith('node:')
        ? 'node internals'
        : 'gateway';
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + dt);
  const hit = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at)!.callFrame;
    for (const [label, test] of AREAS) if (test(frame.url, frame.functionName)) hit.add(label);
  }
  for (const label of hit) byArea.set(label, (byArea.get(label) ?? 0) + dt);
});
const pct = (v: number) => `${((v / total) * 100).toFixed(1)}%`.padStart(6);
console.log(`${(total / 1e6).toFixed(1)} s sampled`);
console.log('\nby package:');
for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(v)}  ${k}`);
console.log('\nby area (inclusive):');
for (const [k, v] of [...byArea].sort((a, b) => b[1] - a[1])) console.log(`${pct(v)}  ${k}`);
console.log('\nby function (self time):');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) console.log(`${pct(v)}  ${k}`);
