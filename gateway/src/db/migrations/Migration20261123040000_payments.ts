import { Migration } from '@mikro-orm/migrations';

/** Payments (UPI transfers reported by UTR, Razorpay orders), refunds by policy and processed Razorpay webhook deliveries (issue #15). */
export class Migration20261123040000_payments extends Migration {
  override name = 'Migration20261123040000_payments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payments" ("id" uuid not null, "booking_id" uuid not null, "method" text not null, "amount" int not null, "reference" varchar(64) null, "order_id" varchar(64) null, "status" text not null, "reason" text null, "decided_by_id" uuid null, "created_at" timestamptz not null, "decided_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "payments_booking_id_index" on "payments" ("booking_id");`);
    this.addSql(`alter table "payments" add constraint "payments_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "payments_status_index" on "payments" ("status");`);
    this.addSql(`create index "payments_created_at_index" on "payments" ("created_at");`);
    this.addSql(
      `create unique index "payments_method_reference_uniq" on "payments" ("method", "reference") where "reference" is not null and "status" <> 'rejected';`,
    );

    this.addSql(
      `create table "refunds" ("id" uuid not null, "booking_id" uuid not null, "payment_id" uuid null, "amount" int not null, "percent" int not null, "rule" text not null, "status" text not null, "reference" varchar(100) null, "refunded_by_id" uuid null, "created_at" timestamptz not null, "refunded_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "refunds" add constraint "refunds_booking_id_unique" unique ("booking_id");`);
    this.addSql(`create index "refunds_status_index" on "refunds" ("status");`);
    this.addSql(`create index "refunds_created_at_index" on "refunds" ("created_at");`);

    this.addSql(
      `create table "payment_webhook_events" ("id" varchar(100) not null, "event" varchar(60) not null, "received_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `alter table "payments" add constraint "payments_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "payments" add constraint "payments_method_check" check ("method" in ('razorpay', 'upi'));`);
    this.addSql(
      `alter table "payments" add constraint "payments_status_check" check ("status" in ('created', 'rejected', 'submitted', 'verified'));`,
    );

    this.addSql(
      `alter table "refunds" add constraint "refunds_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "refunds" add constraint "refunds_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "refunds" add constraint "refunds_refunded_by_id_foreign" foreign key ("refunded_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "refunds" add constraint "refunds_rule_check" check ("rule" in ('after_start', 'declined', 'early_cancellation', 'late_cancellation'));`,
    );
    this.addSql(`alter table "refunds" add constraint "refunds_status_check" check ("status" in ('pending', 'refunded'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "refunds" drop constraint "refunds_payment_id_foreign";`);

    this.addSql(`drop table if exists "payments" cascade;`);
    this.addSql(`drop table if exists "refunds" cascade;`);
    this.addSql(`drop table if exists "payment_webhook_events" cascade;`);
  }
}
