import { Migration } from '@mikro-orm/migrations';

/** Admin console: the audit trail and each booking's status history. */
export class Migration20261122201349_admin extends Migration {
  override name = 'Migration20261122201349_admin';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "booking_status_history" ("id" uuid not null, "booking_id" uuid not null, "field" varchar(20) not null, "from" varchar(20) null, "to" varchar(20) not null, "actor_id" uuid null, "actor_name" varchar(120) null, "actor_role" varchar(20) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "booking_status_history_booking_id_index" on "booking_status_history" ("booking_id");`);
    this.addSql(`create index "booking_status_history_actor_id_index" on "booking_status_history" ("actor_id");`);

    this.addSql(
      `create table "audit_log" ("id" uuid not null, "actor_id" uuid null, "actor_name" varchar(120) null, "action" varchar(60) not null, "entity" varchar(40) not null, "entity_id" varchar(60) null, "changes" jsonb not null default '{}', "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "audit_log_actor_id_index" on "audit_log" ("actor_id");`);
    this.addSql(`create index "audit_log_action_index" on "audit_log" ("action");`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);
    this.addSql(`create index "audit_log_entity_idx" on "audit_log" ("entity", "entity_id");`);

    this.addSql(
      `alter table "booking_status_history" add constraint "booking_status_history_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "booking_status_history" add constraint "booking_status_history_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "audit_log" add constraint "audit_log_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "booking_status_history" cascade;`);
    this.addSql(`drop table if exists "audit_log" cascade;`);
  }
}
