import type { EntityManager } from '@mikro-orm/postgresql';
import { log } from '../../log.js';
import { accounts } from '../ledger/accounts.js';
import { bookingBalance, post } from '../ledger/ledger.service.js';

/**
 * Release (issue #36 item 3, decision 0073): a booking's pandit share moves from `pandit:<id>:pending` to
 * `pandit:<id>:available` when the devotee confirms the ceremony, or 72 hours after its completion with no open
 * complaint; never while a complaint on it is open (issue #35). Exactly once per booking: the release row's primary key
 * is the booking, inserted in the same transaction as the ledger's `release` transaction, so a second worker waits on
 * the first's row and then inserts nothing.
 */
export const RELEASE_AFTER_MS = 72 * 3_600_000;
export const RELEASE_EVERY_MS = 5 * 60_000;
/** A complaint in these states holds the booking's share (release and payouts). */
export const OPEN_COMPLAINT = `exists (select 1 from complaints c where c.booking_id = b.id and c.status in ('OPEN', 'AWAITING_REPLY'))`;

const exec = <T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> =>
  em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());

/**
 * Releases one booking's share inside the caller's transaction; returns the paise released (0 when nothing: not
 * completed, a complaint open, no share pending, or released before). `cause` says why.
 */
export async function releaseBooking(
  em: EntityManager,
  bookingId: string,
  cause: 'confirmed' | 'elapsed',
  now = new Date(),
): Promise<number> {
  const [b] = await exec<{ pandit_id: string | null; status: string; open: boolean }>(
    em,
    `select b.pandit_id, b.status, ${OPEN_COMPLAINT} as open from bookings b where b.id = ? for update of b`,
    [bookingId],
  );
  if (!b?.pandit_id || b.status !== 'completed' || b.open) return 0;
  const pending = accounts.panditPending(b.pandit_id);
  const amount = await bookingBalance(em, bookingId, pending);
  if (amount <= 0) return 0;
  const inserted = await exec(
    em,
    `insert into payout_releases (booking_id, pandit_id, amount_paise, cause, released_at) values (?, ?, ?, ?, ?)
     on conflict do nothing returning booking_id`,
    [bookingId, b.pandit_id, amount, cause, now],
  );
  if (!inserted.length) return 0;
  await post(em, {
    kind: 'release',
    bookingId,
    lines: [
      { account: pending, amount: -amount },
      { account: accounts.panditAvailable(b.pandit_id), amount },
    ],
  });
  return amount;
}

/**
 * The periodic job (message worker, `also('payout-release', ...)`): completed bookings with a share pending, not
 * released, no open complaint, confirmed by the devotee or completed 72 hours before the round's clock. Each in its
 * own transaction; a failure is logged and the others go on.
 */
export async function releaseDue(em: EntityManager, now: Date): Promise<number> {
  const due = new Date(now.getTime() - RELEASE_AFTER_MS);
  const rows = await exec<{ id: string; confirmed: boolean }>(
    em,
    `select b.id, (pr.confirmed_at is not null) as confirmed
       from bookings b
       left join booking_proofs pr on pr.booking_id = b.id
      where b.status = 'completed' and b.pandit_id is not null
        and not exists (select 1 from payout_releases r where r.booking_id = b.id)
        and not ${OPEN_COMPLAINT}
        and exists (select 1 from ledger_entries le where le.booking_id = b.id and le.account = 'pandit:' || b.pandit_id || ':pending')
        and (pr.confirmed_at is not null or coalesce(
              pr.submitted_at,
              (select max(h.created_at) from booking_status_history h where h.booking_id = b.id and h.field = 'status' and h.to = 'completed'),
              b.updated_at) <= ?)
      order by b.date, b.id
      limit 500`,
    [due],
  );
  let released = 0;
  for (const row of rows) {
    try {
      const amount = await em
        .fork()
        .transactional((tx) => releaseBooking(tx, row.id, row.confirmed ? 'confirmed' : 'elapsed', now));
      if (amount > 0) released++;
    } catch (e) {
      log.error({ err: e, bookingId: row.id }, 'payout release failed; the next round tries again');
    }
  }
  return released;
}
