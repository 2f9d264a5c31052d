import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freshPostgres, startGateway, type GatewayProcess } from './processes.js';
import { startSmtp, type TestSmtp } from './smtp.js';
import { openOrm } from '../src/db/orm.js';
import { at, first } from '../src/indexed.js';

/**
 * Each message delivered once (issue #30), with real parts: real gateway processes (the production bundle, dist/main.js) polling one
 * PostgreSQL database and sending to one real SMTP catcher, which counts what it received by Message-ID (the
 * message's id). Two processes share a backlog of 300; a process stopped with SIGTERM while a slow relay holds a
 * message finishes it (nothing lost, nothing twice); a process killed with SIGKILL repeats at most the one message it
 * had in flight (the guarantee is at-least-once with that window only). A short lease (MESSAGES_LEASE_MS) makes
 * a claim that outlived it visible within the test: a worker that still leased by the round's start, or marked its
 * messages sent only after a batch, sends some twice here.
 */
const LEASE_MS = 4000;
let smtp: TestSmtp;
let db: Awaited<ReturnType<typeof freshPostgres>>;
let client: pg.Client;
const gateways: GatewayProcess[] = [];

const start = async () => {
  const gw = await startGateway({
    DATABASE_URL: db.url,
    // One kept connection to the relay (nodemailer's pool), as a busy deployment would configure it.
    SMTP_URL: `${smtp.url}?pool=true&maxConnections=1`,
    MESSAGES_POLL_MS: '50',
    MESSAGES_LEASE_MS: String(LEASE_MS),
    SHUTDOWN_GRACE_MS: '8000',
    SMS_PROVIDER: 'log',
  });
  gateways.push(gw);
  return gw;
};

/** A batch of e-mails (and texts) due now, under one event; returns the event's id. */
async function enqueue(label: string, emails: number, texts: string[] = []): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into message_events (id, type, created_at, expanded_at) values (gen_random_uuid(), 'account.welcome', now(), now()) returning id`,
  );
  const event = first(rows).id;
  await client.query(
    `insert into messages (id, event_id, event_type, recipient, channel, language, subject, body_text, status, attempts, next_attempt_at, created_at)
     select gen_random_uuid(), $1, 'account.welcome', $2 || '-' || n || '@example.in', 'email', 'en', 'Welcome', 'Namaste', 'queued', 0, now(), now()
       from generate_series(1, $3::int) as n`,
    [event, label, emails],
  );
  for (const phone of texts) {
    await client.query(
      `insert into messages (id, event_id, event_type, recipient, channel, language, subject, body_text, status, attempts, next_attempt_at, created_at)
       values (gen_random_uuid(), $1, 'account.welcome', $2, 'sms', 'en', 'Welcome', 'Namaste', 'queued', 0, now(), now())`,
      [event, phone],
    );
  }
  return event;
}

const statuses = async (event: string) =>
  Object.fromEntries(
    (
      await client.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from messages where event_id = $1 group by status`,
        [event],
      )
    ).rows.map((r) => [r.status, r.n]),
  ) as Record<string, number>;

/** Waits (polling, bounded) until `done` holds; the assertions come after, on counts. */
async function until(done: () => Promise<boolean> | boolean, limitMs = 30_000) {
  const deadline = Date.now() + limitMs;
  while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** The catcher's mails to one batch, by Message-ID: how many distinct, and how many arrived more than once. */
function received(label: string) {
  const ids = smtp.mails.filter((m) => m.to.startsWith(`${label}-`)).map((m) => m.messageId);
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const repeated = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
  return { total: ids.length, distinct: counts.size, duplicates: ids.length - counts.size, repeated };
}

const idOf = (messageId: string) => /^<([0-9a-f-]{36})@/.exec(messageId)?.[1];

beforeAll(async () => {
  smtp = await startSmtp();
  db = await freshPostgres();
  // Migrated here, so both processes start at once on it (neither migrates).
  const orm = await openOrm(db.url, false);
  await orm.migrator.up();
  await orm.close(true);
  await Promise.all([start(), start()]);
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
}, 90_000);

afterAll(async () => {
  await Promise.all(
    gateways.filter((g) => g.child.exitCode === null && g.child.signalCode === null).map((g) => g.stop('SIGKILL')),
  );
  await client?.end();
  await db?.drop();
  await smtp?.close();
});

describe('each message delivered once', () => {
  it('two processes deliver a backlog of 300: every message once (0 duplicates), and texts logged with masked numbers', async () => {
    const phones = ['+919876543210', '9123456789'];
    const event = await enqueue('two', 300, phones);
    await until(async () => (await statuses(event)).sent === 302, 60_000);
    const counts = received('two');
    console.log(`two processes: ${counts.total} mails received, ${counts.distinct} distinct, ${counts.duplicates} duplicates`);
    expect(await statuses(event)).toEqual({ sent: 302 });
    expect(counts.distinct).toBe(300);
    expect(counts.duplicates).toBe(0);
    // The log-only SMS channel: the numbers appear masked, never in full. A process writes its line after marking the
    // message sent, and its output reaches this test through a pipe: wait for both lines.
    const output = () => gateways.map((g) => g.output()).join('\n');
    await until(() => output().split('"channel":"sms-log"').length > phones.length, 10_000);
    const logs = output();
    expect(logs).toContain('"channel":"sms-log"');
    for (const phone of phones) expect(logs).not.toContain(phone.slice(-10));
    expect(logs).toContain('*********210');
    expect(logs).toContain('*******789');
  }, 90_000);

  it('SIGTERM while a slow relay holds a message: the process finishes it and exits; nothing lost, nothing twice', async () => {
    smtp.delayMs = 400;
    try {
      const [stopping, staying] = [at(gateways, 0), at(gateways, 1)];
      const event = await enqueue('term', 12);
      await until(() => received('term').total >= 3);
      const exit = await stopping.stop('SIGTERM');
      // The process waited for the message in flight (marked sent) before it closed the database.
      expect(exit.code).toBe(0);
      expect(stopping.output()).toContain('"msg":"message worker stopped"');
      expect(stopping.output()).not.toContain('did not stop');
      // Every mail the relay has is marked sent, but for the one the other process may have in flight now.
      const { n: unmarked } = first(
        (
          await client.query<{ n: number }>(
            `select count(*)::int as n from messages where event_id = $1 and status = 'sending'`,
            [event],
          )
        ).rows,
      );
      expect(unmarked).toBeLessThanOrEqual(1);
      await until(async () => (await statuses(event)).sent === 12);
      const counts = received('term');
      console.log(`SIGTERM: ${counts.total} mails received, ${counts.distinct} distinct, ${counts.duplicates} duplicates`);
      expect(await statuses(event)).toEqual({ sent: 12 });
      expect(counts.distinct).toBe(12);
      expect(counts.duplicates).toBe(0);
      expect(staying.child.exitCode).toBeNull();
    } finally {
      smtp.delayMs = 0;
    }
  }, 60_000);

  it('SIGKILL mid-delivery: at most the one message in flight is sent again, and none is lost', async () => {
    smtp.delayMs = 300;
    try {
      const killed = at(gateways, 1);
      const event = await enqueue('kill', 12);
      await until(() => received('kill').total >= 3);
      await killed.stop('SIGKILL');
      // What the killed process left claimed: the message in flight, no more.
      const inFlight = (
        await client.query<{ id: string }>(`select id from messages where event_id = $1 and status = 'sending'`, [event])
      ).rows.map((r) => r.id);
      expect(inFlight.length).toBeLessThanOrEqual(1);
      const before = received('kill');
      // Every message the relay answered was marked sent: only the one in flight may be in the relay and unmarked.
      const { n: sent } = first(
        (
          await client.query<{ n: number }>(`select count(*)::int as n from messages where event_id = $1 and status = 'sent'`, [
            event,
          ])
        ).rows,
      );
      expect(before.distinct - sent).toBeGreaterThanOrEqual(0);
      expect(before.distinct - sent).toBeLessThanOrEqual(1);
      // A new process takes the rest over, and the message in flight once its lease ends.
      smtp.delayMs = 0;
      await start();
      await until(async () => (await statuses(event)).sent === 12, 40_000);
      const counts = received('kill');
      console.log(
        `SIGKILL: ${counts.total} mails received, ${counts.distinct} distinct, ${counts.duplicates} duplicates (in flight at the kill: ${inFlight.length})`,
      );
      expect(await statuses(event)).toEqual({ sent: 12 });
      expect(counts.distinct).toBe(12);
      expect(counts.duplicates).toBeLessThanOrEqual(1);
      for (const repeated of counts.repeated) expect(inFlight).toContain(idOf(repeated));
    } finally {
      smtp.delayMs = 0;
    }
  }, 90_000);
});
