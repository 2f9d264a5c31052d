// shell's About paint vs React's: block the app's scripts, read the shell; then a normal load
import { chromium } from 'playwright-core';
const [url, width = '412'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 823 } });
const errors = []; page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.route('**/assets/*.js', (r) => r.abort());
await page.goto(url); await page.waitForTimeout(1500);
console.log('shell:', JSON.stringify(await page.evaluate(() => [...document.querySelectorAll('.shell-about span')].map((s) => { const b = s.getBoundingClientRect(); return [b.x, b.y, b.width, b.height].map(Math.round).join(','); }))));
await page.screenshot({ path: '/tmp/shell.png' });
await page.unroute('**/assets/*.js');
const p2 = await browser.newPage({ viewport: { width: Number(width), height: 823 } });
const gql = []; p2.on('request', (r) => r.url().includes('/graphql') && gql.push(JSON.parse(r.postData() ?? '{}').operationName));
p2.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await p2.goto(url); await p2.waitForSelector('[data-testid=about-title]'); await p2.waitForTimeout(1500);
console.log('react:', JSON.stringify(await p2.evaluate(() => { const h = document.querySelector('[data-testid=about-title]'); return [h, ...h.parentElement.querySelectorAll('p')].map((s) => { const b = s.getBoundingClientRect(); return [b.x, b.y, b.width, b.height].map(Math.round).join(','); }); })), 'graphql requests', gql, 'errors', errors);
await p2.screenshot({ path: '/tmp/react.png' });
await browser.close();
