import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n, loadHindi } from '../../app/i18n';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MarketplaceReferenceQuery } from './operations';
import { SearchSuggestionsQuery, VirtualPanditsQuery } from './search-operations';
import { SearchSuggest, type Suggestion } from './SearchSuggest';
import { ResultNotices } from './ResultNotices';
import { parseFilters } from './filters';

const name = (en: string, hi: string) => ({ __typename: 'LocalizedName' as const, en, hi });
const reference: MockLink.MockedResponse = {
  request: { query: MarketplaceReferenceQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      referenceData: {
        __typename: 'ReferenceData',
        states: [
          {
            __typename: 'State',
            code: 'UP',
            name: name('Uttar Pradesh', 'उत्तर प्रदेश'),
            cities: [
              { __typename: 'City', name: name('Varanasi', 'वाराणसी'), latitude: 25.3176, longitude: 82.9739 },
              { __typename: 'City', name: name('Prayagraj', 'प्रयागराज'), latitude: 25.4358, longitude: 81.8463 },
            ],
          },
        ],
        specializations: [],
        languages: [],
        destinations: [],
      },
    },
  },
};

const suggestion = (kind: Suggestion['kind'], label: string, value: string, extra: Partial<Suggestion> = {}) => ({
  __typename: 'SearchSuggestion' as const,
  kind,
  label,
  value,
  id: null,
  state: null,
  ...extra,
});

function suggestions(query: string, language: string, list: Suggestion[]): MockLink.MockedResponse {
  return {
    request: { query: SearchSuggestionsQuery, variables: { query, language, limit: 8 } },
    result: { data: { searchSuggestions: list } },
  };
}

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

/** A controlled box, as the hero and the filter panel use it. */
function Box({ onPick }: { onPick: (s: Suggestion) => void }) {
  const [value, setValue] = useState('');
  return <SearchSuggest aria-label="Search" value={value} onChange={(v) => setValue(v)} onPick={onPick} data-testid="box" />;
}

describe('SearchSuggest', () => {
  it('is an ARIA combobox: suggestions with their kind after typing, arrows and Enter choose one', async () => {
    const onPick = vi.fn();
    renderWithProviders(<Box onPick={onPick} />, {
      mocks: [
        reference,
        suggestions('gri', 'en', [
          suggestion('CEREMONY', 'Griha Pravesh', 'Griha Pravesh'),
          suggestion('CITY', 'Giridih', 'Giridih', { state: 'UP' }),
          suggestion('PANDIT', 'Pt. Girish Joshi', 'Pt. Girish Joshi', { id: 'p-1' }),
        ]),
      ],
    });
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'gri' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Griha PraveshCeremony',
      'Giridih · Uttar PradeshCity',
      'Pt. Girish JoshiPandit',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox').id).toBe(box.getAttribute('aria-controls'));
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ kind: 'PANDIT', id: 'p-1' }));
    expect((box as HTMLInputElement).value).toBe('Pt. Girish Joshi');
  });

  it('asks nothing for fewer than three characters (the search rule refuses them)', async () => {
    renderWithProviders(<Box onPick={vi.fn()} />, { mocks: [reference] });
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'gr ' } });
    // Longer than the debounce: still no listbox (an unexpected request would also fail the mocked link).
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('asks in Hindi and shows the kinds in Hindi', async () => {
    await loadHindi();
    await i18n.changeLanguage('hi');
    const onPick = vi.fn();
    renderWithProviders(<Box onPick={onPick} />, {
      mocks: [reference, suggestions('वारा', 'hi', [suggestion('CITY', 'वाराणसी', 'Varanasi', { state: 'UP' })])],
    });
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'वारा' } });
    const option = await screen.findByRole('option');
    expect(option.textContent).toBe('वाराणसी · उत्तर प्रदेशशहर');
    fireEvent.click(option);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ kind: 'CITY', value: 'Varanasi' }));
  });
});

const virtual: MockLink.MockedResponse = {
  request: { query: VirtualPanditsQuery, variables: { page: { limit: 6 } } },
  result: {
    data: {
      pandits: {
        __typename: 'PanditPage',
        items: [
          {
            __typename: 'Pandit',
            id: 'v-1',
            name: 'Pt. Virtual Vyas',
            avatar: null,
            city: 'Varanasi',
            state: 'Uttar Pradesh',
            location: '',
            experience: 10,
            rating: 4.5,
            reviewCount: 3,
            specializations: [],
            virtualPoojaAvailable: true,
            distanceKm: null,
            pricing: { __typename: 'Pricing', basic: 2100, virtualBasic: 1500 },
          },
        ],
        pageInfo: { __typename: 'PageInfo', totalCount: 1 },
      },
    },
  },
};
const card = (p: { id: string; name: string }) => <p key={p.id}>{p.name}</p>;

describe('ResultNotices', () => {
  it('"Showing results for" with a link that searches exactly what was typed', async () => {
    const update = vi.fn();
    const filters = parseFilters(new URLSearchParams('q=Griha+Parvesh'));
    renderWithProviders(<ResultNotices filters={filters} corrected="Griha Pravesh" empty={false} update={update} card={card} />, {
      mocks: [reference],
    });
    expect(screen.getByTestId('corrected-query').textContent).toContain('Showing results for Griha Pravesh.');
    fireEvent.click(screen.getByRole('button', { name: 'Search instead for Griha Parvesh' }));
    expect(update).toHaveBeenCalledWith({ exact: true });
  });

  it('outside India: says so, names no city, and offers the virtual-pooja pandits', async () => {
    const filters = parseFilters(new URLSearchParams('near=51.51,-0.13&km=50&sort=distance'));
    renderWithProviders(<ResultNotices filters={filters} corrected={null} empty update={vi.fn()} card={card} />, {
      mocks: [reference, virtual],
    });
    const alert = await screen.findByTestId('near-outside');
    expect(alert.textContent).toContain('outside India');
    expect(alert.textContent).not.toMatch(/Varanasi|Prayagraj/);
    expect(await screen.findByText('Pt. Virtual Vyas')).toBeTruthy();
  });

  it('nobody within the distance of a chosen city: says so, offers a wider search and the virtual pandits', async () => {
    const update = vi.fn();
    const filters = parseFilters(new URLSearchParams('near=25.44,81.85&km=25&sort=distance'));
    renderWithProviders(<ResultNotices filters={filters} corrected={null} empty update={update} card={card} />, {
      mocks: [reference, virtual],
    });
    const nobody = await screen.findByTestId('near-nobody');
    expect(nobody.textContent).toContain('No pandit within 25 km of Prayagraj, Uttar Pradesh.');
    fireEvent.click(screen.getByRole('button', { name: 'Search within 50 km' }));
    expect(update).toHaveBeenCalledWith({ km: 50 });
    expect(await screen.findByText('Pt. Virtual Vyas')).toBeTruthy();
  });

  it('near my position in India: nearest first, naming the nearest city we serve and how far it is', async () => {
    const filters = parseFilters(new URLSearchParams('near=25.30,82.95&km=50&sort=distance'));
    renderWithProviders(<ResultNotices filters={filters} corrected={null} empty={false} update={vi.fn()} card={card} />, {
      mocks: [reference],
    });
    const summary = await screen.findByTestId('near-summary');
    expect(summary.textContent).toBe('Nearest first from your location (nearest city we serve: Varanasi, Uttar Pradesh, 3 km).');
  });
});
