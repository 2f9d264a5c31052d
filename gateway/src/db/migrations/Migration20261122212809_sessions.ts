import { Migration } from '@mikro-orm/migrations';

/** Sessions (one per login; access tokens carry its id) and the hashed, rotating refresh tokens of browser sessions. */
export class Migration20261122212809_sessions extends Migration {
  override name = 'Migration20261122212809_sessions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sessions" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_reason" varchar(20) null, primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `create table "refresh_tokens" ("id" uuid not null, "session_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "refresh_tokens_session_id_index" on "refresh_tokens" ("session_id");`);
    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "sessions" add constraint "sessions_kind_check" check ("kind" in ('cookie', 'bearer'));`);

    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "refresh_tokens" drop constraint "refresh_tokens_session_id_foreign";`);

    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
  }
}
