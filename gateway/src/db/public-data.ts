import type { MikroORM } from '@mikro-orm/postgresql';
import { first } from '../indexed.js';

/**
 * The version of the public data, and caches of what is computed from it (one per gateway process).
 *
 * The PostgreSQL sequence `public_answer_version` is the version. Every write request (a GraphQL mutation, any REST
 * call other than GET) bumps it after its transaction committed and before its answer leaves (http/public-cache.ts),
 * so a client that saw its write succeed never gets an older answer afterwards, from any process. A cached value is
 * served only while the version is still the one read before the value was computed. A write made outside the API
 * (psql, a script) shows after at most MAX_AGE_MS.
 *
 * Users: http/public-cache.ts (visitors' whole answers) and the pandit directory's counts (modules/pandit).
 */
const MAX_AGE_MS = 60_000;

/**
 * Reads (and bumps) of the version, batched: a caller joins a statement that starts after it arrived, never an older
 * one (a bump that started before a write committed would not cover it).
 */
class Batched {
  private inflight: Promise<string> | null = null;
  private queued: Promise<string> | null = null;
  constructor(private readonly read: () => Promise<string>) {}

  current(): Promise<string> {
    if (!this.inflight) {
      const run = this.read().finally(() => {
        if (this.inflight === run) this.inflight = null;
      });
      this.inflight = run;
      return run;
    }
    this.queued ??= this.inflight
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.current();
      });
    return this.queued;
  }
}

interface Kept<T> {
  version: string;
  at: number;
  value: T;
}

/** Values kept under the version read before they were computed; least recently used out first. */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Kept<T>>();
  constructor(private readonly max: number) {}

  has(key: string) {
    return this.entries.has(key);
  }
  /** The value kept for `key`, if it was computed at `version` less than MAX_AGE_MS ago. */
  get(key: string, version: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.version !== version || Date.now() - hit.at >= MAX_AGE_MS) return undefined;
    this.entries.delete(key); // most recently used last
    this.entries.set(key, hit);
    return hit.value;
  }
  set(key: string, version: string, value: T) {
    this.entries.delete(key);
    this.entries.set(key, { version, at: Date.now(), value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
  keys() {
    return this.entries.keys();
  }
  clear() {
    this.entries.clear();
  }
}

export class PublicData {
  /** The version of the newest completed read or bump: what a value computed from now on may be tagged with. */
  private known: string | null = null;
  private readonly reads: Batched;
  private readonly bumps: Batched;
  private readonly caches = new Map<string, VersionedCache<unknown>>();

  constructor(orm: MikroORM) {
    const connection = () => orm.em.getConnection();
    this.reads = new Batched(async () => {
      const rows = await connection().execute<Array<{ v: string }>>('select last_value::text as v from public_answer_version');
      return (this.known = first(rows).v);
    });
    // Writes finishing together share one nextval (each joins one that starts after its own commit). The new version
    // is read too: like a read, it comes after the writes it covers, so values computed from now on may carry it.
    this.bumps = new Batched(async () => {
      const rows = await connection().execute<Array<{ v: string }>>("select nextval('public_answer_version')::text as v");
      return (this.known = first(rows).v);
    });
  }

  /** The current version (one trivial statement, shared by the callers that arrive while one is in flight). */
  version(): Promise<string> {
    return this.reads.current();
  }
  /**
   * A tag for a value about to be computed: the newest version already read (never newer than the data the value
   * will see; after another process's write it is older than the version, so the value is never served), or a read.
   */
  async tag(): Promise<string> {
    return this.known ?? this.version();
  }
  /** The newest version already read, or null before the first read or bump. */
  get lastKnown(): string | null {
    return this.known;
  }
  /** Moves the version on (a write committed): every value kept so far, in every process, is out of date. */
  bump(): Promise<string> {
    return this.bumps.current();
  }
  /** The cache `name` of this process (made on first use, holding at most `max` values). */
  cache<T>(name: string, max: number): VersionedCache<T> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new VersionedCache<unknown>(max)));
    return cache as VersionedCache<T>;
  }
}
