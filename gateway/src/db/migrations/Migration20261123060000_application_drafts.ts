import { Migration } from '@mikro-orm/migrations';

/** The Join-as-Pandit draft kept for a signed-in account: one row per account, gone with the account. */
export class Migration20261123060000_application_drafts extends Migration {
  override name = 'Migration20261123060000_application_drafts';

  override async up(): Promise<void> {
    this.addSql(
      `create table "application_drafts" ("user_id" uuid not null, "draft" jsonb not null, "step" int not null default 0, "updated_at" timestamptz not null, primary key ("user_id"), constraint "application_drafts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "application_drafts";`);
  }
}
