import { Migration } from '@mikro-orm/migrations';

/**
 * The search text's statistics target: 30. PostgreSQL estimates a LIKE pattern by running it over the column's
 * histogram, blended with a guess by pattern length while the histogram has under 100 entries.
 *
 * - At 10 (Migration20261122050100_discover, when typo search ran `<%` on this column) a common word could be
 *   missing from all ten entries and was then guessed rare: 'rudra abishek varansi' scanned the 1,811 rows holding
 *   'rudra' (14 expected) instead of combining the index with the 13 holding 'varanasi' (48 ms instead of 1 ms).
 * - At the default 100 the estimates are right but cost ~1.7 ms of planning per search, more than the search itself;
 *   at 20 connections the typo search ran at 249-276 req/s (p99 133 ms).
 * - At 30 a word in 18% of the rows is missed by every entry with a probability of 0.3%; planning takes 0.4-0.8 ms
 *   with the same plans: 372-406 req/s (p99 91-95 ms) in the same runs.
 */
export class Migration20261123080000_search_text_statistics extends Migration {
  override name = 'Migration20261123080000_search_text_statistics';

  override async up(): Promise<void> {
    this.addSql(`alter table "pandits" alter column "search_text" set statistics 30;`);
    this.addSql(`analyze "pandits";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "pandits" alter column "search_text" set statistics 10;`);
  }
}
