import { Migration } from '@mikro-orm/migrations';

/**
 * A person's data (issue #35, decision 0069): the marketing consent, a deletion request and its erasure on the
 * account, and the append-only consent log.
 */
export class Migration20261128050000_privacy extends Migration {
  override name = 'Migration20261128050000_privacy';

  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" add column "marketing_consent_at" timestamptz null, add column "deletion_requested_at" timestamptz null, add column "erased_at" timestamptz null;`,
    );
    this.addSql(`create table "consent_log" (
      "id" uuid not null,
      "user_id" uuid not null,
      "kind" text check ("kind" in ('marketing', 'sms', 'whatsapp')) not null,
      "granted" boolean not null,
      "wording_version" varchar(40) not null,
      "source" text check ("source" in ('signup', 'profile', 'stop', 'erasure')) not null,
      "at" timestamptz not null,
      constraint "consent_log_pkey" primary key ("id"),
      constraint "consent_log_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
    );`);
    this.addSql(`create index "consent_log_user_id_index" on "consent_log" ("user_id");`);
  }

  override async down(): Promise<void> {
    // contract: only a rollback to the release before this one, which never read these.
    this.addSql(`drop table if exists "consent_log";`);
    this.addSql(
      `alter table "users" drop column "marketing_consent_at", drop column "deletion_requested_at", drop column "erased_at";`,
    );
  }
}
