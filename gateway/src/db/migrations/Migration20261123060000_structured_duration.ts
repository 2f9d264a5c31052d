import { Migration } from '@mikro-orm/migrations';

/**
 * Days and nights read from the old duration text (the rule of parseDurationText in schema/rules/admin.ts):
 * '3 Days / 2 Nights' → 3, 2; '1 day' → 1, 0; '2 Nights' → 3, 2; text naming neither → 1, 0. Exported so a test
 * runs the same SQL on sample texts.
 */
export const DAYS_SQL = `coalesce(substring("duration" from '(?i)(\\d+)\\s*(?:days?\\M|दिन)')::int, substring("duration" from '(?i)(\\d+)\\s*(?:nights?\\M|रात)')::int + 1, 1)`;
export const NIGHTS_SQL = `coalesce(substring("duration" from '(?i)(\\d+)\\s*(?:nights?\\M|रात)')::int, greatest(coalesce(substring("duration" from '(?i)(\\d+)\\s*(?:days?\\M|दिन)')::int, 1) - 1, 0))`;

/** The package duration becomes structured (durationDays, durationNights): every language can write it. */
export class Migration20261123060000_structured_duration extends Migration {
  override name = 'Migration20261123060000_structured_duration';

  override async up(): Promise<void> {
    this.addSql(
      `alter table "packages" add column "duration_days" int not null default 1, add column "duration_nights" int not null default 0;`,
    );
    this.addSql(
      `update "packages" set "duration_days" = least(${DAYS_SQL}, 365), "duration_nights" = least(${NIGHTS_SQL}, 365);`,
    );
    this.addSql(`alter table "packages" drop column "duration";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "packages" add column "duration" varchar(80) not null default '';`);
    this.addSql(
      `update "packages" set "duration" = "duration_days" || case when "duration_days" = 1 then ' Day' else ' Days' end || case when "duration_nights" > 0 then ' / ' || "duration_nights" || case when "duration_nights" = 1 then ' Night' else ' Nights' end else '' end;`,
    );
    this.addSql(`alter table "packages" drop column "duration_days", drop column "duration_nights";`);
  }
}
