// node _trace.mjs URL [cpuRate]: each long task's make-up (trace events), CPU throttled
import { chromium } from 'playwright-core';
const url = process.argv[2]; const rate = Number(process.argv[3] ?? 4); const min = Number(process.argv[4] ?? 50);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(url); await page.waitForTimeout(6000);
const buf = await browser.stopTracing(); await browser.close();
const events = JSON.parse(buf.toString()).traceEvents;
const main = events.find((e) => e.name === 'TracingStartedInBrowser') ; 
// main thread = thread with most RunTask durations in renderer
const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > min * 1000);
const byTid = new Map(); for (const t of tasks) byTid.set(`${t.pid}:${t.tid}`, (byTid.get(`${t.pid}:${t.tid}`) ?? 0) + t.dur);
const mainTid = [...byTid].sort((a, b) => b[1] - a[1])[0][0];
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart');
const t0 = nav?.ts ?? Math.min(...tasks.map((t) => t.ts));
const onMain = events.filter((e) => `${e.pid}:${e.tid}` === mainTid && e.ph === 'X');
let tbt = 0;
for (const t of tasks.filter((t) => `${t.pid}:${t.tid}` === mainTid && t.dur > min * 1000)) {
  const inside = onMain.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const sum = new Map();
  for (const e of inside) { if (['EvaluateScript','v8.compileModule','v8.evaluateModule','FunctionCall','ParseAuthorStyleSheet','UpdateLayoutTree','Layout','Paint','PrePaint','Layerize','TimerFire','FireAnimationFrame','EventDispatch','RunMicrotasks','v8.run','ParseHTML','HitTest','IntersectionObserverController::computeIntersections','MajorGC','MinorGC','V8.GC_MC_BACKGROUND'].includes(e.name)) { const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop().slice(0,40) : '') + (e.args?.data?.functionName ? ' fn=' + e.args.data.functionName : ''); sum.set(k, (sum.get(k) ?? 0) + e.dur); } }
  tbt += Math.max(0, t.dur / 1000 - 50 / rate * 1) ;
  console.log(`task @${((t.ts - t0) / 1000).toFixed(0)}ms ${(t.dur / 1000).toFixed(1)}ms (x${rate} = ${(t.dur*rate/1000).toFixed(0)})`);
  for (const [k, v] of [...sum].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`    ${(v / 1000).toFixed(1)} ${k}`);
}
