import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ENTRY_KINDS, isAccount, type Account, type EntryKind } from './accounts.js';

/**
 * The double-entry ledger (issue #36, decision 0072). `post` appends one transaction (lines that sum to zero, in
 * integer paise) on the caller's EntityManager, so it commits or rolls back with the change that causes it; the
 * database refuses edits and checks the sum again at commit. Balances are sums of entries, never stored.
 */
export interface LedgerLine {
  account: Account;
  /** Integer paise; positive credits the account, negative debits it (accounts.ts). Zero lines are left out. */
  amount: number;
  /** The line's own kind when it differs from the transaction's (a payment's fee, GST and TDS lines). */
  kind?: EntryKind;
}

export interface Posting {
  kind: EntryKind;
  bookingId?: string | null;
  /** The outside reference: a UTR, Razorpay's payment or refund id, a bank reference. */
  reference?: string | null;
  lines: LedgerLine[];
  /** When it happened (default: the database's now(), the transaction's start). */
  at?: Date;
}

export interface LedgerEntry {
  id: string;
  txId: string;
  account: Account;
  amount: number;
  kind: EntryKind;
  bookingId: string | null;
  reference: string | null;
  createdAt: Date;
}

export class LedgerError extends Error {}

const exec = <T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

/** Checks a posting: whole paise, known accounts and kinds, a sum of zero. Returns the non-zero lines. */
export function checkedLines(posting: Posting): LedgerLine[] {
  if (!ENTRY_KINDS.includes(posting.kind)) throw new LedgerError(`unknown entry kind ${String(posting.kind)}`);
  const lines = posting.lines.filter((l) => l.amount !== 0);
  let sum = 0;
  for (const l of lines) {
    if (!Number.isSafeInteger(l.amount)) throw new LedgerError(`amount ${l.amount} is not whole paise`);
    if (!isAccount(l.account)) throw new LedgerError(`unknown account ${String(l.account)}`);
    if (l.kind && !ENTRY_KINDS.includes(l.kind)) throw new LedgerError(`unknown entry kind ${l.kind}`);
    sum += l.amount;
  }
  if (sum !== 0) throw new LedgerError(`a ${posting.kind} transaction sums to ${sum} paise, not zero`);
  return lines;
}

/**
 * Appends one balanced transaction on `em`'s transaction (the caller's), in one INSERT. Returns its id, or null when
 * every line is zero (nothing to record).
 */
export async function post(em: EntityManager, posting: Posting): Promise<string | null> {
  const lines = checkedLines(posting);
  if (!lines.length) return null;
  const txId = randomUUID();
  const params: unknown[] = [];
  const rows = lines.map((l) => {
    params.push(txId, l.account, l.amount, l.kind ?? posting.kind, posting.bookingId ?? null, posting.reference ?? null);
    if (posting.at) params.push(posting.at);
    return posting.at ? '(?, ?, ?, ?, ?, ?, ?)' : '(?, ?, ?, ?, ?, ?, now())';
  });
  await exec(
    em,
    `insert into ledger_entries (tx_id, account, amount, kind, booking_id, reference, created_at) values ${rows.join(', ')}`,
    params,
  );
  return txId;
}

/** An account's balance in paise: the sum of its entries (up to `before` when given). */
export async function balance(em: EntityManager, account: Account, before?: Date): Promise<number> {
  const [row] = await exec<{ total: string | null }>(
    em,
    `select coalesce(sum(amount), 0)::text as total from ledger_entries where account = ?${before ? ' and created_at < ?' : ''}`,
    before ? [account, before] : [account],
  );
  return Number(row?.total ?? 0);
}

/** The balances of every account whose name starts with `prefix` ('' for all), by account name. */
export async function balances(em: EntityManager, prefix = ''): Promise<Map<Account, number>> {
  const rows = await exec<{ account: Account; total: string }>(
    em,
    `select account, sum(amount)::text as total from ledger_entries where starts_with(account, ?) group by account order by account`,
    [prefix],
  );
  return new Map(rows.map((r) => [r.account, Number(r.total)]));
}

/** A booking's balance on one account (what of that booking is still there), in paise. */
export async function bookingBalance(em: EntityManager, bookingId: string, account: Account): Promise<number> {
  const [row] = await exec<{ total: string | null }>(
    em,
    'select coalesce(sum(amount), 0)::text as total from ledger_entries where booking_id = ? and account = ?',
    [bookingId, account],
  );
  return Number(row?.total ?? 0);
}

const entryOf = (r: Record<string, unknown>): LedgerEntry => ({
  id: String(r.id),
  txId: String(r.tx_id),
  account: r.account as Account,
  amount: Number(r.amount),
  kind: r.kind as EntryKind,
  bookingId: (r.booking_id as string | null) ?? null,
  reference: (r.reference as string | null) ?? null,
  createdAt: new Date(r.created_at as string),
});

/** A booking's entries in the order they were written. */
export async function entriesOf(em: EntityManager, bookingId: string): Promise<LedgerEntry[]> {
  return (await exec(em, 'select * from ledger_entries where booking_id = ? order by id', [bookingId])).map(entryOf);
}

/** Entries in a time range [from, to), in order (reports and the data export). */
export async function entriesBetween(em: EntityManager, from: Date | null, to: Date | null): Promise<LedgerEntry[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (from) {
    where.push('created_at >= ?');
    params.push(from);
  }
  if (to) {
    where.push('created_at < ?');
    params.push(to);
  }
  const sql = `select * from ledger_entries${where.length ? ` where ${where.join(' and ')}` : ''} order by id`;
  return (await exec(em, sql, params)).map(entryOf);
}

/** Transactions that do not sum to zero (the reconciliation's first check; the database makes it always empty). */
export async function unbalancedTransactions(em: EntityManager): Promise<Array<{ txId: string; total: number }>> {
  const rows = await exec<{ tx_id: string; total: string }>(
    em,
    'select tx_id, sum(amount)::text as total from ledger_entries group by tx_id having sum(amount) <> 0',
  );
  return rows.map((r) => ({ txId: r.tx_id, total: Number(r.total) }));
}
