import { Migration } from '@mikro-orm/migrations';

/**
 * A pandit's identity documents and certificates (issue #34, decision 0070): private images (media.private: never
 * served at /media/:id) and the admins' review of each.
 */
export class Migration20261128060000_pandit_documents extends Migration {
  override name = 'Migration20261128060000_pandit_documents';

  override async up(): Promise<void> {
    this.addSql(`alter table "media" add column "private" boolean not null default false;`);
    this.addSql(`create table "pandit_documents" (
      "id" uuid not null,
      "pandit_id" uuid not null,
      "media_id" uuid null,
      "kind" text check ("kind" in ('AADHAAR_MASKED', 'CERTIFICATE', 'PAN', 'PHOTO_ID')) not null,
      "certificate" text check ("certificate" in ('GURUKUL', 'OTHER', 'SANSKRIT_DEGREE', 'TEMPLE_LETTER')) null,
      "pan_number" varchar(10) null,
      "name_on_document" varchar(120) null,
      "name_matches" boolean null,
      "aadhaar_last4" varchar(4) null,
      "kyc_result" varchar(40) not null default 'not-checked',
      "status" text check ("status" in ('ACCEPTED', 'PENDING', 'REJECTED')) not null default 'PENDING',
      "reason" text null,
      "reviewed_by_id" uuid null,
      "reviewed_at" timestamptz null,
      "created_at" timestamptz not null,
      constraint "pandit_documents_pkey" primary key ("id"),
      constraint "pandit_documents_pandit_id_foreign" foreign key ("pandit_id") references "pandits" ("id") on delete cascade,
      constraint "pandit_documents_media_id_foreign" foreign key ("media_id") references "media" ("id") on delete set null,
      constraint "pandit_documents_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "users" ("id") on delete set null
    );`);
    this.addSql(`create index "pandit_documents_pandit_id_index" on "pandit_documents" ("pandit_id");`);
    this.addSql(`create index "pandit_documents_media_id_index" on "pandit_documents" ("media_id");`);
    this.addSql(`create index "pandit_documents_reviewed_by_id_index" on "pandit_documents" ("reviewed_by_id");`);
    this.addSql(`create index "pandit_documents_status_index" on "pandit_documents" ("status");`);
  }

  override async down(): Promise<void> {
    // contract: only a rollback to the release before this one, which never read either.
    this.addSql(`drop table if exists "pandit_documents";`);
    this.addSql(`alter table "media" drop column if exists "private";`);
  }
}
