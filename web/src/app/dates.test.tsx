import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { i18n, loadHindi } from './i18n';
import { DatePicker } from './dates';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('date pickers follow the chosen language', () => {
  it('shows month and weekdays in Hindi, weeks from Sunday', async () => {
    await loadHindi();
    await i18n.changeLanguage('hi');
    renderWithProviders(<DatePicker defaultDate="2026-11-01" />);
    expect(await screen.findByText(/नवंबर 2026|नवम्बर 2026/)).toBeTruthy();
    const weekdays = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(weekdays).toEqual(['र', 'सो', 'मं', 'बु', 'गु', 'शु', 'श']);
  });

  it('shows them in English otherwise', async () => {
    renderWithProviders(<DatePicker defaultDate="2026-11-01" />);
    expect(await screen.findByText('November 2026')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('Su');
  });
});
