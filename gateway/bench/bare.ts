/**
 * The benchmark's yardstick: a bare `node:http` + `pg` server doing the same database work as the gateway's
 * endpoints and writing the same JSON, with nothing else (no framework, no ORM, no GraphQL, no auth).
 * Started by api.bench.ts as a child process; prints `listening <port> pid <pid>`.
 *   GET  /home?page=1            12 public pandits (the card's columns) + their count, concurrently
 *   GET  /search                 the typo search 'rudra abishek varansi' as the gateway ends up running it
 *                                (corrected in memory to 'rudra abhishek varanasi', one statement with its total)
 *   GET  /profile?id=            a pandit, 5 newest reviews with reviewer names, review total and average,
 *                                ceremonies completed (three statements, concurrently)
 *   POST /book                   one booking insert (body: { userId, panditId, date, time })
 */
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PUBLIC = "p.approved and p.verified and p.registration_status = 'approved'";
const CARD = `p.id, p.name, p.avatar, p.city, p.state, p.location, p.experience, p.rating, p.review_count, p.specializations,
  p.virtual_pooja_available, p.basic_price, p.virtual_basic_price`;
const ORDER = 'p.rating desc, p.review_count desc, p.id';

const card = (r: any) => ({
  id: r.id,
  name: r.name,
  avatar: r.avatar,
  city: r.city,
  state: r.state,
  location: r.location,
  experience: r.experience,
  rating: Number(r.rating),
  reviewCount: r.review_count,
  specializations: r.specializations,
  virtualPoojaAvailable: r.virtual_pooja_available,
  pricing: { basic: r.basic_price, virtualBasic: r.virtual_pooja_available ? r.virtual_basic_price : null },
});

async function home(page: number) {
  const limit = 12;
  const offset = (page - 1) * limit;
  const [rows, count] = await Promise.all([
    pool.query({
      name: 'home',
      text: `select ${CARD} from pandits p where ${PUBLIC} order by ${ORDER} limit $1 offset $2`,
      values: [limit, offset],
    }),
    pool.query({ name: 'home-count', text: `select count(*)::int as n from pandits p where ${PUBLIC}` }),
  ]);
  const total = count.rows[0].n as number;
  return {
    data: {
      pandits: { items: rows.rows.map(card), pageInfo: { page, limit, totalCount: total, hasNextPage: offset + limit < total } },
    },
  };
}

async function search() {
  const words = ['rudra', 'abhishek', 'varanasi'];
  const { rows } = await pool.query({
    name: 'search',
    text: `select ${CARD}, count(*) over () as total from pandits p
           where ${PUBLIC} and p.search_text ilike $1 and p.search_text ilike $2 and p.search_text ilike $3
           order by (p.name ilike $4) desc, (p.search_text ilike $4) desc, ${ORDER} limit 12`,
    values: [...words.map((w) => `%${w}%`), `%${words.join(' ')}%`],
  });
  const total = rows[0] ? Number(rows[0].total) : 0;
  return {
    data: { pandits: { items: rows.map(card), pageInfo: { page: 1, limit: 12, totalCount: total, hasNextPage: total > 12 } } },
  };
}

async function profile(id: string) {
  const [p, reviews, ceremonies] = await Promise.all([
    pool.query({ name: 'profile', text: `select p.* from pandits p where p.id = $1 and ${PUBLIC}`, values: [id] }),
    pool.query({
      name: 'profile-reviews',
      text: `select r.id, r.rating, r.comment, r.created_at, u.name as user_name, u.avatar as user_avatar,
                    count(*) over ()::int as total, avg(r.rating) over ()::float8 as average
             from reviews r left join users u on u.id = r.user_id where r.pandit_id = $1
             order by r.created_at desc, r.id limit 5`,
      values: [id],
    }),
    pool.query({
      name: 'profile-ceremonies',
      text: `select count(*)::int as n from bookings where pandit_id = $1 and status = 'completed'`,
      values: [id],
    }),
  ]);
  const r = p.rows[0];
  if (!r) return { data: { pandit: null } };
  const first = reviews.rows[0];
  return {
    data: {
      pandit: {
        ...card(r),
        bio: r.bio,
        languages: r.languages,
        photos: r.photos,
        ceremoniesCompleted: ceremonies.rows[0].n,
        pricing: {
          basic: r.basic_price,
          premium: r.premium_price,
          deluxe: r.deluxe_price,
          virtualBasic: r.virtual_pooja_available ? r.virtual_basic_price : null,
          virtualPremium: r.virtual_pooja_available ? r.virtual_premium_price : null,
          virtualDeluxe: r.virtual_pooja_available ? r.virtual_deluxe_price : null,
        },
        reviews: {
          averageRating: first ? Math.round(first.average * 10) / 10 : null,
          items: reviews.rows.map((x) => ({
            id: x.id,
            rating: x.rating,
            comment: x.comment,
            userName: x.user_name ?? 'Devotee',
            userAvatar: x.user_avatar,
            createdAt: x.created_at,
          })),
          pageInfo: { page: 1, totalCount: first?.total ?? 0, hasNextPage: (first?.total ?? 0) > 5 },
        },
      },
    },
  };
}

async function book(input: { userId: string; panditId: string; date: string; time: string }) {
  const { rows } = await pool.query({
    name: 'book',
    text: `insert into bookings (id, user_id, pandit_id, date, time, location, tier, total_amount, created_at, updated_at)
           select $1, $2, p.id, $4, $5, 'Bench Nagar, Varanasi', 'basic', p.basic_price, now(), now()
           from pandits p where p.id = $3 and ${PUBLIC}
           returning id, status, total_amount`,
    values: [randomUUID(), input.userId, input.panditId, input.date, input.time],
  });
  return { data: { createBooking: { id: rows[0].id, status: rows[0].status.toUpperCase(), totalAmount: rows[0].total_amount } } };
}

// eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler catches every error itself
const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://x');
    let body: unknown;
    if (url.pathname === '/home') body = await home(Number(url.searchParams.get('page') ?? 1));
    else if (url.pathname === '/search') body = await search();
    else if (url.pathname === '/profile') body = await profile(url.searchParams.get('id') ?? '');
    else if (url.pathname === '/book' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      body = await book(JSON.parse(Buffer.concat(chunks).toString()));
    } else {
      res.writeHead(404).end();
      return;
    }
    const json = JSON.stringify(body);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  } catch (e) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e));
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''} pid ${process.pid}`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
