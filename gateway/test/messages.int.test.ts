import { startInstant } from '@marketplace/schema/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type PanditFixture } from './scenario.js';
import { startSmtp, type TestSmtp } from './smtp.js';
import { loadConfig } from '../src/config.js';
import { MessageWorker, recordReminders } from '../src/modules/messages/outbox.js';
import { resetPassword } from '../src/modules/messages/password-reset.service.js';
import { addDays, indiaToday } from '../src/modules/booking/booking.rules.js';
import { bookingReference, refundArrivesBy } from '@marketplace/schema/rules';
import { at, first, known } from '../src/indexed.js';

/** Polls until the expectation holds (what the catcher receives arrives asynchronously). */
const eventually = <T>(fn: () => T, message: string) => expect.poll(fn, { timeout: 15_000, interval: 50, message });

/**
 * Messages with real parts: a real SMTP server receives what the delivery worker sends for each event, in the
 * recipient's language; a worker stopped mid-way and a new one on the same database send nothing twice; a
 * failing relay is retried with backoff, then the message fails and an admin resends it. Forgot password end
 * to end. The test server's own worker does not poll (MESSAGES_POLL_MS=0): the test runs delivery rounds
 * itself, with its own clock, so nothing waits on time.
 */
let s: TestServer;
let smtp: TestSmtp;
let sc: ReturnType<typeof scenario>;
let env: Record<string, string>;
let worker: MessageWorker;
let admin: Account;
let pandit: PanditFixture;
let devotee: Account; // English
let bhakt: Account; // Hindi
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);
const newWorker = () => new MessageWorker(s.db.orm, loadConfig({ ...process.env, ...env }).messages);

async function ok<T = any>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const r = await s.gql<T>(query, variables, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

const BOOK = 'mutation($i: CreateBookingInput!) { createBooking(input: $i) { id } }';
let day = 3;
// "Only this pandit": a decline is a decline (another pandit of the test could be offered it otherwise: guarantee.int).
const book = async (who: Account) =>
  (
    await ok(
      BOOK,
      {
        i: {
          panditId: pandit.id,
          date: addDays(indiaToday(), day++),
          time: '10:00',
          location: 'Assi Ghat, Varanasi',
          onlyThisPandit: true,
        },
      },
      who.token,
    )
  ).createBooking.id as string;

/** The mails delivered by one round of the worker. */
async function deliver(w: MessageWorker = worker, options: Parameters<MessageWorker['drain']>[0] = {}) {
  const before = smtp.mails.length;
  await w.drain(options);
  return smtp.mails.slice(before);
}

beforeAll(async () => {
  smtp = await startSmtp();
  env = {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'PanditConnect <bookings@panditconnect.test>',
    PUBLIC_URL: 'https://panditconnect.test',
    MESSAGES_POLL_MS: '0',
    MESSAGES_MAX_ATTEMPTS: '3',
    MESSAGES_RETRY_BASE_MS: '60000',
  };
  s = await startTestServer({ seed: false, env });
  sc = scenario(s);
  worker = newWorker();
  admin = await sc.admin();
  pandit = await sc.pandit({ name: 'Pt. Mail Sharma' });
  devotee = await sc.customer('Mail Devotee');
  bhakt = await sc.customer('Hindi Bhakt');
  const set = await ok('mutation { setPreferredLanguage(language: HI) { id preferredLanguage } }', {}, bhakt.token);
  expect(set.setPreferredLanguage.preferredLanguage).toBe('HI');
});
afterAll(async () => {
  await worker?.stop();
  worker?.close();
  await s?.close();
  await smtp?.close();
});

describe('messages by e-mail', () => {
  it('keeps the language of each account: me { preferredLanguage }, English by default', async () => {
    expect((await ok('{ me { preferredLanguage } }', {}, bhakt.token)).me.preferredLanguage).toBe('HI');
    expect((await ok('{ me { preferredLanguage } }', {}, devotee.token)).me.preferredLanguage).toBe('EN');
  });

  it('tells an applicant their application was received, then approved or rejected', async () => {
    const mails = await deliver();
    const toPandit = mails.filter((m) => m.to === pandit.account.email.toLowerCase());
    expect(toPandit.map((m) => m.subject)).toEqual([
      'We received your pandit application',
      'Your pandit application is approved',
    ]);
    expect(first(toPandit).text).toContain('https://panditconnect.test/join');
    const approved = at(toPandit, 1);
    expect(approved.from).toBe('bookings@panditconnect.test');
    expect(approved.text).toContain('https://panditconnect.test/workspace');

    const rejected = await sc.pandit({ name: 'Pt. Not Yet', status: 'rejected' });
    const got = await deliver();
    expect(got.every((m) => m.to === rejected.account.email.toLowerCase())).toBe(true);
    expect(got.map((m) => m.subject)).toEqual([
      'We received your pandit application',
      'Your pandit application was not approved',
    ]);
    expect(at(got, 1).text).toContain('Reason: Documents could not be verified');
  });

  it('book → confirm → cancel: the Hindi devotee gets Hindi, the pandit English', async () => {
    const id = await book(bhakt);
    let mails = await deliver();
    expect(mails.map((m) => m.to).sort()).toEqual([bhakt.email, pandit.account.email].map((e) => e.toLowerCase()).sort());
    const toBhakt = smtp.to(bhakt.email).at(-1)!;
    expect(toBhakt.subject).toBe(`बुकिंग अनुरोध भेजा गया: Pt. Mail Sharma के साथ अनुष्ठान`);
    expect(toBhakt.language).toBe('hi');
    expect(toBhakt.text).toContain('नमस्ते Hindi Bhakt');
    expect(toBhakt.html).toContain('<html lang="hi">');
    // The Hindi reader's links lead to the Hindi pages (issue #32).
    expect(toBhakt.text).toContain('https://panditconnect.test/hi/bookings');
    const toPandit = smtp.to(pandit.account.email).at(-1)!;
    expect(toPandit.subject).toBe('New booking request from Hindi Bhakt');
    expect(toPandit.text).toContain(`Booking reference: ${bookingReference(id)}`);

    await ok('mutation($id: ID!) { confirmBooking(id: $id) { id } }', { id }, pandit.account.token);
    mails = await deliver();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: bhakt.email.toLowerCase(), language: 'hi' });
    expect(first(mails).subject).toContain('बुकिंग की पुष्टि हो गई');

    await ok('mutation($id: ID!) { cancelBooking(id: $id, reason: "Family emergency") { id } }', { id }, bhakt.token);
    mails = await deliver();
    expect(mails).toHaveLength(2);
    const cancelHi = mails.find((m) => m.to === bhakt.email.toLowerCase())!;
    expect(cancelHi.subject).toContain('बुकिंग रद्द हुई');
    expect(cancelHi.text).toContain('कारण: Family emergency');
    const cancelEn = mails.find((m) => m.to === pandit.account.email.toLowerCase())!;
    expect(cancelEn.subject).toBe('Booking cancelled by Hindi Bhakt');
  });

  it('a paid booking cancelled: the e-mail says the refund and the day it reaches the customer, in their language', async () => {
    const by = (lang: string) =>
      new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${refundArrivesBy()}T00:00:00Z`),
      );
    for (const [who, lang, line] of [
      [devotee, 'en-IN', (d: string) => `A refund of ₹2,100 will reach you by ${d}.`],
      [bhakt, 'hi-IN', (d: string) => `₹2,100 की वापसी ${d} तक आपको मिल जाएगी।`],
    ] as const) {
      const b = await sc.booking({
        customer: who,
        pandit,
        date: addDays(indiaToday(), day++),
        status: 'confirmed',
        paymentStatus: 'paid',
      });
      await deliver();
      await ok('mutation($id: ID!) { cancelBooking(id: $id) { id } }', { id: b.id }, who.token);
      const mail = (await deliver()).find((m) => m.to === who.email.toLowerCase())!;
      expect(mail.text).toContain(line(by(lang)));
      expect(mail.html).toContain(line(by(lang)));
    }
  });

  it("confirmed: the time with its zone, a virtual ceremony's video link, and Pay now while payment is due (en, hi)", async () => {
    const online = await sc.pandit({ name: 'Pt. Online Mishra', virtual: true });
    await deliver(); // the approval
    for (const [who, zone, pay, join, bookings] of [
      [devotee, '10:00 IST (India time)', 'Pay ₹', 'Join by video: https://', '/bookings'],
      [bhakt, '10:00 बजे (भारतीय समय, IST)', 'का भुगतान करें', 'वीडियो से जुड़ें: https://', '/hi/bookings'],
    ] as const) {
      const date = addDays(indiaToday(), day++);
      const b = await sc.booking({ customer: who, pandit: online, date, time: '10:00', isVirtual: true });
      await ok('mutation($id: ID!) { confirmBooking(id: $id) { id } }', { id: b.id }, online.account.token);
      const mail = (await deliver()).find((m) => m.to === who.email.toLowerCase())!;
      expect(mail.text).toContain(zone);
      expect(mail.text).toContain(`${join}`);
      expect(mail.text).toContain(b.meetingLink!);
      expect(mail.html).toContain(pay);
      expect(mail.text).toContain(`https://panditconnect.test${bookings}`);
    }
  });

  it('decline: the devotee hears why', async () => {
    const id = await book(devotee);
    await deliver();
    await ok(
      'mutation($id: ID!) { declineBooking(id: $id, reason: "Travelling that week") { id } }',
      { id },
      pandit.account.token,
    );
    const mails = await deliver();
    expect(mails).toHaveLength(1);
    expect(first(mails).to).toBe(devotee.email.toLowerCase());
    expect(first(mails).subject).toBe('Booking declined: a ceremony with Pt. Mail Sharma');
    expect(first(mails).text).toContain('Reason: Travelling that week');
    expect(first(mails).html).toContain('Reason: Travelling that week');
  });

  it('complete: an invitation to review with a link to the booking', async () => {
    const past = await sc.booking({ customer: devotee, pandit, date: addDays(indiaToday(), -1), status: 'confirmed' });
    const done = await sc.completeWithProof(past.id, pandit.account.token, startInstant(addDays(indiaToday(), -1), '10:30'));
    expect(done.errors).toBeUndefined();
    const mails = await deliver();
    expect(mails).toHaveLength(1);
    expect(first(mails).subject).toBe('How was your ceremony? Review a ceremony with Pt. Mail Sharma');
    expect(first(mails).text).toContain(`https://panditconnect.test/bookings?review=${past.id}`);
  });

  it('reminds both parties once, within 24 hours of a confirmed booking', async () => {
    const now = new Date();
    const soon = new Date(now.getTime() + 3 * 3600_000 + 330 * 60_000).toISOString();
    const booking = await sc.booking({
      customer: bhakt,
      pandit,
      date: soon.slice(0, 10),
      time: `${soon.slice(11, 13)}:00`,
      status: 'confirmed',
    });
    await sc.booking({ customer: devotee, pandit, date: addDays(indiaToday(), 2), time: '16:00', status: 'confirmed' }); // not yet
    expect(await recordReminders(s.db.orm.em.fork(), now)).toBe(1);
    expect(await recordReminders(s.db.orm.em.fork(), now)).toBe(0);
    const mails = await deliver();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Reminder: ceremony for Hindi Bhakt',
      'स्मरण: Pt. Mail Sharma के साथ अनुष्ठान कल',
    ]);
    const [event] = await sql(
      `select count(*)::int as n from message_events where type = 'booking.reminder' and booking_id = ?`,
      [booking.id],
    );
    expect(event.n).toBe(1);
  });

  it('sends nothing twice when the worker stops mid-way and a new one starts on the same database', async () => {
    for (let i = 0; i < 3; i++) await book(i % 2 ? bhakt : devotee); // 6 e-mails
    const first = newWorker();
    const early = await deliver(first, { maxMessages: 2 });
    expect(early.length).toBeLessThanOrEqual(2);
    await first.stop();
    first.close();
    // A worker that died while sending leaves a claimed row: it is taken over when its lease ends.
    await sql(
      `update messages set status = 'sending', attempts = attempts + 1, locked_until = now() - interval '1 minute'
        where id = (select id from messages where status = 'queued' and channel = 'email' order by created_at limit 1)`,
    );
    const second = newWorker();
    const rest = await deliver(second);
    expect(early.length + rest.length).toBe(6);
    expect(await deliver(second)).toHaveLength(0);
    await second.stop();
    second.close();
    const ids = smtp.mails.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    const [pending] = await sql(`select count(*)::int as n from messages where status <> 'sent'`);
    expect(pending.n).toBe(0);
    const [dupes] = await sql(
      `select count(*)::int as n from (select 1 from messages group by event_id, recipient, channel having count(*) > 1) d`,
    );
    expect(dupes.n).toBe(0);
  });

  it('retries a failing relay with exponential backoff, then fails; an admin resends it', async () => {
    smtp.failing = true;
    await book(devotee);
    const t0 = new Date(Date.now() + 1000);
    await worker.drain({ now: t0 });
    const [{ id }] = await sql(
      `select id from messages where channel = 'email' and status = 'queued' order by created_at desc limit 1`,
    );
    const row = async () =>
      (await sql(`select id, status, attempts, last_error, next_attempt_at from messages where id = ?`, [id]))[0];
    let m = await row();
    expect(m).toMatchObject({ status: 'queued', attempts: 1 });
    expect(m.last_error).toContain('Mail relay unavailable');
    expect(new Date(m.next_attempt_at).getTime() - t0.getTime()).toBe(60_000);
    await worker.drain({ now: new Date(t0.getTime() + 30_000) }); // not due yet
    expect((await row()).attempts).toBe(1);
    await worker.drain({ now: new Date(t0.getTime() + 60_000) });
    m = await row();
    expect(m).toMatchObject({ status: 'queued', attempts: 2 });
    expect(new Date(m.next_attempt_at).getTime() - (t0.getTime() + 60_000)).toBe(120_000);
    await worker.drain({ now: new Date(t0.getTime() + 180_000) });
    m = await row();
    expect(m).toMatchObject({ status: 'failed', attempts: 3 });

    const LIST =
      'query($f: MessageFilter) { messages(filter: $f) { items { id event recipient channel language status attempts lastError } pageInfo { totalCount } } }';
    const failed = await ok(LIST, { f: { status: 'FAILED' } }, admin.token);
    expect(failed.messages.items.map((x: { id: string }) => x.id)).toContain(m.id);
    expect(failed.messages.items.find((x: { id: string }) => x.id === m.id)).toMatchObject({
      status: 'FAILED',
      attempts: 3,
      channel: 'EMAIL',
    });
    const denied = await s.gql(LIST, {}, devotee.token);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    smtp.failing = false;
    const resent = await ok('mutation($id: ID!) { resendMessage(id: $id) { id status attempts } }', { id: m.id }, admin.token);
    expect(resent.resendMessage).toMatchObject({ status: 'QUEUED', attempts: 0 });
    const mails = await deliver();
    expect(mails).toHaveLength(1);
    expect(first(mails).messageId).toBe(`<${m.id}@panditconnect.messages>`);
    expect((await row()).status).toBe('sent');
    const again = await s.gql('mutation($id: ID!) { resendMessage(id: $id) { id } }', { id: m.id }, admin.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('forgot password', () => {
  const REQUEST = 'mutation($e: String!) { requestPasswordReset(email: $e) }';
  const RESET = 'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }';
  const tokenOf = (text: string) =>
    decodeURIComponent(known(/password\/reset\?token=([\w%-]+)/.exec(text)?.[1], 'a reset token'));

  it('answers the same for an unknown address and sends nothing', async () => {
    const known = await s.gql(REQUEST, { e: devotee.email });
    const unknown = await s.gql(REQUEST, { e: 'nobody.here@example.in' });
    expect(unknown).toEqual(known);
    expect(known.data).toEqual({ requestPasswordReset: true });
    const restUnknown = await s.rest('POST', '/api/auth/forgot-password', { email: 'nobody.else@example.in' });
    expect(restUnknown.status).toBe(200);
    expect(restUnknown.body).toMatchObject({ success: true, data: { requested: true } });
    const mails = await deliver();
    expect(mails.map((m) => m.to)).toEqual([devotee.email.toLowerCase()]);
    expect(first(mails).subject).toBe('Reset your PanditConnect password');
    // The link is not kept in the database once delivered.
    const rows = await sql(`select body_text from messages where event_type = 'account.passwordReset'`);
    expect(rows.every((r) => !String(r.body_text).includes('token='))).toBe(true);
    const [stored] = await sql(`select token_hash from password_resets order by created_at desc limit 1`);
    expect(stored.token_hash).not.toBe(tokenOf(first(mails).text));
  });

  it('the link works once and ends every session; the new password signs in', async () => {
    const other = await s.rest('POST', '/api/auth/login', { email: devotee.email, password: devotee.password });
    await s.gql(REQUEST, { e: devotee.email });
    const mail = first(await deliver());
    const token = tokenOf(mail.text);
    const weak = await s.gql(RESET, { t: token, p: 'short' });
    expect(weak.errors?.[0]?.extensions?.fieldKeys).toEqual({ password: 'password.tooShort' });
    expect(await ok(RESET, { t: token, p: 'A-new-long-passphrase-7' })).toEqual({ resetPassword: true });
    for (const old of [devotee.token, other.body.data.token]) {
      expect((await s.gql('{ me { id } }', {}, old)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const used = await s.rest('POST', '/api/auth/reset-password', { token, password: 'Another-passphrase-8' });
    expect(used.status).toBe(400);
    expect(used.body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(used.body)).toContain('reset.tokenUsed');
    expect((await s.rest('POST', '/api/auth/login', { email: devotee.email, password: devotee.password })).status).toBe(401);
    const login = await s.rest('POST', '/api/auth/login', { email: devotee.email, password: 'A-new-long-passphrase-7' });
    expect(login.status).toBe(200);
    devotee = { ...devotee, password: 'A-new-long-passphrase-7', token: login.body.data.token };
  });

  it('expires after one hour (the clock is moved, nothing sleeps), and in Hindi for a Hindi account', async () => {
    const requested = new Date();
    await s.gql(REQUEST, { e: bhakt.email });
    const mail = first(await deliver());
    expect(mail.subject).toBe('अपना PanditConnect पासवर्ड रीसेट करें');
    const token = tokenOf(mail.text);
    const late = new Date(requested.getTime() + 60 * 60_000 + 5_000);
    await expect(resetPassword(s.db.orm.em.fork(), token, 'Hindi-passphrase-99', late)).rejects.toMatchObject({
      extensions: { fieldKeys: { token: 'reset.tokenExpired' } },
    });
    const bad = await s.gql(RESET, { t: 'not-a-token', p: 'Hindi-passphrase-99' });
    expect(bad.errors?.[0]?.extensions?.fieldKeys).toEqual({ token: 'reset.tokenInvalid' });
    const inTime = new Date(requested.getTime() + 59 * 60_000);
    expect(await resetPassword(s.db.orm.em.fork(), token, 'Hindi-passphrase-99', inTime)).toBe(true);
  });

  it('is throttled per e-mail address', async () => {
    const address = 'throttled.devotee@example.in';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await s.gql(REQUEST, { e: address }));
    expect(answers.slice(0, 5).every((a) => a.data?.requestPasswordReset === true)).toBe(true);
    expect(at(answers, 5).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('the polling worker gives way to requests', () => {
  it('waits while requests keep the process busy, then delivers once they stop', async () => {
    await deliver(); // nothing left over from the tests above
    // A busy process: a request every 50 ms and a busy event loop, as the worker's probes report them (the event
    // loop's own measure depends on what else the machine runs; its threshold is the worker's business).
    let requests = 0;
    let busy = true;
    const polling = new MessageWorker(
      s.db.orm,
      { ...loadConfig({ ...process.env, ...env }).messages, pollMs: 100 },
      undefined,
      () => requests,
      () => busy,
    );
    const before = smtp.mails.length;
    await book(devotee);
    const load = setInterval(() => (requests += 1), 50);
    try {
      await new Promise((r) => setTimeout(r, 200)); // requests have arrived before the first poll
      polling.start();
      // Several polls (every 100 ms, rechecked within 500 ms) find the process busy.
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.mails.length - before, 'nothing delivered while requests kept it busy').toBe(0);
      busy = false;
      await eventually(() => smtp.mails.length - before, 'delivered once the requests stopped').toBeGreaterThan(0);
    } finally {
      clearInterval(load);
      // Stopped whatever happened, so it never delivers what the next test queues.
      await polling.stop();
      polling.close();
    }
  });
});

describe('stopping the polling worker', () => {
  it('waits for the batch in progress, not for the whole backlog', async () => {
    await deliver(); // nothing left over from the tests above
    const BACKLOG = 300;
    const conn = s.db.orm.em.getConnection();
    const event = first(
      await conn.execute<Array<{ id: string }>>(
        `insert into message_events (id, type, created_at, expanded_at) values (gen_random_uuid(), 'account.welcome', now(), now()) returning id`,
      ),
    );
    await conn.execute(
      `insert into messages (id, event_id, event_type, recipient, channel, language, subject, body_text, status, next_attempt_at, created_at)
       select gen_random_uuid(), ?, 'account.welcome', 'backlog-' || n || '@example.in', 'email', 'en', 'Welcome', 'Namaste', 'queued', now(), now()
       from generate_series(1, ?) as n`,
      [event.id, BACKLOG],
    );
    const polling = new MessageWorker(s.db.orm, { ...loadConfig({ ...process.env, ...env }).messages, pollMs: 100 });
    const before = smtp.mails.length;
    polling.start();
    for (let i = 0; i < 200 && smtp.mails.length === before; i++) await new Promise((r) => setTimeout(r, 10));
    await polling.stop();
    polling.close();
    // What the worker recorded (the catcher may still be parsing the last mail the relay accepted).
    const counts = first(
      await conn.execute<Array<{ sent: number; queued: number }>>(
        `select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'queued')::int as queued
         from messages where event_id = ?`,
        [event.id],
      ),
    );
    expect(counts.sent, 'the round had started').toBeGreaterThan(0);
    expect(counts.queued, 'the rest of the backlog waits for the next process').toBeGreaterThan(0);
    expect(counts.sent + counts.queued, 'every message is either sent or still queued (none left claimed)').toBe(BACKLOG);
    await eventually(() => smtp.mails.length - before, 'each message marked sent reached the relay').toBe(counts.sent);
    // The rest is left to no one: sending 280 more mails to the test relay took 40 s and checks nothing new.
    await conn.execute(`delete from messages where event_id = ?`, [event.id]);
  });
});
