import { Migration } from '@mikro-orm/migrations';

/** "Find me a pandit" requests (issue #37, decision 0062): left by a search that found nobody; admins handle them. */
export class Migration20261127180000_pandit_requests extends Migration {
  override name = 'Migration20261127180000_pandit_requests';

  override async up(): Promise<void> {
    this.addSql(`create table "pandit_requests" (
      "id" uuid not null,
      "name" varchar(120) not null,
      "phone" varchar(20) null,
      "email" varchar(254) null,
      "ceremony" varchar(120) not null,
      "city" varchar(120) not null,
      "preferred_date" date null,
      "note" text null,
      "user_id" uuid null,
      "created_at" timestamptz not null,
      "handled_at" timestamptz null,
      constraint "pandit_requests_pkey" primary key ("id"),
      constraint "pandit_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null
    );`);
    this.addSql(`create index "pandit_requests_user_id_index" on "pandit_requests" ("user_id");`);
    this.addSql(`create index "pandit_requests_created_at_index" on "pandit_requests" ("created_at");`);
    this.addSql(`create index "pandit_requests_handled_at_index" on "pandit_requests" ("handled_at");`);
  }

  override async down(): Promise<void> {
    // contract: only a rollback to the release before this one, which never read pandit_requests.
    this.addSql(`drop table if exists "pandit_requests";`);
  }
}
