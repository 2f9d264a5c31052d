import type { EntityManager } from '@mikro-orm/postgresql';
import type { DataFile } from '@marketplace/schema/rules/admin';

/**
 * The money in the admin's data file (issue #36, decision 0078): the ledger's entries, invoices and credit notes with
 * their counters, and the payouts (accounts, batches, payouts, their bookings, releases), as rows of their tables.
 * Entries and documents are append-only: an import adds the ones the database lacks and never edits one (the triggers
 * refuse it anyway), and every imported transaction must sum to zero (checked before writing, and by the database at
 * commit). Payout rows follow the file (they go with the pandits an import replaces).
 */
interface MoneyTable {
  table: string;
  key: string;
  columns: readonly string[];
  /** Rows already present are kept as they are (append-only tables); otherwise the file's row replaces them. */
  appendOnly?: boolean;
  order: string;
}

export const MONEY_TABLES = {
  payoutAccounts: {
    table: 'payout_accounts',
    key: 'id',
    columns: [
      'id',
      'pandit_id',
      'kind',
      'holder_name',
      'account_number',
      'ifsc',
      'upi_id',
      'verification',
      'verified_at',
      'contact_id',
      'fund_account_id',
      'created_at',
      'updated_at',
    ],
    order: 'created_at, id',
  },
  payoutBatches: {
    table: 'payout_batches',
    key: 'id',
    columns: ['id', 'provider', 'created_by_id', 'total_paise', 'sent_at', 'created_at'],
    order: 'created_at, id',
  },
  payouts: {
    table: 'payouts',
    key: 'id',
    columns: [
      'id',
      'batch_id',
      'pandit_id',
      'account_id',
      'amount_paise',
      'status',
      'reference',
      'failure_reason',
      'provider_payout_id',
      'idempotency_key',
      'created_at',
      'updated_at',
    ],
    order: 'created_at, id',
  },
  payoutItems: {
    table: 'payout_items',
    key: 'payout_id, booking_id',
    columns: ['payout_id', 'booking_id', 'amount_paise', 'live'],
    order: 'payout_id, booking_id',
  },
  payoutReleases: {
    table: 'payout_releases',
    key: 'booking_id',
    columns: ['booking_id', 'pandit_id', 'amount_paise', 'cause', 'released_at'],
    order: 'released_at, booking_id',
  },
  invoices: {
    table: 'invoices',
    key: 'id',
    columns: [
      'id',
      'series',
      'financial_year',
      'seq',
      'number',
      'booking_id',
      'refund_id',
      'customer_id',
      'pandit_id',
      'dakshina',
      'samagri',
      'platform_fee',
      'gst',
      'total',
      'fee_percent',
      'gst_percent',
      'seller_name',
      'seller_gstin',
      'seller_address',
      'issued_at',
    ],
    appendOnly: true,
    order: 'issued_at, id',
  },
  ledgerEntries: {
    table: 'ledger_entries',
    key: 'id',
    columns: ['id', 'tx_id', 'account', 'amount', 'kind', 'booking_id', 'reference', 'created_at'],
    appendOnly: true,
    order: 'id',
  },
  documentCounters: {
    table: 'document_counters',
    key: 'series, financial_year',
    columns: ['series', 'financial_year', 'last'],
    order: 'series, financial_year',
  },
} as const satisfies Record<string, MoneyTable>;

export type MoneyKind = keyof typeof MONEY_TABLES;
type Money = NonNullable<DataFile['money']>;

const exec = <T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

/** Every money table's rows, as JSON (numbers, text, booleans, ISO instants). */
export async function exportMoney(em: EntityManager): Promise<Money> {
  const out: Record<string, unknown[]> = {};
  for (const [kind, t] of Object.entries(MONEY_TABLES) as Array<[MoneyKind, MoneyTable]>) {
    const [row] = await exec<{ rows: unknown[] }>(
      em,
      `select coalesce(jsonb_agg(to_jsonb(t) order by ${t.order}), '[]'::jsonb) as rows from (select ${t.columns.join(', ')} from ${t.table}) t`,
    );
    out[kind] = row?.rows ?? [];
  }
  return out as Money;
}

/**
 * What the file's money would break, before anything is written: a ledger transaction that does not sum to zero, or
 * one the database holds in part (an import adds whole transactions only). Paths as the import's refusal lists them.
 */
export async function checkMoney(em: EntityManager, money: Money | undefined): Promise<Record<string, string>> {
  const reasons: Record<string, string> = {};
  const entries = money?.ledgerEntries ?? [];
  if (!entries.length) return reasons;
  const sums = new Map<string, { sum: number; first: number; ids: string[] }>();
  entries.forEach((e, i) => {
    const tx = String(e.tx_id);
    const s = sums.get(tx) ?? { sum: 0, first: i, ids: [] };
    s.sum += Number(e.amount);
    s.ids.push(String(e.id));
    sums.set(tx, s);
  });
  for (const [, s] of sums)
    if (s.sum !== 0) reasons[`data.money.ledgerEntries.${s.first}.amount`] ??= 'The transaction does not sum to zero';
  const held = await exec<{ tx_id: string; ids: string[] }>(
    em,
    `select tx_id::text, array_agg(id::text) as ids from ledger_entries where tx_id = any(?::uuid[]) group by tx_id`,
    [`{${[...sums.keys()].join(',')}}`],
  );
  for (const h of held) {
    const s = sums.get(h.tx_id)!;
    const same = h.ids.length === s.ids.length && h.ids.every((id) => s.ids.includes(id));
    if (!same) reasons[`data.money.ledgerEntries.${s.first}.tx_id`] ??= 'The ledger holds this transaction with other entries';
  }
  return reasons;
}

/** Writes the file's money on the import's transaction, in the order the foreign keys need. */
export async function importMoney(em: EntityManager, money: Money | undefined): Promise<void> {
  if (!money) return;
  for (const [kind, t] of Object.entries(MONEY_TABLES) as Array<[MoneyKind, MoneyTable]>) {
    const rows = money[kind] ?? [];
    if (!rows.length) continue;
    const cols = t.columns.join(', ');
    const onConflict =
      kind === 'documentCounters'
        ? 'do update set last = greatest(document_counters.last, excluded.last)'
        : t.appendOnly
          ? 'do nothing'
          : `do update set ${t.columns.map((c) => `${c} = excluded.${c}`).join(', ')}`;
    await exec(
      em,
      `insert into ${t.table} (${cols}) select ${cols} from jsonb_populate_recordset(null::${t.table}, ?::jsonb) on conflict (${t.key}) ${onConflict}`,
      [JSON.stringify(rows)],
    );
  }
  // Entries keep their ids: the next one the ledger writes comes after the highest.
  await exec(
    em,
    `select setval(pg_get_serial_sequence('ledger_entries', 'id'), greatest((select max(id) from ledger_entries), 1))`,
  );
}
