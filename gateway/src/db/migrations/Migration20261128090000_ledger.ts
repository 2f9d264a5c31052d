import { Migration } from '@mikro-orm/migrations';

/**
 * The ledger (issue #36, decision 0072): append-only entries in integer paise, grouped in transactions that each sum to
 * zero. The database refuses UPDATE, DELETE and TRUNCATE of an entry, and checks each transaction's sum at commit (a
 * deferred constraint trigger), so no code path can leave an unbalanced or edited ledger. No foreign keys: an entry
 * outlives the booking or account it names (like the audit trail), and a cascade would be an edit.
 */
export class Migration20261128090000_ledger extends Migration {
  override name = 'Migration20261128090000_ledger';

  override async up(): Promise<void> {
    this.addSql(`create table "ledger_entries" (
      "id" bigserial not null,
      "tx_id" uuid not null,
      "account" text not null,
      "amount" bigint not null,
      "kind" text not null,
      "booking_id" uuid null,
      "reference" varchar(100) null,
      "created_at" timestamptz not null default now(),
      constraint "ledger_entries_pkey" primary key ("id"),
      constraint "ledger_entries_amount_check" check ("amount" <> 0),
      constraint "ledger_entries_account_check" check ("account" ~ '^(devotee:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|pandit:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:(pending|available)|payout:clearing|platform:(fees|trips)|tax:(gst|tds)|provider:razorpay|bank:(upi|manual|payouts))$'),
      constraint "ledger_entries_kind_check" check ("kind" in ('payment','share','fee','gst','tds','refund','refund-sent','release','payout','payout-paid','payout-failed','adjustment'))
    );`);
    this.addSql(`create index "ledger_entries_tx_id_index" on "ledger_entries" ("tx_id");`);
    this.addSql(`create index "ledger_entries_account_index" on "ledger_entries" ("account", "created_at");`);
    this.addSql(`create index "ledger_entries_booking_id_index" on "ledger_entries" ("booking_id");`);
    this.addSql(`create index "ledger_entries_created_at_index" on "ledger_entries" ("created_at");`);
    this.addSql(`create or replace function ledger_entries_immutable() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger entries are append-only (% refused)', tg_op using errcode = '42501';
      end $$;`);
    this.addSql(`create trigger "ledger_entries_no_update" before update or delete on "ledger_entries"
      for each row execute function ledger_entries_immutable();`);
    this.addSql(`create trigger "ledger_entries_no_truncate" before truncate on "ledger_entries"
      for each statement execute function ledger_entries_immutable();`);
    this.addSql(`create or replace function ledger_entries_balanced() returns trigger language plpgsql as $$
      declare total bigint;
      begin
        select coalesce(sum(amount), 0) into total from ledger_entries where tx_id = new.tx_id;
        if total <> 0 then
          raise exception 'ledger transaction % does not sum to zero (%)', new.tx_id, total using errcode = '23514';
        end if;
        return null;
      end $$;`);
    this.addSql(`create constraint trigger "ledger_entries_balanced" after insert on "ledger_entries"
      deferrable initially deferred for each row execute function ledger_entries_balanced();`);
    // Tax invoices and credit notes: numbered without gaps per series and financial year (a counter row per series and
    // year, updated in the transaction that issues the document and locked until it commits). Append-only too.
    this.addSql(`create table "document_counters" (
      "series" text not null check ("series" in ('INV', 'CN')),
      "financial_year" varchar(7) not null,
      "last" int not null,
      constraint "document_counters_pkey" primary key ("series", "financial_year")
    );`);
    this.addSql(`create table "invoices" (
      "id" uuid not null,
      "series" text not null check ("series" in ('INV', 'CN')),
      "financial_year" varchar(7) not null,
      "seq" int not null check ("seq" > 0),
      "number" varchar(30) not null,
      "booking_id" uuid not null,
      "refund_id" uuid null,
      "customer_id" uuid not null,
      "pandit_id" uuid null,
      "dakshina" bigint not null,
      "samagri" bigint not null,
      "platform_fee" bigint not null,
      "gst" bigint not null,
      "total" bigint not null,
      "fee_percent" numeric(5,2) not null,
      "gst_percent" numeric(5,2) not null,
      "seller_name" varchar(200) not null,
      "seller_gstin" varchar(15) not null,
      "seller_address" varchar(300) not null,
      "issued_at" timestamptz not null default now(),
      constraint "invoices_pkey" primary key ("id"),
      constraint "invoices_number_unique" unique ("number"),
      constraint "invoices_series_year_seq_unique" unique ("series", "financial_year", "seq"),
      constraint "invoices_total_check" check ("total" = "dakshina" + "samagri" + "platform_fee" + "gst")
    );`);
    this.addSql(`create unique index "invoices_booking_invoice_uniq" on "invoices" ("booking_id") where "series" = 'INV';`);
    this.addSql(`create unique index "invoices_refund_uniq" on "invoices" ("refund_id") where "refund_id" is not null;`);
    this.addSql(`create index "invoices_booking_id_index" on "invoices" ("booking_id");`);
    this.addSql(`create index "invoices_issued_at_index" on "invoices" ("issued_at");`);
    this.addSql(`create trigger "invoices_no_update" before update or delete on "invoices"
      for each row execute function ledger_entries_immutable();`);
  }

  override async down(): Promise<void> {
    // contract: only a rollback to the release before this one, which never read the ledger.
    this.addSql(`drop table if exists "invoices";`);
    this.addSql(`drop table if exists "document_counters";`);
    this.addSql(`drop table if exists "ledger_entries";`);
    this.addSql(`drop function if exists ledger_entries_balanced();`);
    this.addSql(`drop function if exists ledger_entries_immutable();`);
  }
}
