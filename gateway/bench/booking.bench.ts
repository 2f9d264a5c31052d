/**
 * Booking-create latency under concurrent clients, through HTTP on a fresh database with demo data.
 *   npx tsx bench/booking.bench.ts [clients=20] [requestsPerClient=25]
 * With DATABASE_URL set it runs against PostgreSQL (a fresh database), else the embedded PGlite.
 * Every request books a different free slot (pandit × date × time), so each one is a real insert.
 */
import { startTestServer } from '../test/harness.js';
import { TIME_SLOTS, addDays, indiaToday } from '../src/modules/booking/booking.rules.js';

const clients = Number(process.argv[2] ?? 20);
const perClient = Number(process.argv[3] ?? 25);

const s = await startTestServer();
try {
  const pandits: Array<{ id: string }> = await s.db.orm.em
    .getConnection()
    .execute(
      "select id from pandits where approved and verified and registration_status = 'approved' and availability = '{}'::jsonb order by id",
    );
  const users = await Promise.all(Array.from({ length: clients }, (_, i) => s.newUser(`Bench ${i}`)));
  const today = indiaToday();
  // Distinct free slots: dates beyond the seeded bookings (45 days), every pandit and time.
  const slots: Array<{ pandit: string; date: string; time: string }> = [];
  for (let d = 50; slots.length < clients * perClient + 20; d++) {
    for (const p of pandits) for (const time of TIME_SLOTS) slots.push({ pandit: p.id, date: addDays(today, d), time });
  }
  let next = 0;
  const post = async (token: string) => {
    const slot = slots[next++];
    const t0 = performance.now();
    const res = await fetch(`${s.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...slot, location: 'Bench Nagar, Varanasi', serviceType: 'premium' }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`unexpected ${res.status}`);
    return performance.now() - t0;
  };
  // Warm-up (JIT, pools), not measured.
  for (const u of users.slice(0, 2)) await post(u.token);

  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    users.map(async (u) => {
      for (let i = 0; i < perClient; i++) latencies.push(await post(u.token));
    }),
  );
  const wall = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `booking create, ${db}, ${clients} concurrent clients, ${latencies.length} bookings: ` +
      `p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms, ` +
      `${((latencies.length / wall) * 1000).toFixed(0)} bookings/s`,
  );
} finally {
  await s.close();
}
