import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account, type PanditFixture } from './scenario.js';
import { freshPostgres, startGateway } from './processes.js';
import { addDays, indiaToday } from '../src/modules/booking/booking.rules.js';
import { openOrm } from '../src/db/orm.js';
import { maskPersonal, maskRecipient, safeError } from '../src/log.js';

/**
 * Privacy (issue #30): a pandit no longer approved reads no address, notes or phone of its future bookings; the
 * gateway's PostgreSQL connections keep failed statements and their parameters out of PostgreSQL's log; errors reach
 * the application's log without the values they quote; recipients are masked; an invalid token is an info line
 * without a stack (read from a real gateway process's output).
 */
let s: TestServer;
let sc: ReturnType<typeof scenario>;
let admin: Account;
let customer: Account;
let pandit: PanditFixture;
const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);

beforeAll(async () => {
  s = await startTestServer({ seed: false });
  sc = scenario(s);
  admin = await sc.admin();
  customer = await sc.customer('Private Devotee');
  pandit = await sc.pandit({ name: 'Pt. Soon Unverified' });
}, 60_000);
afterAll(async () => {
  await s?.close();
});

const BOOKING = `query($id: ID!) { booking(id: $id) { id date location notes contactPhone contact { name phone } user { name } } }`;
const LIST = `{ bookings(filter: { scope: CEREMONIES }) { items { id location notes contact { phone } } } }`;

describe('a pandit no longer approved', () => {
  it('reads no address, notes or phone of its future bookings; past bookings, the customer and admins keep them', async () => {
    await sql(`update users set phone = '9811122233' where id = ?`, [customer.id]);
    const future = await sc.booking({
      customer,
      pandit,
      date: addDays(indiaToday(), 5),
      status: 'confirmed',
      location: '12 Assi Ghat, Varanasi',
    });
    const past = await sc.booking({
      customer,
      pandit,
      date: addDays(indiaToday(), -5),
      status: 'completed',
      location: '7 Dashashwamedh Ghat',
    });
    await sql(`update bookings set notes = 'Gate code 4411; grandmother is unwell' where id in (?, ?)`, [future.id, past.id]);

    // (Booking.contact is the customer's and the pandit's only: an admin asks without it.)
    const read = async (token: string, id: string, query = BOOKING) => {
      const r = await s.gql(query, { id }, token);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data.booking;
    };
    // Approved: everything the booking needs.
    expect(await read(pandit.account.token, future.id)).toMatchObject({
      location: '12 Assi Ghat, Varanasi',
      notes: 'Gate code 4411; grandmother is unwell',
      contact: { name: 'Private Devotee', phone: '9811122233' },
    });

    const unverified = await s.gql(
      'mutation($id: ID!) { setPanditVerified(id: $id, verified: false) { id verified } }',
      { id: pandit.id },
      admin.token,
    );
    expect(unverified.errors, JSON.stringify(unverified.errors)).toBeUndefined();

    // (Unverified, the account is no longer a pandit account: Booking.contact answers FORBIDDEN, or null.)
    const withoutContact = `query($id: ID!) { booking(id: $id) { id date location notes contactPhone user { name } } }`;
    const hidden = await read(pandit.account.token, future.id, withoutContact);
    expect(hidden).toMatchObject({ location: '', notes: '', contactPhone: null, user: { name: 'Private Devotee' } });
    const full = await s.gql(BOOKING, { id: future.id }, pandit.account.token);
    expect(full.data?.booking?.contact ?? null).toBeNull();
    expect(JSON.stringify(full)).not.toMatch(/12 Assi Ghat|4411|9811122233/);
    const list = await s.gql(LIST, {}, pandit.account.token);
    const inList = list.data.bookings.items.find((b: { id: string }) => b.id === future.id);
    expect(inList).toMatchObject({ location: '', notes: '', contact: null });
    expect(JSON.stringify(inList)).not.toMatch(/12 Assi Ghat|4411|9811122233/);
    // The REST shim runs the same fields.
    const rest = await s.rest('GET', `/api/bookings/${future.id}`, undefined, pandit.account.token);
    expect(JSON.stringify(rest.body)).not.toMatch(/12 Assi Ghat|4411|9811122233/);

    // A past booking keeps its record; the customer and admins see everything.
    expect(await read(pandit.account.token, past.id, withoutContact)).toMatchObject({
      location: '7 Dashashwamedh Ghat',
      notes: /4411/,
    });
    expect(await read(customer.token, future.id)).toMatchObject({ location: '12 Assi Ghat, Varanasi', notes: /4411/ });
    const asAdmin = `query($id: ID!) { booking(id: $id) { location notes contactPhone } }`;
    expect(await read(admin.token, future.id, asAdmin)).toMatchObject({ location: '12 Assi Ghat, Varanasi', notes: /4411/ });

    // Verified again: the details come back.
    await s.gql('mutation($id: ID!) { setPanditVerified(id: $id, verified: true) { id } }', { id: pandit.id }, admin.token);
    expect(await read(pandit.account.token, future.id)).toMatchObject({ location: '12 Assi Ghat, Varanasi' });
  });
});

describe('logs', () => {
  it("the gateway's PostgreSQL connections log neither a failed statement's text nor its parameters", async () => {
    const [stmt] = await sql(`select current_setting('log_min_error_statement') as v`);
    const [params] = await sql(`select current_setting('log_parameter_max_length_on_error') as v`);
    // The test role is a superuser, so it may set log_min_error_statement.
    expect(stmt.v).toBe('panic');
    expect(params.v).toBe('0');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'a role that may not set log_min_error_statement still connects (with parameters off on errors)',
    async () => {
      const role = `mkt_plain_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create role ${role} login`);
      try {
        const url = new URL(process.env.DATABASE_URL!);
        url.username = role;
        const orm = await openOrm(url.toString(), false);
        try {
          const conn = orm.em.getConnection();
          const [row] = await conn.execute(
            `select current_setting('log_min_error_statement') as stmt, current_setting('log_parameter_max_length_on_error') as params`,
          );
          expect(row).toEqual({ stmt: 'error', params: '0' });
        } finally {
          await orm.close(true);
        }
      } finally {
        await admin.query(`drop role ${role}`);
        await admin.end();
      }
    },
  );

  it('an error reaches the log without the values it quotes, its detail or its statement', async () => {
    const marker = `priya.${randomBytes(3).toString('hex')}@example.in`;
    const image = `data:image/png;base64,${randomBytes(48).toString('base64')}`;
    const errors: unknown[] = [];
    await sql(`select ?::uuid, ?`, [marker, image]).catch((e: unknown) => errors.push(e));
    await sql(`update users set email = (select email from users where id = ?) where id = ?`, [customer.id, admin.id]).catch(
      (e: unknown) => errors.push(e),
    );
    expect(errors).toHaveLength(2);
    const logged = JSON.stringify(errors.map((e) => safeError(e)));
    expect(logged).toContain('22P02'); // invalid input syntax for type uuid
    expect(logged).toContain('23505'); // the unique e-mail
    expect(logged).not.toContain(marker);
    expect(logged).not.toContain(image.slice(22, 40));
    expect(logged).not.toContain(customer.email);
    expect(logged).not.toMatch(/insert into|select /i);
  });

  it('recipients of the log-only channels are masked', () => {
    expect(maskRecipient('+91 98765 43210')).toBe('*********210');
    expect(maskRecipient('devotee@example.in')).toBe('d***@example.in');
  });

  it("a mail relay's error and a refused Razorpay body reach the log with e-mails and phone numbers masked", () => {
    const relay = '550 5.1.1 <devotee.sharma+puja@mail.example.in>: Recipient address rejected; call +91 98765 43210';
    expect(maskPersonal(relay)).toBe('550 5.1.1 <d***@mail.example.in>: Recipient address rejected; call *********210');
    const razorpay = JSON.stringify({
      error: { code: 'BAD_REQUEST_ERROR', description: 'contact 9876543210 invalid', email: 'a.b@example.in' },
      order: 'order_Nz1234567890AB',
      amount: 250000,
    });
    const masked = maskPersonal(razorpay);
    expect(masked).not.toContain('9876543210');
    expect(masked).not.toContain('a.b@example.in');
    expect(masked).toContain('*******210');
    expect(masked).toContain('a***@example.in');
    // Ids, amounts and codes stay readable.
    expect(masked).toContain('order_Nz1234567890AB');
    expect(masked).toContain('250000');
    // Any error's message (a relay's, thrown by nodemailer) is masked by the log's error serializer.
    expect(JSON.stringify(safeError(new Error(relay)))).not.toMatch(/devotee|98765/);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'an invalid token is one info line without a stack; request lines carry a network, not an address',
    async () => {
      const db = await freshPostgres();
      const gw = await startGateway({ DATABASE_URL: db.url, MESSAGES_WORKER: 'off' });
      try {
        const bad = { authorization: 'Bearer not.a.valid-token', 'content-type': 'application/json' };
        const graphql = await fetch(`${gw.url}/graphql`, {
          method: 'POST',
          headers: bad,
          body: JSON.stringify({ query: '{ me { id } }' }),
        });
        expect(graphql.status).toBe(401);
        const rest = await fetch(`${gw.url}/api/auth/me`, { headers: bad });
        expect(rest.status).toBe(401);
        await new Promise((r) => setTimeout(r, 200)); // the lines are written as the answers finish
        const lines = gw
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>);
        const requests = lines.filter((l) => l.msg === 'request' && l.status === 401);
        expect(requests).toHaveLength(2);
        expect(requests.every((l) => l.network === '127.0.0.0' && !('ip' in l))).toBe(true);
        expect(lines.filter((l) => l.level === 'error')).toEqual([]);
        expect(gw.output()).not.toContain('"stack"');
        expect(lines.some((l) => l.msg === 'request refused before execution' && l.level === 'info')).toBe(true);
      } finally {
        await gw.stop('SIGTERM');
        await db.drop();
      }
    },
    60_000,
  );
});
