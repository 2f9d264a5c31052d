import { Migration } from '@mikro-orm/migrations';

/**
 * Payouts to pandits (issue #36 items 3-5, decision 0073): payout accounts, releases (one per booking), batches, payouts
 * and the bookings each pays. After the ledger's migration (its entries are the money; these rows say what happened).
 */
export class Migration20261128100000_payouts extends Migration {
  override name = 'Migration20261128100000_payouts';

  override async up(): Promise<void> {
    this.addSql(
      `create table "payout_batches" ("id" uuid not null, "provider" text not null, "created_by_id" uuid null, "total_paise" int not null, "sent_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "payout_batches_created_by_id_index" on "payout_batches" ("created_by_id");`);
    this.addSql(`create index "payout_batches_created_at_index" on "payout_batches" ("created_at");`);

    this.addSql(
      `create table "payout_accounts" ("id" uuid not null, "pandit_id" uuid not null, "kind" text not null, "holder_name" varchar(120) not null, "account_number" varchar(18) null, "ifsc" varchar(11) null, "upi_id" varchar(320) null, "verification" text not null default 'not-checked', "verified_at" timestamptz null, "contact_id" varchar(60) null, "fund_account_id" varchar(60) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "payout_accounts" add constraint "payout_accounts_pandit_id_unique" unique ("pandit_id");`);

    this.addSql(
      `create table "payouts" ("id" uuid not null, "batch_id" uuid not null, "pandit_id" uuid not null, "account_id" uuid null, "amount_paise" int not null, "status" text not null default 'pending', "reference" varchar(100) null, "failure_reason" varchar(300) null, "provider_payout_id" varchar(60) null, "idempotency_key" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "payouts_batch_id_index" on "payouts" ("batch_id");`);
    this.addSql(`create index "payouts_pandit_id_index" on "payouts" ("pandit_id");`);
    this.addSql(`create index "payouts_account_id_index" on "payouts" ("account_id");`);
    this.addSql(`alter table "payouts" add constraint "payouts_provider_payout_id_unique" unique ("provider_payout_id");`);

    this.addSql(
      `create table "payout_releases" ("booking_id" uuid not null, "pandit_id" uuid not null, "amount_paise" int not null, "cause" text not null, "released_at" timestamptz not null, primary key ("booking_id"));`,
    );
    this.addSql(`create index "payout_releases_pandit_id_index" on "payout_releases" ("pandit_id");`);

    this.addSql(
      `create table "payout_items" ("payout_id" uuid not null, "booking_id" uuid not null, "amount_paise" int not null, "live" boolean not null default true, primary key ("payout_id", "booking_id"));`,
    );
    this.addSql(`create index "payout_items_booking_id_index" on "payout_items" ("booking_id");`);
    // A booking is in at most one live payout: two batches never pay it twice.
    this.addSql(`create unique index "payout_items_booking_live_uniq" on "payout_items" ("booking_id") where "live";`);

    this.addSql(
      `alter table "payout_batches" add constraint "payout_batches_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "payout_batches" add constraint "payout_batches_provider_check" check ("provider" in ('file', 'razorpayx'));`,
    );

    this.addSql(
      `alter table "payout_accounts" add constraint "payout_accounts_pandit_id_foreign" foreign key ("pandit_id") references "pandits" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payout_accounts" add constraint "payout_accounts_kind_check" check ("kind" in ('bank_account', 'vpa'));`,
    );
    this.addSql(
      `alter table "payout_accounts" add constraint "payout_accounts_verification_check" check ("verification" in ('not-checked', 'verified', 'mismatch', 'failed'));`,
    );

    this.addSql(
      `alter table "payouts" add constraint "payouts_batch_id_foreign" foreign key ("batch_id") references "payout_batches" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payouts" add constraint "payouts_pandit_id_foreign" foreign key ("pandit_id") references "pandits" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payouts" add constraint "payouts_account_id_foreign" foreign key ("account_id") references "payout_accounts" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "payouts" add constraint "payouts_status_check" check ("status" in ('pending', 'queued', 'processing', 'processed', 'reversed', 'failed'));`,
    );

    this.addSql(
      `alter table "payout_releases" add constraint "payout_releases_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "payout_releases" add constraint "payout_releases_pandit_id_foreign" foreign key ("pandit_id") references "pandits" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payout_releases" add constraint "payout_releases_cause_check" check ("cause" in ('confirmed', 'elapsed'));`,
    );

    this.addSql(
      `alter table "payout_items" add constraint "payout_items_payout_id_foreign" foreign key ("payout_id") references "payouts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "payout_items" add constraint "payout_items_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    // contract: only a rollback to the release before this one, which never read these tables.
    this.addSql(`alter table "payouts" drop constraint "payouts_batch_id_foreign";`);
    this.addSql(`alter table "payouts" drop constraint "payouts_account_id_foreign";`);
    this.addSql(`alter table "payout_items" drop constraint "payout_items_payout_id_foreign";`);

    this.addSql(`drop table if exists "payout_batches" cascade;`);
    this.addSql(`drop table if exists "payout_accounts" cascade;`);
    this.addSql(`drop table if exists "payouts" cascade;`);
    this.addSql(`drop table if exists "payout_releases" cascade;`);
    this.addSql(`drop table if exists "payout_items" cascade;`);
  }
}
