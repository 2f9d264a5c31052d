import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accounts } from '../src/modules/ledger/accounts.js';
import { balance, balances, entriesOf, post, unbalancedTransactions } from '../src/modules/ledger/ledger.service.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The ledger core (issue #36, decision 0072): balanced transactions on the caller's transaction, refused when they do
 * not sum to zero (by the service and by the database at commit), entries that cannot be edited, balances as sums.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false, env: { MESSAGES_WORKER: 'off' } });
});
afterAll(async () => s?.close());

const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);
const tx = <T>(run: (em: EntityManager) => Promise<T>) => (s.db.orm.em.fork() as EntityManager).transactional(run);

describe('ledger', () => {
  const pandit = randomUUID();
  const booking = randomUUID();

  it('posts a balanced transaction in the caller transaction and sums balances', async () => {
    const txId = await tx((em) =>
      post(em, {
        kind: 'payment',
        bookingId: booking,
        reference: 'pay_TEST1',
        lines: [
          { account: accounts.razorpay, amount: -118_000 },
          { account: accounts.panditPending(pandit), amount: 99_900, kind: 'share' },
          { account: accounts.tds, amount: 100, kind: 'tds' },
          { account: accounts.fees, amount: 15_254, kind: 'fee' },
          { account: accounts.gst, amount: 2_746, kind: 'gst' },
        ],
      }),
    );
    expect(txId).toMatch(/^[0-9a-f-]{36}$/);
    const em = s.db.orm.em.fork() as EntityManager;
    expect(await balance(em, accounts.panditPending(pandit))).toBe(99_900);
    const all = await balances(em, `pandit:${pandit}`);
    expect([...all]).toEqual([[accounts.panditPending(pandit), 99_900]]);
    const entries = await entriesOf(em, booking);
    expect(entries.map((e) => e.kind)).toEqual(['payment', 'share', 'tds', 'fee', 'gst']);
    expect(entries.every((e) => e.txId === txId && e.reference === 'pay_TEST1')).toBe(true);
    expect(await unbalancedTransactions(em)).toEqual([]);
  });

  it('rolls back with the caller transaction', async () => {
    const other = randomUUID();
    await expect(
      tx(async (em) => {
        await post(em, {
          kind: 'release',
          bookingId: other,
          lines: [
            { account: accounts.panditPending(pandit), amount: -100 },
            { account: accounts.panditAvailable(pandit), amount: 100 },
          ],
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entriesOf(s.db.orm.em.fork() as EntityManager, other)).toEqual([]);
  });

  it('refuses a transaction that does not sum to zero, unknown accounts and fractions of a paisa', async () => {
    const em = s.db.orm.em.fork() as EntityManager;
    const line = (amount: number) => ({ account: accounts.fees, amount });
    await expect(post(em, { kind: 'fee', lines: [line(100), { account: accounts.gst, amount: -99 }] })).rejects.toThrow(
      /sums to 1/,
    );
    await expect(post(em, { kind: 'fee', lines: [line(1.5), { account: accounts.gst, amount: -1.5 }] })).rejects.toThrow(
      /whole paise/,
    );
    await expect(post(em, { kind: 'fee', lines: [line(1), { account: 'pandit:nobody:pending', amount: -1 }] })).rejects.toThrow(
      /unknown account/,
    );
  });

  it('the database refuses an unbalanced transaction at commit, even written past the service', async () => {
    const id = randomUUID();
    await expect(
      tx(async (em) => {
        await em
          .getConnection()
          .execute(
            "insert into ledger_entries (tx_id, account, amount, kind) values (?, 'platform:fees', 500, 'fee')",
            [id],
            'run',
            em.getTransactionContext(),
          );
      }),
    ).rejects.toThrow(/does not sum to zero/);
    expect(await sql('select 1 from ledger_entries where tx_id = ?', [id])).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of entries', async () => {
    await expect(sql('update ledger_entries set amount = amount * 2')).rejects.toThrow(/append-only/);
    await expect(sql('delete from ledger_entries')).rejects.toThrow(/append-only/);
    await expect(sql('truncate ledger_entries')).rejects.toThrow(/append-only/);
    const [{ n }] = await sql('select count(*)::int as n from ledger_entries where booking_id = ?', [booking]);
    expect(n).toBe(5);
  });
});
