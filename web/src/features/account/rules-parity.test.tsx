import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RULE_MESSAGES, type RuleMessageKey } from '@marketplace/schema/rules';
import { PARITY_TABLE, PARITY_VALID, type ParityField } from '@marketplace/schema/rules/fixtures/parity-table';
import { i18n } from '../../app/i18n';
import type { SessionUser } from '../../app/session';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SignupModal } from './SignupModal';

// The web half of the rules parity check: every row of the shared table is typed into the real sign-up
// form and submitted; the field's verdict (the rule message it shows, or none) must be the table's expected
// column, which the gateway's `register` asserts too (gateway/test/rules-parity.int.test.ts).

const user: SessionUser = {
  id: 'u1',
  name: 'Parity Tester',
  email: 'p@example.in',
  phone: null,
  role: 'USER',
  avatar: null,
  deletionRequestedAt: null,
};
const signup = vi.fn(async () => user);
/** English rule message → its key (the form shows the message of the key it failed with). */
const KEY_OF_MESSAGE = new Map<string, RuleMessageKey>(
  Object.entries(RULE_MESSAGES).map(([key, m]) => [m.en, key as RuleMessageKey]),
);
let serial = 0;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

/** The form's verdict on one field: the rule key of the message under it, or null when it shows none. */
async function verdict(field: ParityField, value: string): Promise<RuleMessageKey | null> {
  const values = { ...PARITY_VALID, email: `parity.${++serial}@example.in`, [field]: value };
  const calls = signup.mock.calls.length;
  for (const [name, v] of Object.entries(values))
    fireEvent.change(screen.getByTestId(`signup-${name}`), { target: { value: v } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('signup-submit'));
  });
  const input = screen.getByTestId(`signup-${field}`);
  // Mantine marks a text input aria-invalid and a password input data-invalid.
  if (input.getAttribute('aria-invalid') !== 'true' && !input.hasAttribute('data-invalid')) {
    // No message: the form sent the registration (the other fields are valid).
    await waitFor(() => expect(signup.mock.calls.length).toBe(calls + 1));
    return null;
  }
  const errorId = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'));
  const text = errorId ? document.getElementById(errorId)?.textContent : undefined;
  expect(signup.mock.calls.length).toBe(calls);
  return KEY_OF_MESSAGE.get(text ?? '') ?? (`unknown message: ${text}` as RuleMessageKey);
}

describe('sign-up form verdicts match the shared parity table', () => {
  it.each(Object.keys(PARITY_TABLE) as ParityField[])(
    '%s',
    async (field) => {
      renderWithProviders(<SignupModal opened onClose={vi.fn()} onSuccess={vi.fn()} onSwitchToLogin={vi.fn()} />, {
        session: { signup },
      });
      await screen.findByTestId('signup-submit');
      const rows = PARITY_TABLE[field];
      const seen = [];
      for (const row of rows) seen.push({ value: row.value, expected: await verdict(field, row.value) });
      // The whole expected column at once: a failure lists every row that differs.
      expect(seen).toEqual(rows.map((row) => ({ value: row.value, expected: row.expected })));
    },
    60_000,
  );
});

it('the table is large enough to mean something', () => {
  expect(PARITY_TABLE.email.length).toBeGreaterThanOrEqual(30);
  expect(PARITY_TABLE.phone.length).toBeGreaterThanOrEqual(30);
});
