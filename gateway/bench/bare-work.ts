/** The bare endpoints' database work and JSON (bench/bare.ts serves it over node:http, bench/stack.ts over Apollo). */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
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

export async function home(page: number) {
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

export async function search() {
  const words = ['rudra', 'abhishek', 'varanasi'];
  const { rows } = await pool.query({
    name: 'search',
    text: `select ${CARD}, count(*) over () as total from pandits p
           where ${PUBLIC} and p.search_text like $1 and p.search_text like $2 and p.search_text like $3
           order by (p.name ilike $4) desc, (p.search_text like $4) desc, ${ORDER} limit 12`,
    values: [...words.map((w) => `%${w}%`), `%${words.join(' ')}%`],
  });
  const total = rows[0] ? Number(rows[0].total) : 0;
  return {
    data: { pandits: { items: rows.map(card), pageInfo: { page: 1, limit: 12, totalCount: total, hasNextPage: total > 12 } } },
  };
}

export async function profile(id: string) {
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

export async function book(input: { userId: string; panditId: string; date: string; time: string }) {
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
