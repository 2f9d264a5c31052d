import { Migration } from '@mikro-orm/migrations';

/**
 * Partner API keys (hash only) and the cost buckets of the partner API (http/api-access.ts): one row per key,
 * account or address, refilled by elapsed time in the same upsert that takes a request's cost, so every gateway
 * process shares them. `cost_buckets` is not an entity (ormConfig skips it in schema diffs).
 */
export class Migration20261123010000_api_keys extends Migration {
  override name = 'Migration20261123010000_api_keys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_keys" ("id" uuid not null, "name" varchar(120) not null, "contact_email" varchar(254) not null, "prefix" varchar(16) not null, "key_hash" varchar(64) not null, "created_at" timestamptz not null, "created_by" uuid null, "revoked_at" timestamptz null, "last_used_at" timestamptz null, "requests_day" varchar(10) null, "requests_today" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`alter table "api_keys" add constraint "api_keys_key_hash_unique" unique ("key_hash");`);
    this.addSql(
      `create table if not exists "cost_buckets" ("key" varchar(255) primary key, "tokens" double precision not null, "at" timestamptz not null, "denied" boolean not null default false);`,
    );
    this.addSql(`create index if not exists "cost_buckets_at_idx" on "cost_buckets" ("at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
    this.addSql(`drop table if exists "cost_buckets";`);
  }
}
