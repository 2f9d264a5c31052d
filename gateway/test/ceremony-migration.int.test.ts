import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { scenario } from './scenario.js';

/**
 * Migration 20261127170000 (issue #33, decision record 0061) maps each pandit's old strings to ceremonies by name and
 * alias, near-duplicates merged, and rewrites pandits.specializations as their English names. Run here for real: the
 * database is taken back to before it, a pandit is given the strings the wizard used to keep, and it runs again.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(async () => s?.close());

describe('the ceremonies migration', () => {
  it('maps names, aliases and near-duplicates in both scripts to one ceremony each; unknown strings are dropped', async () => {
    const pandit = await scenario(s).pandit({ name: 'Pt. Old Strings' });
    const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.fork().getConnection().execute(q, params);
    await s.db.orm.migrator.down({ to: 'Migration20261127160000_package_price_basis' });
    const strings = [
      'Satyanarayan',
      'Satyanarayan Katha',
      'satyanarayana puja',
      'सत्यनारायण व्रत कथा',
      'Griha Pravesh Pooja',
      'rudrabhishek',
      'रुद्राभिषेक',
      'Custom Havan',
    ];
    await sql('update pandits set specializations = ?::text[] where id = ?', [
      `{${strings.map((x) => `"${x}"`).join(',')}}`,
      pandit.id,
    ]);
    await s.db.orm.migrator.up();

    const rows = await sql(
      `select c.slug from pandit_ceremonies pc join ceremonies c on c.id = pc.ceremony_id where pc.pandit_id = ? order by c.slug`,
      [pandit.id],
    );
    expect(rows.map((r) => r.slug)).toEqual(['griha-pravesh', 'rudra-abhishek', 'satyanarayan-katha']);
    const [p] = await sql('select specializations from pandits where id = ?', [pandit.id]);
    expect([...p.specializations].sort()).toEqual(['Griha Pravesh', 'Rudra Abhishek', 'Satyanarayan Katha']);
    const [{ n }] = await sql('select count(*)::int as n from ceremonies');
    expect(n).toBe(23);
  });
});
