import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { indiaToday } from '@marketplace/schema/rules/calendar';
import { i18n } from '../../app/i18n';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SuggestMuhuratQuery } from './operations';
import { MuhuratSuggest } from './MuhuratSuggest';
import { dayMark, type PanchangDay } from './usePanchangDays';

const name = (en: string, hi: string) => ({ __typename: 'LocalizedName', en, hi });
const rule = (ceremony: string, en: string, hi: string) => ({
  __typename: 'MuhuratRule',
  ceremony,
  name: name(en, hi),
  source: name('Muhurta Chintamani', 'मुहूर्त चिन्तामणि'),
  avoid: name('Rahu Kaal, Bhadra', 'राहु काल, भद्रा'),
});
const RULES = [rule('GRIHA_PRAVESH', 'Griha Pravesh', 'गृह प्रवेश'), rule('NAMKARAN', 'Namkaran', 'नामकरण')];

const suggestMock = (ceremony: string, dates: string[]): MockLink.MockedResponse => ({
  request: { query: SuggestMuhuratQuery, variables: { panditId: 'p1', ceremony, from: indiaToday() } },
  result: {
    data: {
      muhuratRules: RULES,
      suggestMuhuratDates: dates.map((date) => ({
        __typename: 'MuhuratDate',
        date,
        freeSlots: ['09:00', '11:00'],
        panchang: {
          __typename: 'Panchang',
          date,
          tithi: { __typename: 'Tithi', name: name('Dwitiya', 'द्वितीया'), pakshaName: name('Shukla', 'शुक्ल') },
          nakshatra: { __typename: 'PanchangElement', name: name('Rohini', 'रोहिणी') },
        },
      })),
    },
  },
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('MuhuratSuggest', () => {
  it('lists the good dates with their free slots, the source and who confirms; choosing one sets the date', async () => {
    const onPick = vi.fn();
    renderWithProviders(<MuhuratSuggest panditId="p1" onPick={onPick} />, {
      mocks: [suggestMock('GRIHA_PRAVESH', ['2026-12-03'])],
    });
    fireEvent.click(screen.getByTestId('muhurat-suggest'));
    const row = await screen.findByTestId('muhurat-date');
    expect(row.textContent).toContain('Shukla Dwitiya · Rohini');
    expect(row.textContent).toContain('2 free slots outside Rahu Kaal: 09:00, 11:00');
    expect(screen.getByTestId('muhurat-source').textContent).toContain('Rules: Muhurta Chintamani');
    expect(screen.getByTestId('muhurat-confirm').textContent).toBe(
      'A suggestion from the panchang only: the pandit confirms the muhurat with the family.',
    );
    fireEvent.click(screen.getByTestId('muhurat-pick'));
    expect(onPick).toHaveBeenCalledWith('2026-12-03');
  });

  it('says so in Hindi when no date fits', async () => {
    await i18n.changeLanguage('hi');
    renderWithProviders(<MuhuratSuggest panditId="p1" onPick={() => {}} />, { mocks: [suggestMock('GRIHA_PRAVESH', [])] });
    fireEvent.click(screen.getByTestId('muhurat-suggest'));
    await waitFor(() => expect(screen.getByTestId('muhurat-none').textContent).toContain('अगले 62 दिनों में'));
    expect(screen.getByTestId('muhurat-confirm').textContent).toContain('मुहूर्त पंडित जी परिवार के साथ तय करते हैं');
  });
});

describe('dayMark', () => {
  const day = (over: Partial<PanchangDay>): PanchangDay =>
    ({ ekadashi: false, purnima: false, amavasya: false, festivals: [], ...over }) as PanchangDay;
  const t = (key: string) => key;
  it('prefers a festival, then Ekadashi, Purnima or Amavasya; nothing on other days', () => {
    expect(
      dayMark(day({ amavasya: true, festivals: [{ id: 'DIWALI', name: { en: 'Diwali', hi: 'दीपावली' } }] }), 'hi', t),
    ).toEqual({
      kind: 'festival',
      label: 'दीपावली',
    });
    expect(dayMark(day({ ekadashi: true }), 'en', t)).toEqual({ kind: 'ekadashi', label: 'marks.ekadashi' });
    expect(dayMark(day({}), 'en', t)).toBeNull();
    expect(dayMark(undefined, 'en', t)).toBeNull();
  });
});
