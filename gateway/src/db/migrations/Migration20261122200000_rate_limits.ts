import { Migration } from '@mikro-orm/migrations';

/**
 * Counters of rate-limiter-flexible's RateLimiterPostgres (login throttle, registration, bookings,
 * uploads), shared by every gateway process. Not an entity: ormConfig skips it in schema diffs.
 */
export class Migration20261122200000_rate_limits extends Migration {
  override name = 'Migration20261122200000_rate_limits';

  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "rate_limits" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`,
    );
    this.addSql(`create index if not exists "rate_limits_expire_idx" on "rate_limits" ("expire");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits";`);
  }
}
