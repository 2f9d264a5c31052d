/**
 * Bulk data for benchmarks: `npm run seed:scale -- --pandits 10000 --bookings 100000`.
 * Targets DATABASE_URL, or the embedded database in DATA_DIR (default .data) when it is unset.
 * Multi-row INSERTs of 1000 rows; values drawn from the reference data; search_text from searchTextFor().
 * Slots are allocated per pandit so the one-active-booking-per-pandit-slot index is never violated.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../config.js';
import { startEmbedded } from '../embedded.js';
import { openOrm } from '../orm.js';
import { seedDemo, prng } from './demo.seeder.js';
import { UserSchema } from '../../modules/account/user.entity.js';
import { hashPassword } from '../../auth/passwords.js';
import { LANGUAGES, STATES } from '../../reference/index.js';
import { readCeremonies } from '../../modules/ceremony/ceremony.catalog.js';
import { LINK_CEREMONIES_BY_NAME_SQL } from '../../modules/ceremony/ceremony.service.js';
import { searchTextFor } from '../../modules/pandit/pandit.search.js';
import { TIME_SLOTS, addDays, indiaToday } from '@marketplace/schema/rules';

const CHUNK = 1000;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isInteger(v) && v >= 0 ? v : fallback;
}

const TITLES = ['Pt.', 'Pandit', 'Acharya', 'Shastri', 'Sri', 'Guruji', 'Purohit', 'Vidwan'];
const FIRST = [
  'Ramesh',
  'Suresh',
  'Mahesh',
  'Vinod',
  'Anil',
  'Gopal',
  'Krishna',
  'Shiv',
  'Hari',
  'Om',
  'Raghav',
  'Venkatesh',
  'Srinivas',
  'Subhash',
  'Dipak',
  'Prakash',
  'Ashok',
  'Narayan',
  'Govind',
  'Madhav',
  'Keshav',
  'Vishnu',
  'Ganesh',
  'Mukund',
  'Sridhar',
  'Anand',
  'Mohan',
  'Radheshyam',
  'Umesh',
  'Lalit',
];
const LAST = [
  'Sharma',
  'Mishra',
  'Tripathi',
  'Pandey',
  'Dubey',
  'Shukla',
  'Joshi',
  'Tiwari',
  'Dwivedi',
  'Chaturvedi',
  'Iyer',
  'Iyengar',
  'Bhat',
  'Kulkarni',
  'Deshpande',
  'Chakraborty',
  'Bhattacharya',
  'Vyas',
  'Trivedi',
  'Upadhyay',
  'Namboothiri',
  'Sarma',
  'Acharya',
  'Dikshit',
  'Goswami',
  'Pathak',
  'Bajpai',
  'Awasthi',
  'Panda',
  'Jha',
];
const LOCALITIES = [
  'Temple Road',
  'Old Town',
  'Station Road',
  'Ghat Road',
  'Civil Lines',
  'Main Bazaar',
  'Shiv Mandir Lane',
  'Ram Nagar',
  'Gandhi Chowk',
  'Sector 12',
  'Krishna Colony',
  'Near Hanuman Mandir',
];
const REVIEW_TEXTS = [
  [5, 'Every step was explained with patience. The puja felt complete and peaceful.'],
  [5, 'Punctual, learned and kind. Our family was very happy.'],
  [4, 'Good ceremony with clear pronunciation; started a little late.'],
  [4, 'Knowledgeable panditji, fair dakshina and all samagri arranged.'],
  [3, 'The ritual was fine but shorter than we expected.'],
  [5, 'बहुत सुंदर पूजा कराई, सब विधि-विधान से हुआ।'],
  [4, 'पंडित जी समय पर आए और हर मंत्र का अर्थ समझाया।'],
] as const;

/** INSERT of many rows: `columns` per row, values flattened, $n placeholders. */
async function insertRows(client: pg.Client, table: string, columns: string[], rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const start = values.length;
      values.push(...row);
      return `(${row.map((_, j) => `$${start + j + 1}`).join(', ')})`;
    });
    await client.query(`insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}`, values);
  }
}

async function main() {
  const panditCount = arg('pandits', 10_000);
  const bookingCount = arg('bookings', 100_000);
  const started = Date.now();
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbedded(config.dataDir);
  const url = config.databaseUrl ?? embedded!.url;

  // Schema and (on an empty database) the demo data, through the ORM; then raw bulk inserts.
  const orm = await openOrm(url, Boolean(embedded));
  await orm.migrator.up();
  if ((await orm.em.fork().count(UserSchema, {})) === 0) await seedDemo(orm.em.fork());
  // Pandits perform ceremonies of the table (their Hindi names go into the search text).
  const ceremonies = await readCeremonies(orm.em.fork());
  await orm.close(true);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rnd = prng(Date.now() % 2147483647);
  const run = Date.now().toString(36);
  const hash = await hashPassword(`locked-${randomUUID()}`);
  const now = new Date();
  const today = indiaToday();
  try {
    await client.query('begin');

    // Customers: one per 20 bookings (at least 100).
    const customerIds: string[] = [];
    const customers: unknown[][] = [];
    for (let i = 0; i < Math.max(100, Math.ceil(bookingCount / 20)); i++) {
      const id = randomUUID();
      customerIds.push(id);
      const name = `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`;
      customers.push([
        id,
        name,
        `devotee.${run}.${i}@example.in`,
        `9${String(rnd.int(100000000, 999999999))}`,
        'user',
        hash,
        now,
        now,
      ]);
    }
    const USER_COLS = ['id', 'name', 'email', 'phone', 'role', 'password_hash', 'created_at', 'updated_at'];
    await insertRows(client, 'users', USER_COLS, customers);

    // Pandits with their accounts.
    const users: unknown[][] = [];
    const pandits: unknown[][] = [];
    const listed: Array<{
      id: string;
      userId: string;
      name: string;
      prices: [number, number, number];
      virtual: [number, number, number] | null;
      city: string;
      state: string;
    }> = [];
    for (let i = 0; i < panditCount; i++) {
      const userId = randomUUID();
      const id = randomUUID();
      const state = rnd.pick(STATES);
      const city = rnd.pick(state.cities).name.en;
      const name = `${rnd.pick(TITLES)} ${rnd.pick(FIRST)} ${rnd.pick(LAST)}`;
      const specs = [...new Set(Array.from({ length: rnd.int(2, 7) }, () => rnd.pick(ceremonies).nameEn))];
      const langs = [...new Set(['Hindi', ...Array.from({ length: rnd.int(0, 3) }, () => rnd.pick(LANGUAGES).name.en)])];
      const experience = rnd.int(1, 50);
      const basic = rnd.int(5, 150) * 100;
      const prices: [number, number, number] = [
        basic,
        Math.round((basic * 1.6) / 100) * 100,
        Math.round((basic * 2.5) / 100) * 100,
      ];
      const virtual =
        rnd.next() < 0.6 ? (prices.map((p) => Math.round((p * 0.7) / 100) * 100) as [number, number, number]) : null;
      const roll = rnd.next();
      const status = roll < 0.85 ? 'approved' : roll < 0.93 ? 'pending' : roll < 0.97 ? 'rejected' : 'approved';
      const verified = roll < 0.85;
      const location = `${rnd.pick(LOCALITIES)}, ${city}`;
      const bio = `${name} has performed ${specs.slice(0, 2).join(' and ')} for families in ${city} for ${experience} years, following the ${state.name.en} tradition with clear Sanskrit recitation.`;
      const phone = `9${String(rnd.int(100000000, 999999999))}`;
      const email = `pandit.${run}.${i}@example.in`;
      const createdAt = new Date(now.getTime() - rnd.int(1, 900) * 86400000);
      users.push([userId, name, email, phone, status === 'approved' ? 'pandit' : 'user', hash, createdAt, createdAt]);
      pandits.push([
        id,
        userId,
        name,
        email,
        phone,
        phone,
        null,
        bio,
        specs,
        langs,
        experience,
        ...prices,
        virtual?.[0] ?? null,
        virtual?.[1] ?? null,
        virtual?.[2] ?? null,
        Boolean(virtual),
        '{}',
        0,
        0,
        verified,
        status === 'approved',
        status,
        status === 'rejected' ? 'Documents could not be verified' : null,
        location,
        state.name.en,
        city,
        [],
        searchTextFor({ name, bio, location, city, state: state.name.en, specializations: specs, languages: langs }),
        createdAt,
        createdAt,
      ]);
      if (status === 'approved' && verified) listed.push({ id, userId, name, prices, virtual, city, state: state.name.en });
    }
    await insertRows(client, 'users', USER_COLS, users);
    await insertRows(
      client,
      'pandits',
      [
        'id',
        'user_id',
        'name',
        'email',
        'phone',
        'whatsapp_number',
        'avatar',
        'bio',
        'specializations',
        'languages',
        'experience',
        'basic_price',
        'premium_price',
        'deluxe_price',
        'virtual_basic_price',
        'virtual_premium_price',
        'virtual_deluxe_price',
        'virtual_pooja_available',
        'availability',
        'rating',
        'review_count',
        'verified',
        'approved',
        'registration_status',
        'rejection_reason',
        'location',
        'state',
        'city',
        'photos',
        'search_text',
        'created_at',
        'updated_at',
      ],
      pandits,
    );

    // Bookings: each pandit's slots are handed out in order (past ones backwards from yesterday,
    // future ones forwards from tomorrow), so no two active bookings share a pandit, date and time.
    const pastSlot = new Map<string, number>();
    const futureSlot = new Map<string, number>();
    const futureStart = new Map<string, number>();
    const bookings: unknown[][] = [];
    const reviews: unknown[][] = [];
    const history: unknown[][] = [];
    const tiers = ['basic', 'premium', 'deluxe'] as const;
    for (let i = 0; i < bookingCount && listed.length; i++) {
      const p = rnd.pick(listed);
      const roll = rnd.next();
      const status = roll < 0.45 ? 'completed' : roll < 0.65 ? 'confirmed' : roll < 0.85 ? 'pending' : 'cancelled';
      const past = status === 'completed' || (status === 'cancelled' && rnd.next() < 0.5);
      const slots = past ? pastSlot : futureSlot;
      const n = slots.get(p.id) ?? 0;
      slots.set(p.id, n + 1);
      // Future bookings start on a day of the next month drawn per pandit, as real ones spread out (packed from
      // tomorrow, ~20,000 would start within 24 hours: a reminder backlog no real day has).
      let first = past ? 0 : futureStart.get(p.id);
      if (first === undefined) futureStart.set(p.id, (first = rnd.int(0, 29)));
      const day = first + Math.floor(n / TIME_SLOTS.length) + 1;
      const date = addDays(today, past ? -day : day);
      const time = TIME_SLOTS[n % TIME_SLOTS.length];
      const tierIndex = rnd.int(0, 2);
      const isVirtual = Boolean(p.virtual) && rnd.next() < 0.3;
      const amount = isVirtual ? p.virtual![tierIndex] : p.prices[tierIndex];
      const id = randomUUID();
      const userId = rnd.pick(customerIds);
      const createdAt = new Date(now.getTime() - (past ? day + rnd.int(1, 20) : rnd.int(1, 20)) * 86400000);
      bookings.push([
        id,
        userId,
        p.id,
        date,
        time,
        isVirtual ? '' : `${p.city}, ${p.state}`,
        '',
        tiers[tierIndex],
        isVirtual,
        amount,
        status,
        status === 'completed' ? 'paid' : status === 'confirmed' && rnd.next() < 0.5 ? 'paid' : 'pending',
        isVirtual ? `https://meet.jit.si/pooja-${randomUUID()}` : null,
        status === 'cancelled' ? 'Plans changed' : null,
        createdAt,
        createdAt,
      ]);
      // Confirmed and completed bookings were confirmed by the pandit (the profile's median response time reads it).
      if (status === 'completed' || status === 'confirmed') {
        const confirmedAt = new Date(createdAt.getTime() + rnd.int(5, 600) * 60_000);
        history.push([randomUUID(), id, 'status', 'pending', 'confirmed', p.userId, p.name, 'pandit', confirmedAt]);
      }
      if (status === 'completed' && rnd.next() < 0.7) {
        const [rating, comment] = rnd.pick(REVIEW_TEXTS);
        reviews.push([randomUUID(), id, userId, p.id, rating, comment, new Date(createdAt.getTime() + 86400000)]);
      }
    }
    await insertRows(
      client,
      'bookings',
      [
        'id',
        'user_id',
        'pandit_id',
        'date',
        'time',
        'location',
        'notes',
        'tier',
        'is_virtual',
        'total_amount',
        'status',
        'payment_status',
        'meeting_link',
        'cancellation_reason',
        'created_at',
        'updated_at',
      ],
      bookings,
    );
    await insertRows(client, 'reviews', ['id', 'booking_id', 'user_id', 'pandit_id', 'rating', 'comment', 'created_at'], reviews);
    await insertRows(
      client,
      'booking_status_history',
      ['id', 'booking_id', 'field', 'from', 'to', 'actor_id', 'actor_name', 'actor_role', 'created_at'],
      history,
    );

    // Ratings and review counts from the reviews, as the app keeps them.
    await client.query(`update pandits p set rating = a.rating, review_count = a.n
      from (select pandit_id, round(avg(rating)::numeric, 1)::float8 as rating, count(*)::int as n from reviews group by pandit_id) a
      where a.pandit_id = p.id and (p.rating <> a.rating or p.review_count <> a.n)`);
    await client.query(LINK_CEREMONIES_BY_NAME_SQL);
    await client.query('commit');
    await client.query('vacuum analyze');
    const [{ pandits: total, listed: pub, bookings: b, reviews: r }] = (
      await client.query(`select (select count(*) from pandits)::int as pandits,
        (select count(*) from pandits where approved and verified and registration_status = 'approved')::int as listed,
        (select count(*) from bookings)::int as bookings, (select count(*) from reviews)::int as reviews`)
    ).rows;
    console.log(
      `seed:scale: +${panditCount} pandits, +${bookings.length} bookings, +${reviews.length} reviews in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        ` (now ${total} pandits, ${pub} public, ${b} bookings, ${r} reviews; ${config.databaseUrl ? 'PostgreSQL' : `embedded ${config.dataDir}`})`,
    );
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    await client.end();
    await embedded?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
