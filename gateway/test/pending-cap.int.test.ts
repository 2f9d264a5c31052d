import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { confirmPendingRoom, MAX_PENDING_PER_CUSTOMER_PANDIT } from '../src/modules/booking/booking.guards.js';
import type { Context } from '../src/context.js';
import type { Booking } from '../src/modules/booking/booking.entity.js';
import { first } from '../src/indexed.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { RATE_LIMITS: 'true' } });
});
afterAll(() => s?.close());

describe('the pending cap after the insert (confirmPendingRoom)', () => {
  it('eight bookings with one pandit, all committed before any is counted: three stay, five are refused', async () => {
    const user = await s.newUser();
    const connection = s.db.orm.em.getConnection();
    const pandit = first(
      await connection.execute<Array<{ id: string }>>(
        "select id from pandits where registration_status = 'approved' order by id limit 1",
      ),
    );
    const ids = Array.from({ length: 8 }, () => randomUUID());
    for (const [i, id] of ids.entries()) {
      await connection.execute(
        `insert into bookings (id, user_id, pandit_id, date, time, total_amount, created_at, updated_at)
         values (?, ?, ?, current_date + 120, ?, 1100, now(), now())`,
        [id, user.id, pandit.id, `${String(6 + i).padStart(2, '0')}:00`],
      );
    }
    // As eight requests on any processes would, each with its own request context.
    const ctx = () => ({ app: { config: { rateLimits: true }, orm: s.db.orm }, em: s.db.orm.em.fork() }) as unknown as Context;
    const results = await Promise.allSettled(ids.map((id) => confirmPendingRoom(ctx(), { id } as Booking, user.id, pandit.id)));

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_PENDING_PER_CUSTOMER_PANDIT);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect(r.reason).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    const left = first(
      await connection.execute<Array<{ n: number }>>(
        "select count(*)::int as n from bookings where user_id = ? and status = 'pending'",
        [user.id],
      ),
    );
    expect(left.n).toBe(MAX_PENDING_PER_CUSTOMER_PANDIT);
  });
});
