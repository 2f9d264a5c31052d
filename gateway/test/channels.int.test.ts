import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingReference } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type PanditFixture } from './scenario.js';
import { loadConfig } from '../src/config.js';
import { MessageWorker } from '../src/modules/messages/outbox.js';
import { addDays, indiaToday } from '../src/modules/booking/booking.rules.js';
import { first } from '../src/indexed.js';

/**
 * WhatsApp and SMS for real (issue #37): the WhatsApp Business Cloud API and MSG91's flow API, each played by a
 * local HTTP server that answers as the provider documents and refuses a request of another shape. An account
 * gets texts only on the channels it opted in to (at sign-up or later), STOP withdraws the consent, and the worker's
 * sweep sends the 24-hour and 2-hour reminders once each. The test runs the worker's rounds itself, with its own clock.
 */

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

const TOKEN = 'EAAG-test-token';
const PHONE_NUMBER_ID = '106540352242922';
const AUTH_KEY = 'msg91-test-authkey';
const APP_SECRET = 'meta-app-secret';
const VERIFY_TOKEN = 'verify-me';
const SMS_SECRET = 'sms-inbound-secret-0123456789';

/** A provider's stand-in: records every request; `check` returns an error answer for a request of the wrong shape. */
async function provider(check: (r: Received) => { status: number; body: unknown } | null, ok: (r: Received) => unknown) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = null;
      }
      const r = { path: req.url ?? '', headers: req.headers, body };
      const refused = req.method !== 'POST' ? { status: 405, body: {} } : check(r);
      if (!refused) received.push(r);
      res.writeHead(refused?.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(refused ? refused.body : ok(r)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Cloud API's documented template message (developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates). */
function checkWhatsApp(r: Received) {
  if (r.path !== `/v21.0/${PHONE_NUMBER_ID}/messages`) return { status: 404, body: { error: { code: 100 } } };
  if (r.headers.authorization !== `Bearer ${TOKEN}`)
    return { status: 401, body: { error: { code: 190, message: 'Invalid OAuth access token' } } };
  const b = r.body;
  const params = b?.template?.components?.[0]?.parameters;
  const valid =
    r.headers['content-type']?.startsWith('application/json') &&
    b?.messaging_product === 'whatsapp' &&
    b.type === 'template' &&
    /^\d{11,15}$/.test(b.to) &&
    typeof b.template.name === 'string' &&
    ['en', 'hi'].includes(b.template.language?.code) &&
    b.template.components[0].type === 'body' &&
    Array.isArray(params) &&
    params.every((p: any) => p.type === 'text' && typeof p.text === 'string');
  return valid ? null : { status: 400, body: { error: { code: 131008, message: 'Required parameter is missing' } } };
}

/** MSG91's flow API (docs.msg91.com, "Send SMS" v5 flow): authkey header, template_id, recipients with mobiles and varN. */
function checkMsg91(r: Received) {
  if (r.path !== '/api/v5/flow') return { status: 404, body: { type: 'error', message: 'Not found' } };
  // MSG91 answers an unknown key with status 200 and type error.
  if (r.headers.authkey !== AUTH_KEY)
    return { status: 200, body: { type: 'error', message: 'Authentication failure', code: '418' } };
  const b = r.body;
  const valid =
    typeof b?.template_id === 'string' &&
    Array.isArray(b.recipients) &&
    b.recipients.length === 1 &&
    /^91\d{10}$/.test(b.recipients[0].mobiles) &&
    Object.keys(b.recipients[0]).every((k) => k === 'mobiles' || /^var\d+$/.test(k));
  return valid ? null : { status: 400, body: { type: 'error', message: 'Invalid request' } };
}

let s: TestServer;
let sc: ReturnType<typeof scenario>;
let wa: Awaited<ReturnType<typeof provider>>;
let sms: Awaited<ReturnType<typeof provider>>;
let env: Record<string, string>;
let worker: MessageWorker;
let pandit: PanditFixture;
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);
const newWorker = (extra: Record<string, string> = {}) =>
  new MessageWorker(s.db.orm, loadConfig({ ...process.env, ...env, ...extra }).messages);

async function ok<T = any>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const r = await s.gql<T>(query, variables, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

/** A booking's message on one channel: its status and last error. */
const messageOf = async (bookingId: string, channel: 'sms' | 'whatsapp') =>
  (
    await sql(
      `select status, last_error from messages m join message_events e on e.id = m.event_id
      where e.booking_id = ? and m.channel = ?`,
      [bookingId, channel],
    )
  )[0];

let counter = 0;
const REGISTER = `mutation($i: RegisterInput!) { register(input: $i) { token user { id messageConsent { smsSince whatsappSince } } } }`;
async function person(opts: { phone: string; sms?: boolean; whatsapp?: boolean; hindi?: boolean }) {
  const r = await ok(REGISTER, {
    i: {
      name: `Text Devotee ${++counter}`,
      email: `texts${counter}.${Date.now()}@example.in`,
      password: 'Devotee@123',
      phone: opts.phone,
      ...(opts.sms !== undefined ? { smsOptIn: opts.sms } : {}),
      ...(opts.whatsapp !== undefined ? { whatsappOptIn: opts.whatsapp } : {}),
    },
  });
  const token = r.register.token as string;
  if (opts.hindi) await ok('mutation { setPreferredLanguage(language: HI) { id } }', {}, token);
  return { id: r.register.user.id as string, token, name: `Text Devotee ${counter}`, consent: r.register.user.messageConsent };
}

let day = 4;
async function confirmedBooking(who: { token: string }) {
  const b = await ok(
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { id } }',
    { i: { panditId: pandit.id, date: addDays(indiaToday(), day++), time: '10:00', location: 'Assi Ghat, Varanasi' } },
    who.token,
  );
  await ok('mutation($id: ID!) { confirmBooking(id: $id) { id } }', { id: b.createBooking.id }, pandit.account.token);
  return b.createBooking.id as string;
}

/** One round of the worker; returns what each provider received during it. */
async function deliver(options: Parameters<MessageWorker['drain']>[0] = {}, w = worker) {
  const [a, b] = [wa.received.length, sms.received.length];
  await w.drain(options);
  return { whatsapp: wa.received.slice(a), sms: sms.received.slice(b) };
}

beforeAll(async () => {
  wa = await provider(checkWhatsApp, (r) => ({
    messaging_product: 'whatsapp',
    contacts: [{ input: r.body.to, wa_id: r.body.to }],
    messages: [{ id: `wamid.${wa.received.length}` }],
  }));
  sms = await provider(checkMsg91, () => ({ type: 'success', message: '3763646c3058303036353430' }));
  env = {
    PUBLIC_URL: 'https://panditconnect.test',
    MESSAGES_POLL_MS: '0',
    MESSAGES_MAX_ATTEMPTS: '3',
    MESSAGES_RETRY_BASE_MS: '60000',
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_API_URL: `${wa.url}/v21.0`,
    WHATSAPP_TOKEN: TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    SMS_PROVIDER: 'msg91',
    SMS_API_URL: `${sms.url}/api/v5/`,
    SMS_AUTH_KEY: AUTH_KEY,
    SMS_INBOUND_SECRET: SMS_SECRET,
    SMS_TEMPLATE_IDS:
      'booking.confirmed=1207170000000000001, booking.confirmed.hi=1207170000000000002, booking.reminder=1207170000000000003',
  };
  s = await startTestServer({ seed: false, env });
  sc = scenario(s);
  worker = newWorker();
  pandit = await sc.pandit({ name: 'Pt. Text Sharma' });
  await worker.drain(); // the approval's messages
});
afterAll(async () => {
  await worker?.stop();
  worker?.close();
  await s?.close();
  await wa?.close();
  await sms?.close();
});

describe('consent to texts', () => {
  it('is off unless ticked at sign-up, and recorded with its time when ticked', async () => {
    const none = await person({ phone: '9812300001' });
    expect(none.consent).toEqual({ smsSince: null, whatsappSince: null });
    const before = Date.now();
    const both = await person({ phone: '9812300002', sms: true, whatsapp: true });
    expect(Date.parse(both.consent.smsSince)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(both.consent.whatsappSince)).toBeGreaterThanOrEqual(before - 1000);
    // Another account cannot read it.
    const other = await s.gql(`query($id: ID!) { user(id: $id) { messageConsent { smsSince } } }`, { id: both.id }, none.token);
    expect(other.data?.user ?? null).toBeNull();
  });

  it('is given and withdrawn in the profile; a consent already given keeps its time', async () => {
    const p = await person({ phone: '9812300003' });
    const SET = `mutation($i: SetMessageChannelsInput!) { setMessageChannels(input: $i) { messageConsent { smsSince whatsappSince } } }`;
    const first = (await ok(SET, { i: { whatsapp: true } }, p.token)).setMessageChannels.messageConsent;
    expect(first.smsSince).toBeNull();
    expect(first.whatsappSince).not.toBeNull();
    const again = (await ok(SET, { i: { whatsapp: true, sms: true } }, p.token)).setMessageChannels.messageConsent;
    expect(again.whatsappSince).toBe(first.whatsappSince);
    expect(again.smsSince).not.toBeNull();
    const stopped = (await ok(SET, { i: { whatsapp: false } }, p.token)).setMessageChannels.messageConsent;
    expect(stopped).toEqual({ smsSince: again.smsSince, whatsappSince: null });
    expect((await s.gql(SET, { i: { sms: true } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the providers receive what they document', () => {
  it('a confirmation goes to WhatsApp (template, English) and MSG91 (DLT template id, variables) for a person who opted in to both', async () => {
    const p = await person({ phone: '+91 98123 00004', sms: true, whatsapp: true });
    const none = await person({ phone: '9812300005' });
    await deliver(); // the requests' e-mails
    const id = await confirmedBooking(p);
    await confirmedBooking(none);
    const got = await deliver();

    expect(got.whatsapp).toHaveLength(1);
    const w = first(got.whatsapp);
    expect(w.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919812300004',
      type: 'template',
      template: { name: 'booking_confirmed', language: { code: 'en' } },
    });
    const texts = w.body.template.components[0].parameters.map((x: any) => x.text);
    expect(texts[0]).toBe(p.name);
    expect(texts.at(-1)).toBe(bookingReference(id));

    expect(got.sms).toHaveLength(1);
    expect(first(got.sms).body).toMatchObject({
      template_id: '1207170000000000001',
      short_url: '0',
      recipients: [{ mobiles: '919812300004', var1: p.name, var5: bookingReference(id) }],
    });
    const rows = await sql(`select channel, status, recipient from messages where recipient_user_id = ? and channel <> 'email'`, [
      p.id,
    ]);
    expect(rows.map((r) => `${r.channel}:${r.status}`).sort()).toEqual(['sms:sent', 'whatsapp:sent']);
    expect(await sql(`select 1 from messages where recipient_user_id = ? and channel <> 'email'`, [none.id])).toHaveLength(0);
  });

  it('a Hindi account gets the Hindi template on both channels (its own DLT id)', async () => {
    const p = await person({ phone: '9812300006', sms: true, whatsapp: true, hindi: true });
    await deliver();
    await confirmedBooking(p);
    const got = await deliver();
    expect(got.whatsapp.map((r) => r.body.template.language.code)).toEqual(['hi']);
    expect(got.sms.map((r) => r.body.template_id)).toEqual(['1207170000000000002']);
  });

  it('STOP: after the profile withdraws WhatsApp, only SMS goes out, and a queued WhatsApp message is not sent', async () => {
    const p = await person({ phone: '9812300007', sms: true, whatsapp: true });
    await deliver();
    const id = await confirmedBooking(p);
    await worker.drain({ maxMessages: 0 }); // expanded, not sent
    await ok('mutation { setMessageChannels(input: { whatsapp: false }) { id } }', {}, p.token);
    const got = await deliver();
    expect(got.whatsapp).toHaveLength(0);
    expect(got.sms.map((r) => r.body.recipients[0].mobiles)).toEqual(['919812300007']);
    expect(await messageOf(id, 'whatsapp')).toMatchObject({ status: 'failed', last_error: 'consent withdrawn' });
  });

  it('STOP sent on WhatsApp: the signed webhook withdraws WhatsApp only, and a queued WhatsApp message is not sent', async () => {
    /** What the Cloud API posts for a message a person sent us: its documented shape, signed with the app secret. */
    const inbound = (from: string, body: string, secret = APP_SECRET) => {
      const raw = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '0',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { phone_number_id: PHONE_NUMBER_ID },
                  contacts: [{ wa_id: from, profile: { name: 'Devotee' } }],
                  messages: [{ from, id: `wamid.in.${from}`, timestamp: '1764200000', type: 'text', text: { body } }],
                },
              },
            ],
          },
        ],
      });
      const signature = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
      return fetch(`${s.url}/api/messages/whatsapp/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body: raw,
      });
    };
    const consent = async (token: string) =>
      (await ok('{ me { messageConsent { smsSince whatsappSince } } }', {}, token)).me.messageConsent;

    // Meta's registration handshake echoes the challenge for our verify token only.
    const hub = (token: string) =>
      fetch(`${s.url}/api/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    expect(await (await hub(VERIFY_TOKEN)).text()).toBe('1158201444');
    expect((await hub('wrong')).status).toBe(403);

    const p = await person({ phone: '9812300011', sms: true, whatsapp: true });
    await deliver();
    const id = await confirmedBooking(p);
    await worker.drain({ maxMessages: 0 }); // expanded, not sent
    // A forged delivery (another secret) and a message that is not STOP change nothing.
    expect((await inbound('919812300011', 'STOP', 'not-the-secret')).status).toBe(400);
    expect(await (await inbound('919812300011', 'Please stop by at 5')).json()).toEqual({ status: 'ok', stopped: 0 });
    expect((await consent(p.token)).whatsappSince).not.toBeNull();

    expect(await (await inbound('919812300011', ' Stop ')).json()).toEqual({ status: 'ok', stopped: 1 });
    const after = await consent(p.token);
    expect(after.whatsappSince).toBeNull();
    expect(after.smsSince).not.toBeNull();
    const got = await deliver();
    expect(got.whatsapp).toHaveLength(0);
    expect(got.sms.map((r) => r.body.recipients[0].mobiles)).toEqual(['919812300011']);
    expect(await messageOf(id, 'whatsapp')).toMatchObject({ status: 'failed', last_error: 'consent withdrawn' });
    // In Hindi too.
    const q = await person({ phone: '9812300012', whatsapp: true });
    expect(await (await inbound('919812300012', 'बंद करें')).json()).toEqual({ status: 'ok', stopped: 1 });
    expect((await consent(q.token)).whatsappSince).toBeNull();
  });

  it("STOP replied by SMS: MSG91's forward with our secret withdraws SMS only, and a queued SMS is not sent", async () => {
    /** What MSG91 forwards for a reply to the inbound number: `sender` and `message` (and others), here as a form. */
    const inbound = (sender: string, message: string, secret = SMS_SECRET) =>
      fetch(`${s.url}/api/messages/sms/inbound?secret=${encodeURIComponent(secret)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ sender, message, keyword: message.split(' ')[0] ?? '', inNumber: '919220592205' }),
      });
    const consent = async (token: string) =>
      (await ok('{ me { messageConsent { smsSince whatsappSince } } }', {}, token)).me.messageConsent;

    const p = await person({ phone: '9812300013', sms: true, whatsapp: true });
    await deliver();
    const id = await confirmedBooking(p);
    await worker.drain({ maxMessages: 0 }); // expanded, not sent
    // Without our secret, or with another one: refused; a reply that is not STOP changes nothing.
    expect((await inbound('919812300013', 'STOP', 'not-the-secret')).status).toBe(403);
    expect((await fetch(`${s.url}/api/messages/sms/inbound?sender=919812300013&message=STOP`)).status).toBe(403);
    expect(await (await inbound('919812300013', 'Can you stop by at 5')).json()).toEqual({ status: 'ok', stopped: 0 });
    expect((await consent(p.token)).smsSince).not.toBeNull();

    expect(await (await inbound('919812300013', 'stop.')).json()).toEqual({ status: 'ok', stopped: 1 });
    const after = await consent(p.token);
    expect(after.smsSince).toBeNull();
    expect(after.whatsappSince).not.toBeNull();
    const got = await deliver();
    expect(got.sms).toHaveLength(0);
    expect(got.whatsapp).toHaveLength(1);
    expect(await messageOf(id, 'sms')).toMatchObject({ status: 'failed', last_error: 'consent withdrawn' });
    // In Hindi, as a GET with the secret in a header and a + before the number.
    const q = await person({ phone: '9812300014', sms: true });
    const viaGet = await fetch(`${s.url}/api/messages/sms/inbound?sender=%2B919812300014&message=${encodeURIComponent('रोकें')}`, {
      headers: { 'x-webhook-secret': SMS_SECRET },
    });
    expect(await viaGet.json()).toEqual({ status: 'ok', stopped: 1 });
    expect((await consent(q.token)).smsSince).toBeNull();
  });

  it('an event with no DLT template id sends no SMS (WhatsApp still goes out)', async () => {
    const p = await person({ phone: '9812300008', sms: true, whatsapp: true });
    await deliver();
    const id = await confirmedBooking(p);
    await deliver();
    await ok('mutation($id: ID!) { cancelBooking(id: $id, reason: "Plans changed") { id } }', { id }, p.token);
    const got = await deliver();
    expect(got.sms).toHaveLength(0);
    expect(got.whatsapp.map((r) => r.body.template.name)).toEqual(['booking_cancelled']);
  });

  it('a refusal is retried later; the error kept names the status and code, never the number', async () => {
    const p = await person({ phone: '9812300009', whatsapp: true });
    await deliver();
    const id = await confirmedBooking(p);
    const wrong = newWorker({ WHATSAPP_TOKEN: 'expired' });
    try {
      const got = await deliver({}, wrong);
      expect(got.whatsapp).toHaveLength(0);
    } finally {
      await wrong.stop();
      wrong.close();
    }
    const [m] = await sql(
      `select m.status, m.last_error, m.attempts from messages m join message_events e on e.id = m.event_id
      where e.booking_id = ? and m.channel = 'whatsapp'`,
      [id],
    );
    expect(m).toMatchObject({ status: 'queued', attempts: 1, last_error: 'WhatsApp Cloud API answered 401 (code 190)' });
    // The retry (after the backoff) with the right token goes through, once.
    const later = new Date(Date.now() + 61_000);
    expect((await deliver({ now: later })).whatsapp).toHaveLength(1);
    expect((await deliver({ now: later })).whatsapp).toHaveLength(0);
  });
});

describe('reminders', () => {
  it('24 hours and 2 hours before a confirmed ceremony, once each, on the chosen channels', async () => {
    const p = await person({ phone: '9812300010', sms: true, whatsapp: true });
    const now = new Date();
    // A ceremony 5 hours from now, India time.
    const start = new Date(now.getTime() + 5 * 3600_000 + 330 * 60_000).toISOString();
    const b = await sc.booking({
      customer: p,
      pandit,
      date: start.slice(0, 10),
      time: `${start.slice(11, 13)}:00`,
      status: 'confirmed',
    });
    const mine = (got: { whatsapp: Received[]; sms: Received[] }) => ({
      whatsapp: got.whatsapp.filter((r) => r.body.to === '919812300010').length,
      sms: got.sms.filter((r) => r.body.recipients[0].mobiles === '919812300010').length,
    });
    const sweep = newWorker(); // a fresh worker sweeps at its first round
    try {
      const first = await deliver({ now }, sweep);
      expect(mine(first)).toEqual({ whatsapp: 1, sms: 1 });
      expect(first.whatsapp.find((r) => r.body.to === '919812300010')!.body.template.name).toBe('booking_reminder');
      expect(mine(await deliver({ now: new Date(now.getTime() + 60_000) }, sweep))).toEqual({ whatsapp: 0, sms: 0 });
      // 4 hours later the ceremony is 1 hour away: the 2-hour reminder, once.
      const later = new Date(now.getTime() + 4 * 3600_000);
      expect(mine(await deliver({ now: later }, sweep))).toEqual({ whatsapp: 1, sms: 1 });
      expect(mine(await deliver({ now: new Date(later.getTime() + 60_000) }, sweep))).toEqual({ whatsapp: 0, sms: 0 });
    } finally {
      await sweep.stop();
      sweep.close();
    }
    const events = await sql(`select dedupe_key, data from message_events where booking_id = ? order by created_at`, [b.id]);
    expect(events.map((e) => e.data.hours)).toEqual([24, 2]);
    const subjects = await sql(
      `select distinct subject from messages m join message_events e on e.id = m.event_id
      where e.booking_id = ? and m.recipient_user_id = ?`,
      [b.id, p.id],
    );
    expect(subjects.map((r) => r.subject).sort()).toEqual([
      'Reminder: a ceremony with Pt. Text Sharma in 2 hours',
      'Reminder: a ceremony with Pt. Text Sharma tomorrow',
    ]);
  });
});

describe('configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' };
  it('keeps the log-only default unconfigured, and refuses a provider without what it needs', () => {
    const plain = loadConfig(base).messages;
    expect([plain.smsProvider, plain.whatsappProvider]).toEqual(['log', 'off']);
    expect(plain.whatsapp.apiUrl).toBe('https://graph.facebook.com/v21.0');
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER must be/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'msg91', SMS_TEMPLATE_IDS: 'booking.confirmed=1' })).toThrow(/SMS_AUTH_KEY/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'msg91', SMS_AUTH_KEY: 'k' })).toThrow(/SMS_TEMPLATE_IDS/);
    expect(() => loadConfig({ ...base, WHATSAPP_PROVIDER: 'cloud', WHATSAPP_PHONE_NUMBER_ID: '1' })).toThrow(/WHATSAPP_TOKEN/);
    expect(() => loadConfig({ ...base, WHATSAPP_PROVIDER: 'cloud', WHATSAPP_TOKEN: 't' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ ...base, WHATSAPP_API_URL: 'ftp://x' })).toThrow(/WHATSAPP_API_URL/);
    expect(() => loadConfig({ ...base, SMS_TEMPLATE_IDS: 'booking.confirmed' })).toThrow(/SMS_TEMPLATE_IDS/);
  });
});
