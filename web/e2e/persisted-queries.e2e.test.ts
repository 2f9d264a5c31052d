import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { eventually, graphqlOperation, launch, newPage, persistedQueryMiss, trackRequests } from './browser.js';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Asked {
  operation: string | null;
  method: string;
  query: string | null;
  hash: string | undefined;
  cacheControl: string | undefined;
  persistedMiss: boolean;
}

/**
 * The home page in a fresh browser (no HTTP cache), then a profile opened from it: every GraphQL request made, with
 * its answer's headers. The home page itself asks nothing (the server rendered it with its answers, decision 0085):
 * the profile's answer is the visitor's query.
 */
async function homeRequests(): Promise<Asked[]> {
  const { context, page } = await newPage(browser);
  const answers: Array<Promise<Asked>> = [];
  page.on('response', (res: Response) => {
    const req = res.request();
    if (graphqlOperation(req) === null && new URL(req.url()).pathname !== '/graphql') return;
    const url = new URL(req.url());
    answers.push(
      persistedQueryMiss(res).then((persistedMiss) => ({
        operation: graphqlOperation(req),
        method: req.method(),
        // A miss's retry carries the text: in the address, or in a POST's body when the address would be too long.
        query:
          url.searchParams.get('query') ??
          (req.method() === 'POST' ? ((req.postDataJSON() as { query?: string } | null)?.query ?? null) : null),
        // In the address, or in a POST retry's body.
        hash: (
          (url.searchParams.has('extensions')
            ? JSON.parse(url.searchParams.get('extensions') ?? '{}')
            : ((req.postDataJSON() as { extensions?: unknown } | null)?.extensions ?? {})) as {
            persistedQuery?: { sha256Hash?: string };
          }
        ).persistedQuery?.sha256Hash,
        cacheControl: res.headers()['cache-control'],
        persistedMiss,
      })),
    );
  });
  const idle = trackRequests(page);
  await page.goto(`${baseURL}/`);
  await page.getByRole('heading', { name: 'Book Authentic Poojas with Verified Pandits' }).waitFor();
  await page.getByTestId('pandit-card').first().waitFor();
  await eventually(idle).toBe(true);
  await page.getByTestId('view-profile').first().click();
  await page.getByTestId('profile-name').waitFor();
  await eventually(idle).toBe(true);
  // Between a miss's answer and its retry nothing is in flight (idle): wait for each miss's retry to be answered too.
  const retried = async () => {
    const all = await Promise.all(answers);
    return all.filter((a) => a.persistedMiss).every((miss) => all.some((a) => a.hash === miss.hash && !a.persistedMiss));
  };
  await eventually(retried).toBe(true);
  const asked = await Promise.all(answers);
  await context.close();
  return asked;
}

describe('automatic persisted queries (decision 0082)', () => {
  it('once the hashes are registered, the home page asks by hash with GET and no query text; each answer public', async () => {
    // A first visit registers the hashes this server does not know yet: a miss, then the same GET with the text.
    const first = await homeRequests();
    expect(first.length).toBeGreaterThan(0);
    for (const miss of first.filter((a) => a.persistedMiss)) {
      expect(miss.query).toBeNull();
      expect(miss.cacheControl).toBe('no-store');
      expect(first.some((a) => a.hash === miss.hash && a.query !== null && !a.persistedMiss)).toBe(true);
    }

    // A second visitor: every query by hash alone, as a GET, answered public (a CDN may keep it).
    const second = await homeRequests();
    expect(second.length).toBeGreaterThan(0);
    for (const asked of second) {
      expect(asked).toMatchObject({ method: 'GET', query: null, persistedMiss: false, cacheControl: 'public, max-age=60' });
      expect(asked.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(asked.operation).not.toBeNull();
    }
  });
});
