// node lh.mjs URL : one Lighthouse mobile run with diagnostics
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
try {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log('perf', Math.round(r.lhr.categories.performance.score*100), 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0, 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), 'TTI', a['interactive']?.numericValue|0);
  for (const k of ['mainthread-work-breakdown','bootup-time','long-tasks','largest-contentful-paint-element','layout-shifts','network-requests']) {
    const d = a[k]?.details; if (!d) continue;
    console.log('--', k);
    const items = d.items ?? [];
    for (const it of items.slice(0, k==='network-requests'?30:8)) {
      if (k==='network-requests') console.log(' ', (it.url||'').slice(-60), it.networkRequestTime|0, it.networkEndTime|0, it.transferSize);
      else if (k==='largest-contentful-paint-element'||k==='layout-shifts') console.log(JSON.stringify(it).slice(0,700));
      else console.log(' ', JSON.stringify(it).slice(0,200));
    }
  }
} finally { await chrome.kill(); }
