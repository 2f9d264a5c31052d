import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu'] });
const r = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r.lhr.audits;
for (const k of Object.keys(a)) if (/shift|lcp|largest/.test(k)) console.log(k, JSON.stringify(a[k].details?.items ?? a[k].details ?? '').slice(0, 1500));
await chrome.kill();
