import sharp from 'sharp';
import { hashPassword } from '../src/auth/passwords.js';
import { UserSchema } from '../src/modules/account/user.entity.js';
import { PackageSchema } from '../src/modules/package/package.entity.js';
import { PanditSchema, pricingOf } from '../src/modules/pandit/pandit.entity.js';
import {
  BookingSchema,
  type BookingStatusValue,
  type PaymentStatusValue,
  type TierValue,
} from '../src/modules/booking/booking.entity.js';
import { newMeetingLink, priceFor } from '../src/modules/booking/booking.rules.js';
import type { TestServer } from './harness.js';

/**
 * Test fixtures that say what world a test needs, in the spirit of Cal.com's bookingScenario:
 *
 *   const sc = scenario(s);
 *   const customer = await sc.customer();
 *   const pandit = await sc.pandit({ virtual: true, availability: { weeklyHours: [{ weekday: 0, slots: ['06:00'] }] } });
 *   const booking = await sc.booking({ customer, pandit, date, time: '10:00', status: 'completed' });
 *
 * Accounts, applications, approvals, availability and reviews go through the real HTTP API (so every
 * rule and side effect applies); bookings in any state and on any date, and packages (no admin API yet),
 * are written as ORM entities. Nothing depends on the demo seed: start the server with `seed: false`.
 */

export interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

export interface Pricing {
  basic: number;
  premium: number;
  deluxe: number;
  virtualBasic: number | null;
  virtualPremium: number | null;
  virtualDeluxe: number | null;
}

export interface PanditFixture {
  /** The pandit profile's id (`Pandit.id`, what bookings and queries take). */
  id: string;
  name: string;
  /** The pandit's account; `account.token` acts as the pandit. */
  account: Account;
  pricing: Pricing;
  virtualPoojaAvailable: boolean;
}

export interface PackageFixture {
  id: string;
  name: string;
  price: number;
  virtualAvailable: boolean;
}

export interface PanditOptions {
  name?: string;
  state?: string;
  city?: string;
  location?: string;
  specializations?: string[];
  languages?: string[];
  experience?: number;
  /** Offers virtual poojas (with virtual prices); default false. */
  virtual?: boolean;
  pricing?: Partial<Pricing>;
  /** Weekly hours (weekday 0 = Sunday) and blocked dates, set by the pandit through setMyAvailability. */
  availability?: { weeklyHours?: Array<{ weekday: number; slots: string[] }>; blockedDates?: string[] };
  /** 'approved' (default: approved and verified, listed), or an application left 'pending' or 'rejected'. */
  status?: 'approved' | 'pending' | 'rejected';
}

export interface BookingOptions {
  customer: Pick<Account, 'id'>;
  pandit?: Pick<PanditFixture, 'id'>;
  package?: Pick<PackageFixture, 'id'>;
  date: string;
  time?: string;
  status?: BookingStatusValue;
  paymentStatus?: PaymentStatusValue;
  tier?: TierValue;
  isVirtual?: boolean;
  location?: string;
  /** The devotee asked for this pandit only (no substitute when he does not answer or declines); default false. */
  onlyThisPandit?: boolean;
}

const DEFAULT_PRICING = { basic: 2100, premium: 3100, deluxe: 5100 };
const DEFAULT_VIRTUAL_PRICING = { virtualBasic: 1100, virtualPremium: 2100, virtualDeluxe: 3100 };
const PASSWORD = 'Scenario@123';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const admins = new WeakMap<TestServer, Promise<Account>>();

export function scenario(s: TestServer) {
  async function gql<T = any>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const r = await s.gql<T>(query, variables, token);
    if (r.errors?.length || !r.data) throw new Error(`scenario: ${JSON.stringify(r.errors)}`);
    return r.data;
  }

  async function login(email: string, password: string): Promise<string> {
    const r = await s.rest('POST', '/api/auth/login', { email, password });
    if (r.status !== 200) throw new Error(`scenario: login failed for ${email}: ${JSON.stringify(r.body)}`);
    return r.body.data.token;
  }

  const sc = {
    /** An administrator of this server (one per server). There is no sign-up for admins: the account is an entity. */
    admin(): Promise<Account> {
      let admin = admins.get(s);
      if (!admin) {
        admin = (async () => {
          const em = s.db.orm.em.fork();
          const email = `admin.${unique()}@scenario.test`;
          const user = em.create(UserSchema, {
            name: 'Scenario Admin',
            email,
            role: 'admin',
            passwordHash: await hashPassword(PASSWORD),
          });
          await em.flush();
          return { id: user.id, name: user.name, email, password: PASSWORD, token: await login(email, PASSWORD) };
        })();
        admins.set(s, admin);
      }
      return admin;
    },

    /** A devotee account, signed up over HTTP. */
    async customer(name = 'Scenario Devotee'): Promise<Account> {
      const u = await s.newUser(name);
      return { ...u, name };
    },

    /** A pandit: an account that applied through the join flow and (by default) was approved, so listed and verified. */
    async pandit(options: PanditOptions = {}): Promise<PanditFixture> {
      const name = options.name ?? `Pt. Scenario ${unique()}`;
      const account = await sc.customer(name);
      const virtual = options.virtual ?? false;
      const pricing: Pricing = {
        ...DEFAULT_PRICING,
        ...(virtual ? DEFAULT_VIRTUAL_PRICING : { virtualBasic: null, virtualPremium: null, virtualDeluxe: null }),
        ...options.pricing,
      };
      const applied = await gql(
        'mutation($i: PanditApplicationInput!) { applyAsPandit(input: $i) { id } }',
        {
          i: {
            name,
            email: account.email,
            phone: '9812345678',
            state: options.state ?? 'Uttar Pradesh',
            city: options.city ?? 'Varanasi',
            location: options.location ?? 'Assi Ghat, Varanasi',
            bio: 'Vedic priest performing family ceremonies.',
            experience: options.experience ?? 12,
            specializations: options.specializations ?? ['Griha Pravesh'],
            languages: options.languages ?? ['Hindi'],
            pricing: virtual ? pricing : { basic: pricing.basic, premium: pricing.premium, deluxe: pricing.deluxe },
            virtualPoojaAvailable: virtual,
          },
        },
        account.token,
      );
      const id: string = applied.applyAsPandit.id;
      const status = options.status ?? 'approved';
      const admin = status === 'pending' ? null : await sc.admin();
      if (status === 'approved') await gql('mutation($id: ID!) { approvePandit(id: $id) { id } }', { id }, admin!.token);
      if (status === 'rejected') {
        await gql(
          'mutation($id: ID!) { rejectPandit(id: $id, reason: "Documents could not be verified") { id } }',
          { id },
          admin!.token,
        );
      }
      if (options.availability) {
        const input = {
          weeklyHours: options.availability.weeklyHours ?? [],
          blockedDates: options.availability.blockedDates ?? [],
        };
        await gql(
          'mutation($input: SetAvailabilityInput!) { setMyAvailability(input: $input) { id } }',
          { input },
          account.token,
        );
      }
      return { id, name, account, pricing, virtualPoojaAvailable: virtual };
    },

    /** A pilgrimage package (an entity: packages have no admin API yet). */
    async package(
      options: { name?: string; price?: number; virtualAvailable?: boolean; destination?: string } = {},
    ): Promise<PackageFixture> {
      const em = s.db.orm.em.fork();
      const pkg = em.create(PackageSchema, {
        name: options.name ?? `Scenario Yatra ${unique()}`,
        destination: options.destination ?? 'Haridwar',
        price: options.price ?? 15000,
        durationDays: 3,
        durationNights: 2,
        includes: ['Stay', 'Puja samagri'],
        virtualAvailable: options.virtualAvailable ?? false,
      });
      await em.flush();
      return { id: pkg.id, name: pkg.name, price: pkg.price, virtualAvailable: pkg.virtualAvailable };
    },

    /**
     * A booking in any state, on any date (past ones included), written as an entity at the server's price.
     * Use the API instead when the booking's creation is what the test is about.
     */
    async booking(options: BookingOptions): Promise<{ id: string; totalAmount: number; meetingLink: string | null }> {
      const em = s.db.orm.em.fork();
      const tier = options.tier ?? 'basic';
      const isVirtual = options.isVirtual ?? false;
      const pandit = options.pandit ? await em.findOneOrFail(PanditSchema, { id: options.pandit.id }) : null;
      const pkg = options.package ? await em.findOneOrFail(PackageSchema, { id: options.package.id }) : null;
      if (!pandit === !pkg) throw new Error('scenario: a booking needs a pandit or a package');
      const status = options.status ?? 'pending';
      const booking = em.create(BookingSchema, {
        user: em.getReference(UserSchema, options.customer.id),
        pandit,
        package: pkg,
        date: options.date,
        time: options.time ?? '10:00',
        location: options.location ?? (isVirtual ? '' : 'Varanasi'),
        tier: pkg ? 'basic' : tier,
        isVirtual,
        totalAmount: pkg ? pkg.price : priceFor(pricingOf(pandit!), tier, isVirtual),
        status,
        paymentStatus: options.paymentStatus ?? (status === 'completed' ? 'paid' : 'pending'),
        meetingLink: isVirtual ? newMeetingLink() : null,
        cancellationReason: status === 'cancelled' ? 'Plans changed' : null,
        onlyThisPandit: options.onlyThisPandit ?? false,
      });
      await em.flush();
      return { id: booking.id, totalAmount: booking.totalAmount, meetingLink: booking.meetingLink ?? null };
    },

    /** The customer's review of a completed booking, through the API (the pandit's rating follows). */
    async review(customer: Pick<Account, 'token'>, booking: { id: string }, rating = 5, comment = 'A beautiful ceremony.') {
      const data = await gql(
        'mutation($input: CreateReviewInput!) { createReview(input: $input) { id } }',
        { input: { bookingId: booking.id, rating, comment } },
        customer.token,
      );
      return { id: data.createReview.id as string };
    },

    /**
     * The pandit (`token`) completes a booking as the app does (POST /api/bookings/:id/proof) with a photo taken at
     * `takenAt` (its EXIF, India time); the answer in GraphQL's shape (`errors[0].extensions` from the REST error).
     */
    async completeWithProof(bookingId: string, token: string, takenAt: Date): Promise<{ data?: any; errors?: any[] }> {
      const r = await s.rest('POST', `/api/bookings/${bookingId}/proof`, proofForm(await proofPhoto(takenAt)), token);
      if (r.status < 300) return { data: { r: r.body.data } };
      return { errors: [{ message: r.body.message, extensions: { code: r.body.code, reason: r.body.reason } }] };
    },
  };
  return sc;
}

/** A JPEG whose EXIF says it was taken at `at` (India wall clock, no offset: the server's default zone). */
export function proofPhoto(at: Date): Promise<Buffer> {
  const wall = new Date(at.getTime() + 330 * 60_000).toISOString();
  const exifTime = `${wall.slice(0, 10).replaceAll('-', ':')} ${wall.slice(11, 19)}`;
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 250, g: 160, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD2: { DateTimeOriginal: exifTime } })
    .toBuffer();
}

/** A multipart body with proof photos (and a join time). */
export function proofForm(photo?: Buffer, joinedAt?: string): FormData {
  const form = new FormData();
  if (joinedAt) form.append('joinedAt', joinedAt);
  if (photo) form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'ceremony.jpg');
  return form;
}
