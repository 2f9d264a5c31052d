import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDurationText } from '@marketplace/schema/rules/admin';
import { DAYS_SQL, NIGHTS_SQL } from '../src/db/migrations/Migration20261123060000_structured_duration.js';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.token('admin');
});
afterAll(async () => s?.close());

const gql = (q: string, v: Record<string, unknown> = {}) => s.gql(q, v, admin);
const BASE = { name: 'Kashi Yatra', description: 'Aartis on the ghats', destination: 'Varanasi', price: 9000 };

describe('structured package duration', () => {
  it('the migration reads old duration texts the way the shared rule does', async () => {
    const texts = [
      '3 Days / 2 Nights',
      '10 Days / 9 Nights',
      '1 day',
      '2 Nights',
      '4 दिन / 3 रातें',
      'a weekend',
      '2 Days / 1 Night',
    ];
    const rows = await s.db.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ duration: string; days: number; nights: number }>>(
        // The texts inline (no placeholders: the migration's regular expressions contain '?').
        `select "duration", ${DAYS_SQL} as days, ${NIGHTS_SQL} as nights from (values ${texts.map((t) => `('${t.replace(/'/g, "''")}')`).join(', ')}) v("duration")`,
      );
    const got = Object.fromEntries(rows.map((r) => [r.duration, [Number(r.days), Number(r.nights)]]));
    expect(got).toEqual({
      '3 Days / 2 Nights': [3, 2],
      '10 Days / 9 Nights': [10, 9],
      '1 day': [1, 0],
      '2 Nights': [3, 2],
      '4 दिन / 3 रातें': [4, 3],
      'a weekend': [1, 0],
      '2 Days / 1 Night': [2, 1],
    });
    for (const text of texts.filter((t) => t !== 'a weekend')) {
      const parsed = parseDurationText(text)!;
      expect([parsed.durationDays, parsed.durationNights], text).toEqual(got[text]);
    }
  });

  it('stores days and nights, derives the deprecated English text, and takes the old text from older clients', async () => {
    const c = await gql('mutation($i: PackageInput!) { createPackage(input: $i) { id durationDays durationNights duration } }', {
      i: { ...BASE, durationDays: 5, durationNights: 4 },
    });
    expect(c.errors).toBeUndefined();
    expect(c.data.createPackage).toMatchObject({ durationDays: 5, durationNights: 4, duration: '5 Days / 4 Nights' });
    const legacy = await gql(
      'mutation($i: PackageInput!) { createPackage(input: $i) { durationDays durationNights duration } }',
      {
        i: { ...BASE, duration: '2 Days / 1 Night' },
      },
    );
    expect(legacy.data.createPackage).toEqual({ durationDays: 2, durationNights: 1, duration: '2 Days / 1 Night' });
    const u = await gql(
      'mutation($id: ID!) { updatePackage(id: $id, input: { durationDays: 1, durationNights: 0 }) { duration } }',
      {
        id: c.data.createPackage.id,
      },
    );
    expect(u.data.updatePackage.duration).toBe('1 Day');
    const rest = await s.rest('GET', `/api/packages?limit=100`);
    expect(rest.body.data.packages.find((p: { id: string }) => p.id === c.data.createPackage.id)).toMatchObject({
      durationDays: 1,
      durationNights: 0,
    });
  });

  it('refuses a duration outside the rules, naming the field', async () => {
    const zero = await gql('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { ...BASE, durationDays: 0 },
    });
    expect(zero.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(zero.errors?.[0]?.extensions)).toContain('durationDays');
    const many = await gql('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { ...BASE, durationDays: 2, durationNights: 9 },
    });
    expect(JSON.stringify(many.errors?.[0]?.extensions)).toContain('durationNights');
    const text = await gql('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { ...BASE, duration: 'soon' },
    });
    expect(JSON.stringify(text.errors?.[0]?.extensions)).toContain('duration');
    const none = await gql('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', { i: BASE });
    expect(JSON.stringify(none.errors?.[0]?.extensions)).toContain('durationDays');
  });

  it('serves the bilingual inclusions list, and the demo packages use its names', async () => {
    const r = await s.gql('{ packageInclusions { id name { en hi } } packages(page: { limit: 100 }) { items { includes } } }');
    const names = new Set(r.data.packageInclusions.map((i: { name: { en: string } }) => i.name.en));
    expect(r.data.packageInclusions.find((i: { id: string }) => i.id === 'meals').name).toEqual({
      en: 'Meals',
      hi: 'भोजन',
    });
    const used = r.data.packages.items.flatMap((p: { includes: string[] }) => p.includes) as string[];
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((u) => !names.has(u))).toEqual([]);
  });
});
