/**
 * Top items of a V8 CPU profile (node --cpu-prof): `tsx bench/profile-top.ts <file.cpuprofile> [n]`.
 * Prints idle and GC shares and the functions with the most self time, and the packages they belong to.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
const [file, n = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
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
});
const pct = (v: number) => `${((v / total) * 100).toFixed(1)}%`.padStart(6);
console.log(`${(total / 1e6).toFixed(1)} s sampled`);
console.log('\nby package:');
for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(v)}  ${k}`);
console.log('\nby function (self time):');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) console.log(`${pct(v)}  ${k}`);
