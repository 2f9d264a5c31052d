// node _runs.mjs URL [minMs]: busy stretches of the main thread (from a CPU profile, unthrottled) and what they ran
import { chromium } from 'playwright-core';
const url = process.argv[2]; const min = Number(process.argv[3] ?? 12);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
await page.goto(url); await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop'); await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stack = (id) => { const s = []; for (let x = id; x; x = parent.get(x)) s.push(byId.get(x).callFrame.functionName); return s; };
const KEYS = ['commitRoot', 'commitRootImpl', 'flushPassiveEffects', 'workLoopConcurrent', 'workLoopConcurrentByScheduler', 'workLoopSync', 'renderRootSync', 'performSyncWorkOnRoot', 'flushSyncWorkAcrossRoots_impl', 'commitMutationEffects', 'commitLayoutEffects', 'recursivelyTraverseLayoutEffects'];
let t = profile.startTime, run = null; const runs = [];
profile.samples.forEach((id, i) => { t += profile.timeDeltas[i]; const name = byId.get(id).callFrame.functionName; const idle = name === '(idle)';
  if (!idle) { if (!run) run = { start: t, samples: [] }; run.samples.push([id, profile.timeDeltas[i + 1] ?? 0]); run.end = t; }
  else if (run) { runs.push(run); run = null; } });
for (const r of runs) { const dur = (r.end - r.start) / 1000; if (dur < min) continue;
  const self = new Map(), keys = new Map();
  for (const [id, d] of r.samples) { const cf = byId.get(id).callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(k, (self.get(k) ?? 0) + d);
    const s = stack(id); for (const key of KEYS) if (s.includes(key)) keys.set(key, (keys.get(key) ?? 0) + d); 
    const root = s.filter(Boolean).slice(-3).join('<'); keys.set('root:' + root, (keys.get('root:' + root) ?? 0) + d); }
  console.log(`run @${((r.start - profile.startTime) / 1000).toFixed(0)} ${dur.toFixed(1)}ms`);
  console.log('   ', [...keys].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}=${(v / 1000).toFixed(1)}`).join('  '));
  console.log('   ', [...self].filter(([k]) => !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}=${(v / 1000).toFixed(1)}`).join('  '));
}
