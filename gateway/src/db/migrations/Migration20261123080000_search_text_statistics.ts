import { Migration } from '@mikro-orm/migrations';

/**
 * The search text's statistics back to the default target. At 10 (Migration20261122050100_discover, when typo
 * search ran `<%` on this column) PostgreSQL keeps too small a histogram to estimate a LIKE pattern and guesses
 * every word rare: 'rudra abishek varansi' then scanned the 1,811 rows holding 'rudra' (14 expected) instead of
 * the 13 holding 'varanasi' (48 ms instead of 1 ms at 10k pandits). Typo search now compares names and places,
 * not this column, so its planning cost is gone; LIKE's estimate on a 100-entry histogram costs ~0.2 ms.
 */
export class Migration20261123080000_search_text_statistics extends Migration {
  override name = 'Migration20261123080000_search_text_statistics';

  override async up(): Promise<void> {
    this.addSql(`alter table "pandits" alter column "search_text" set statistics -1;`);
    this.addSql(`analyze "pandits";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "pandits" alter column "search_text" set statistics 10;`);
  }
}
