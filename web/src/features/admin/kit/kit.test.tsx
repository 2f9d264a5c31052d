import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { i18n } from '../../../app/i18n';
import { theme } from '../../../app/theme';
import { AdminList, type AdminColumn } from './AdminList';
import { BOOKING_STATUSES, ROLES, oneOf } from './enums';
import { DateRangeFilter } from './DateRangeFilter';
import { useListFilters } from './useListFilters';

type Row = { id: string; name: string };
const columns: AdminColumn<Row>[] = [{ key: 'name', header: 'Name', cell: (r) => r.name }];
const texts = { loadFailed: 'Could not load', empty: 'Nothing here', emptyHint: 'Add one' };

function wrap(ui: ReactNode, path = '/admin?tab=users') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('AdminList', () => {
  it('shows the error with a Retry that asks again', () => {
    const retry = vi.fn();
    wrap(
      <AdminList
        testId="t"
        items={undefined}
        loading={false}
        error={new Error('boom')}
        onRetry={retry}
        columns={columns}
        {...texts}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    fireEvent.click(within(alert).getByRole('button'));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the loading rows, then the empty state, then the table with its pages', () => {
    const { rerender } = wrap(<AdminList testId="t" items={undefined} loading onRetry={() => {}} columns={columns} {...texts} />);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <MemoryRouter>
            <AdminList testId="t" items={[]} loading={false} onRetry={() => {}} columns={columns} {...texts} />
          </MemoryRouter>
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText('Nothing here')).toBeTruthy();
    const onPage = vi.fn();
    rerender(
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <MemoryRouter>
            <AdminList
              testId="t"
              items={[{ id: '1', name: 'Asha' }]}
              totalCount={25}
              page={1}
              pageSize={10}
              onPage={onPage}
              loading={false}
              onRetry={() => {}}
              columns={columns}
              actions={(r) => <button type="button">Edit {r.name}</button>}
              {...texts}
            />
          </MemoryRouter>
        </MantineProvider>
      </I18nextProvider>,
    );
    const table = screen.getByTestId('t-table');
    expect(within(table).getByText('Asha')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Edit Asha' })).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('t-pagination')).getByText('3'));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});

function Filters() {
  const { filters, setFilters, page, setPage } = useListFilters(DEFAULTS);
  const location = useLocation();
  return (
    <div>
      <output data-testid="state">{`${filters.role}|${page}|${location.search}`}</output>
      <button type="button" onClick={() => setPage(2)}>
        page 2
      </button>
      <button type="button" onClick={() => setFilters({ role: 'ADMIN' })}>
        admins
      </button>
      <button type="button" onClick={() => setFilters({ role: '' })}>
        everyone
      </button>
    </div>
  );
}
const DEFAULTS = { role: '' };

describe('useListFilters', () => {
  it('keeps the filters and the page in the address, beside the tab, and a filter change goes back to page 1', () => {
    wrap(<Filters />, '/admin?tab=users&role=PANDIT');
    const state = () => screen.getByTestId('state').textContent;
    expect(state()).toBe('PANDIT|1|?tab=users&role=PANDIT');
    fireEvent.click(screen.getByText('page 2'));
    expect(state()).toBe('PANDIT|2|?tab=users&role=PANDIT&page=2');
    fireEvent.click(screen.getByText('admins'));
    expect(state()).toBe('ADMIN|1|?tab=users&role=ADMIN');
    fireEvent.click(screen.getByText('everyone'));
    expect(state()).toBe('|1|?tab=users');
  });
});

const RANGE = { from: '', to: '' };
function Range() {
  const { filters, setFilters } = useListFilters(RANGE, 'r.');
  const location = useLocation();
  return (
    <div>
      <DateRangeFilter
        from={filters.from}
        to={filters.to}
        labels={{ from: 'From', to: 'To' }}
        onChange={setFilters}
        testId="range"
      />
      <output data-testid="state">{location.search}</output>
    </div>
  );
}

describe('DateRangeFilter', () => {
  it('keeps both ends in the address, and each end bounds the other', () => {
    wrap(<Range />, '/admin?tab=bookings');
    fireEvent.change(screen.getByTestId<HTMLInputElement>('range-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId<HTMLInputElement>('range-to'), { target: { value: '2026-11-07' } });
    expect(screen.getByTestId('state').textContent).toBe('?tab=bookings&r.from=2026-11-01&r.to=2026-11-07');
    expect(screen.getByTestId<HTMLInputElement>('range-from').max).toBe('2026-11-07');
    expect(screen.getByTestId<HTMLInputElement>('range-to').min).toBe('2026-11-01');
    expect(screen.getByLabelText('From')).toBe(screen.getByTestId('range-from'));
  });
});

describe('enum lists', () => {
  it('come from the contract in the SDL order, and an unknown value from the address is ignored', () => {
    expect(BOOKING_STATUSES).toEqual(['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED']);
    expect(ROLES).toEqual(['USER', 'PANDIT', 'ADMIN']);
    expect(oneOf(ROLES, 'ADMIN')).toBe('ADMIN');
    expect(oneOf(ROLES, 'ROOT')).toBeNull();
  });
});
