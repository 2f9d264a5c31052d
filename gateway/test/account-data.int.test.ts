import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION, RETENTION_DAYS } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type PanditFixture } from './scenario.js';
import { addDays, indiaToday } from '../src/modules/booking/booking.rules.js';
import { loadConfig } from '../src/config.js';
import { MessageWorker } from '../src/modules/messages/outbox.js';
import { registerRetention } from '../src/modules/privacy/retention.js';

/**
 * A person's data (issue #35 item 4, decision 0069): the consent log and a withdrawal that stops texts; the download
 * compared with everything created for the person; deletion with its grace (cancel within it; after it, a scan of every
 * text and JSON column of every table for the person's name, e-mail and phone); the retention of ended tokens, old
 * message texts and declined applications' photos; the guardian rule of a child's sankalp. The worker's rounds run
 * here with a clock moved forward (drain({ now })).
 */
let s: TestServer;
let sc: ReturnType<typeof scenario>;
let worker: MessageWorker;
let pandit: PanditFixture;
let mundanId: string;
let grihaId: string;
const env = { UPI_VPA: 'temple.trust@okaxis', UPI_PAYEE_NAME: 'Shri Mandir Seva Trust', MESSAGES_POLL_MS: '0' };
const DAY = 86_400_000;
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const r = await s.gql<T>(query, variables, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

async function login(email: string, password: string): Promise<string> {
  const r = await s.rest('POST', '/api/auth/login', { email, password });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.token as string;
}

const PASSWORD = 'Devotee@123';
let counter = 0;
const REGISTER = `mutation($i: RegisterInput!) { register(input: $i) { token user { id } } }`;
/** A person with a name, e-mail and phone found nowhere else in the database. */
async function person(opts: { sms?: boolean; marketing?: boolean } = {}) {
  const tag = `${Date.now().toString(36)}${++counter}`;
  const who = {
    name: `Erasable Devotee ${tag}`,
    email: `erasable.${tag}@example.in`,
    phone: `9${String(randomInt(100_000_000, 999_999_999))}`,
  };
  const r = await ok(REGISTER, {
    i: { ...who, password: PASSWORD, smsOptIn: opts.sms ?? false, marketingOptIn: opts.marketing ?? false },
  });
  return { ...who, id: r.register.user.id as string, token: r.register.token as string };
}

let day = 3;
const BOOK = 'mutation($i: CreateBookingInput!) { createBooking(input: $i) { id } }';
async function confirmedBooking(token: string, extra: Record<string, unknown> = {}) {
  const b = await ok(
    BOOK,
    { i: { panditId: pandit.id, date: addDays(indiaToday(), day++), time: '10:00', location: 'Assi Ghat, Varanasi', ...extra } },
    token,
  );
  await ok('mutation($id: ID!) { confirmBooking(id: $id) { id } }', { id: b.createBooking.id }, pandit.account.token);
  return b.createBooking.id as string;
}

/**
 * A round of the worker by a clock moved forward: the retention job removes every session ended by then, so the
 * pandit and the admin sign in again afterwards.
 */
async function drainAt(now: Date) {
  await worker.drain({ now });
  pandit.account.token = await login(pandit.account.email, pandit.account.password);
  const admin = await sc.admin();
  admin.token = await login(admin.email, admin.password);
}

/** Every (table, column, row count) of a text, character or JSON column in which `needle` occurs. */
async function scan(needle: string): Promise<string[]> {
  const columns = await sql(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name: t, column_name: c } of columns) {
    const [row] = await sql(`select count(*)::int as n from "${t}" where "${c}"::text ilike ?`, [`%${needle}%`]);
    if (row.n > 0) found.push(`${t}.${c}`);
  }
  return found;
}

beforeAll(async () => {
  s = await startTestServer({ seed: false, env });
  sc = scenario(s);
  worker = registerRetention(new MessageWorker(s.db.orm, loadConfig({ ...process.env, ...env }).messages));
  pandit = await sc.pandit({
    name: `Pt. Privacy ${Date.now().toString(36)}`,
    specializations: ['Mundan Sanskar', 'Griha Pravesh'],
  });
  const ceremonies = await sql(`select id, slug from ceremonies where slug in ('mundan-sanskar', 'griha-pravesh')`);
  mundanId = ceremonies.find((c) => c.slug === 'mundan-sanskar').id;
  grihaId = ceremonies.find((c) => c.slug === 'griha-pravesh').id;
});
afterAll(async () => {
  await worker?.stop();
  worker?.close();
  await s?.close();
});

describe('consents', () => {
  it('each grant and withdrawal is logged with its wording; a withdrawn SMS consent stops the texts', async () => {
    const p = await person({ sms: true });
    const first = await confirmedBooking(p.token);
    await worker.drain();
    const texts = (bookingId: string) =>
      sql(
        `select m.status from messages m join message_events e on e.id = m.event_id
          where e.booking_id = ? and m.channel = 'sms' and m.recipient_user_id = ?`,
        [bookingId, p.id],
      );
    expect((await texts(first)).length).toBeGreaterThan(0);

    const changed = await ok(
      'mutation { setMessageChannels(input: { sms: false, marketing: true }) { id messageConsent { smsSince marketingSince } } }',
      {},
      p.token,
    );
    expect(changed.setMessageChannels.messageConsent.smsSince).toBeNull();
    expect(changed.setMessageChannels.messageConsent.marketingSince).not.toBeNull();
    // Asking again changes nothing and logs nothing.
    await ok('mutation { setMessageChannels(input: { sms: false, marketing: true }) { id } }', {}, p.token);
    const log = await sql(`select kind, granted, wording_version, source from consent_log where user_id = ? order by at, kind`, [
      p.id,
    ]);
    expect(log).toEqual([
      { kind: 'sms', granted: true, wording_version: CONSENT_VERSION.sms, source: 'signup' },
      { kind: 'marketing', granted: true, wording_version: CONSENT_VERSION.marketing, source: 'profile' },
      { kind: 'sms', granted: false, wording_version: CONSENT_VERSION.sms, source: 'profile' },
    ]);

    const second = await confirmedBooking(p.token);
    await worker.drain();
    expect(await texts(second)).toEqual([]);
    // The e-mail still goes.
    const [email] = await sql(
      `select count(*)::int as n from messages m join message_events e on e.id = m.event_id
        where e.booking_id = ? and m.channel = 'email' and m.recipient_user_id = ?`,
      [second, p.id],
    );
    expect(email.n).toBeGreaterThan(0);
  });
});

describe('download my data', () => {
  it('holds everything created for the person, never a hash or another person’s contact details', async () => {
    const p = await person({ sms: true });
    const other = await person();
    const sankalp = { familyNames: ['Baby Aarav'], gotra: 'Kashyap', guardianConfirmed: true };
    const booked = await confirmedBooking(p.token, { ceremonyId: mundanId, sankalp, notes: 'Gate code 4411' });
    const paid = await ok(
      'mutation($b: ID!) { submitUpiPayment(bookingId: $b, utr: "500000000777") { id } }',
      { b: booked },
      p.token,
    );
    const past = await sc.booking({ customer: p, pandit, date: addDays(indiaToday(), -3), status: 'completed' });
    const review = await sc.review(p, past, 4, 'Kind and on time.');
    await confirmedBooking(other.token);
    await worker.drain();

    const { myData: data } = await ok('{ myData }', {}, p.token);
    expect(data.account).toMatchObject({ id: p.id, name: p.name, email: p.email, phone: p.phone });
    expect(data.bookingsAsCustomer.map((b: any) => b.id).sort()).toEqual([booked, past.id].sort());
    expect(data.bookingsAsCustomer.find((b: any) => b.id === booked)).toMatchObject({
      notes: 'Gate code 4411',
      ceremony: 'mundan-sanskar',
      sankalp: { familyNames: ['Baby Aarav'], gotra: 'Kashyap' },
    });
    expect(data.payments.map((x: any) => x.id)).toEqual([paid.submitUpiPayment.id]);
    expect(data.reviews.map((x: any) => x.id)).toEqual([review.id]);
    const [messages] = await sql(`select count(*)::int as n from messages where recipient_user_id = ?`, [p.id]);
    expect(messages.n).toBeGreaterThan(0);
    expect(data.messages).toHaveLength(messages.n);
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'sms', granted: true, source: 'signup' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.bookingsAsPandit).toEqual([]);
    expect(data.panditApplication).toBeNull();
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password|token_hash|\$argon2/i);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.name);

    // The pandit's download: his bookings with what he already sees, never the customers' e-mail or phone.
    const { myData: his } = await ok('{ myData }', {}, pandit.account.token);
    expect(his.panditApplication).toMatchObject({ id: pandit.id, name: pandit.name });
    expect(his.bookingsAsPandit.map((b: any) => b.id)).toEqual(expect.arrayContaining([booked, past.id]));
    expect(his.reviewsReceived.map((r: any) => r.id)).toContain(review.id);
    const histext = JSON.stringify(his);
    for (const secret of [p.email, p.phone, other.email, 'password', 'token_hash']) expect(histext).not.toContain(secret);

    // REST: a file to save, never cached.
    const r = await s.rest('GET', '/api/account/data', undefined, p.token);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(r.body.data.account.email).toBe(p.email);
    expect((await s.rest('GET', '/api/account/data')).status).toBe(401);
    const visitor = await s.gql('{ myData }', {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the guardian rule', () => {
  it('a child samskara’s sankalp needs the parent’s or guardian’s confirmation; other ceremonies do not', async () => {
    const p = await person();
    const base = { panditId: pandit.id, time: '11:00', location: 'Assi Ghat, Varanasi' };
    const refused = await s.gql(
      BOOK,
      {
        i: {
          ...base,
          date: addDays(indiaToday(), day++),
          ceremonyId: mundanId,
          sankalp: { familyNames: ['Baby Aarav'], gotra: 'Kashyap' },
        },
      },
      p.token,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldKeys: { 'input.sankalp.guardianConfirmed': 'sankalp.guardianRequired' },
    });
    const unticked = await s.gql(
      BOOK,
      {
        i: {
          ...base,
          date: addDays(indiaToday(), day++),
          ceremonyId: mundanId,
          sankalp: { familyNames: ['Baby Aarav'], gotra: 'Kashyap', guardianConfirmed: false },
        },
      },
      p.token,
    );
    expect(unticked.errors?.[0]?.extensions?.fieldKeys).toEqual({
      'input.sankalp.guardianConfirmed': 'sankalp.guardianRequired',
    });
    await ok(
      BOOK,
      {
        i: {
          ...base,
          date: addDays(indiaToday(), day++),
          ceremonyId: mundanId,
          sankalp: { familyNames: ['Baby Aarav'], gotra: 'Kashyap', guardianConfirmed: true },
        },
      },
      p.token,
    );
    await ok(
      BOOK,
      {
        i: {
          ...base,
          date: addDays(indiaToday(), day++),
          ceremonyId: grihaId,
          sankalp: { familyNames: ['Asha Verma'], gotra: 'Kashyap' },
        },
      },
      p.token,
    );
  });
});

describe('deletion', () => {
  const ME = '{ me { id name deletionRequestedAt deletionDueAt } }';

  it('is refused while a booking is ahead, ends every session at once, and is cancelled within the grace', async () => {
    const p = await person();
    const booked = await confirmedBooking(p.token);
    const refused = await s.gql('mutation { requestAccountDeletion { id } }', {}, p.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldKeys: { deletion: 'privacy.activeBookings' },
    });
    await ok('mutation($id: ID!) { cancelBooking(id: $id, reason: "Plans changed") { id } }', { id: booked }, p.token);

    const before = Date.now();
    const asked = await ok('mutation { requestAccountDeletion { id deletionRequestedAt deletionDueAt } }', {}, p.token);
    const requestedAt = new Date(asked.requestAccountDeletion.deletionRequestedAt).getTime();
    expect(requestedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(asked.requestAccountDeletion.deletionDueAt).getTime()).toBe(requestedAt + RETENTION_DAYS.deletionGrace * DAY);
    expect((await s.gql(ME, {}, p.token)).data?.me ?? null).toBeNull();

    const again = await login(p.email, PASSWORD);
    expect((await ok(ME, {}, again)).me.deletionRequestedAt).not.toBeNull();
    const cancelled = await ok('mutation { cancelAccountDeletion { id deletionRequestedAt deletionDueAt } }', {}, again);
    expect(cancelled.cancelAccountDeletion).toMatchObject({ deletionRequestedAt: null, deletionDueAt: null });
    await drainAt(new Date(Date.now() + (RETENTION_DAYS.deletionGrace + 1) * DAY));
    const [row] = await sql(`select name, email, erased_at from users where id = ?`, [p.id]);
    expect(row).toMatchObject({ name: p.name, email: p.email, erased_at: null });
  });

  it('after the grace, erases the person everywhere and keeps the payments without name, e-mail or phone', async () => {
    const p = await person({ sms: true, marketing: true });
    // A paid booking, cancelled (its refund owed), with a child's sankalp and notes; a completed one with a review.
    const booked = await confirmedBooking(p.token, {
      ceremonyId: mundanId,
      sankalp: { familyNames: [`${p.name} Junior`], gotra: 'Kashyap', guardianConfirmed: true },
      notes: `Call ${p.phone} at the gate`,
    });
    const paid = await ok(
      'mutation($b: ID!) { submitUpiPayment(bookingId: $b, utr: "500000000888") { id } }',
      { b: booked },
      p.token,
    );
    const admin = await sc.admin();
    await ok('mutation($id: ID!) { verifyPayment(id: $id) { id } }', { id: paid.submitUpiPayment.id }, admin.token);
    await ok('mutation($id: ID!) { cancelBooking(id: $id, reason: "Plans changed") { id } }', { id: booked }, p.token);
    const past = await sc.booking({ customer: p, pandit, date: addDays(indiaToday(), -5), status: 'completed' });
    await sc.review(p, past, 5, 'A beautiful ceremony.');
    await ok(
      'mutation($i: PanditRequestInput!) { requestPandit(input: $i) }',
      { i: { name: p.name, phone: p.phone, ceremony: 'Mundan', city: 'Varanasi' } },
      p.token,
    );
    await worker.drain();
    for (const needle of [p.name, p.email, p.phone]) expect((await scan(needle)).length).toBeGreaterThan(0);

    await ok('mutation { requestAccountDeletion { id } }', {}, p.token);
    // Within the grace nothing is erased.
    await drainAt(new Date(Date.now() + (RETENTION_DAYS.deletionGrace - 1) * DAY));
    expect((await sql(`select erased_at from users where id = ?`, [p.id]))[0].erased_at).toBeNull();

    await drainAt(new Date(Date.now() + (RETENTION_DAYS.deletionGrace + 1) * DAY));
    for (const needle of [p.name, p.email, p.phone]) expect(await scan(needle), needle).toEqual([]);
    // Kept, without the person: the account row (for the bookings' and payments' keys), bookings, payments, refunds.
    const [user] = await sql(`select name, phone, avatar, erased_at from users where id = ?`, [p.id]);
    expect(user).toMatchObject({ name: 'Deleted account', phone: null, avatar: null });
    expect(user.erased_at).not.toBeNull();
    const bookings = await sql(`select id, location, notes, sankalp, total_amount from bookings where user_id = ? order by id`, [
      p.id,
    ]);
    expect(bookings.map((b) => b.id).sort()).toEqual([booked, past.id].sort());
    for (const b of bookings) expect(b).toMatchObject({ location: '', notes: '', sankalp: null });
    expect(await sql(`select id from payments where booking_id = ?`, [booked])).toHaveLength(1);
    expect(await sql(`select id from refunds where booking_id = ?`, [booked])).toHaveLength(1);
    expect(await sql(`select id from reviews where user_id = ?`, [p.id])).toHaveLength(1);
    // The consents are withdrawn in the log; the person cannot sign in.
    const withdrawn = await sql(`select kind from consent_log where user_id = ? and source = 'erasure' order by kind`, [p.id]);
    expect(withdrawn.map((r) => r.kind)).toEqual(['marketing', 'sms']);
    expect((await s.rest('POST', '/api/auth/login', { email: p.email, password: PASSWORD })).status).toBe(401);
  });
});

describe('retention', () => {
  it('removes ended sessions and reset links, old message texts and a declined application’s photos and documents', async () => {
    const p = await person();
    const at = Date.now();
    const long = new Date(at + (RETENTION_DAYS.messageBody + 2) * DAY);
    // A sent message, a declined application with a stored photo, an ended reset link.
    const [message] = await sql(
      `select id from messages where status = 'sent' and body_text <> '' and sent_at is not null order by sent_at limit 1`,
    );
    expect(message).toBeDefined();
    const declined = await sc.pandit({ name: `Pt. Declined ${Date.now().toString(36)}`, status: 'rejected' });
    const mediaId = randomUUID();
    await sql(
      `insert into media (id, content_type, size, data, owner_id, created_at) values (?, 'image/png', 1, '\\x00', ?, now())`,
      [mediaId, declined.account.id],
    );
    await sql(`update pandits set photos = ? where id = ?`, [`{/media/${mediaId}}`, declined.id]);
    // Its identity document: a row with a private image.
    const documentMedia = randomUUID();
    await sql(
      `insert into media (id, content_type, size, data, owner_id, created_at) values (?, 'image/png', 1, '\\x00', ?, now())`,
      [documentMedia, declined.account.id],
    );
    const documentId = randomUUID();
    await sql(
      `insert into pandit_documents (id, pandit_id, media_id, kind, status, created_at) values (?, ?, ?, 'PHOTO_ID', 'REJECTED', now())`,
      [documentId, declined.id, documentMedia],
    );
    expect(await sql(`select id from sessions where user_id = ?`, [p.id])).toHaveLength(1);
    await sql(
      `insert into password_resets (id, user_id, token_hash, created_at, expires_at, used_at) values (?, ?, ?, now(), now() + interval '1 hour', null)`,
      [randomUUID(), p.id, randomUUID().replace(/-/g, '').padEnd(64, '0')],
    );

    // Before the periods: nothing goes (besides what has already ended).
    await drainAt(new Date(at + (RETENTION_DAYS.declinedApplication - 1) * DAY));
    expect(await sql(`select id from media where id = ?`, [mediaId])).toHaveLength(1);
    expect(await sql(`select id from pandit_documents where id = ?`, [documentId])).toHaveLength(1);

    await drainAt(long);
    expect(await sql(`select id from media where id = ?`, [mediaId])).toEqual([]);
    expect((await sql(`select photos from pandits where id = ?`, [declined.id]))[0].photos).toEqual([]);
    expect(await sql(`select id from pandit_documents where pandit_id = ?`, [declined.id])).toEqual([]);
    expect(await sql(`select id from media where id = ?`, [documentMedia])).toEqual([]);
    const [kept] = await sql(`select subject, body_text, body_html, status from messages where id = ?`, [message.id]);
    expect(kept).toMatchObject({ subject: '', body_text: '', body_html: null, status: 'sent' });
    expect(await sql(`select id from password_resets where user_id = ?`, [p.id])).toEqual([]);
    // The person's session ended by then (the clock is past its expiry): removed with its refresh tokens.
    expect(await sql(`select id from sessions where user_id = ?`, [p.id])).toEqual([]);
  });
});
