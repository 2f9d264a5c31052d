import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { COMPLAINT_CATEGORY_VALUES } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type PanditFixture } from './scenario.js';
import { startSmtp, type TestSmtp } from './smtp.js';
import { loadConfig } from '../src/config.js';
import { MessageWorker } from '../src/modules/messages/outbox.js';
import { withComplaintJobs } from '../src/modules/complaint/complaint.service.js';
import { PaymentSchema } from '../src/modules/payment/payment.entity.js';
import { addDays, indiaToday } from '../src/modules/booking/booking.rules.js';
import { at } from '../src/indexed.js';

/**
 * The complaint desk (issue #35) through HTTP on a real database, with a real SMTP server: a ticket per category,
 * who may see it, each outcome with what it does, the deadlines and the officer's digest with the worker's clock
 * moved forward, reopening within 14 days and not after.
 */
const DAY = 86_400_000;
let s: TestServer;
let smtp: TestSmtp;
let sc: ReturnType<typeof scenario>;
let worker: MessageWorker;
let admin: Account;
let pandit: PanditFixture;
let otherPandit: PanditFixture;
let devotee: Account;
let stranger: Account;
const OFFICER = 'officer@grievance.test';
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);

async function ok<T = any>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const r = await s.gql<T>(query, variables, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

const REPORT =
  'mutation($i: ReportProblemInput!) { reportProblem(input: $i) { id number status category ackDueAt resolveDueAt dueAt } }';
const COMPLAINT =
  'query($id: ID!) { complaint(id: $id) { id number status outcome refundAmount overdue viewerCanReopen messages { id authorRole body } } }';
const REPLY = 'mutation($id: ID!, $b: String!) { replyToComplaint(id: $id, body: $b) { id status acknowledgedAt } }';
const RESOLVE =
  'mutation($id: ID!, $i: ResolveComplaintInput!) { resolveComplaint(id: $id, input: $i) { id status outcome refundAmount } }';
const REOPEN = 'mutation($id: ID!) { reopenComplaint(id: $id) { id status } }';

let day = 2;
const booking = (options: { paymentStatus?: 'paid' | 'pending'; status?: 'confirmed' | 'completed' } = {}) =>
  sc.booking({
    customer: devotee,
    pandit,
    date: addDays(indiaToday(), -day++),
    status: options.status ?? 'completed',
    paymentStatus: options.paymentStatus ?? 'paid',
  });
const report = async (bookingId: string, category = 'NO_SHOW', who: Account = devotee) =>
  (await ok(REPORT, { i: { bookingId, category, description: 'The pandit did not come at the agreed time.' } }, who.token))
    .reportProblem;

async function deliver(options: Parameters<MessageWorker['drain']>[0] = {}) {
  const before = smtp.mails.length;
  await worker.drain(options);
  return smtp.mails.slice(before);
}

beforeAll(async () => {
  smtp = await startSmtp();
  const env = {
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://panditconnect.test',
    MESSAGES_POLL_MS: '0',
    GRIEVANCE_OFFICER_NAME: 'Smt. Officer Test',
    GRIEVANCE_OFFICER_EMAIL: OFFICER,
    GRIEVANCE_OFFICER_PHONE: '+91 98765 43210',
    GRIEVANCE_OFFICER_ADDRESS: 'Grievance Cell, Lanka, Varanasi',
  };
  s = await startTestServer({ seed: false, env });
  sc = scenario(s);
  worker = withComplaintJobs(new MessageWorker(s.db.orm, loadConfig({ ...process.env, ...env }).messages));
  admin = await sc.admin();
  pandit = await sc.pandit({ name: 'Pt. Complaint Sharma' });
  otherPandit = await sc.pandit({ name: 'Pt. Other Mishra' });
  devotee = await sc.customer('Complaint Devotee');
  stranger = await sc.customer('Stranger Devotee');
  await worker.drain(); // the sign-up and application messages
});
afterAll(async () => {
  await worker?.stop();
  worker?.close();
  await s?.close();
  await smtp?.close();
});

describe('reporting a problem', () => {
  it('accepts each of the 8 categories with a CT number, deadlines, and an acknowledgement naming the officer', async () => {
    expect(COMPLAINT_CATEGORY_VALUES).toHaveLength(8);
    const b = await booking();
    const numbers = new Set<string>();
    for (const category of COMPLAINT_CATEGORY_VALUES) {
      const c = await report(b.id, category);
      expect(c.number).toMatch(/^CT[0-9A-F]{12}$/);
      expect(c).toMatchObject({ status: 'OPEN', category });
      expect(new Date(c.ackDueAt).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
      expect(new Date(c.resolveDueAt).getTime() - Date.now()).toBeGreaterThan(29 * DAY);
      numbers.add(c.number);
    }
    expect(numbers.size).toBe(8);
    const mails = await deliver();
    const acks = mails.filter((m) => m.to === devotee.email.toLowerCase());
    expect(acks).toHaveLength(8);
    for (const n of numbers) expect(acks.some((m) => m.subject.includes(n) && m.text.includes(n))).toBe(true);
    expect(at(acks, 0).text).toContain('Smt. Officer Test');
    expect(at(acks, 0).text).toContain(OFFICER);
    expect(at(acks, 0).text).toContain('Grievance Cell, Lanka, Varanasi');
    expect(at(acks, 0).text).toContain('48 hours');
  });

  it('acknowledges in the person’s language (Hindi)', async () => {
    await ok('mutation { setPreferredLanguage(language: HI) { id } }', {}, stranger.token);
    const b = await sc.booking({ customer: stranger, pandit, date: addDays(indiaToday(), -40), status: 'completed' });
    const c = await report(b.id, 'LATE', stranger);
    const mail = (await deliver()).find((m) => m.to === stranger.email.toLowerCase());
    expect(mail?.subject).toContain('शिकायत');
    expect(mail?.text).toContain(c.number);
    expect(mail?.text).toContain('शिकायत अधिकारी: Smt. Officer Test');
  });

  it('refuses a category outside the list and a short description', async () => {
    const b = await booking();
    const bad = await s.gql(
      REPORT,
      { i: { bookingId: b.id, category: 'RUDE', description: 'Long enough text here.' } },
      devotee.token,
    );
    expect(bad.errors?.[0]).toBeDefined();
    const short = await s.gql(REPORT, { i: { bookingId: b.id, category: 'OTHER', description: 'short' } }, devotee.token);
    expect(short.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldKeys: { 'input.description': 'complaint.descriptionTooShort' },
    });
  });
});

describe('who sees a ticket', () => {
  it('the devotee, the booking’s pandit and admins; not another devotee, another pandit or a visitor', async () => {
    const b = await booking();
    const c = await report(b.id, 'BEHAVIOUR');
    for (const who of [devotee, pandit.account, admin]) {
      expect((await ok(COMPLAINT, { id: c.id }, who.token)).complaint.number).toBe(c.number);
    }
    for (const who of [stranger, otherPandit.account]) {
      const r = await s.gql(COMPLAINT, { id: c.id }, who.token);
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const w = await s.gql(REPLY, { id: c.id, b: 'Let me in' }, who.token);
      expect(w.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const list = await ok('{ complaints { items { id } } }', {}, who.token);
      expect(list.complaints.items.map((x: any) => x.id)).not.toContain(c.id);
      const filed = await s.gql(
        REPORT,
        { i: { bookingId: b.id, category: 'OTHER', description: 'Not my booking at all.' } },
        who.token,
      );
      expect(filed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await s.gql(COMPLAINT, { id: c.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await s.gql(RESOLVE, { id: c.id, i: { outcome: 'NO_ACTION', note: 'x-y-z' } }, devotee.token)).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    expect((await s.gql('{ complaintStats { overdue } }', {}, pandit.account.token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    // The pandit lists it among his; the pandit files one too.
    const mine = await ok('{ complaints { items { id } } }', {}, pandit.account.token);
    expect(mine.complaints.items.map((x: any) => x.id)).toContain(c.id);
    const his = await report(b.id, 'PAYMENT', pandit.account);
    expect((await ok(COMPLAINT, { id: his.id }, devotee.token)).complaint.messages[0].authorRole).toBe('PANDIT');
  });

  it('the thread: support acknowledges and awaits a reply; a party’s answer hands it back', async () => {
    const b = await booking();
    const c = await report(b.id, 'LATE');
    const answered = (await ok(REPLY, { id: c.id, b: 'We are looking into it.' }, admin.token)).replyToComplaint;
    expect(answered.status).toBe('AWAITING_REPLY');
    expect(answered.acknowledgedAt).toBeTruthy();
    // The devotee and the pandit are told, with support's words.
    const told = await deliver();
    for (const who of [devotee, pandit.account])
      expect(
        told.some(
          (m) => m.to === who.email.toLowerCase() && m.subject.includes(c.number) && m.text.includes('We are looking into it.'),
        ),
      ).toBe(true);
    expect((await ok(REPLY, { id: c.id, b: 'He came two hours late.' }, pandit.account.token)).replyToComplaint.status).toBe(
      'OPEN',
    );
    const thread = (await ok(COMPLAINT, { id: c.id }, devotee.token)).complaint.messages;
    expect(thread.map((m: any) => m.authorRole)).toEqual(['DEVOTEE', 'SUPPORT', 'PANDIT']);
  });
});

describe('REST', () => {
  it('reports, reads and answers a ticket under /api/complaints; another devotee gets 404', async () => {
    const b = await booking();
    const filed = await s.rest(
      'POST',
      '/api/complaints',
      { bookingId: b.id, category: 'late', description: 'He came an hour late to the ceremony.' },
      devotee.token,
    );
    expect(filed.status).toBe(201);
    expect(filed.body.success).toBe(true);
    const c = filed.body.data.complaint;
    expect(c).toMatchObject({ category: 'LATE', status: 'open' });
    expect(c.number).toMatch(/^CT[0-9A-F]{12}$/);
    const read = await s.rest('GET', `/api/complaints/${c.id}`, undefined, pandit.account.token);
    expect(read.status).toBe(200);
    expect(read.body.data.complaint.messages).toHaveLength(1);
    const reply = await s.rest('POST', `/api/complaints/${c.id}/messages`, { body: 'We will call you today.' }, admin.token);
    expect(reply.body.data.complaint.status).toBe('awaiting_reply');
    expect((await s.rest('GET', `/api/complaints/${c.id}`, undefined, stranger.token)).status).toBe(404);
    const list = await s.rest('GET', `/api/complaints?bookingId=${b.id}`, undefined, devotee.token);
    expect(list.body.data.complaints.map((x: any) => x.id)).toEqual([c.id]);
  });
});

describe('attachments', () => {
  const image = () =>
    sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 120, g: 90, b: 60 } } })
      .jpeg()
      .toBuffer();
  /** A multipart POST with text fields and files in 'attachments'. */
  async function multipart(path: string, fields: Record<string, string>, files: Buffer[], token?: string) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const [i, f] of files.entries())
      form.append('attachments', new Blob([new Uint8Array(f)], { type: 'image/jpeg' }), `p${i}.jpg`);
    const res = await fetch(`${s.url}${path}`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: await res.json() };
  }
  const read = (url: string, token?: string) =>
    fetch(`${s.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const THREAD = 'query($id: ID!) { complaint(id: $id) { id messages { id authorRole attachments } } }';

  it('a report and a reply carry images; the devotee, the pandit and admins read them (private, no-store, audited); nobody else', async () => {
    const b = await booking();
    const filed = await multipart(
      '/api/complaints',
      { bookingId: b.id, category: 'extra_money', description: 'He asked for ₹2000 more; the receipt is attached.' },
      [await image(), await image()],
      devotee.token,
    );
    expect(filed.status).toBe(201);
    const c = filed.body.data.complaint;
    const [first] = c.messages;
    expect(first.attachments).toHaveLength(2);
    expect(first.attachments[0]).toMatch(new RegExp(`^/api/complaints/${c.id}/attachments/[0-9a-f-]{36}$`));

    const replied = await multipart(
      `/api/complaints/${c.id}/messages`,
      { body: 'I never asked for money.' },
      [await image()],
      pandit.account.token,
    );
    expect(replied.status).toBe(201);
    const thread = (await ok(THREAD, { id: c.id }, admin.token)).complaint.messages;
    expect(thread.map((m: any) => [m.authorRole, m.attachments.length])).toEqual([
      ['DEVOTEE', 2],
      ['PANDIT', 1],
    ]);

    const url = first.attachments[0];
    for (const who of [devotee, pandit.account, admin]) {
      const r = await read(url, who.token);
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('private, no-store');
      expect(r.headers.get('content-type')).toMatch(/^image\//);
    }
    for (const who of [stranger, otherPandit.account]) expect((await read(url, who.token)).status).toBe(404);
    expect((await read(url)).status).toBe(401);
    // Another ticket's address for the same image, and the public media route, find nothing.
    const mediaId = url.split('/').pop()!;
    const other = (await report((await booking()).id)).id;
    expect((await read(`/api/complaints/${other}/attachments/${mediaId}`, devotee.token)).status).toBe(404);
    expect((await read(`/media/${mediaId}`)).status).toBe(404);

    const audited = await sql(`select action from audit_log where action = 'complaint.attachment.read' and entity_id = ?`, [
      c.id,
    ]);
    expect(audited).toHaveLength(3);
  });

  it('the upload rules of photos: at most 3 images, images only; only the writer’s own private uploads, once', async () => {
    const b = await booking();
    const fields = { bookingId: b.id, category: 'other', description: 'Four pictures of what happened there.' };
    const four = await multipart('/api/complaints', fields, await Promise.all([1, 2, 3, 4].map(() => image())), devotee.token);
    expect(four.status).toBe(400);
    expect(four.body.code).toBe('VALIDATION_FAILED');
    const text = await multipart('/api/complaints', fields, [Buffer.from('not an image at all, just words')], devotee.token);
    expect(text.status).toBe(415);
    expect(await sql('select id from complaints where booking_id = ?', [b.id])).toHaveLength(0);

    // Through GraphQL: someone else's upload, or one already attached, is refused.
    const filed = await multipart('/api/complaints', fields, [await image()], devotee.token);
    const used = filed.body.data.complaint.messages[0].attachments[0].split('/').pop();
    const i = {
      bookingId: b.id,
      category: 'OTHER',
      description: 'The same picture again, once more.',
      attachments: [`/media/${used}`],
    };
    const again = await s.gql(REPORT, { i }, devotee.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const theirs = await s.gql(REPORT, { i }, pandit.account.token);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});

describe('outcomes', () => {
  const resolve = (id: string, i: Record<string, unknown>) => s.gql(RESOLVE, { id, i }, admin.token);

  it('a full refund is the booking’s pending refund of the verified payment, paid out through Refunds', async () => {
    const b = await booking();
    const em = s.db.orm.em.fork();
    const payment = em.create(PaymentSchema, {
      booking: b.id,
      method: 'upi',
      amount: b.totalAmount,
      reference: '123456789012',
      status: 'verified',
      decidedAt: new Date(),
    } as never);
    await em.flush();
    const c = await report(b.id, 'NO_SHOW');
    const r = await resolve(c.id, { outcome: 'REFUND_FULL', note: 'The pandit did not come.' });
    expect(r.errors).toBeUndefined();
    expect(r.data.resolveComplaint).toMatchObject({ status: 'RESOLVED', outcome: 'REFUND_FULL', refundAmount: b.totalAmount });
    const [refund] = await sql('select id, amount, percent, rule, status, payment_id from refunds where booking_id = ?', [b.id]);
    expect(refund).toMatchObject({
      amount: b.totalAmount,
      percent: 100,
      rule: 'complaint',
      status: 'pending',
      payment_id: payment.id,
    });
    // While it is pending, a second refund of the booking is refused (one refund per booking).
    const again = await report(b.id, 'PAYMENT');
    expect((await resolve(again.id, { outcome: 'REFUND_FULL', note: 'Again please' })).errors?.[0]?.extensions?.reason).toBe(
      'ALREADY_REFUNDED',
    );
    const paid = await ok(
      'mutation($id: ID!) { markRefunded(id: $id, reference: "NEFT-COMPLAINT-1") { id status booking { paymentStatus } } }',
      { id: refund.id },
      admin.token,
    );
    expect(paid.markRefunded).toMatchObject({ status: 'REFUNDED', booking: { paymentStatus: 'REFUNDED' } });
    const mails = await deliver();
    expect(
      mails.some((m) => m.to === devotee.email.toLowerCase() && m.subject.includes(c.number) && m.text.includes('full refund')),
    ).toBe(true);
    expect(mails.some((m) => m.to === pandit.account.email.toLowerCase() && m.subject.includes(c.number))).toBe(true);
    // Refunded: nothing more to refund.
    const after = await report(b.id, 'PAYMENT');
    expect((await resolve(after.id, { outcome: 'REFUND_FULL', note: 'Again please' })).errors?.[0]?.extensions?.reason).toBe(
      'NOT_PAID',
    );
  });

  it('a partial refund at most the amount paid; none for an unpaid booking', async () => {
    const b = await booking();
    const c = await report(b.id, 'EXTRA_MONEY');
    const tooMuch = await resolve(c.id, { outcome: 'REFUND_PARTIAL', note: 'Part of it', amount: b.totalAmount + 1 });
    expect(tooMuch.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'REFUND_TOO_LARGE' });
    const missing = await resolve(c.id, { outcome: 'REFUND_PARTIAL', note: 'Part of it' });
    expect(missing.errors?.[0]?.extensions?.fieldKeys).toMatchObject({ 'input.amount': 'complaint.amountInvalid' });
    const r = await resolve(c.id, { outcome: 'REFUND_PARTIAL', note: 'He asked ₹500 more.', amount: 500 });
    expect(r.data.resolveComplaint).toMatchObject({ outcome: 'REFUND_PARTIAL', refundAmount: 500 });
    const [refund] = await sql('select amount, rule, status from refunds where booking_id = ?', [b.id]);
    expect(refund).toMatchObject({ amount: 500, rule: 'complaint', status: 'pending' });
    const mails = await deliver();
    expect(
      mails.some((m) => m.to === devotee.email.toLowerCase() && m.text.includes('partial refund') && m.text.includes('500')),
    ).toBe(true);
    const unpaid = await booking({ paymentStatus: 'pending', status: 'confirmed' });
    const u = await report(unpaid.id, 'NOT_DONE');
    expect((await resolve(u.id, { outcome: 'REFUND_FULL', note: 'Refund it' })).errors?.[0]?.extensions?.reason).toBe('NOT_PAID');
  });

  it('a warning is recorded and e-mailed to the pandit and the devotee', async () => {
    const b = await booking();
    const c = await report(b.id, 'BEHAVIOUR');
    expect((await resolve(c.id, { outcome: 'WARNING', note: 'Rude to the family.' })).data.resolveComplaint.outcome).toBe(
      'WARNING',
    );
    const [entry] = await sql("select entity_id from audit_log where action = 'pandit.warn' order by created_at desc limit 1");
    expect(entry?.entity_id).toBe(pandit.id);
    const mails = await deliver();
    expect(mails.some((m) => m.to === pandit.account.email.toLowerCase() && m.text.includes('you are given a warning'))).toBe(
      true,
    );
    expect(mails.some((m) => m.to === devotee.email.toLowerCase() && m.text.includes('Rude to the family.'))).toBe(true);
  });

  it('no action with a reason', async () => {
    const b = await booking();
    const c = await report(b.id, 'OTHER');
    const r = await resolve(c.id, { outcome: 'NO_ACTION', note: 'The ceremony was done as booked.' });
    expect(r.data.resolveComplaint).toMatchObject({ outcome: 'NO_ACTION', refundAmount: null });
    const mails = await deliver();
    expect(mails.some((m) => m.to === devotee.email.toLowerCase() && m.text.includes('The ceremony was done as booked.'))).toBe(
      true,
    );
    expect((await resolve(c.id, { outcome: 'NO_ACTION', note: 'Twice' })).errors?.[0]?.extensions?.reason).toBe(
      'COMPLAINT_NOT_ACTIVE',
    );
  });

  it('a suspension takes the pandit off search and his public page at once', async () => {
    const victim = await sc.pandit({ name: 'Pt. Suspended Tiwari' });
    const listed = async () =>
      (
        await ok('{ pandits(filter: { search: "Suspended Tiwari" }, page: { limit: 50 }) { items { id } } }', {})
      ).pandits.items.map((x: any) => x.id);
    expect(await listed()).toContain(victim.id);
    expect((await s.gql('query($id: ID!) { pandit(id: $id) { id } }', { id: victim.id })).data?.pandit?.id).toBe(victim.id);
    const b = await sc.booking({ customer: devotee, pandit: victim, date: addDays(indiaToday(), -3), status: 'completed' });
    const c = await report(b.id, 'EXTRA_MONEY');
    expect((await resolve(c.id, { outcome: 'SUSPENSION', note: 'Demanded cash.' })).data.resolveComplaint.outcome).toBe(
      'SUSPENSION',
    );
    expect(await listed()).not.toContain(victim.id);
    const page = await s.gql('query($id: ID!) { pandit(id: $id) { id } }', { id: victim.id });
    expect(page.data?.pandit ?? null).toBeNull();
    const mails = await deliver();
    expect(mails.some((m) => m.to === victim.account.email.toLowerCase() && m.text.includes('your listing is suspended'))).toBe(
      true,
    );
  });
});

describe('deadlines, the digest and reopening', () => {
  it('overdue after 48 hours without an answer; the officer’s digest once a day', async () => {
    await sql('delete from message_events where type = ?', ['complaint.digest']);
    const b = await booking();
    const c = await report(b.id, 'NO_SHOW');
    // 02:00 in India on the first India day that starts more than 49 hours from now: past the 48-hour deadline, and
    // the rounds below (+2 h, +3 h) stay on that India day whatever time of day the test runs (the digest is daily).
    const IST = 5.5 * 3_600_000;
    const later = new Date((Math.floor((Date.now() + 49 * 3_600_000 + IST) / DAY) + 1) * DAY - IST + 2 * 3_600_000);
    const stats = await ok('{ complaintStats { active overdue } }', {}, admin.token);
    expect(stats.complaintStats.active).toBeGreaterThan(0);
    const [row] = await sql('select count(*)::int as n from complaints where due_at < ?', [later]);
    expect(row.n).toBeGreaterThan(0);
    const first = await deliver({ now: later });
    const digest = first.filter((m) => m.to === OFFICER);
    expect(digest).toHaveLength(1);
    expect(at(digest, 0).text).toContain(c.number);
    expect(at(digest, 0).text).toContain('OVERDUE');
    // The same day again (another round, a second worker as in another process): nothing more.
    const again = await deliver({ now: new Date(later.getTime() + 2 * 3_600_000) });
    expect(again.filter((m) => m.to === OFFICER)).toHaveLength(0);
    const other = withComplaintJobs(
      new MessageWorker(
        s.db.orm,
        loadConfig({ ...process.env, MESSAGES_POLL_MS: '0', SMTP_URL: smtp.url, GRIEVANCE_OFFICER_EMAIL: OFFICER }).messages,
      ),
    );
    const before = smtp.mails.length;
    await other.drain({ now: new Date(later.getTime() + 3 * 3_600_000) });
    await other.stop();
    other.close();
    expect(smtp.mails.slice(before).filter((m) => m.to === OFFICER)).toHaveLength(0);
    // The next day: one more.
    const next = await deliver({ now: new Date(later.getTime() + DAY) });
    expect(next.filter((m) => m.to === OFFICER)).toHaveLength(1);
  });

  it('the devotee reopens within 14 days; a job closes it after 14 days, and then it cannot be reopened', async () => {
    const b = await booking();
    const c = await report(b.id, 'LATE');
    await ok(RESOLVE, { id: c.id, i: { outcome: 'NO_ACTION', note: 'He came on time.' } }, admin.token);
    expect((await ok(COMPLAINT, { id: c.id }, devotee.token)).complaint.viewerCanReopen).toBe(true);
    expect((await s.gql(REOPEN, { id: c.id }, pandit.account.token)).errors?.[0]?.extensions?.reason).toBe('NOT_REOPENABLE');
    expect((await ok(REOPEN, { id: c.id }, devotee.token)).reopenComplaint.status).toBe('OPEN');
    await ok(RESOLVE, { id: c.id, i: { outcome: 'NO_ACTION', note: 'Checked again.' } }, admin.token);
    // 15 days later: the worker's round closes it, and it can no longer be reopened.
    await sql("update complaints set resolved_at = resolved_at - interval '15 days' where id = ?", [c.id]);
    await deliver({ now: new Date(Date.now() + 2 * DAY) });
    const closed = (await ok(COMPLAINT, { id: c.id }, devotee.token)).complaint;
    expect(closed).toMatchObject({ status: 'CLOSED', viewerCanReopen: false });
    expect((await s.gql(REOPEN, { id: c.id }, devotee.token)).errors?.[0]?.extensions?.reason).toBe('NOT_REOPENABLE');
  });

  it('admins see what is due first', async () => {
    const list = await ok('{ complaints(status: OPEN, page: { limit: 100 }) { items { id dueAt } } }', {}, admin.token);
    const dues = list.complaints.items.map((x: any) => new Date(x.dueAt).getTime());
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
  });
});
