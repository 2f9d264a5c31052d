import { Migration } from '@mikro-orm/migrations';

/**
 * Images on a complaint (issue #35 item 1, decision 0066): each thread message (the report's description is the first)
 * names its private uploads by id.
 */
export class Migration20261128080000_complaint_attachments extends Migration {
  override name = 'Migration20261128080000_complaint_attachments';

  override async up(): Promise<void> {
    this.addSql(`alter table "complaint_messages" add column "attachments" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    // contract: only a rollback to the release before this one, which never read it.
    this.addSql(`alter table "complaint_messages" drop column if exists "attachments";`);
  }
}
