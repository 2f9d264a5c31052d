import { Migration } from '@mikro-orm/migrations';

/**
 * WhatsApp and SMS for real (issue #37): an account's consent to each text channel, with its time (null: no
 * consent, the default; STOP clears it), and a text message's template variables for the providers' templates.
 */
export class Migration20261127120000_text_consent extends Migration {
  override name = 'Migration20261127120000_text_consent';

  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" add column "sms_consent_at" timestamptz null, add column "whatsapp_consent_at" timestamptz null;`,
    );
    this.addSql(`alter table "messages" add column "params" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "sms_consent_at", drop column "whatsapp_consent_at";`);
    this.addSql(`alter table "messages" drop column "params";`);
  }
}
