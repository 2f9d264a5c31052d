import { Migration } from '@mikro-orm/migrations';

/**
 * Proof of a ceremony (issue #34 item 4, decision 0071): a photo's capture time, read before its metadata is
 * stripped, and one proof per completed booking.
 */
export class Migration20261128070000_ceremony_proof extends Migration {
  override name = 'Migration20261128070000_ceremony_proof';

  override async up(): Promise<void> {
    this.addSql(`alter table "media" add column "captured_at" timestamptz null;`);
    this.addSql(`create table "booking_proofs" (
      "id" uuid not null,
      "booking_id" uuid not null,
      "photos" jsonb not null default '[]',
      "captured_at" timestamptz null,
      "joined_at" timestamptz null,
      "submitted_at" timestamptz not null,
      "confirmed_at" timestamptz null,
      constraint "booking_proofs_pkey" primary key ("id"),
      constraint "booking_proofs_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade
    );`);
    this.addSql(`alter table "booking_proofs" add constraint "booking_proofs_booking_id_unique" unique ("booking_id");`);
  }

  override async down(): Promise<void> {
    // contract: only a rollback to the release before this one, which never read either.
    this.addSql(`drop table if exists "booking_proofs";`);
    this.addSql(`alter table "media" drop column if exists "captured_at";`);
  }
}
