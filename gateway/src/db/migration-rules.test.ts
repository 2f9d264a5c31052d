import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './orm.js';

/**
 * The rules of decision 0049 for migrations written after it (the ones before stay as they ran):
 * - an index on an existing table is built CONCURRENTLY, in a migration of its own that is not transactional
 *   (`override isTransactional() { return false; }`, PostgreSQL refuses CONCURRENTLY inside a transaction);
 * - expand/contract: nothing the previous release reads is dropped or renamed in the same release. A migration that
 *   drops or renames a column or a table says which earlier release stopped reading it, in a `contract:` comment.
 */
const FIRST_RULED = 'Migration20261127130000';
const ruled = readdirSync(MIGRATIONS_DIR)
  .filter((f) => /^Migration\d+.*\.ts$/.test(f) && !f.endsWith('.d.ts') && f >= FIRST_RULED)
  .map((f) => ({ file: f, text: readFileSync(`${MIGRATIONS_DIR}/${f}`, 'utf8') }));

describe('migration rules (decision 0049)', () => {
  it.each(ruled.length ? ruled : [{ file: '(none yet)', text: '' }])('$file', ({ text }) => {
    const sql = text.toLowerCase();
    if (/create\s+(unique\s+)?index\b/.test(sql)) {
      expect(sql, 'indexes are built concurrently').toMatch(/create\s+(unique\s+)?index\s+concurrently/);
      expect(sql, 'a CONCURRENTLY build needs a migration that is not transactional').toMatch(
        /istransactional\(\)[^{]*\{\s*return false/,
      );
    }
    if (/drop\s+column|rename\s+column|rename\s+to|drop\s+table/.test(sql))
      expect(sql, 'a drop or rename names the release that stopped reading it').toMatch(/contract:/);
  });
});
