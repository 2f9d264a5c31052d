import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './orm.js';

/**
 * The rules of decision 0049 for migrations written after it (the ones before stay as they ran):
 * - an index on an existing table (not one the same migration creates) is built CONCURRENTLY, in a migration of its own that is not transactional
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
    // An index on a table the same migration creates is built plainly: the table is empty and nobody reads it yet.
    const created = new Set([...sql.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?"?([\w.]+)"?/g)].map((m) => m[1]));
    const plainOnExisting = [...sql.matchAll(/create\s+(?:unique\s+)?index\s+(?!concurrently)[^;]*?\bon\s+"?([\w.]+)"?/g)]
      .filter((m) => !created.has(m[1]))
      .map((m) => m[0]);
    expect(plainOnExisting, 'indexes on existing tables are built concurrently').toEqual([]);
    if (/create\s+(unique\s+)?index\s+concurrently/.test(sql))
      expect(sql, 'a CONCURRENTLY build needs a migration that is not transactional').toMatch(
        /istransactional\(\)[^{]*\{\s*return false/,
      );
    if (/drop\s+column|rename\s+column|rename\s+to|drop\s+table/.test(sql))
      expect(sql, 'a drop or rename names the release that stopped reading it').toMatch(/contract:/);
  });
});
