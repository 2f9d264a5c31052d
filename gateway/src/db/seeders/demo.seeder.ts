import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../auth/passwords.js';
import { UserSchema, type User } from '../../modules/account/user.entity.js';
import { PanditSchema, pricingOf, type Pandit } from '../../modules/pandit/pandit.entity.js';
import { PackageSchema, type Package } from '../../modules/package/package.entity.js';
import { BookingSchema } from '../../modules/booking/booking.entity.js';
import { ReviewSchema } from '../../modules/review/review.entity.js';
import { TestimonialSchema } from '../../modules/testimonial/testimonial.entity.js';
import { AboutContentSchema } from '../../modules/about/about.entity.js';
import { MediaSchema } from '../../modules/media/media.entity.js';
import { PanditDocumentSchema } from '../../modules/verification/document.entity.js';
import { searchTextFor } from '../../modules/pandit/pandit.search.js';
import { readCeremonies } from '../../modules/ceremony/ceremony.catalog.js';
import { linkCeremoniesByName } from '../../modules/ceremony/ceremony.service.js';
import {
  BOOKING_STATUS_VALUES,
  TIER_VALUES,
  TIME_SLOTS,
  addDays,
  indiaToday,
  priceFor,
  type BookingStatusValue,
} from '@marketplace/schema/rules';
import { newMeetingLink } from '../../modules/booking/booking.rules.js';
import { avatarSvg, coverSvg } from '../../modules/media/svg.js';
import {
  BOOKING_NOTES,
  DEMO_ABOUT,
  DEMO_ABOUT_HI,
  DEMO_CUSTOMERS,
  DEMO_PACKAGES,
  DEMO_PANDITS,
  DEMO_REVIEW_COMMENTS,
  DEMO_TESTIMONIALS,
} from './demo-data.js';
import { at } from '../../indexed.js';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@demo.in', password: 'Admin@12345', name: 'Asha Verma (Admin)' },
  user: { email: 'user@demo.in', password: 'User@12345', name: 'Rahul Gupta' },
  pandit: { email: 'pandit@demo.in', password: 'Pandit@12345' },
} as const;

/** Deterministic pseudo-random numbers (mulberry32). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => at(list, Math.floor(next() * list.length), 'a pick from a non-empty list'),
    chance: (p: number) => next() < p,
    token: () =>
      Array.from({ length: 22 }, () => 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(next() * 57)]).join(
        '',
      ),
  };
}

function svgMedia(em: EntityManager, svg: string) {
  const data = Buffer.from(svg, 'utf8');
  const media = em.create(MediaSchema, { contentType: 'image/svg+xml', size: data.length, data });
  return `/media/${media.id}`;
}

/** An accepted government photo ID for a demo pandit: a private placeholder image, reviewed by the demo admin. */
function demoPhotoId(em: EntityManager, pandit: Pandit, owner: User, admin: User) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#eef"/><text x="20" y="100" font-size="20">Demo photo ID</text></svg>`;
  const data = Buffer.from(svg, 'utf8');
  const media = em.create(MediaSchema, { contentType: 'image/svg+xml', size: data.length, data, owner, private: true });
  const reviewedAt = new Date(owner.createdAt.getTime() + 86400000);
  em.create(PanditDocumentSchema, {
    pandit,
    media,
    kind: 'PHOTO_ID',
    nameOnDocument: pandit.name,
    nameMatches: true,
    status: 'ACCEPTED',
    reviewedBy: admin,
    reviewedAt,
    createdAt: owner.createdAt,
  });
}

/** Demo data: the three demo accounts, ~40 pandits, 12 packages, 8 testimonials, ~60 bookings, About. */
export async function seedDemo(em: EntityManager): Promise<void> {
  // The pandits' Hindi search text names their ceremonies: read the table first.
  await readCeremonies(em);
  const rnd = prng(20261122);
  const today = indiaToday();
  // Accounts other than the demo ones get an unusable random password.
  const lockedHash = await hashPassword(`locked-${Math.random()}-${Date.now()}`);
  const [adminHash, userHash, panditHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.user.password),
    hashPassword(DEMO_ACCOUNTS.pandit.password),
  ]);

  const admin = em.create(UserSchema, {
    name: DEMO_ACCOUNTS.admin.name,
    email: DEMO_ACCOUNTS.admin.email,
    phone: '9810000001',
    role: 'admin',
    passwordHash: adminHash,
  });
  const demoUser = em.create(UserSchema, {
    name: DEMO_ACCOUNTS.user.name,
    email: DEMO_ACCOUNTS.user.email,
    phone: '9810000002',
    role: 'user',
    passwordHash: userHash,
    avatar: svgMedia(em, avatarSvg(DEMO_ACCOUNTS.user.name)),
  });
  const customers: User[] = [demoUser];
  for (const c of DEMO_CUSTOMERS) {
    customers.push(
      em.create(UserSchema, { name: c.name, email: c.email, phone: c.phone, role: 'user', passwordHash: lockedHash }),
    );
  }

  const pandits: Pandit[] = [];
  const byKey = new Map<string, Pandit>();
  DEMO_PANDITS.forEach((d, i) => {
    const isDemo = i === 0;
    const approved = d.status === 'approved';
    const avatar = svgMedia(em, avatarSvg(d.name));
    const user = em.create(UserSchema, {
      name: d.name,
      email: isDemo ? DEMO_ACCOUNTS.pandit.email : d.email,
      phone: d.phone,
      role: approved ? 'pandit' : 'user',
      avatar,
      passwordHash: isDemo ? panditHash : lockedHash,
      createdAt: new Date(Date.now() - (400 - i * 7) * 86400000),
    });
    const pandit = em.create(PanditSchema, {
      user,
      name: d.name,
      email: user.email,
      phone: d.phone,
      whatsappNumber: d.phone,
      avatar,
      bio: d.bio,
      specializations: [...d.specializations],
      languages: [...d.languages],
      experience: d.experience,
      basicPrice: d.pricing.basic,
      premiumPrice: d.pricing.premium,
      deluxePrice: d.pricing.deluxe,
      virtualBasicPrice: d.virtualPoojaAvailable ? (d.pricing.virtualBasic ?? null) : null,
      virtualPremiumPrice: d.virtualPoojaAvailable ? (d.pricing.virtualPremium ?? null) : null,
      virtualDeluxePrice: d.virtualPoojaAvailable ? (d.pricing.virtualDeluxe ?? null) : null,
      virtualPoojaAvailable: d.virtualPoojaAvailable,
      availability: isDemo
        ? { weeklyHours: { '0': ['06:00', '07:00', '08:00', '09:00', '16:00', '17:00'] }, blockedDates: [] }
        : {},
      verified: d.verified,
      approved,
      registrationStatus: d.status,
      rejectionReason: d.status === 'rejected' ? (d.rejectionReason ?? null) : null,
      location: d.location,
      state: d.state,
      city: d.city,
      photos: [],
      searchText: searchTextFor({ ...d }),
      createdAt: user.createdAt,
    });
    pandits.push(pandit);
    byKey.set(d.key, pandit);
    // A listed demo pandit is ID verified (decision 0079): an accepted photo ID, a private placeholder image.
    if (approved && d.verified) demoPhotoId(em, pandit, user, admin);
  });

  const packages: Package[] = DEMO_PACKAGES.map((d) =>
    em.create(PackageSchema, {
      name: d.name,
      description: d.description,
      destination: d.destination,
      price: d.price,
      durationDays: d.durationDays,
      durationNights: d.durationNights,
      includes: [...d.includes],
      popular: d.popular,
      virtualAvailable: d.virtualAvailable,
      image: svgMedia(em, coverSvg(d.destination, d.hue)),
    }),
  );

  for (const t of DEMO_TESTIMONIALS) {
    const pandit = t.panditKey ? byKey.get(t.panditKey) : undefined;
    em.create(TestimonialSchema, {
      name: t.name,
      avatar: svgMedia(em, avatarSvg(t.name)),
      location: t.location,
      rating: t.rating,
      comment: t.comment,
      date: t.date,
      featured: t.featured,
      serviceName: t.serviceName ?? null,
      panditName: pandit?.name ?? null,
      pandit: pandit ?? null,
    });
  }

  em.create(AboutContentSchema, {
    id: 1,
    ...DEMO_ABOUT,
    values: [...DEMO_ABOUT.values],
    translations: { hi: { ...DEMO_ABOUT_HI, values: [...DEMO_ABOUT_HI.values] } },
    updatedBy: DEMO_ACCOUNTS.admin.name,
  });

  // Bookings: every status; completed ones in the past (most reviewed), open ones ahead.
  const listed = pandits.filter((p) => p.approved && p.verified);
  const demoPandit = pandits[0];
  const taken = new Set<string>();
  const reviewsByPandit = new Map<Pandit, number[]>();
  let reviewIndex = 0;
  const plan: Array<{ user: User; pandit?: Pandit; pkg?: Package; status: BookingStatusValue }> = [];
  // The demo user: two of each status, one package booking; the demo pandit: pending requests.
  for (const status of BOOKING_STATUS_VALUES) {
    plan.push({ user: demoUser, pandit: status === 'completed' ? demoPandit : rnd.pick(listed), status });
    plan.push({ user: demoUser, pandit: rnd.pick(listed), status });
  }
  plan.push({ user: demoUser, pkg: packages[0], status: 'confirmed' });
  for (let i = 0; i < 4; i++)
    plan.push({ user: rnd.pick(customers.slice(1)), pandit: demoPandit, status: i < 2 ? 'pending' : 'confirmed' });
  for (let i = 0; i < 3; i++) plan.push({ user: rnd.pick(customers.slice(1)), pandit: demoPandit, status: 'completed' });
  while (plan.length < 60) {
    const status = at(BOOKING_STATUS_VALUES, plan.length % BOOKING_STATUS_VALUES.length);
    const pkg = plan.length % 9 === 0 ? rnd.pick(packages) : undefined;
    plan.push({ user: rnd.pick(customers.slice(1)), pandit: pkg ? undefined : rnd.pick(listed), pkg, status });
  }

  plan.forEach((b, i) => {
    const past = b.status === 'completed' || (b.status === 'cancelled' && i % 2 === 0);
    let date = '';
    let time = '';
    for (let attempt = 0; attempt < 50; attempt++) {
      date = addDays(today, past ? -rnd.int(3, 150) : rnd.int(3, 45));
      time = rnd.pick(TIME_SLOTS);
      const key = `${b.pandit?.id}|${date}|${time}`;
      if (!b.pandit || b.status === 'cancelled' || !taken.has(key)) {
        if (b.pandit && b.status !== 'cancelled') taken.add(key);
        break;
      }
    }
    const tier = rnd.pick(TIER_VALUES);
    const isVirtual = Boolean(b.pandit?.virtualPoojaAvailable) && i % 3 === 0;
    const amount = b.pkg ? b.pkg.price : priceFor(pricingOf(b.pandit!), tier, isVirtual);
    const booking = em.create(BookingSchema, {
      user: b.user,
      pandit: b.pandit ?? null,
      package: b.pkg ?? null,
      date,
      time,
      location: isVirtual ? '' : `${b.pandit?.city ?? b.pkg?.destination ?? ''}${b.pandit ? `, ${b.pandit.state}` : ''}`,
      notes: i % 2 === 0 ? BOOKING_NOTES[i % BOOKING_NOTES.length] : '',
      tier: b.pkg ? 'basic' : tier,
      isVirtual,
      totalAmount: amount,
      status: b.status,
      paymentStatus:
        b.status === 'completed'
          ? 'paid'
          : b.status === 'cancelled' && i % 3 === 0
            ? 'refunded'
            : b.status === 'confirmed' && i % 2 === 0
              ? 'paid'
              : 'pending',
      meetingLink: isVirtual ? newMeetingLink(rnd.token()) : null,
      cancellationReason: b.status === 'cancelled' ? 'Plans changed' : null,
      // A pending request was sent minutes ago: its pandit has the response window to answer (the guarantee's sweep
      // would otherwise offer every demo request to substitutes at the first start).
      createdAt: new Date(Date.now() - (b.status === 'pending' ? (60 - i) * 60_000 : (60 - i) * 3600_000 * 20)),
    });
    // Reviews on completed pandit bookings, except the demo user's first one (left to review).
    const reviewable = b.status === 'completed' && b.pandit && !(b.user === demoUser && i === 4);
    if (reviewable) {
      const r = at(DEMO_REVIEW_COMMENTS, reviewIndex++ % DEMO_REVIEW_COMMENTS.length);
      em.create(ReviewSchema, { booking, user: b.user, pandit: b.pandit!, rating: r.rating, comment: r.comment });
      reviewsByPandit.set(b.pandit!, [...(reviewsByPandit.get(b.pandit!) ?? []), r.rating]);
    }
  });

  for (const [pandit, ratings] of reviewsByPandit) {
    pandit.reviewCount = ratings.length;
    pandit.rating = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
  }
  // Listed pandits nobody has reviewed yet keep a rating of 0 (shown as 'New').
  await em.flush();
  await linkCeremoniesByName(em);
}
