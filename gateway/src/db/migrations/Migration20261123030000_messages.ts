import { Migration } from '@mikro-orm/migrations';

/**
 * Messages (issue #15): the account's language; the outbox of domain events (written in the transaction of
 * the change); one message per event, recipient and channel (the unique key that makes delivery once-only);
 * password-reset tokens (hashed, single-use).
 */
export class Migration20261123030000_messages extends Migration {
  override name = 'Migration20261123030000_messages';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "preferred_language" text not null default 'en';`);
    this.addSql(
      `alter table "users" add constraint "users_preferred_language_check" check ("preferred_language" in ('en', 'hi'));`,
    );

    this.addSql(
      `create table "message_events" ("id" uuid not null, "type" varchar(40) not null, "booking_id" uuid null, "user_id" uuid null, "data" jsonb null, "dedupe_key" varchar(120) null, "created_at" timestamptz not null, "expanded_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "message_events" add constraint "message_events_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "message_events_pending_index" on "message_events" ("created_at") where "expanded_at" is null;`);

    this.addSql(
      `create table "messages" ("id" uuid not null, "event_id" uuid not null, "event_type" varchar(40) not null, "recipient_user_id" uuid null, "recipient" varchar(254) not null, "channel" text not null, "language" text not null, "subject" text not null, "body_text" text not null, "body_html" text null, "status" text not null default 'queued', "attempts" int not null default 0, "last_error" text null, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "created_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_event_recipient_channel_unique" unique ("event_id", "recipient", "channel");`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_event_id_foreign" foreign key ("event_id") references "message_events" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_status_check" check ("status" in ('queued', 'sending', 'sent', 'failed'));`,
    );
    this.addSql(
      `alter table "messages" add constraint "messages_channel_check" check ("channel" in ('email', 'sms', 'whatsapp'));`,
    );
    this.addSql(`alter table "messages" add constraint "messages_language_check" check ("language" in ('en', 'hi'));`);
    this.addSql(`create index "messages_due_index" on "messages" ("next_attempt_at") where "status" in ('queued', 'sending');`);
    this.addSql(`create index "messages_status_created_index" on "messages" ("status", "created_at");`);
    this.addSql(`create index "messages_created_at_index" on "messages" ("created_at");`);

    this.addSql(
      `create table "password_resets" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_resets_user_id_index" on "password_resets" ("user_id");`);
    this.addSql(
      `alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_resets" cascade;`);
    this.addSql(`drop table if exists "messages" cascade;`);
    this.addSql(`drop table if exists "message_events" cascade;`);
    this.addSql(`alter table "users" drop constraint if exists "users_preferred_language_check";`);
    this.addSql(`alter table "users" drop column "preferred_language";`);
  }
}
