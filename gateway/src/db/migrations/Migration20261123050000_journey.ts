import { Migration } from '@mikro-orm/migrations';

/**
 * The devotee's journey (issue #14): a trip's travellers and contact phone; an index for finding the same
 * trip booked twice; and one for the first confirmation of each booking (the pandit's median response time).
 */
export class Migration20261123050000_journey extends Migration {
  override name = 'Migration20261123050000_journey';

  override up(): void | Promise<void> {
    this.addSql(`alter table "bookings" add column "travellers" int null, add column "contact_phone" varchar(20) null;`);
    this.addSql(
      `create index "bookings_user_package_date_idx" on "bookings" ("user_id", "package_id", "date") where "package_id" is not null;`,
    );
    this.addSql(
      `create index "booking_status_history_confirmed_idx" on "booking_status_history" ("booking_id", "created_at") where "field" = 'status' and "to" = 'confirmed';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "booking_status_history_confirmed_idx";`);
    this.addSql(`drop index if exists "bookings_user_package_date_idx";`);
    this.addSql(`alter table "bookings" drop column "travellers", drop column "contact_phone";`);
  }
}
