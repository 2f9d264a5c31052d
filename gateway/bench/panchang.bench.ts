/**
 * The panchang's cost (issue #38): one date and place computed from scratch (no cache), after a warm-up, over a spread
 * of dates (1900-2100) and places (India and abroad). Prints ms per computation: median, mean and 95th percentile.
 * `npm run bench:panchang -w gateway` (the issue asks well under 5 ms after the first).
 */
import { addDays } from '@marketplace/schema/rules';
import { computePanchang } from '../src/modules/panchang/compute.js';
import { festivalsOn } from '../src/modules/panchang/festivals.js';
import { at } from '../src/indexed.js';

const PLACES = [
  { lat: 28.6139, lng: 77.209, timeZone: 'Asia/Kolkata' },
  { lat: 19.076, lng: 72.8777, timeZone: 'Asia/Kolkata' },
  { lat: 13.0827, lng: 80.2707, timeZone: 'Asia/Kolkata' },
  { lat: 40.7128, lng: -74.006, timeZone: 'America/New_York' },
  { lat: 51.5074, lng: -0.1278, timeZone: 'Europe/London' },
];
const DELHI = at(PLACES, 0);
const first = performance.now();
computePanchang('2026-01-01', DELHI);
const firstMs = performance.now() - first;
for (let i = 0; i < 200; i++) computePanchang(addDays('2000-01-01', i * 37), at(PLACES, i % PLACES.length));

const times: number[] = [];
for (let i = 0; i < 1000; i++) {
  const date = addDays('1900-01-01', (i * 7331) % 73_000);
  const t = performance.now();
  computePanchang(date, at(PLACES, i % PLACES.length));
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
const quantile = (q: number) => at(times, Math.floor(q * (times.length - 1)));
console.log(
  `panchang: first ${firstMs.toFixed(1)} ms; then per date and place (n=${times.length}): median ${quantile(0.5).toFixed(2)} ms, mean ${mean.toFixed(2)} ms, p95 ${quantile(0.95).toFixed(2)} ms`,
);

// The festivals of a date (decision record 0055) read the neighbouring dates: in the booking dialog's window those are
// computed anyway, so the figure that matters is festivalsOn over a range with the dates cached, per date.
{
  const cache = new Map<string, ReturnType<typeof computePanchang>>();
  const get = (date: string) => {
    let p = cache.get(date);
    if (!p) cache.set(date, (p = computePanchang(date, DELHI)));
    return p;
  };
  const from = '2026-01-01';
  const t0 = performance.now();
  for (let i = -1; i <= 366; i++) get(addDays(from, i));
  const computeMs = performance.now() - t0;
  const t1 = performance.now();
  let count = 0;
  for (let i = 0; i < 365; i++) count += festivalsOn(addDays(from, i), get).length;
  const festivalsMs = performance.now() - t1;
  console.log(
    `festivals: ${count} in 2026 at New Delhi; ${(festivalsMs / 365).toFixed(3)} ms per date on top of its panchang (${(computeMs / 368).toFixed(2)} ms per date computed)`,
  );
}
