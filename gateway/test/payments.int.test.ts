import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQRModule from 'jsqr';
import { addDays, bookingReference, indiaToday, refundArrivesBy, REFUND_POLICY } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type PanditFixture, type PackageFixture } from './scenario.js';
import { known } from '../src/indexed.js';

const VPA = 'temple.trust@okaxis';
const PAYEE = 'Shri Mandir Seva Trust';
const WEBHOOK_SECRET = 'whsec_test_1234567890';
const KEY_ID = 'rzp_test_key';
const KEY_SECRET = 'rzp_test_secret';

// jsqr is CommonJS typed with `export default`: under NodeNext the default import may be the module object.
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: Decode }).default ?? jsQRModule) as unknown as Decode;

/** A stand-in for Razorpay's REST API on a local port (there is no internet here): records every request. */
interface Seen {
  method: string;
  path: string;
  auth: string | undefined;
  body: any;
}
function fakeRazorpay() {
  const seen: Seen[] = [];
  let n = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      seen.push({ method: req.method!, path: req.url!, auth: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
      }
      if (req.method === 'POST' && req.url === '/v1/orders') {
        n++;
        return res.end(
          JSON.stringify({
            id: `order_T${n}`,
            entity: 'order',
            amount: body.amount,
            currency: body.currency,
            receipt: body.receipt,
            status: 'created',
          }),
        );
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && refund) {
        n++;
        return res.end(
          JSON.stringify({ id: `rfnd_T${n}`, entity: 'refund', payment_id: refund[1], amount: body.amount, status: 'pending' }),
        );
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  return { server, seen };
}

/** Reads the QR code of qrcode's SVG (one path of horizontal runs) into pixels and decodes it with jsQR. */
function decodeSvgQr(dataUrl: string): string | null {
  expect(dataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
  const svg = Buffer.from(dataUrl.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const d = known(/<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/.exec(svg)?.[1], "the QR code's path");
  const scale = 8;
  const w = size * scale;
  const pixels = new Uint8ClampedArray(w * w * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const dx = Number(a);
    if (cmd === 'M') [x, y] = [dx, Number(b)];
    else if (cmd === 'm') [x, y] = [x + dx, y + Number(b)];
    else {
      const row = Math.floor(y);
      for (let col = x; col < x + dx; col++)
        for (let py = row * scale; py < (row + 1) * scale; py++)
          for (let px = col * scale; px < (col + 1) * scale; px++) pixels.fill(0, (py * w + px) * 4, (py * w + px) * 4 + 3);
      x += dx;
    }
  }
  return jsQR(pixels, w, w)?.data ?? null;
}

/** A Razorpay webhook delivery, signed the way Razorpay documents it: hex HMAC-SHA256 of the raw body. */
async function webhook(s: TestServer, event: unknown, eventId: string, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  const res = await fetch(`${s.url}/api/payments/razorpay/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
    body,
  });
  return { status: res.status, body: await res.json() };
}

const BOOKING = `query($id: ID!) { booking(id: $id) { id reference status paymentStatus totalAmount viewerCan { pay cancel }
  upiPayment { uri qrCode amount payee payeeName reference } payments { id method status reference reason amount }
  refund { id amount percent rule status reference } } }`;
const SUBMIT =
  'mutation($b: ID!, $u: String!) { submitUpiPayment(bookingId: $b, utr: $u) { id status method amount reference } }';
const VERIFY = 'mutation($id: ID!) { verifyPayment(id: $id) { id status booking { id paymentStatus } } }';
const REJECT = 'mutation($id: ID!, $r: String!) { rejectPayment(id: $id, reason: $r) { id status reason } }';
const RECEIPT = `query($b: ID!) { receipt(bookingId: $b) { number amount method reference paidAt payeeName payee customerName booking { id } } }`;

/** India date and 'HH:00' some hours from now (negative = ago). */
function indiaSlotIn(hours: number) {
  const t = new Date(Date.now() + hours * 3600_000 + 5.5 * 3600_000).toISOString();
  return { date: t.slice(0, 10), time: `${t.slice(11, 13)}:00` };
}

let s: TestServer;
let rp: ReturnType<typeof fakeRazorpay>;
let sc: ReturnType<typeof scenario>;
let admin: Account;
let customer: Account;
let other: Account;
let pandit: PanditFixture;
let pkg: PackageFixture;
const far = addDays(indiaToday(), 10);
let utrCounter = 100000000000;
const nextUtr = () => String(utrCounter++);

beforeAll(async () => {
  rp = fakeRazorpay();
  await new Promise<void>((r) => rp.server.listen(0, '127.0.0.1', r));
  s = await startTestServer({
    seed: false,
    env: {
      UPI_VPA: VPA,
      UPI_PAYEE_NAME: PAYEE,
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${(rp.server.address() as AddressInfo).port}`,
    },
  });
  sc = scenario(s);
  admin = await sc.admin();
  customer = await sc.customer('Asha Devotee');
  other = await sc.customer('Other Devotee');
  pandit = await sc.pandit();
  pkg = await sc.package({ price: 15000 });
});

afterAll(async () => {
  await s?.close();
  await new Promise<void>((r) => rp?.server.close(() => r()));
});

describe('UPI', () => {
  it('offers the QR only to the customer and admins, only while payment is due; the QR decodes to the exact upi:// link', async () => {
    const b = await sc.booking({ customer, pandit, date: far, time: '10:00', status: 'pending' });
    let r = await s.gql(BOOKING, { id: b.id }, customer.token);
    expect(r.data.booking.viewerCan.pay).toBe(false); // a pandit booking is paid once confirmed
    expect(r.data.booking.upiPayment).toBeNull();

    const c = await sc.booking({ customer, pandit, date: far, time: '11:00', status: 'confirmed' });
    r = await s.gql(BOOKING, { id: c.id }, customer.token);
    expect(r.errors).toBeUndefined();
    const upi = r.data.booking.upiPayment;
    expect(r.data.booking.viewerCan.pay).toBe(true);
    expect(upi).toMatchObject({ amount: 2100, payee: VPA, payeeName: PAYEE, reference: bookingReference(c.id) });
    expect(r.data.booking.reference).toBe(bookingReference(c.id));

    const decoded = decodeSvgQr(upi.qrCode);
    expect(decoded).toBe(upi.uri);
    const url = new URL(decoded!);
    expect(url.protocol).toBe('upi:');
    expect(url.host + url.pathname).toBe('pay');
    expect(url.searchParams.get('pa')).toBe(VPA);
    expect(url.searchParams.get('pn')).toBe(PAYEE);
    expect(url.searchParams.get('am')).toBe('2100.00');
    expect(url.searchParams.get('cu')).toBe('INR');
    expect(url.searchParams.get('tn')).toBe(bookingReference(c.id));
    expect(url.searchParams.get('tr')).toBe(bookingReference(c.id));
    expect(decoded).toContain('pn=Shri%20Mandir%20Seva%20Trust');

    // An admin sees it; the pandit of the booking may not; another devotee cannot see the booking at all.
    r = await s.gql('query($id: ID!) { booking(id: $id) { upiPayment { uri } viewerCan { pay } } }', { id: c.id }, admin.token);
    expect(r.data.booking.upiPayment.uri).toBe(upi.uri);
    expect(r.data.booking.viewerCan.pay).toBe(false);
    r = await s.gql('query($id: ID!) { booking(id: $id) { id upiPayment { uri } } }', { id: c.id }, pandit.account.token);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((r.errors?.[0] as { path?: unknown } | undefined)?.path).toEqual(['booking', 'upiPayment']);
    r = await s.gql('query($id: ID!) { booking(id: $id) { id upiPayment { uri } } }', { id: c.id }, other.token);
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // A package is paid at booking.
    const p = await sc.booking({ customer, package: pkg, date: far, status: 'pending' });
    r = await s.gql(BOOKING, { id: p.id }, customer.token);
    expect(r.data.booking.upiPayment.amount).toBe(15000);
    expect(new URL(decodeSvgQr(r.data.booking.upiPayment.qrCode)!).searchParams.get('am')).toBe('15000.00');
  });

  it('checks the UTR (12 digits) on the server with the shared rule', async () => {
    const c = await sc.booking({ customer, pandit, date: far, time: '16:00', status: 'confirmed' });
    for (const bad of ['', '12345', '12345678901a', '1234567890123']) {
      const r = await s.gql(SUBMIT, { b: c.id, u: bad }, customer.token);
      expect(r.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(Object.values(r.errors?.[0]?.extensions?.fieldKeys as object)[0]).toMatch(/^utr\./);
    }
    const r = await s.gql(SUBMIT, { b: c.id, u: ' 4012 3456 7890 ' }, customer.token);
    expect(r.data.submitUpiPayment).toMatchObject({
      status: 'SUBMITTED',
      method: 'UPI',
      amount: 2100,
      reference: '401234567890',
    });
  });

  it('a reported UTR waits for an admin: rejected with a reason the customer may pay again; verified the booking is paid', async () => {
    const c = await sc.booking({ customer, pandit, date: far, time: '17:00', status: 'confirmed' });
    const utr = nextUtr();
    // Only the customer pays.
    expect((await s.gql(SUBMIT, { b: c.id, u: utr }, admin.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.gql(SUBMIT, { b: c.id, u: utr }, other.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const first = (await s.gql(SUBMIT, { b: c.id, u: utr }, customer.token)).data.submitUpiPayment;
    let r = await s.gql(BOOKING, { id: c.id }, customer.token);
    expect(r.data.booking.viewerCan.pay).toBe(false);
    expect(r.data.booking.upiPayment).toBeNull(); // no longer due while it waits
    expect(r.data.booking.payments[0]).toMatchObject({ status: 'SUBMITTED', reference: utr });
    r = await s.gql(SUBMIT, { b: c.id, u: nextUtr() }, customer.token);
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PAYMENT_SUBMITTED' });

    // The same UTR cannot pay another booking.
    const d = await sc.booking({ customer, pandit, date: far, time: '18:00', status: 'confirmed' });
    r = await s.gql(SUBMIT, { b: d.id, u: utr }, customer.token);
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'UTR_USED' });

    // Admins only decide.
    expect((await s.gql(VERIFY, { id: first.id }, customer.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    r = await s.gql(REJECT, { id: first.id, r: 'no' }, admin.token);
    expect(r.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    r = await s.gql(REJECT, { id: first.id, r: 'No transfer with this UTR reached our account' }, admin.token);
    expect(r.data.rejectPayment).toMatchObject({ status: 'REJECTED', reason: 'No transfer with this UTR reached our account' });
    r = await s.gql(BOOKING, { id: c.id }, customer.token);
    expect(r.data.booking).toMatchObject({ paymentStatus: 'PENDING', viewerCan: { pay: true } });
    expect(r.data.booking.payments[0]).toMatchObject({
      status: 'REJECTED',
      reason: 'No transfer with this UTR reached our account',
    });

    const second = (await s.gql(SUBMIT, { b: c.id, u: nextUtr() }, customer.token)).data.submitUpiPayment;
    r = await s.gql(VERIFY, { id: second.id }, admin.token);
    expect(r.data.verifyPayment).toMatchObject({ status: 'VERIFIED', booking: { paymentStatus: 'PAID' } });
    expect((await s.gql(VERIFY, { id: second.id }, admin.token)).errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'NOT_SUBMITTED',
    });
    r = await s.gql(BOOKING, { id: c.id }, customer.token);
    expect(r.data.booking).toMatchObject({ paymentStatus: 'PAID', upiPayment: null, viewerCan: { pay: false } });

    // The admin's list shows the verified attempt; the status history records who made the booking paid.
    r = await s.gql('{ payments(filter: { status: VERIFIED }) { items { id booking { id } } } }', {}, admin.token);
    expect(r.data.payments.items.map((p: any) => p.id)).toContain(second.id);
    expect((await s.gql('{ payments { items { id } } }', {}, customer.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    r = await s.gql('query($id: ID!) { booking(id: $id) { history { field from to actorName } } }', { id: c.id }, admin.token);
    expect(r.data.booking.history).toContainEqual({
      field: 'paymentStatus',
      from: 'pending',
      to: 'paid',
      actorName: 'Scenario Admin',
    });

    // The receipt: the customer and admins; nobody else; none for an unpaid booking.
    r = await s.gql(RECEIPT, { b: c.id }, customer.token);
    expect(r.data.receipt).toMatchObject({
      number: bookingReference(c.id),
      amount: 2100,
      method: 'UPI',
      payeeName: PAYEE,
      payee: VPA,
      customerName: 'Asha Devotee',
      booking: { id: c.id },
    });
    expect((await s.gql(RECEIPT, { b: c.id }, admin.token)).data.receipt.amount).toBe(2100);
    expect((await s.gql(RECEIPT, { b: c.id }, other.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await s.gql(RECEIPT, { b: c.id }, pandit.account.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await s.gql(RECEIPT, { b: d.id }, customer.token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('Razorpay', () => {
  const ORDER = 'mutation($b: ID!) { createRazorpayOrder(bookingId: $b) { orderId keyId amount currency reference } }';
  const captured = (orderId: string, paymentId: string, amount: number) => ({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId } },
    },
  });

  it('creates an order through the API; a signed payment.captured makes the booking paid once; forged and replayed deliveries change nothing', async () => {
    const p = await sc.booking({ customer, package: pkg, date: far, status: 'pending' });
    let r = await s.gql(ORDER, { b: p.id }, customer.token);
    const order = r.data.createRazorpayOrder;
    expect(order).toMatchObject({ keyId: KEY_ID, amount: 1_500_000, currency: 'INR', reference: bookingReference(p.id) });
    const call = rp.seen.find((x) => x.path === '/v1/orders' && x.body.receipt === bookingReference(p.id))!;
    expect(call.body).toMatchObject({ amount: 1_500_000, currency: 'INR', notes: { bookingId: p.id } });
    // Asking again reuses the open order.
    expect((await s.gql(ORDER, { b: p.id }, customer.token)).data.createRazorpayOrder.orderId).toBe(order.orderId);

    // Forged: signed with another secret, or not signed at all.
    let w = await webhook(s, captured(order.orderId, 'pay_F1', 1_500_000), 'evt_forged', 'not-the-secret');
    expect(w.status).toBe(400);
    const unsigned = await fetch(`${s.url}/api/payments/razorpay/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(captured(order.orderId, 'pay_F1', 1_500_000)),
    });
    expect(unsigned.status).toBe(400);
    r = await s.gql(BOOKING, { id: p.id }, customer.token);
    expect(r.data.booking.paymentStatus).toBe('PENDING');

    w = await webhook(s, captured(order.orderId, 'pay_P1', 1_500_000), 'evt_1');
    expect(w).toMatchObject({ status: 200, body: { data: { outcome: 'paid' } } });
    r = await s.gql(BOOKING, { id: p.id }, customer.token);
    expect(r.data.booking.paymentStatus).toBe('PAID');
    expect(r.data.booking.payments[0]).toMatchObject({ method: 'RAZORPAY', status: 'VERIFIED', reference: 'pay_P1' });

    // A replay of the same delivery, and the same payment in another event (order.paid), change nothing.
    const historyOf = async () =>
      (await s.gql('query($id: ID!) { booking(id: $id) { history { field to } } }', { id: p.id }, admin.token)).data.booking
        .history;
    const before = await historyOf();
    w = await webhook(s, captured(order.orderId, 'pay_P1', 1_500_000), 'evt_1');
    expect(w).toMatchObject({ status: 200, body: { data: { outcome: 'duplicate' } } });
    w = await webhook(
      s,
      {
        event: 'order.paid',
        payload: {
          order: { entity: { id: order.orderId } },
          payment: { entity: { id: 'pay_P1', order_id: order.orderId, amount: 1_500_000 } },
        },
      },
      'evt_2',
    );
    expect(w.body.data.outcome).toBe('duplicate');
    expect(await historyOf()).toEqual(before);
    expect((await s.gql(BOOKING, { id: p.id }, customer.token)).data.booking.payments).toHaveLength(1);
    expect((await s.gql(RECEIPT, { b: p.id }, customer.token)).data.receipt).toMatchObject({
      method: 'RAZORPAY',
      reference: 'pay_P1',
    });
  });

  it('a signed capture without an amount (or with another amount) is refused and changes nothing', async () => {
    const p = await sc.booking({ customer, package: pkg, date: addDays(far, 1), status: 'pending' });
    const order = (await s.gql(ORDER, { b: p.id }, customer.token)).data.createRazorpayOrder;
    const { amount: _omitted, ...withoutAmount } = captured(order.orderId, 'pay_NA1', 0).payload.payment.entity;
    let w = await webhook(s, { event: 'payment.captured', payload: { payment: { entity: withoutAmount } } }, 'evt_na1');
    expect(w).toMatchObject({ status: 400, body: { success: false, code: 'BAD_REQUEST' } });
    w = await webhook(
      s,
      { event: 'order.paid', payload: { order: { entity: { id: order.orderId } }, payment: { entity: { id: 'pay_NA1' } } } },
      'evt_na2',
    );
    expect(w.status).toBe(400);
    w = await webhook(s, captured(order.orderId, 'pay_NA1', '1500000' as unknown as number), 'evt_na3');
    expect(w.status).toBe(400);
    w = await webhook(s, captured(order.orderId, 'pay_NA1', 100), 'evt_na4');
    expect(w).toMatchObject({ status: 200, body: { data: { outcome: 'amount_mismatch' } } });
    const r = await s.gql(BOOKING, { id: p.id }, customer.token);
    expect(r.data.booking.paymentStatus).toBe('PENDING');
    expect(r.data.booking.payments.filter((x: { status: string }) => x.status === 'VERIFIED')).toEqual([]);
    // The same capture with its amount is applied (a refused delivery left no trace of its event id).
    w = await webhook(s, captured(order.orderId, 'pay_NA1', 1_500_000), 'evt_na1');
    expect(w).toMatchObject({ status: 200, body: { data: { outcome: 'paid' } } });
  });
});

describe('refunds by the policy table', () => {
  const CANCEL = 'mutation($id: ID!) { cancelBooking(id: $id) { id status } }';
  const SET = 'mutation($id: ID!) { updateBookingStatus(id: $id, status: CANCELLED, reason: "Customer called support") { id } }';
  const refundOf = async (id: string) => (await s.gql(BOOKING, { id }, customer.token)).data.booking.refund;

  it('publishes one table: full at least 24 hours ahead, half later, nothing after the start, full when declined', () => {
    expect(REFUND_POLICY.map((r) => [r.rule, r.percent])).toEqual([
      ['DECLINED', 100],
      ['EARLY_CANCELLATION', 100],
      ['LATE_CANCELLATION', 50],
      ['AFTER_START', 0],
    ]);
  });

  it('a paid booking cancelled more than 24 hours ahead is refunded in full; an admin marks it refunded with a reference', async () => {
    const b = await sc.booking({ customer, pandit, date: far, time: '07:00', status: 'confirmed', paymentStatus: 'paid' });
    await s.gql(CANCEL, { id: b.id }, customer.token);
    const refund = await refundOf(b.id);
    expect(refund).toMatchObject({ amount: 2100, percent: 100, rule: 'EARLY_CANCELLATION', status: 'PENDING', reference: null });
    const MARK =
      'mutation($id: ID!, $r: String!) { markRefunded(id: $id, reference: $r) { id status reference booking { paymentStatus } } }';
    expect((await s.gql(MARK, { id: refund.id, r: 'NEFT123' }, customer.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.gql(MARK, { id: refund.id, r: 'x' }, admin.token)).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const r = await s.gql(MARK, { id: refund.id, r: 'NEFT123' }, admin.token);
    expect(r.data.markRefunded).toMatchObject({
      status: 'REFUNDED',
      reference: 'NEFT123',
      booking: { paymentStatus: 'REFUNDED' },
    });
    expect((await s.gql(MARK, { id: refund.id, r: 'NEFT123' }, admin.token)).errors?.[0]?.extensions?.reason).toBe(
      'ALREADY_REFUNDED',
    );
    const list = await s.gql('{ refunds(filter: { status: REFUNDED }) { items { id } } }', {}, admin.token);
    expect(list.data.refunds.items.map((x: any) => x.id)).toContain(refund.id);
  });

  it('previews, before cancelling, the amount and the day it arrives: the same refund the cancellation then writes', async () => {
    const PREVIEW = `query($id: ID!) { booking(id: $id) { refundPreview { amount percent rule arrivesBy } refund { amount percent rule arrivesBy } } }`;
    const preview = async (id: string, token = customer.token) => (await s.gql(PREVIEW, { id }, token)).data.booking;
    const b = await sc.booking({ customer, pandit, date: far, time: '13:00', status: 'confirmed', paymentStatus: 'paid' });
    const before = (await preview(b.id)).refundPreview;
    expect(before).toEqual({ amount: 2100, percent: 100, rule: 'EARLY_CANCELLATION', arrivesBy: refundArrivesBy() });
    expect(before.arrivesBy > indiaToday()).toBe(true);
    await s.gql(CANCEL, { id: b.id }, customer.token);
    const after = await preview(b.id);
    expect(after.refundPreview).toBeNull();
    expect(after.refund).toEqual(before);

    // Through support, less than 24 hours ahead: the admin sees the half the policy gives.
    const soon = await sc.booking({ customer, pandit, ...indiaSlotIn(12), status: 'confirmed', paymentStatus: 'paid' });
    expect((await preview(soon.id, admin.token)).refundPreview).toMatchObject({
      amount: 1050,
      percent: 50,
      rule: 'LATE_CANCELLATION',
    });
    // Nothing to preview on an unpaid booking, and nobody else reads it.
    const unpaid = await sc.booking({ customer, pandit, date: far, time: '12:00', status: 'confirmed' });
    expect((await preview(unpaid.id)).refundPreview).toBeNull();
    expect((await s.gql(PREVIEW, { id: b.id }, other.token)).data?.booking?.refundPreview ?? null).toBeNull();
  });

  it('cancelled (through support) less than 24 hours ahead: half; after the start: nothing; an unpaid booking: nothing', async () => {
    const soon = indiaSlotIn(10);
    const late = await sc.booking({ customer, pandit, ...soon, status: 'confirmed', paymentStatus: 'paid' });
    await s.gql(SET, { id: late.id }, admin.token);
    expect(await refundOf(late.id)).toMatchObject({ amount: 1050, percent: 50, rule: 'LATE_CANCELLATION', status: 'PENDING' });

    const started = await sc.booking({ customer, pandit, ...indiaSlotIn(-2), status: 'confirmed', paymentStatus: 'paid' });
    await s.gql(SET, { id: started.id }, admin.token);
    expect(await refundOf(started.id)).toBeNull();

    const unpaid = await sc.booking({ customer, pandit, date: far, time: '08:00', status: 'confirmed' });
    await s.gql(CANCEL, { id: unpaid.id }, customer.token);
    expect(await refundOf(unpaid.id)).toBeNull();
  });

  it('a transfer verified after its booking was cancelled is owed back by the policy', async () => {
    const b = await sc.booking({ customer, package: pkg, date: far, status: 'pending' });
    const paid = (await s.gql(SUBMIT, { b: b.id, u: nextUtr() }, customer.token)).data.submitUpiPayment;
    await s.gql(CANCEL, { id: b.id }, customer.token);
    expect(await refundOf(b.id)).toBeNull();
    await s.gql(VERIFY, { id: paid.id }, admin.token);
    expect(await refundOf(b.id)).toMatchObject({ amount: 15000, rule: 'EARLY_CANCELLATION', status: 'PENDING' });
  });

  it('a declined paid booking is refunded in full', async () => {
    const b = await sc.booking({ customer, pandit, date: far, time: '09:00', status: 'pending', paymentStatus: 'paid' });
    const r = await s.gql(
      'mutation($id: ID!) { declineBooking(id: $id, reason: "Travelling that week") { id status } }',
      { id: b.id },
      pandit.account.token,
    );
    expect(r.data.declineBooking.status).toBe('CANCELLED');
    expect(await refundOf(b.id)).toMatchObject({ amount: 2100, percent: 100, rule: 'DECLINED', status: 'PENDING' });
  });

  it('a Razorpay payment is refunded through Razorpay and marked refunded by its signed refund.processed webhook, once', async () => {
    const p = await sc.booking({ customer, package: pkg, date: far, status: 'pending' });
    const order = (
      await s.gql('mutation($b: ID!) { createRazorpayOrder(bookingId: $b) { orderId } }', { b: p.id }, customer.token)
    ).data.createRazorpayOrder;
    await webhook(
      s,
      {
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_R1', order_id: order.orderId, amount: 1_500_000 } } },
      },
      'evt_r1',
    );
    await s.gql(CANCEL, { id: p.id }, customer.token);
    const call = rp.seen.find((x) => x.path === '/v1/payments/pay_R1/refund')!;
    expect(call.body.amount).toBe(1_500_000);
    let refund = await refundOf(p.id);
    expect(refund).toMatchObject({ amount: 15000, status: 'PENDING' });
    expect(refund.reference).toMatch(/^rfnd_/);

    const processed = {
      event: 'refund.processed',
      payload: { refund: { entity: { id: refund.reference, payment_id: 'pay_R1', amount: 1_500_000 } } },
    };
    expect((await webhook(s, processed, 'evt_r2', 'forged')).status).toBe(400);
    expect((await refundOf(p.id)).status).toBe('PENDING');
    expect((await webhook(s, processed, 'evt_r2')).body.data.outcome).toBe('refunded');
    refund = await refundOf(p.id);
    expect(refund.status).toBe('REFUNDED');
    expect((await s.gql(BOOKING, { id: p.id }, customer.token)).data.booking.paymentStatus).toBe('REFUNDED');
    expect((await webhook(s, processed, 'evt_r2')).body.data.outcome).toBe('duplicate');
    expect((await webhook(s, processed, 'evt_r3')).body.data.outcome).toBe('duplicate');
  });
});
