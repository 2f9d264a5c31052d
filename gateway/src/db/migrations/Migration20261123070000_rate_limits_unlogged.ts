import { Migration } from '@mikro-orm/migrations';

/**
 * The rate-limit counters are written on every booking, registration, login and upload: as an UNLOGGED table they
 * write no WAL, so those writes no longer wait for a WAL flush to disk (two per booking request before). After a
 * crash of PostgreSQL the table starts empty, which only forgives the counts of the current windows.
 */
export class Migration20261123070000_rate_limits_unlogged extends Migration {
  override name = 'Migration20261123070000_rate_limits_unlogged';

  override async up(): Promise<void> {
    this.addSql(`alter table "rate_limits" set unlogged;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rate_limits" set logged;`);
  }
}
