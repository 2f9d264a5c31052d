import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, bookingReference, indiaToday } from '@marketplace/schema/rules';
import { loadConfig } from '../src/config.js';
import { MessageWorker } from '../src/modules/messages/outbox.js';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type PanditFixture } from './scenario.js';

/**
 * One booking, one reference (issue 31): the reference the customer sees is the one in the REST answer, the
 * UPI note, the receipt and the messages, and the admin console finds the booking by it (with or without 'PC', any
 * case, spaced as read out), by the customer's phone (as typed) and by the customer's e-mail.
 */
let s: TestServer;
let sc: ReturnType<typeof scenario>;
let admin: Account;
let customer: Account;
let other: Account;
let pandit: PanditFixture;
let bookingId: string;
let otherId: string;
const env = { UPI_VPA: 'temple.trust@okaxis', UPI_PAYEE_NAME: 'Shri Mandir Seva Trust', MESSAGES_POLL_MS: '0' };

const search = async (q: string) => {
  const r = await s.gql(
    'query($q: String) { adminBookings(filter: { search: $q }) { items { id reference } } }',
    { q },
    admin.token,
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.adminBookings.items.map((b: any) => b.id) as string[];
};

beforeAll(async () => {
  s = await startTestServer({ seed: false, env });
  sc = scenario(s);
  admin = await sc.admin();
  pandit = await sc.pandit({ name: 'Pt. Reference Shastri' });
  customer = await sc.customer('Kavya Reference');
  other = await sc.customer('Other Devotee');
  // The customer's own phone, different from the other account's.
  const phone = await s.gql('mutation { updateProfile(input: { phone: "+91 99887 76655" }) { phone } }', {}, customer.token);
  expect(phone.errors, JSON.stringify(phone.errors)).toBeUndefined();
  const book = async (who: Account, time: string) => {
    const r = await s.rest(
      'POST',
      '/api/bookings',
      { pandit: pandit.id, date: addDays(indiaToday(), 4), time, location: 'Assi Ghat', serviceType: 'basic' },
      who.token,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.data;
  };
  const created = await book(customer, '10:00');
  bookingId = created.id;
  // REST answers with the reference.
  expect(created.reference).toBe(bookingReference(bookingId));
  otherId = (await book(other, '11:00')).id;
});

afterAll(async () => s?.close());

describe('one booking reference', () => {
  it('is the same in the REST answer, the UPI note, the receipt and the e-mails', async () => {
    const reference = bookingReference(bookingId);
    expect(reference).toMatch(/^PC[0-9A-F]{12}$/);
    await s.gql('mutation($id: ID!) { confirmBooking(id: $id) { id } }', { id: bookingId }, pandit.account.token);
    const r = await s.gql(
      'query($id: ID!) { booking(id: $id) { reference upiPayment { reference uri } } }',
      { id: bookingId },
      customer.token,
    );
    expect(r.data.booking.reference).toBe(reference);
    expect(r.data.booking.upiPayment.reference).toBe(reference);
    expect(new URL(r.data.booking.upiPayment.uri.replace('upi://', 'http://x/')).searchParams.get('tn')).toBe(reference);
    const paid = await s.gql(
      'mutation($b: ID!) { submitUpiPayment(bookingId: $b, utr: "500000000001") { id } }',
      { b: bookingId },
      customer.token,
    );
    await s.gql('mutation($id: ID!) { verifyPayment(id: $id) { id } }', { id: paid.data.submitUpiPayment.id }, admin.token);
    const receipt = await s.gql('query($b: ID!) { receipt(bookingId: $b) { number } }', { b: bookingId }, customer.token);
    expect(receipt.data.receipt.number).toBe(reference);

    const worker = new MessageWorker(s.db.orm, loadConfig({ ...process.env, ...env }).messages);
    await worker.drain();
    worker.close();
    const bodies: Array<{ body_text: string }> = await s.db.orm.em
      .getConnection()
      .execute(
        `select m.body_text from messages m join message_events e on e.id = m.event_id where e.booking_id = ? and m.channel = 'email'`,
        [bookingId],
      );
    expect(bodies.length).toBeGreaterThan(2);
    for (const b of bodies) expect(b.body_text).toMatch(new RegExp(`(Booking reference|बुकिंग संख्या): ${reference}`));
  });

  it('is found by the admin by its reference in every form the customer may read it out', async () => {
    const reference = bookingReference(bookingId);
    const digits = reference.slice(2);
    for (const q of [
      reference,
      reference.toLowerCase(),
      digits,
      digits.toLowerCase(),
      `PC ${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`,
      `#${reference}`,
      digits.slice(0, 8), // what e-mails showed before the one reference
      bookingId,
    ]) {
      expect(await search(q), q).toEqual([bookingId]);
    }
    expect(await search(`PC${digits.slice(0, 11)}${digits[11] === 'F' ? '0' : 'F'}`)).not.toContain(bookingId);
    // REST: the same search.
    const rest = await s.rest(
      'GET',
      `/api/admin/bookings?search=${encodeURIComponent(reference.toLowerCase())}`,
      undefined,
      admin.token,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.data.bookings.map((b: any) => [b.id, b.reference])).toEqual([[bookingId, reference]]);
  });

  it("is found by the customer's phone, as typed, and by the customer's e-mail", async () => {
    for (const q of ['9988776655', '+91 99887 76655', '+91-99887-76655', '99887 76655']) {
      expect(await search(q), q).toEqual([bookingId]);
    }
    expect(await search(customer.email.toUpperCase())).toEqual([bookingId]);
    expect(await search(other.email)).toEqual([otherId]);
    expect(await search('9000000000')).toEqual([]);
  });
});
