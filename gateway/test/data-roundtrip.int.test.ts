import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bookingReference, indiaToday } from '@marketplace/schema/rules';
import { loadConfig } from '../src/config.js';
import { MessageWorker } from '../src/modules/messages/outbox.js';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type PanditFixture } from './scenario.js';

/**
 * Export → clear → import (issue 31): data made through every path the product has (a pandit added by the admin, a
 * wizard application approved, availability of several shapes, bookings in every state, a UPI payment verified and
 * one rejected, a refund sent, a trip, a reschedule, reviews, a testimonial, the About page, messages) comes back
 * with the same counts and the same answers; a corrupted file is refused with the record named, and nothing is
 * cleared.
 */
let s: TestServer;
let sc: ReturnType<typeof scenario>;
let admin: Account;
let asha: Account;
let ravi: Account;
let wizard: PanditFixture;
let open: PanditFixture;
let adminMade: { id: string; email: string; password: string };
const ids: Record<'pending' | 'paid' | 'refunded' | 'declined' | 'trip' | 'virtual', string> = {
  pending: '',
  paid: '',
  refunded: '',
  declined: '',
  trip: '',
  virtual: '',
};
let worker: MessageWorker;
const env = { UPI_VPA: 'temple.trust@okaxis', UPI_PAYEE_NAME: 'Shri Mandir Seva Trust', MESSAGES_POLL_MS: '0' };
const day = (n: number) => addDays(indiaToday(), n);
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);

async function ok<T = any>(query: string, variables: Record<string, unknown> = {}, token = admin.token): Promise<T> {
  const r = await s.gql<T>(query, variables, token);
  expect(r.errors, `${query}\n${JSON.stringify(r.errors)}`).toBeUndefined();
  return r.data as T;
}
const book = async (who: Account, input: Record<string, unknown>) =>
  (await ok('mutation($i: CreateBookingInput!) { createBooking(input: $i) { id } }', { i: input }, who.token)).createBooking
    .id as string;
const payByUpi = async (who: Account, bookingId: string, utr: string) =>
  (
    await ok(
      'mutation($b: ID!, $u: String!) { submitUpiPayment(bookingId: $b, utr: $u) { id status } }',
      { b: bookingId, u: utr },
      who.token,
    )
  ).submitUpiPayment.id as string;

const COUNTS = '{ dataCounts { users pandits packages bookings reviews testimonials payments refunds messages } }';

/** The answers compared before and after: what visitors, customers, pandits and admins are told. */
async function answers() {
  const [pub, mine, theirs, workspace, payments, refunds, messages, dashboard, history, free, search, receipt, about] =
    await Promise.all([
      ok(
        `{ pandits(page: { limit: 50 }) { items { id name rating reviewCount specializations
          ceremonies { ceremony { slug } price virtualPrice } } pageInfo { totalCount } } }`,
        {},
        '',
      ),
      ok(
        `{ bookings(page: { limit: 50 }) { items { id reference status paymentStatus totalAmount travellers contactPhone
          ceremony { slug } sankalp { familyNames gotra nakshatra occasion } samagriBy
          payments { status amount reference } refund { status amount reference rule } review { rating comment } } } }`,
        {},
        asha.token,
      ),
      ok('{ bookings(page: { limit: 50 }) { items { id status paymentStatus } pageInfo { totalCount } } }', {}, ravi.token),
      ok('{ bookings(page: { limit: 50 }) { items { id status } pageInfo { totalCount } } }', {}, wizard.account.token),
      ok('{ payments(page: { limit: 50 }) { items { id status amount method reference } pageInfo { totalCount } } }'),
      ok('{ refunds(page: { limit: 50 }) { items { id status amount reference } pageInfo { totalCount } } }'),
      ok(
        '{ messages(page: { limit: 100 }) { items { id event recipient channel language subject status } pageInfo { totalCount } } }',
      ),
      ok('{ adminDashboard { stats { totalPandits approvedPandits pendingPandits totalBookings totalRevenue averageRating } } }'),
      ok('query($id: ID!) { booking(id: $id) { history { field from to actorName actorRole } } }', { id: ids.paid }),
      ok('query($p: ID!, $f: Date!, $t: Date!) { freeDays(panditId: $p, from: $f, to: $t) { date freeSlots } }', {
        p: wizard.id,
        f: day(1),
        t: day(14),
      }),
      ok('query($q: String) { adminBookings(filter: { search: $q }) { items { id } } }', { q: bookingReference(ids.paid) }),
      ok('query($b: ID!) { receipt(bookingId: $b) { number amount method reference } }', { b: ids.paid }, asha.token),
      ok('{ about(language: "hi") { title mission } }', {}, ''),
    ]);
  return { pub, mine, theirs, workspace, payments, refunds, messages, dashboard, history, free, search, receipt, about };
}

beforeAll(async () => {
  s = await startTestServer({ seed: false, env });
  sc = scenario(s);
  worker = new MessageWorker(s.db.orm, loadConfig({ ...process.env, ...env }).messages);
  admin = await sc.admin();
  asha = await sc.customer('Asha Devotee');
  ravi = await sc.customer('Ravi Yatri');
  await ok('mutation { setPreferredLanguage(language: HI) { id } }', {}, ravi.token);

  // A pandit added by the admin (no availability set: open at every slot).
  const created = await ok(
    `mutation($i: PanditApplicationInput!) { createPandit(input: $i) { pandit { id } oneTimePassword } }`,
    {
      i: {
        name: 'Pt. Admin Added',
        email: 'admin.added@example.in',
        phone: '9811111111',
        state: 'Uttar Pradesh',
        city: 'Varanasi',
        location: 'Dashashwamedh Ghat',
        bio: 'Added by the admin at the temple desk.',
        experience: 20,
        specializations: ['Griha Pravesh'],
        languages: ['Hindi', 'Sanskrit'],
        pricing: { basic: 1500, premium: 2500, deluxe: 4000 },
        virtualPoojaAvailable: false,
      },
    },
  );
  adminMade = {
    id: created.createPandit.pandit.id,
    email: 'admin.added@example.in',
    password: created.createPandit.oneTimePassword,
  };
  // Applications through the join wizard, approved: weekly hours with a closed day and blocked dates; a virtual one.
  wizard = await sc.pandit({
    name: 'Pt. Wizard Hours',
    availability: {
      weeklyHours: [
        { weekday: 0, slots: [] },
        { weekday: 1, slots: ['06:00', '07:00', '16:00'] },
        { weekday: 3, slots: ['10:00', '11:00'] },
      ],
      blockedDates: [day(9), day(12)],
    },
  });
  open = await sc.pandit({ name: 'Pt. Virtual Open', virtual: true });
  await sc.pandit({ name: 'Pt. Still Pending', status: 'pending' });
  await sc.pandit({ name: 'Pt. Not Approved', status: 'rejected' });
  // The availability as an older version stored it for a pandit made without any: the JSON string "{}".
  await sql(`update pandits set availability = to_jsonb('{}'::text) where name = 'Pt. Still Pending'`);

  const pkg = await ok(`mutation($i: PackageInput!) { createPackage(input: $i) { id } }`, {
    i: {
      name: 'Kashi Yatra',
      description: 'Three days on the ghats',
      destination: 'Varanasi',
      price: 12000,
      durationDays: 3,
      durationNights: 2,
      includes: ['Stay', 'Darshan'],
      popular: true,
    },
  });
  await ok(`mutation($i: TestimonialInput!) { createTestimonial(input: $i) { id } }`, {
    i: {
      name: 'Meera',
      location: 'Pune, Maharashtra',
      rating: 5,
      comment: 'A beautiful Griha Pravesh',
      date: day(-3),
      panditId: wizard.id,
      featured: true,
    },
  });
  await ok(`mutation($en: AboutTextInput!, $hi: AboutTranslationInput) { updateAbout(en: $en, hi: $hi) { title } }`, {
    en: { title: 'About us', content: 'We connect families and pandits', mission: 'Seva', vision: 'Trust', values: ['Truth'] },
    hi: { title: 'हमारे बारे में', mission: 'सेवा' },
  });

  // Bookings in every state.
  const nextWeekday = (weekday: number, after: number) => {
    for (let n = after; ; n++) if (new Date(`${day(n)}T00:00:00Z`).getUTCDay() === weekday) return day(n);
  };
  ids.pending = await book(asha, { panditId: wizard.id, date: nextWeekday(1, 2), time: '07:00', location: 'Assi Ghat' });
  // A ceremony with the pandit's own price (issue #33), and a booking of it with the family's sankalp.
  const griha = (await ok('{ ceremony(slug: "griha-pravesh") { id } }')).ceremony.id as string;
  await ok(
    'mutation($id: ID!, $i: UpdatePanditInput!) { updatePanditProfile(id: $id, input: $i) { id } }',
    { id: open.id, i: { ceremonyPrices: [{ ceremonyId: griha, price: 999, virtualPrice: 555 }] } },
    open.account.token,
  );
  ids.paid = await book(asha, {
    panditId: adminMade.id,
    date: day(3),
    time: '10:00',
    location: 'Lanka',
    tier: 'PREMIUM',
    ceremonyId: griha,
    sankalp: { familyNames: ['Asha Devi'], gotra: 'Kashyap', nakshatra: 'Rohini', occasion: 'New home' },
    samagriBy: 'FAMILY',
  });
  ids.refunded = await book(asha, { panditId: adminMade.id, date: day(5), time: '16:00', location: 'Lanka' });
  ids.declined = await book(ravi, { panditId: wizard.id, date: nextWeekday(3, 2), time: '10:00', location: 'Sigra' });
  ids.virtual = await book(ravi, { panditId: open.id, date: day(4), time: '18:00', isVirtual: true, idempotencyKey: 'ravi-1' });
  ids.trip = await book(ravi, { packageId: pkg.createPackage.id, date: day(20), travellers: 3, contactPhone: '9822222222' });
  const adminPandit = await s.rest('POST', '/api/auth/login', { email: adminMade.email, password: adminMade.password });
  const adminPanditToken = adminPandit.body.data.token as string;
  for (const id of [ids.paid, ids.refunded])
    await ok('mutation($id: ID!) { confirmBooking(id: $id) { id } }', { id }, adminPanditToken);
  await ok('mutation($id: ID!) { confirmBooking(id: $id) { id } }', { id: ids.virtual }, open.account.token);
  await ok(
    'mutation($id: ID!) { declineBooking(id: $id, reason: "Travelling that week") { id } }',
    { id: ids.declined },
    wizard.account.token,
  );
  await ok(
    'mutation($id: ID!, $d: Date!) { rescheduleBooking(id: $id, date: $d, time: "19:00") { id } }',
    { id: ids.virtual, d: day(6) },
    ravi.token,
  );

  // UPI: one transfer rejected then another verified; a paid booking cancelled early, its refund sent.
  const rejected = await payByUpi(asha, ids.paid, '400000000001');
  await ok('mutation($id: ID!) { rejectPayment(id: $id, reason: "No such transfer arrived") { id } }', { id: rejected });
  await ok('mutation($id: ID!) { verifyPayment(id: $id) { id } }', { id: await payByUpi(asha, ids.paid, '400000000002') });
  await ok('mutation($id: ID!) { verifyPayment(id: $id) { id } }', { id: await payByUpi(asha, ids.refunded, '400000000003') });
  await ok('mutation($id: ID!) { cancelBooking(id: $id, reason: "Family emergency") { id } }', { id: ids.refunded }, asha.token);
  const refund = await ok('{ refunds { items { id status } } }');
  expect(refund.refunds.items).toHaveLength(1);
  await ok('mutation($id: ID!) { markRefunded(id: $id, reference: "NEFT-REF-778899") { id } }', {
    id: refund.refunds.items[0].id,
  });
  // A paid booking completed (by the admin, the ceremony being later) and reviewed.
  await ok('mutation($id: ID!) { updateBookingStatus(id: $id, status: COMPLETED) { id } }', { id: ids.paid });
  await sc.review(asha, { id: ids.paid }, 4, 'On time, every ritual explained.');
  // The outbox: every event expanded into messages (and delivered to the log).
  await worker.drain();
});

afterAll(async () => {
  await worker?.stop();
  worker?.close();
  await s?.close();
});

describe('export → clear → import', () => {
  it('gives back every record with the same counts and the same answers', async () => {
    const counts = (await ok(COUNTS)).dataCounts;
    // What was made: every kind present.
    expect(counts).toMatchObject({ pandits: 5, packages: 1, bookings: 6, reviews: 1, testimonials: 1, payments: 3, refunds: 1 });
    expect(counts.messages).toBeGreaterThan(10);
    const before = await answers();
    expect(before.mine.bookings.items.length).toBe(3);
    expect(before.free.freeDays.some((d: any) => d.freeSlots.length > 0)).toBe(true);
    expect(before.search.adminBookings.items.map((b: any) => b.id)).toEqual([ids.paid]);

    const exported = await s.rest('GET', '/api/admin/export', undefined, admin.token);
    expect(exported.status).toBe(200);
    const file = exported.body.data;
    expect(file.pandits.every((p: any) => typeof p.availability === 'object' && !Array.isArray(p.availability))).toBe(true);
    expect(file.pandits.find((p: any) => p.id === adminMade.id).availability).toEqual({});
    expect(file.pandits.find((p: any) => p.id === wizard.id).availability.weeklyHours).toMatchObject({
      '0': [],
      '3': ['10:00', '11:00'],
    });
    expect(file.bookings.find((b: any) => b.id === ids.trip)).toMatchObject({ travellers: 3, contactPhone: '9822222222' });
    expect(file.payments).toHaveLength(3);
    expect(file.refunds).toHaveLength(1);
    expect(file.bookingHistory.length).toBeGreaterThan(5);
    expect(file.messages).toHaveLength(counts.messages);
    expect(JSON.stringify(file)).not.toMatch(/passwordHash|\$argon2/);
    // The money: the ledger's entries of two payments, a refund decided and sent; two invoices and a credit note.
    const money = file.money;
    expect(money.invoices.map((d: any) => d.series).sort()).toEqual(['CN', 'INV', 'INV']);
    expect(new Set(money.ledgerEntries.map((e: any) => e.kind))).toEqual(
      new Set(['payment', 'share', 'tds', 'fee', 'gst', 'refund', 'refund-sent']),
    );
    expect(money.ledgerEntries.reduce((n: number, e: any) => n + e.amount, 0)).toBe(0);
    expect(money.documentCounters.length).toBeGreaterThan(0);

    const cleared = await s.rest('POST', '/api/admin/clear', { confirm: true }, admin.token);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.deleted).toMatchObject({ pandits: 5, bookings: 6, payments: 3, refunds: 1, messages: 0 });
    expect((await ok(COUNTS)).dataCounts).toEqual({
      ...counts,
      pandits: 0,
      packages: 0,
      bookings: 0,
      reviews: 0,
      testimonials: 0,
      payments: 0,
      refunds: 0,
    });

    const imported = await s.rest('POST', '/api/admin/import', { mode: 'replace', data: file }, admin.token);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.data).toMatchObject({ mode: 'replace', accountsWithoutPassword: 0 });
    expect(imported.body.data.imported).toEqual({ ...counts, users: file.users.length });

    expect((await ok(COUNTS)).dataCounts).toEqual(counts);
    expect(await answers()).toEqual(before);
    // The ledger and documents are whole: as many entries as exported, every transaction at zero, nothing doubled.
    const [ledger] = await sql(
      `select count(*)::int as n, (select count(*)::int from (select tx_id from ledger_entries group by tx_id having sum(amount) <> 0) t) as unbalanced,
        (select count(*)::int from invoices) as documents from ledger_entries`,
    );
    expect(ledger).toEqual({ n: money.ledgerEntries.length, unbalanced: 0, documents: money.invoices.length });
    const again = (await s.rest('GET', '/api/admin/export', undefined, admin.token)).body.data;
    expect({ ...again, exportedAt: 0 }).toEqual({ ...file, exportedAt: 0 });
    // Accounts still log in, each pandit as a pandit.
    const login = await s.rest('POST', '/api/auth/login', { email: adminMade.email, password: adminMade.password });
    expect(login.body.data.user.role).toBe('pandit');
    expect(
      (await s.rest('POST', '/api/auth/login', { email: wizard.account.email, password: wizard.account.password })).status,
    ).toBe(200);
    // Sent messages stay sent: nothing is delivered again.
    const sentBefore = before.messages.messages.items.filter((m: any) => m.status === 'SENT').length;
    await worker.drain();
    const after = await ok('{ messages(page: { limit: 100 }) { items { status } pageInfo { totalCount } } }');
    expect(after.messages.pageInfo.totalCount).toBe(counts.messages);
    expect(after.messages.items.filter((m: any) => m.status === 'SENT').length).toBe(sentBefore);
  });

  it('reads availability an older export wrote as the JSON string "{}", and a file without payments', async () => {
    const file = (await s.rest('GET', '/api/admin/export', undefined, admin.token)).body.data;
    const legacy = structuredClone(file);
    legacy.pandits.find((p: any) => p.id === adminMade.id).availability = '{}';
    delete legacy.payments;
    delete legacy.refunds;
    const r = await s.rest('POST', '/api/admin/import', { mode: 'merge', data: legacy }, admin.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = (await s.rest('GET', '/api/admin/export', undefined, admin.token)).body.data;
    expect({ ...after, exportedAt: 0 }).toEqual({ ...file, exportedAt: 0 });
  });

  it('refuses a corrupted file naming each record and why, and clears nothing', async () => {
    const counts = (await ok(COUNTS)).dataCounts;
    const file = (await s.rest('GET', '/api/admin/export', undefined, admin.token)).body.data;
    const bad = structuredClone(file);
    const w = bad.pandits.findIndex((p: any) => p.id === wizard.id);
    bad.pandits[w].availability = { weeklyHours: { '1': ['25:00'] } };
    const pay = bad.payments.findIndex((p: any) => p.status === 'verified');
    bad.payments[pay].bookingId = '00000000-0000-4000-8000-000000000000';
    const r = await s.rest('POST', '/api/admin/import', { mode: 'replace', data: bad }, admin.token);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.message).toContain(`Pandit ${w + 1} "Pt. Wizard Hours" (id ${wizard.id}): availability.weeklyHours.1.0:`);
    expect(r.body.message).toContain('Nothing was imported');
    expect(r.body.problems).toContainEqual(
      expect.objectContaining({
        kind: 'pandits',
        index: w,
        id: wizard.id,
        name: 'Pt. Wizard Hours',
        field: 'availability.weeklyHours.1.0',
      }),
    );
    expect((await ok(COUNTS)).dataCounts).toEqual(counts);

    // A ledger transaction that does not sum to zero is refused before anything is written (append-only, zero-sum).
    const unbalanced = structuredClone(file);
    const entry = unbalanced.money.ledgerEntries.findIndex((e: any) => e.kind === 'fee');
    unbalanced.money.ledgerEntries[entry].amount += 1;
    const tx = unbalanced.money.ledgerEntries[entry].tx_id;
    const firstOfTx = unbalanced.money.ledgerEntries.findIndex((e: any) => e.tx_id === tx);
    const r5 = await s.rest('POST', '/api/admin/import', { mode: 'replace', data: unbalanced }, admin.token);
    expect(r5.status).toBe(400);
    expect(r5.body.fields).toHaveProperty(`data.money.ledgerEntries.${firstOfTx}.amount`, 'The transaction does not sum to zero');
    expect((await ok(COUNTS)).dataCounts).toEqual(counts);
    // An entry of a transaction the ledger holds, changed: refused too (an import never edits the ledger).
    const edited = structuredClone(file);
    edited.money.ledgerEntries[entry].id = 900_000_000;
    const r6 = await s.rest('POST', '/api/admin/import', { mode: 'merge', data: edited }, admin.token);
    expect(r6.status).toBe(400);
    expect(Object.keys(r6.body.fields)).toContain(`data.money.ledgerEntries.${firstOfTx}.tx_id`);

    // References are checked before anything is deleted too.
    const refs = structuredClone(file);
    refs.payments[pay].bookingId = '00000000-0000-4000-8000-000000000000';
    const r2 = await s.rest('POST', '/api/admin/import', { mode: 'replace', data: refs }, admin.token);
    expect(r2.status).toBe(400);
    expect(r2.body.message).toMatch(
      new RegExp(`^Payment ${pay + 1} \\(id ${refs.payments[pay].id}\\): bookingId: Unknown booking`),
    );
    expect(r2.body.fields).toHaveProperty(`data.payments.${pay}.bookingId`, 'Unknown booking');
    expect((await ok(COUNTS)).dataCounts).toEqual(counts);

    // A conflict only the database sees (a second message for the same event, recipient and channel) is met after the
    // replace has deleted the catalogue: the transaction rolls back whole.
    const clash = structuredClone(file);
    clash.messages.push({ ...clash.messages[0], id: '00000000-0000-4000-8000-0000000000aa' });
    clash.messages[0] = { ...clash.messages[0], id: '00000000-0000-4000-8000-0000000000ab' };
    const r3 = await s.rest('POST', '/api/admin/import', { mode: 'replace', data: clash }, admin.token);
    expect(r3.status).toBe(400);
    expect(r3.body.problems[0]).toMatchObject({ kind: 'messages', field: 'recipient' });
    const dbOnly = structuredClone(file);
    dbOnly.messages = [{ ...dbOnly.messages[0], id: '00000000-0000-4000-8000-0000000000ac' }];
    const r4 = await s.rest('POST', '/api/admin/import', { mode: 'replace', data: dbOnly }, admin.token);
    expect(r4.status).toBe(409);
    expect(r4.body.code).toBe('CONFLICT');
    expect((await ok(COUNTS)).dataCounts).toEqual(counts);
    const same = (await s.rest('GET', '/api/admin/export', undefined, admin.token)).body.data;
    expect({ ...same, exportedAt: 0 }).toEqual({ ...file, exportedAt: 0 });
  });
});
