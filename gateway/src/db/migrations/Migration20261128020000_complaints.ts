import { Migration } from '@mikro-orm/migrations';

/**
 * The complaint desk (issue #35, decision 0066): tickets about bookings with their deadlines and outcome, their
 * threads, and refunds decided on a complaint (refund rule 'complaint').
 */
export class Migration20261128020000_complaints extends Migration {
  override name = 'Migration20261128020000_complaints';

  override async up(): Promise<void> {
    this.addSql(`create table "complaints" (
      "id" uuid not null,
      "number" varchar(14) not null,
      "booking_id" uuid not null,
      "filed_by_user_id" uuid null,
      "filed_by" text not null,
      "category" text not null,
      "description" text not null,
      "status" text not null default 'OPEN',
      "outcome" text null,
      "outcome_note" text null,
      "refund_amount" int null,
      "created_at" timestamptz not null,
      "ack_due_at" timestamptz not null,
      "acknowledged_at" timestamptz null,
      "resolve_due_at" timestamptz not null,
      "resolved_at" timestamptz null,
      "closed_at" timestamptz null,
      "due_at" timestamptz null,
      constraint "complaints_pkey" primary key ("id"),
      constraint "complaints_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade,
      constraint "complaints_filed_by_user_id_foreign" foreign key ("filed_by_user_id") references "users" ("id") on delete set null,
      constraint "complaints_filed_by_check" check ("filed_by" in ('DEVOTEE', 'PANDIT', 'SUPPORT')),
      constraint "complaints_category_check" check ("category" in ('NO_SHOW', 'LATE', 'DIFFERENT_PANDIT', 'EXTRA_MONEY', 'BEHAVIOUR', 'PAYMENT', 'NOT_DONE', 'OTHER')),
      constraint "complaints_status_check" check ("status" in ('OPEN', 'AWAITING_REPLY', 'RESOLVED', 'CLOSED')),
      constraint "complaints_outcome_check" check ("outcome" in ('REFUND_FULL', 'REFUND_PARTIAL', 'WARNING', 'SUSPENSION', 'NO_ACTION'))
    );`);
    this.addSql(`alter table "complaints" add constraint "complaints_number_unique" unique ("number");`);
    this.addSql(`create index "complaints_booking_id_index" on "complaints" ("booking_id");`);
    this.addSql(`create index "complaints_due_at_index" on "complaints" ("due_at");`);
    this.addSql(`create table "complaint_messages" (
      "id" uuid not null,
      "complaint_id" uuid not null,
      "author_id" uuid null,
      "author_role" text not null,
      "body" text not null,
      "created_at" timestamptz not null,
      constraint "complaint_messages_pkey" primary key ("id"),
      constraint "complaint_messages_complaint_id_foreign" foreign key ("complaint_id") references "complaints" ("id") on delete cascade,
      constraint "complaint_messages_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null,
      constraint "complaint_messages_author_role_check" check ("author_role" in ('DEVOTEE', 'PANDIT', 'SUPPORT'))
    );`);
    this.addSql(`create index "complaint_messages_complaint_id_index" on "complaint_messages" ("complaint_id");`);
    this.addSql(`alter table "refunds" drop constraint if exists "refunds_rule_check";`);
    this.addSql(
      `alter table "refunds" add constraint "refunds_rule_check" check ("rule" in ('after_start', 'complaint', 'declined', 'early_cancellation', 'late_cancellation'));`,
    );
  }

  override async down(): Promise<void> {
    // contract: only a rollback to the release before this one, which never read complaints (a refund decided on a
    // complaint keeps rule 'complaint', which that release does not write but reads as text).
    this.addSql(`drop table if exists "complaint_messages";`);
    this.addSql(`drop table if exists "complaints";`);
  }
}
