import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARITY_TABLE, PARITY_VALID, type ParityField } from '@marketplace/schema/rules/fixtures/parity-table';
import { startTestServer, type TestServer } from './harness.js';

// The server half of the rules parity check: every row of the shared table is sent to `register` over real
// HTTP, and the field's verdict (its rule message key, or none) must be the table's expected column, which
// the web's sign-up form asserts too (web/src/features/account/rules-parity.test.tsx).
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(async () => s?.close());

const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { user { id } } }';
let serial = 0;

/** The server's verdict on one field: the rule key it failed with, or null when it passed. */
async function verdict(field: ParityField, value: string): Promise<string | null> {
  const input = { ...PARITY_VALID, email: `parity.${++serial}.${Date.now()}@example.in`, [field]: value };
  const r = await s.gql(REGISTER, { i: input });
  const error = r.errors?.[0];
  if (!error) return null;
  const code = error.extensions?.code;
  // A valid email that is already registered (the table holds two spellings of one address) passed the rule.
  if (code === 'EMAIL_TAKEN') return null;
  expect(code, JSON.stringify(error)).toBe('VALIDATION_FAILED');
  const fieldKeys = (error.extensions?.fieldKeys ?? {}) as Record<string, string>;
  // Only the field under test may fail: the other fields hold valid values.
  expect(Object.keys(fieldKeys)).toEqual([`input.${field}`]);
  return fieldKeys[`input.${field}`] ?? null;
}

describe.each(Object.keys(PARITY_TABLE) as ParityField[])('register: %s verdicts match the shared parity table', (field) => {
  it.each(PARITY_TABLE[field].map((row) => [JSON.stringify(row.value).slice(0, 60), row] as const))('%s', async (_label, row) => {
    expect(await verdict(field, row.value)).toBe(row.expected);
  });
});

it('the table is large enough to mean something', () => {
  expect(PARITY_TABLE.email.length).toBeGreaterThanOrEqual(30);
  expect(PARITY_TABLE.phone.length).toBeGreaterThanOrEqual(30);
});
