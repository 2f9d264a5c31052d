import { chromium } from 'playwright-core';
const [url, width = '412'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 823 } });
await page.goto(url); await page.waitForSelector('[data-testid=about-title]'); await page.waitForTimeout(1500);
console.log(JSON.stringify(await page.evaluate(() => {
  const h = document.querySelector('[data-testid=about-title]'); const ps = [...h.parentElement.querySelectorAll('p')];
  const cs = (e) => { const s = getComputedStyle(e); return [s.fontSize, s.lineHeight, s.fontWeight, s.color, s.marginTop, s.marginBottom, s.fontFamily.slice(0,30)].join(' '); };
  const r = (e) => { const b = e.getBoundingClientRect(); return [b.x, b.y, b.width, b.height].map(Math.round).join(','); };
  return { h1: r(h) + ' | ' + cs(h), ps: ps.map((p) => r(p) + ' | ' + cs(p) + ' | ' + p.textContent.slice(0, 30)), stack: r(h.parentElement), container: r(h.closest('.mantine-Container-root') ?? h.parentElement.parentElement.parentElement), main: r(document.querySelector('main')) };
}), null, 1));
await browser.close();
