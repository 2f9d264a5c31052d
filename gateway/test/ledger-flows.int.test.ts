import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, indiaToday, priceBreakdown, financialYearOf } from '@marketplace/schema/rules';
import { balance, balances, entriesBetween } from '../src/modules/ledger/ledger.service.js';
import type { Account } from '../src/modules/ledger/accounts.js';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account as User, type PanditFixture } from './scenario.js';
import { at } from '../src/indexed.js';

/**
 * Every money movement through the ledger (issue #36, decision 0072), over real HTTP on a real PostgreSQL: random
 * sequences of bookings paid by UPI (an admin verifies the UTR) or Razorpay (a signed capture webhook), cancellations,
 * complaint refunds (full and partial, two at once on one booking), refunds sent by an admin or Razorpay's webhook.
 * Afterwards every transaction sums to zero, every balance is the sum of its entries, the split and TDS match the
 * rates, and invoice and credit-note numbers run without gaps.
 */
const KEY_ID = 'rzp_test_key';
const KEY_SECRET = 'rzp_test_secret';
const WEBHOOK_SECRET = 'whsec_ledger_1234567890';
const FEE = 10;
const GST = 18;

let s: TestServer;
let sc: ReturnType<typeof scenario>;
let admin: User;
let customers: [User, User];
let withPan: PanditFixture;
let withoutPan: PanditFixture;
let rp: Server;
const refunds: string[] = [];

function fakeRazorpay(): Server {
  let n = 0;
  return createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      res.setHeader('content-type', 'application/json');
      n++;
      if (req.url === '/v1/orders')
        return res.end(JSON.stringify({ id: `order_L${n}`, amount: body.amount, currency: 'INR', status: 'created' }));
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (refund) {
        refunds.push(`rfnd_L${n}`);
        return res.end(JSON.stringify({ id: `rfnd_L${n}`, payment_id: refund[1], amount: body.amount, status: 'pending' }));
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
}

async function webhook(event: unknown) {
  const body = JSON.stringify(event);
  const res = await fetch(`${s.url}/api/payments/razorpay/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      'x-razorpay-event-id': `evt_${randomUUID()}`,
    },
    body,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: { outcome: string } };
}

const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);
async function ok<T = any>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const r = await s.gql<T>(query, variables, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

/** A small seeded generator: the same sequence on every run (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let utr = 700000000000;
async function payUpi(customer: User, bookingId: string) {
  const p = await ok<any>(
    'mutation($b: ID!, $u: String!) { submitUpiPayment(bookingId: $b, utr: $u) { id } }',
    { b: bookingId, u: String(utr++) },
    customer.token,
  );
  return p.submitUpiPayment.id as string;
}
const verify = (paymentId: string) =>
  s.gql('mutation($id: ID!) { verifyPayment(id: $id) { id status } }', { id: paymentId }, admin.token);

async function payRazorpay(customer: User, bookingId: string) {
  const order = (
    await ok<any>('mutation($b: ID!) { createRazorpayOrder(bookingId: $b) { orderId amount } }', { b: bookingId }, customer.token)
  ).createRazorpayOrder;
  const paymentId = `pay_${randomUUID().slice(0, 12)}`;
  const w = await webhook({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, amount: order.amount, status: 'captured', order_id: order.orderId } } },
  });
  expect(w.data.outcome).toBe('paid');
  return paymentId;
}

async function fileAndRefund(customer: User, bookingId: string, amount: number | null) {
  const c = (
    await ok<any>(
      'mutation($i: ReportProblemInput!) { reportProblem(input: $i) { id } }',
      { i: { bookingId, category: 'NO_SHOW', description: 'The pandit did not come at the agreed time.' } },
      customer.token,
    )
  ).reportProblem;
  return s.gql(
    'mutation($id: ID!, $i: ResolveComplaintInput!) { resolveComplaint(id: $id, input: $i) { id refundAmount } }',
    {
      id: c.id,
      i: amount === null ? { outcome: 'REFUND_FULL', note: 'Refunded.' } : { outcome: 'REFUND_PARTIAL', note: 'Part.', amount },
    },
    admin.token,
  );
}

beforeAll(async () => {
  rp = fakeRazorpay();
  await new Promise<void>((resolve) => rp.listen(0, '127.0.0.1', resolve));
  s = await startTestServer({
    seed: false,
    env: {
      MESSAGES_WORKER: 'off',
      UPI_VPA: 'temple.trust@okaxis',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${(rp.address() as AddressInfo).port}`,
      PLATFORM_FEE_PERCENT: String(FEE),
      GST_RATE_PERCENT: String(GST),
      // No exemption here, so both rates show (the exemption is a rule test: schema/rules/money.test.ts).
      TDS_194O_EXEMPTION_RUPEES: '0',
    },
  });
  sc = scenario(s);
  admin = await sc.admin();
  customers = [await sc.customer('Ledger Devotee One'), await sc.customer('Ledger Devotee Two')];
  withPan = await sc.pandit();
  withoutPan = await sc.pandit();
  await sql(
    `insert into pandit_documents (id, pandit_id, kind, pan_number, name_on_document, status, kyc_result, created_at)
     values (?, ?, 'PAN', 'ABCDE1234F', 'Pandit', 'ACCEPTED', 'not-checked', now())`,
    [randomUUID(), withPan.id],
  );
});
afterAll(async () => {
  await s?.close();
  rp?.close();
});

/** Every transaction sums to zero and every balance equals the sum of its entries. */
async function expectLedgerConsistent() {
  const em = s.db.orm.em.fork() as EntityManager;
  const [unbalanced] = await sql(
    'select count(*)::int as n from (select tx_id from ledger_entries group by tx_id having sum(amount) <> 0) t',
  );
  expect(unbalanced.n).toBe(0);
  const entries = await entriesBetween(em, null, null);
  const sums = new Map<string, number>();
  for (const e of entries) sums.set(e.account, (sums.get(e.account) ?? 0) + e.amount);
  const all = await balances(em);
  expect(Object.fromEntries(all)).toEqual(Object.fromEntries(sums));
  for (const [account, total] of sums) expect(await balance(em, account as Account)).toBe(total);
  expect([...sums.values()].reduce((a, b) => a + b, 0)).toBe(0);
  return { entries, sums };
}

/** Numbers 1..n in each series of the year, one invoice per paid booking, one credit note per refund. */
async function expectGaplessDocuments() {
  for (const series of ['INV', 'CN']) {
    const rows = await sql('select seq, number from invoices where series = ? and financial_year = ? order by seq', [
      series,
      financialYearOf(),
    ]);
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_r, i) => i + 1));
    const [counter] = await sql('select last from document_counters where series = ? and financial_year = ?', [
      series,
      financialYearOf(),
    ]);
    expect(Number(counter?.last ?? 0)).toBe(rows.length);
  }
  const [inv] = await sql(
    `select (select count(*)::int from invoices where series = 'INV') as invoices,
            (select count(distinct booking_id)::int from ledger_entries where kind = 'payment') as paid,
            (select count(*)::int from invoices where series = 'CN') as notes,
            (select count(*)::int from refunds) as refunds`,
  );
  expect(inv.invoices).toBe(inv.paid);
  expect(inv.notes).toBe(inv.refunds);
}

describe('money through the ledger', () => {
  it('a UPI payment and a Razorpay capture: cash, the pandit share net of TDS, the fee and GST; an invoice each', async () => {
    const date = addDays(indiaToday(), 20);
    const a = await sc.booking({ customer: customers[0], pandit: withPan, date, time: '08:00', status: 'confirmed' });
    expect((await verify(await payUpi(customers[0], a.id))).errors).toBeUndefined();
    const b = await sc.booking({ customer: customers[1], pandit: withoutPan, date, time: '09:00', status: 'confirmed' });
    const paymentId = await payRazorpay(customers[1], b.id);
    for (const [booking, pan, cash, reference] of [
      [a, true, 'bank:upi', null],
      [b, false, 'provider:razorpay', paymentId],
    ] as const) {
      const split = priceBreakdown({ totalAmount: booking.totalAmount }, { platformFeePercent: FEE, gstRatePercent: GST });
      const gross = split.dakshina + split.samagri;
      const tds = Math.round((gross * (pan ? 10 : 500)) / 10_000);
      const rows = await sql(
        'select account, amount::int as amount, kind, reference from ledger_entries where booking_id = ? order by id',
        [booking.id],
      );
      expect(rows.map((r) => [r.kind, r.account.replace(/[0-9a-f-]{36}/, 'ID'), r.amount])).toEqual([
        ['payment', cash, -booking.totalAmount * 100],
        ['share', 'pandit:ID:pending', gross - tds],
        ['tds', 'tax:tds', tds],
        ['fee', 'platform:fees', split.platformFee],
        ['gst', 'tax:gst', split.gst],
      ]);
      if (reference) expect(rows[0].reference).toBe(reference);
      const [inv] = await sql('select * from invoices where booking_id = ?', [booking.id]);
      expect(inv).toMatchObject({ series: 'INV', financial_year: financialYearOf() });
      expect(Number(inv.total)).toBe(booking.totalAmount * 100);
      expect(Number(inv.platform_fee)).toBe(split.platformFee);
      expect(Number(inv.gst)).toBe(split.gst);
    }
    await expectLedgerConsistent();
  });

  it('random sequences of bookings, payments, cancellations and refunds keep the ledger balanced and the numbers gapless', async () => {
    const rnd = random(36);
    const pick = <T>(xs: readonly T[]) => at(xs, Math.floor(rnd() * xs.length));
    for (let i = 0; i < 14; i++) {
      const customer = pick(customers);
      const pandit = pick([withPan, withoutPan]);
      const b = await sc.booking({ customer, pandit, date: addDays(indiaToday(), 30 + i), time: '10:00', status: 'confirmed' });
      if (rnd() < 0.5) expect((await verify(await payUpi(customer, b.id))).errors).toBeUndefined();
      else await payRazorpay(customer, b.id);
      const next = rnd();
      if (next < 0.3) {
        // Cancelled far ahead: the policy refunds in full; Razorpay's refund is started after the commit.
        await ok('mutation($id: ID!) { cancelBooking(id: $id) { id } }', { id: b.id }, customer.token);
      } else if (next < 0.7) {
        const r = await fileAndRefund(customer, b.id, rnd() < 0.5 ? null : 1 + Math.floor(rnd() * (b.totalAmount - 1)));
        expect(r.errors).toBeUndefined();
      }
      // Some refunds are sent: marked by an admin with the bank's reference.
      const [refund] = await sql("select id from refunds where booking_id = ? and status = 'pending'", [b.id]);
      if (refund && rnd() < 0.6)
        await ok(
          'mutation($id: ID!, $r: String!) { markRefunded(id: $id, reference: $r) { id } }',
          { id: refund.id, r: `NEFT${i}X` },
          admin.token,
        );
    }
    const { entries } = await expectLedgerConsistent();
    // A refund is taken back in proportion; once sent, the devotee's account is back at zero.
    const sent = await sql(
      "select r.amount, b.user_id, r.reference from refunds r join bookings b on b.id = r.booking_id where r.status = 'refunded'",
    );
    for (const r of sent)
      expect(entries.some((e) => e.kind === 'refund-sent' && e.reference === r.reference && e.amount === -r.amount * 100)).toBe(
        true,
      );
    const pending = await sql("select coalesce(sum(amount), 0)::int as owed from refunds where status = 'pending'");
    const devotees = [...(await balances(s.db.orm.em.fork() as EntityManager, 'devotee:')).values()].reduce((a, b) => a + b, 0);
    expect(devotees).toBe(pending[0].owed * 100);
    await expectGaplessDocuments();
  });

  it('two refunds of one booking at once: one wins, the other is refused; the ledger and the numbers stay whole', async () => {
    const customer = customers[0];
    const b = await sc.booking({
      customer,
      pandit: withoutPan,
      date: addDays(indiaToday(), 60),
      time: '11:00',
      status: 'confirmed',
    });
    expect((await verify(await payUpi(customer, b.id))).errors).toBeUndefined();
    const results = await Promise.all([fileAndRefund(customer, b.id, 100), fileAndRefund(customer, b.id, 200)]);
    const won = results.filter((r) => !r.errors);
    expect(won).toHaveLength(1);
    expect(results.find((r) => r.errors)?.errors?.[0]?.extensions?.reason).toBe('ALREADY_REFUNDED');
    const rows = await sql(
      "select count(distinct tx_id)::int as n from ledger_entries where booking_id = ? and kind = 'refund'",
      [b.id],
    );
    expect(rows[0].n).toBe(1);
    await expectLedgerConsistent();
    await expectGaplessDocuments();
  });

  it('invoices issued by concurrent payments are numbered without gaps', async () => {
    const customer = customers[1];
    const bookings = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        sc.booking({
          customer,
          pandit: i % 2 ? withPan : withoutPan,
          date: addDays(indiaToday(), 70 + i),
          time: '12:00',
          status: 'confirmed',
        }),
      ),
    );
    const payments = [];
    for (const b of bookings) payments.push(await payUpi(customer, b.id));
    const results = await Promise.all(payments.map(verify));
    expect(results.every((r) => !r.errors)).toBe(true);
    await expectGaplessDocuments();
    await expectLedgerConsistent();
  });

  it('a capture on a booking cancelled meanwhile is refunded at once through Razorpay, with its ledger entries', async () => {
    const customer = customers[0];
    const b = await sc.booking({
      customer,
      pandit: withPan,
      date: addDays(indiaToday(), 90),
      time: '13:00',
      status: 'confirmed',
    });
    const order = (
      await ok<any>('mutation($b: ID!) { createRazorpayOrder(bookingId: $b) { orderId amount } }', { b: b.id }, customer.token)
    ).createRazorpayOrder;
    await ok('mutation($id: ID!) { cancelBooking(id: $id) { id } }', { id: b.id }, customer.token);
    const before = refunds.length;
    const w = await webhook({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_LATE1', amount: order.amount, status: 'captured', order_id: order.orderId } } },
    });
    expect(w.data.outcome).toBe('paid');
    const [refund] = await sql('select amount, reference, status from refunds where booking_id = ?', [b.id]);
    expect(refund).toMatchObject({ amount: b.totalAmount, status: 'pending' });
    expect(refunds.length).toBe(before + 1);
    expect(refund.reference).toBe(refunds.at(-1));
    const kinds = (await sql('select distinct kind from ledger_entries where booking_id = ?', [b.id])).map((r) => r.kind).sort();
    expect(kinds).toEqual(['fee', 'gst', 'payment', 'refund', 'share', 'tds']);
    // Razorpay then reports the refund processed: it leaves the devotee's account and Razorpay's.
    await webhook({
      event: 'refund.processed',
      payload: { refund: { entity: { id: refund.reference, payment_id: 'pay_LATE1', amount: b.totalAmount * 100 } } },
    });
    const [sent] = await sql(
      "select account, amount::int as amount from ledger_entries where booking_id = ? and kind = 'refund-sent' and account = 'provider:razorpay'",
      [b.id],
    );
    expect(sent.amount).toBe(b.totalAmount * 100);
    await expectLedgerConsistent();
  });

  it('reads back: the breakdown and invoice on the receipt, the reconciliation for admins, the pandit statement with its CSV', async () => {
    const customer = customers[0];
    const b = await sc.booking({
      customer,
      pandit: withoutPan,
      date: addDays(indiaToday(), 100),
      time: '14:00',
      status: 'confirmed',
    });
    const before = await ok<any>(
      'query($id: ID!) { booking(id: $id) { id priceBreakdown { dakshina samagri platformFee gst total } } }',
      { id: b.id },
      customer.token,
    );
    const split = priceBreakdown({ totalAmount: b.totalAmount }, { platformFeePercent: FEE, gstRatePercent: GST });
    expect(before.booking.priceBreakdown).toEqual({
      dakshina: split.dakshina,
      samagri: 0,
      platformFee: split.platformFee,
      gst: split.gst,
      total: b.totalAmount * 100,
    });
    const utrPaid = String(utr);
    expect((await verify(await payUpi(customer, b.id))).errors).toBeUndefined();
    const receipt = (
      await ok<any>(
        `query($b: ID!) { receipt(bookingId: $b) { amount breakdown { total platformFee gst dakshina }
          invoice { id number kind total platformFee gst sellerGstin financialYear } } }`,
        { b: b.id },
        customer.token,
      )
    ).receipt;
    expect(receipt.breakdown).toEqual({
      total: receipt.amount * 100,
      platformFee: split.platformFee,
      gst: split.gst,
      dakshina: split.dakshina,
    });
    expect(receipt.invoice).toMatchObject({ kind: 'INVOICE', total: b.totalAmount * 100, sellerGstin: '09AAACP0000A1Z5' });
    expect(receipt.invoice.number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    // Another devotee sees no documents of it.
    const stranger = await sc.customer('Ledger Stranger');
    expect(
      (await s.gql('query($id: ID!) { booking(id: $id) { id taxDocuments { id } } }', { id: b.id }, stranger.token)).data
        ?.booking ?? null,
    ).toBeNull();

    const today = indiaToday();
    const R = `query($f: Date!, $t: Date!) { reconciliation(from: $f, to: $t) { balanced unbalancedTransactions accounts { account balance }
      days { date received } pandits { panditId share tds } items { bookingId kind amount reference matched } itemsLeftOut } }`;
    expect((await s.gql(R, { f: today, t: today }, customer.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rec = (await ok<any>(R, { f: today, t: today }, admin.token)).reconciliation;
    expect(rec).toMatchObject({ balanced: true, unbalancedTransactions: 0 });
    expect(rec.accounts.reduce((n: number, a: any) => n + a.balance, 0)).toBe(0);
    expect(rec.items).toContainEqual({
      bookingId: b.id,
      kind: 'payment',
      amount: b.totalAmount * 100,
      reference: utrPaid,
      matched: true,
    });
    expect(rec.items.every((i: any) => i.matched)).toBe(true);
    expect(rec.days.map((d: any) => d.date)).toEqual([today]);

    const T =
      'query($fy: String!, $p: ID) { taxStatement(financialYear: $fy, panditId: $p) { panditId gross tds panOnFile lines { bookingId gross tds } csv } }';
    const own = (await ok<any>(T, { fy: financialYearOf() }, withoutPan.account.token)).taxStatement;
    expect(own).toMatchObject({ panditId: withoutPan.id, panOnFile: false });
    const line = own.lines.find((l: any) => l.bookingId === b.id);
    expect(line.tds).toBe(Math.round((line.gross * 500) / 10_000));
    expect(own.tds).toBe(own.lines.reduce((n: number, l: any) => n + l.tds, 0));
    expect(own.csv.split('\r\n')[0]).toBe('date,booking,gross_inr,tds_inr');
    expect(own.csv.split('\r\n').filter(Boolean)).toHaveLength(own.lines.length + 1);
    // A pandit cannot read another's; an admin can.
    expect(
      (await s.gql(T, { fy: financialYearOf(), p: withPan.id }, withoutPan.account.token)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    const theirs = (await ok<any>(T, { fy: financialYearOf(), p: withPan.id }, admin.token)).taxStatement;
    expect(theirs.panOnFile).toBe(true);
    for (const l of theirs.lines) expect(l.tds).toBe(Math.round((l.gross * 10) / 10_000));
  });

  it("the price quoted before booking, the payment e-mail's breakdown, and the invoice as a file for its customer and admins only", async () => {
    // The quote is the server's rule and rates, for anyone (the booking dialog asks before anything is booked).
    const Q =
      'query($t: Int!, $s: Boolean) { priceQuote(totalAmount: $t, samagriByPandit: $s) { dakshina samagri samagriByPandit platformFee gst total } }';
    const quote = (await ok<any>(Q, { t: 2101, s: true })).priceQuote;
    expect(quote).toEqual(
      priceBreakdown({ totalAmount: 2101, samagriByPandit: true }, { platformFeePercent: FEE, gstRatePercent: GST }),
    );
    expect(quote.dakshina + quote.samagri + quote.platformFee + quote.gst).toBe(210_100);
    expect((await s.gql(Q, { t: -1 })).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');

    const [customer, stranger] = customers;
    const b = await sc.booking({
      customer,
      pandit: withPan,
      date: addDays(indiaToday(), 90),
      time: '07:00',
      status: 'confirmed',
    });
    expect((await verify(await payUpi(customer, b.id))).errors).toBeUndefined();
    const split = priceBreakdown({ totalAmount: b.totalAmount }, { platformFeePercent: FEE, gstRatePercent: GST });
    // The payment's e-mail event carries the same lines (templates.ts writes them in the reader's language).
    const [event] = await sql("select data from message_events where booking_id = ? and type = 'payment.received'", [b.id]);
    expect(event.data.breakdown).toEqual({
      dakshina: split.dakshina,
      samagri: split.samagri,
      platformFee: split.platformFee,
      gst: split.gst,
      total: split.total,
    });

    const docs = (
      await ok<any>('query($id: ID!) { booking(id: $id) { id taxDocuments { id kind number } } }', { id: b.id }, customer.token)
    ).booking.taxDocuments;
    expect(docs.map((d: any) => d.kind)).toEqual(['INVOICE']);
    const path = `/api/tax-documents/${docs[0].id}`;
    const mine = await s.rest('GET', path, undefined, customer.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toContain('text/html');
    expect(mine.headers.get('cache-control')).toContain('no-store');
    expect(mine.headers.get('content-security-policy')).toContain('sandbox');
    const html = String(mine.body);
    expect(html).toContain('Tax invoice');
    expect(html).toContain(docs[0].number);
    expect(html).toContain(`(${FEE}%)`);
    expect(html).not.toContain('<script');
    expect(String((await s.rest('GET', `${path}?lang=hi`, undefined, customer.token)).body)).toContain('कर चालान');
    expect((await s.rest('GET', path, undefined, admin.token)).status).toBe(200);
    // Anyone else: not found (nobody learns the document exists); no session: unauthenticated.
    expect((await s.rest('GET', path, undefined, stranger.token)).status).toBe(404);
    expect((await s.rest('GET', path, undefined, withPan.account.token)).status).toBe(404);
    expect((await s.rest('GET', path)).status).toBe(401);
    expect((await s.rest('GET', '/api/tax-documents/not-a-uuid', undefined, customer.token)).status).toBe(404);
  });
});
