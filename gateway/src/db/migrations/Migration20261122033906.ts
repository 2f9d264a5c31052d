import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033906 extends Migration {
  override name = 'Migration20261122033906';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "about_content" ("id" int not null, "title" varchar(200) not null, "content" text not null, "mission" text not null, "vision" text not null, "values" text[] not null default '{}', "updated_by" varchar(120) null, "updated_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "packages" ("id" uuid not null, "name" varchar(200) not null, "description" text not null default '', "destination" varchar(120) not null, "price" int not null, "duration" varchar(80) not null, "includes" text[] not null default '{}', "image" text null, "popular" boolean not null default false, "virtual_available" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "packages_destination_index" on "packages" ("destination");`);
    this.addSql(`create index "packages_popular_index" on "packages" ("popular");`);

    this.addSql(
      `create table "users" ("id" uuid not null, "name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(20) null, "role" text not null default 'user', "avatar" text null, "password_hash" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('user', 'pandit', 'admin'));`);

    this.addSql(
      `create table "pandits" ("id" uuid not null, "user_id" uuid not null, "name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(20) not null, "whatsapp_number" varchar(20) null, "avatar" text null, "bio" text not null default '', "specializations" text[] not null default '{}', "languages" text[] not null default '{}', "experience" int not null default 0, "basic_price" int not null default 0, "premium_price" int not null default 0, "deluxe_price" int not null default 0, "virtual_basic_price" int null, "virtual_premium_price" int null, "virtual_deluxe_price" int null, "virtual_pooja_available" boolean not null default false, "availability" jsonb not null default '{}', "rating" double precision not null default 0, "review_count" int not null default 0, "verified" boolean not null default false, "approved" boolean not null default false, "registration_status" text not null default 'pending', "rejection_reason" text null, "location" varchar(255) not null default '', "state" varchar(80) not null default '', "city" varchar(80) not null default '', "photos" text[] not null default '{}', "search_text" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "pandits" add constraint "pandits_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "pandits_registration_status_idx" on "pandits" ("registration_status");`);
    this.addSql(`create index "pandits_state_idx" on "pandits" ("state");`);
    this.addSql(`create index "pandits_city_lower_idx" on "pandits" (lower("city"));`);
    this.addSql(
      `create index "pandits_public_rating_idx" on "pandits" ("rating" desc, "review_count" desc, "id") where approved = true and verified = true and registration_status = 'approved';`,
    );
    this.addSql(
      `create index "pandits_public_experience_idx" on "pandits" ("experience" desc, "id") where approved = true and verified = true and registration_status = 'approved';`,
    );
    this.addSql(
      `create index "pandits_public_price_idx" on "pandits" ("basic_price", "id") where approved = true and verified = true and registration_status = 'approved';`,
    );
    this.addSql(
      `create index "pandits_public_name_idx" on "pandits" ("name", "id") where approved = true and verified = true and registration_status = 'approved';`,
    );
    this.addSql(`create index "pandits_search_trgm_idx" on "pandits" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "pandits_location_trgm_idx" on "pandits" using gin (lower("location") gin_trgm_ops);`);
    this.addSql(
      `alter table "pandits" add constraint "pandits_registration_status_check" check ("registration_status" in ('pending', 'approved', 'rejected'));`,
    );

    this.addSql(
      `create table "testimonials" ("id" uuid not null, "name" varchar(120) not null, "avatar" text null, "location" varchar(160) not null default '', "rating" int not null, "comment" text not null, "date" date not null, "featured" boolean not null default false, "service_name" varchar(160) null, "pandit_name" varchar(120) null, "pandit_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "testimonials_featured_index" on "testimonials" ("featured");`);
    this.addSql(`create index "testimonials_pandit_id_index" on "testimonials" ("pandit_id");`);

    this.addSql(
      `create table "media" ("id" uuid not null, "content_type" varchar(100) not null, "size" int not null, "data" bytea not null, "owner_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "media_owner_id_index" on "media" ("owner_id");`);

    this.addSql(
      `create table "bookings" ("id" uuid not null, "user_id" uuid not null, "pandit_id" uuid null, "package_id" uuid null, "date" date not null, "time" varchar(5) not null, "location" varchar(255) not null default '', "notes" text not null default '', "tier" text not null default 'basic', "is_virtual" boolean not null default false, "total_amount" int not null, "status" text not null default 'pending', "payment_status" text not null default 'pending', "meeting_link" varchar(255) null, "cancellation_reason" text null, "idempotency_key" varchar(100) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "bookings_user_id_index" on "bookings" ("user_id");`);
    this.addSql(`create index "bookings_pandit_id_index" on "bookings" ("pandit_id");`);
    this.addSql(`create index "bookings_package_id_index" on "bookings" ("package_id");`);
    this.addSql(`create index "bookings_status_index" on "bookings" ("status");`);
    this.addSql(`alter table "bookings" add constraint "bookings_meeting_link_unique" unique ("meeting_link");`);
    this.addSql(`create index "bookings_created_at_index" on "bookings" ("created_at");`);
    this.addSql(
      `create unique index "bookings_pandit_slot_active_uniq" on "bookings" ("pandit_id", "date", "time") where "pandit_id" is not null and "status" <> 'cancelled';`,
    );
    this.addSql(
      `create unique index "bookings_user_idempotency_uniq" on "bookings" ("user_id", "idempotency_key") where "idempotency_key" is not null;`,
    );
    this.addSql(`alter table "bookings" add constraint "bookings_tier_check" check ("tier" in ('basic', 'premium', 'deluxe'));`);
    this.addSql(
      `alter table "bookings" add constraint "bookings_status_check" check ("status" in ('pending', 'confirmed', 'completed', 'cancelled'));`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_payment_status_check" check ("payment_status" in ('pending', 'paid', 'refunded'));`,
    );

    this.addSql(
      `create table "reviews" ("id" uuid not null, "booking_id" uuid not null, "user_id" uuid not null, "pandit_id" uuid not null, "rating" int not null, "comment" text not null default '', "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "reviews" add constraint "reviews_booking_id_unique" unique ("booking_id");`);
    this.addSql(`create index "reviews_user_id_index" on "reviews" ("user_id");`);
    this.addSql(`create index "reviews_pandit_id_index" on "reviews" ("pandit_id");`);

    this.addSql(
      `alter table "pandits" add constraint "pandits_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "testimonials" add constraint "testimonials_pandit_id_foreign" foreign key ("pandit_id") references "pandits" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "media" add constraint "media_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "bookings" add constraint "bookings_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_pandit_id_foreign" foreign key ("pandit_id") references "pandits" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "bookings" add constraint "bookings_package_id_foreign" foreign key ("package_id") references "packages" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "reviews" add constraint "reviews_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_user_id_foreign" foreign key ("user_id") references "users" ("id");`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_pandit_id_foreign" foreign key ("pandit_id") references "pandits" ("id");`,
    );
  }
}
