import { Migration } from '@mikro-orm/migrations';

/**
 * The guarantee when a pandit does not answer (issue #34 item 3, decision 0067): the devotee's "only this pandit",
 * when a request was offered to substitutes, the pandit first booked once a substitute took it over, and the offers.
 */
export class Migration20261128030000_booking_guarantee extends Migration {
  override name = 'Migration20261128030000_booking_guarantee';

  override up(): void | Promise<void> {
    this.addSql(`alter table "bookings" add column "only_this_pandit" boolean not null default false;`);
    this.addSql(`alter table "bookings" add column "offered_at" timestamptz null;`);
    this.addSql(`alter table "bookings" add column "original_pandit_id" uuid null;`);
    this.addSql(
      `alter table "bookings" add constraint "bookings_original_pandit_id_foreign" foreign key ("original_pandit_id") references "pandits" ("id") on delete set null;`,
    );
    this.addSql(`create table "booking_offers" (
      "id" uuid not null,
      "booking_id" uuid not null,
      "pandit_id" uuid not null,
      "first_pandit_id" uuid not null,
      "state" text not null default 'offered',
      "expires_at" timestamptz not null,
      "created_at" timestamptz not null,
      "answered_at" timestamptz null,
      constraint "booking_offers_pkey" primary key ("id"),
      constraint "booking_offers_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade,
      constraint "booking_offers_pandit_id_foreign" foreign key ("pandit_id") references "pandits" ("id") on delete cascade,
      constraint "booking_offers_first_pandit_id_foreign" foreign key ("first_pandit_id") references "pandits" ("id") on delete cascade,
      constraint "booking_offers_state_check" check ("state" in ('offered', 'accepted', 'declined', 'withdrawn', 'expired'))
    );`);
    this.addSql(
      `alter table "booking_offers" add constraint "booking_offers_booking_id_pandit_id_unique" unique ("booking_id", "pandit_id");`,
    );
    this.addSql(`create index "booking_offers_pandit_id_index" on "booking_offers" ("pandit_id");`);
    this.addSql(`create index "booking_offers_first_pandit_id_index" on "booking_offers" ("first_pandit_id");`);
    this.addSql(`create index "booking_offers_open_idx" on "booking_offers" ("expires_at") where "state" = 'offered';`);
  }

  override down(): void | Promise<void> {
    // contract: only a rollback to the release before this one, which never read these columns or booking_offers.
    this.addSql(`drop table if exists "booking_offers";`);
    this.addSql(`alter table "bookings" drop constraint if exists "bookings_original_pandit_id_foreign";`);
    this.addSql(
      `alter table "bookings" drop column "original_pandit_id", drop column "offered_at", drop column "only_this_pandit";`,
    );
  }
}
