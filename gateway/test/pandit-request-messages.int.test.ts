import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account } from './scenario.js';
import { startSmtp, type TestSmtp } from './smtp.js';
import { loadConfig } from '../src/config.js';
import { MessageWorker } from '../src/modules/messages/outbox.js';
import { addDays, indiaToday } from '../src/modules/booking/booking.rules.js';

/**
 * "Find me a pandit" requests e-mail every admin, each in the admin's language, with a link to the console's requests,
 * and send the person an acknowledgement in the language of the page they sent it from when they gave an e-mail
 * (issue #37, decision 0068). A real SMTP server receives them; the test runs the delivery rounds itself.
 */
let s: TestServer;
let smtp: TestSmtp;
let worker: MessageWorker;
let admin: Account; // English
let hindiAdmin: Account;
let customer: Account;
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);
const REQUEST = 'mutation($i: PanditRequestInput!) { requestPandit(input: $i) }';

async function deliver() {
  const before = smtp.mails.length;
  await worker.drain();
  return smtp.mails.slice(before);
}

beforeAll(async () => {
  smtp = await startSmtp();
  const env = {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'PanditConnect <bookings@panditconnect.test>',
    PUBLIC_URL: 'https://panditconnect.test',
    MESSAGES_POLL_MS: '0',
  };
  s = await startTestServer({ seed: false, env });
  worker = new MessageWorker(s.db.orm, loadConfig({ ...process.env, ...env }).messages);
  const sc = scenario(s);
  admin = await sc.admin();
  hindiAdmin = await sc.customer('Hindi Admin');
  await sql(`update users set role = 'admin', preferred_language = 'hi' where id = ?`, [hindiAdmin.id]);
  customer = await sc.customer('Asha Verma');
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  worker?.close();
  await s?.close();
  await smtp?.close();
});

describe('find me a pandit: the e-mails', () => {
  it('e-mails every admin in their language, and acknowledges in the language of the page', async () => {
    const date = addDays(indiaToday(), 10);
    const r = await s.gql(REQUEST, {
      i: {
        name: 'Ravi Kumar',
        phone: '98765 43210',
        email: 'ravi.request@example.in',
        ceremony: 'सत्यनारायण कथा',
        city: 'रांची',
        preferredDate: date,
        note: 'Near the lake, please',
        language: 'HI',
      },
    });
    expect(r.errors).toBeUndefined();
    const mails = await deliver();
    expect(mails.map((m) => m.to).sort()).toEqual(
      [admin.email, hindiAdmin.email, 'ravi.request@example.in'].map((e) => e.toLowerCase()).sort(),
    );

    const toAdmin = smtp.to(admin.email).at(-1)!;
    expect(toAdmin.subject).toBe('Find me a pandit: सत्यनारायण कथा in रांची');
    expect(toAdmin.text).toContain('Ravi Kumar asks us to find a pandit for सत्यनारायण कथा in रांची.');
    expect(toAdmin.text).toContain('Preferred date: ');
    expect(toAdmin.text).toContain('https://panditconnect.test/admin?tab=bookings');
    // The contact details and the note stay in the console.
    for (const mail of [toAdmin, smtp.to(hindiAdmin.email).at(-1)!]) {
      expect(mail.text).not.toContain('9876543210');
      expect(mail.text).not.toContain('ravi.request@example.in');
      expect(mail.text).not.toContain('Near the lake');
    }
    const toHindiAdmin = smtp.to(hindiAdmin.email).at(-1)!;
    expect(toHindiAdmin.subject).toBe('मेरे लिए पंडित ढूँढें: रांची में सत्यनारायण कथा');
    expect(toHindiAdmin.text).toContain('नमस्ते Hindi Admin');
    expect(toHindiAdmin.text).toContain('https://panditconnect.test/hi/admin?tab=bookings');

    const ack = smtp.to('ravi.request@example.in').at(-1)!;
    expect(ack.subject).toBe('आपका अनुरोध हमें मिल गया है: रांची में सत्यनारायण कथा');
    expect(ack.text).toContain('नमस्ते Ravi Kumar');
    expect(ack.text).toContain('पसंदीदा तिथि: ');
    expect(ack.language).toBe('hi');

    // Nothing more on the next round: each went once.
    expect(await deliver()).toEqual([]);
  });

  it('English by default (REST and GraphQL); no acknowledgement without an e-mail', async () => {
    const rest = await s.rest(
      'POST',
      '/api/pandit-requests',
      { name: 'Asha Verma', email: customer.email, ceremony: 'Griha Pravesh', city: 'Lucknow', language: 'en' },
      customer.token,
    );
    expect(rest.status).toBe(201);
    let mails = await deliver();
    expect(mails).toHaveLength(3);
    const ack = mails.find((m) => m.to === customer.email.toLowerCase())!;
    expect(ack.subject).toBe('We received your request: Griha Pravesh in Lucknow');
    expect(ack.text).toContain('Our team will look for a pandit and contact you.');
    expect(ack.text).not.toContain('Preferred date');
    const [row] = await sql(
      `select recipient_user_id from messages where event_type = 'panditRequest.received' and recipient = ?`,
      [customer.email],
    );
    expect(row.recipient_user_id).toBe(customer.id);

    const phoneOnly = await s.gql(REQUEST, { i: { name: 'Mohan Lal', phone: '9876500000', ceremony: 'Havan', city: 'Patna' } });
    expect(phoneOnly.errors).toBeUndefined();
    mails = await deliver();
    expect(mails.map((m) => m.to).sort()).toEqual([admin.email, hindiAdmin.email].map((e) => e.toLowerCase()).sort());
    expect(mails.find((m) => m.to === admin.email.toLowerCase())!.subject).toBe('Find me a pandit: Havan in Patna');
  });

  it('a refused request sends nothing', async () => {
    const refused = await s.gql(REQUEST, { i: { name: 'Ravi Kumar', ceremony: 'Havan', city: 'Patna', language: 'EN' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(await deliver()).toEqual([]);
  });
});
