import { isUuid } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { rawRows } from '../../db/raw.js';

/** Below this many requests a profile shows "New" instead of numbers. */
export const RELIABILITY_MIN_REQUESTS = 5;

export interface Reliability {
  isNew: boolean;
  requests: number;
  responseRate: number | null;
  medianResponseMinutes: number | null;
  completionRate: number | null;
  cancellationsLast90Days: number | null;
}

interface Row {
  pandit_id: string;
  requests: number;
  answered: number;
  median: number | string | null;
  confirmed_ended: number;
  completed: number;
  dropped: number;
}

/**
 * Reliability in numbers (issue #34 item 5), from the bookings' events (booking_status_history): one statement for
 * every pandit of a request (batched).
 *
 * - A request to a pandit: a booking of his (or first made to him, when a substitute took it over), left out while it
 *   is still pending, unanswered and not offered to substitutes (his window runs).
 * - His answer: the first history row by his own account confirming or cancelling (declining) it, or his decline that
 *   offered it to substitutes. Response rate: answered / requests; the median minutes from the request to the answer.
 * - Completion rate: of his bookings that were confirmed and have ended (completed or cancelled), the completed share.
 * - Cancellations (90 days): requests he declined, or that were offered to substitutes or lapsed because he did not
 *   answer, in the last 90 days.
 */
export class ReliabilityService {
  constructor(private readonly ctx: Context) {}

  of(panditId: string, now = new Date()): Promise<Reliability> {
    const app = this.ctx.app;
    return this.ctx.loaders
      .batch<string, Reliability>('pandit:reliability', async (ids) => {
        const valid = ids.filter(isUuid);
        const rows = valid.length
          ? await rawRows<Row>(
              app,
              `with b as (
                 select b.id, p.id as pandit_id, p.user_id, b.pandit_id as now_pandit, b.status, b.offered_at, b.created_at
                   from pandits p
                   join bookings b on b.pandit_id = p.id and b.original_pandit_id is null
                  where p.id = any(?::uuid[])
                 union all
                 select b.id, p.id, p.user_id, b.pandit_id, b.status, b.offered_at, b.created_at
                   from pandits p
                   join bookings b on b.id in (select o.booking_id from booking_offers o where o.first_pandit_id = p.id)
                    and b.original_pandit_id = p.id
                  where p.id = any(?::uuid[])
               ), e as (
                 select b.*,
                        (select min(h.created_at) from booking_status_history h
                          where h.booking_id = b.id and h.actor_id = b.user_id
                            and ((h.field = 'status' and h."to" in ('confirmed', 'cancelled'))
                              or (h.field = 'guarantee' and h."to" = 'pandit_declined'))) as answered_at,
                        exists (select 1 from booking_status_history h
                                 where h.booking_id = b.id and h.field = 'status' and h."to" = 'confirmed') as was_confirmed,
                        (select max(h.created_at) from booking_status_history h
                          where h.booking_id = b.id
                            and ((h.field = 'status' and h."to" = 'cancelled' and h.actor_id = b.user_id and h."from" = 'pending')
                              or (h.field = 'guarantee' and h."to" in ('pandit_declined', 'offered', 'unanswered')))) as dropped_at
                   from b
               )
               select pandit_id,
                      count(*) filter (where not (status = 'pending' and offered_at is null and answered_at is null))::int as requests,
                      count(answered_at)::int as answered,
                      percentile_cont(0.5) within group (order by extract(epoch from (answered_at - created_at)) / 60)
                        filter (where answered_at is not null) as median,
                      count(*) filter (where now_pandit = pandit_id and was_confirmed and status in ('completed', 'cancelled'))::int
                        as confirmed_ended,
                      count(*) filter (where now_pandit = pandit_id and status = 'completed')::int as completed,
                      count(*) filter (where dropped_at > ?::timestamptz - interval '90 days')::int as dropped
                 from e
                group by pandit_id`,
              [valid, valid, now.toISOString()],
            )
          : [];
        const byId = new Map(rows.map((r) => [r.pandit_id, r]));
        return ids.map((id) => reliabilityOf(byId.get(id)));
      })
      .load(panditId);
  }
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : null);

function reliabilityOf(row: Row | undefined): Reliability {
  const requests = row?.requests ?? 0;
  if (!row || requests < RELIABILITY_MIN_REQUESTS)
    return {
      isNew: true,
      requests,
      responseRate: null,
      medianResponseMinutes: null,
      completionRate: null,
      cancellationsLast90Days: null,
    };
  return {
    isNew: false,
    requests,
    responseRate: percent(row.answered, requests),
    medianResponseMinutes: row.median == null ? null : Math.max(0, Math.round(Number(row.median))),
    completionRate: percent(row.completed, row.confirmed_ended),
    cancellationsLast90Days: row.dropped,
  };
}
