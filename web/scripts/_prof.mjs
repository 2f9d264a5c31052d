// node _prof.mjs URL [cpuRate]: long tasks + CPU profile by function (unminified build), CPU throttled
import { chromium } from 'playwright-core';
const url = process.argv[2]; const rate = Number(process.argv[3] ?? 4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
await page.goto(url); await page.waitForTimeout(6000);
const { profile } = await cdp.send('Profiler.stop');
const lt = await page.evaluate(() => window.__lt);
console.log('long tasks [start,dur]:', JSON.stringify(lt), 'TBT~', lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map(); const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? 0)); });
const byFile = new Map(); for (const [k, v] of self) { const f = k.split(' ')[1]?.split(':')[0] || k; byFile.set(f, (byFile.get(f) ?? 0) + v); }
const top = (m, n) => [...m].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n');
console.log('--- by file\n' + top(byFile, 12)); console.log('--- by function\n' + top(self, 40));
await browser.close();
