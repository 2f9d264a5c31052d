import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { i18n, loadHindi } from './i18n';
import { lazyPart } from './lazyPart';
import { PartBoundary } from './PartBoundary';

/** A loaded machine (the whole suite on two cores) can take over a second for the first render. */
const SLOW = { timeout: 5_000 };

const unreachable = () => new TypeError('Failed to fetch dynamically imported module: /assets/Part.js');

/** A part whose code fails to load `failures` times, then loads. */
function flakyPart(failures: number) {
  const load = vi.fn(() => {
    if (load.mock.calls.length <= failures) return Promise.reject(unreachable());
    return Promise.resolve({ default: ({ label }: { label: string }) => <p>{label}</p> });
  });
  return { Part: lazyPart(load), load };
}

describe('PartBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it('shows the translated message with Retry instead of the part, and Retry loads it again', async () => {
    const { Part, load } = flakyPart(1);
    renderWithProviders(
      <PartBoundary failure="page">
        <Part label="About us" />
      </PartBoundary>,
    );
    const error = await screen.findByTestId('part-error', {}, SLOW);
    expect(error.textContent).toContain('This part could not be loaded');
    fireEvent.click(screen.getByTestId('part-retry'));
    expect(await screen.findByText('About us', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('part-error')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so in Hindi too', async () => {
    await loadHindi();
    await i18n.changeLanguage('hi');
    const { Part } = flakyPart(1);
    renderWithProviders(
      <PartBoundary>
        <Part label="x" />
      </PartBoundary>,
    );
    expect((await screen.findByTestId('part-error', {}, SLOW)).textContent).toContain('यह हिस्सा लोड नहीं हो सका');
    expect(screen.getByTestId('part-retry').textContent).toBe('फिर से कोशिश करें');
  });

  it('comes back by itself: on a timer with backoff, and when the browser is back online', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { Part, load } = flakyPart(2);
    renderWithProviders(
      <PartBoundary>
        <Part label="Packages" />
      </PartBoundary>,
    );
    await screen.findByTestId('part-error', {}, SLOW);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('part-error')).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(await screen.findByText('Packages', {}, SLOW)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a silent part shows nothing while it cannot load', async () => {
    const { Part } = flakyPart(1);
    const { container } = renderWithProviders(
      <div data-testid="host">
        <PartBoundary failure="silent">
          <Part label="Footer" />
        </PartBoundary>
      </div>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('[data-testid="host"]')?.textContent).toBe('');
  });

  it('a part that fails while rendering (not loading) shows the generic message and does not retry by itself', async () => {
    function Broken(): never {
      throw new Error('bug');
    }
    renderWithProviders(
      <PartBoundary>
        <Broken />
      </PartBoundary>,
    );
    expect((await screen.findByTestId('part-error', {}, SLOW)).textContent).toContain(i18n.t('errors:internal'));
  });
});
