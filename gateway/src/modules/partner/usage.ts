import type { MikroORM } from '@mikro-orm/postgresql';
import { indiaToday } from '@marketplace/schema/rules';
import { logError } from '../../log.js';

/**
 * API key usage (last used, requests today), counted in memory and added to `api_keys` in one statement every
 * FLUSH_MS per process, so a keyed request never waits for a write. A process that dies loses at most its last
 * few seconds of counts; the console's list flushes its own process first.
 */
const FLUSH_MS = 5_000;

interface Pending {
  n: number;
  at: Date;
}

class UsageRecorder {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly orm: MikroORM) {}

  record(keyId: string) {
    const p = this.pending.get(keyId);
    if (p) {
      p.n += 1;
      p.at = new Date();
    } else this.pending.set(keyId, { n: 1, at: new Date() });
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = [...this.pending].map(([id, { n, at }]) => ({ id, n, at: at.toISOString() }));
    this.pending = new Map();
    if (!rows.length) return this.running;
    const day = indiaToday();
    this.running = this.running.then(() =>
      this.orm.em
        .getConnection()
        .execute(
          `update api_keys k set last_used_at = greatest(k.last_used_at, u.at),
             requests_today = case when k.requests_day = ? then k.requests_today + u.n else u.n end,
             requests_day = ?
           from json_to_recordset(?::json) as u(id uuid, n int, at timestamptz) where k.id = u.id`,
          [day, day, JSON.stringify(rows)],
        )
        .then(
          () => undefined,
          (e: unknown) => logError('api-key-usage', e),
        ),
    );
    return this.running;
  }
}

const recorders = new WeakMap<MikroORM, UsageRecorder>();
const recorderFor = (orm: MikroORM) => {
  let r = recorders.get(orm);
  if (!r) recorders.set(orm, (r = new UsageRecorder(orm)));
  return r;
};

/** Counts one request made with the key (written within FLUSH_MS). */
export const recordUsage = (orm: MikroORM, keyId: string) => recorderFor(orm).record(keyId);
/** Writes this process's pending counts now. */
export const flushUsage = (orm: MikroORM) => recorderFor(orm).flush();
