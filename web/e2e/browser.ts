import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Request, type Response } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

let shared: Promise<Browser> | undefined;

/**
 * The worker's one Chromium (the test files share the worker's modules: e2e/vitest.config.ts), seen by each file as a
 * browser of its own: `close()` closes the contexts the file opened, not the process. A launch per file cost about a
 * tenth of the browser tests' CPU. A browser that crashed or disconnected is launched anew for the next file.
 */
export async function launch(): Promise<Browser> {
  let browser = await (shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS }));
  if (!browser.isConnected()) browser = await (shared = chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS }));
  const opened = new Set<BrowserContext>();
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    opened.add(context);
    context.on('close', () => opened.delete(context));
    return context;
  };
  const close = async () => {
    await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      if (property === 'close') return close;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A fresh browser context (no storage), India time zone, optional phone viewport. */
export async function newPage(
  browser: Browser,
  options: { mobile?: boolean; lang?: 'en' | 'hi' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    reducedMotion: 'reduce',
    viewport: options.mobile ? { width: 375, height: 740 } : { width: 1280, height: 900 },
  });
  if (options.lang) await context.addInitScript((lang) => localStorage.setItem('lang', lang), options.lang);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // A page the server rendered is live once hydrated (main.tsx marks <html data-hydrated>): before that a click on its
  // buttons does nothing. Every goto of one of the app's pages waits for it.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    // The first render of a page (not yet kept) on a loaded 2-core machine took over 15 s to load.
    const response = await goto(url, { timeout: 45_000, ...options });
    if (response?.ok() && response.headers()['content-type']?.includes('text/html'))
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload({ timeout: 45_000, ...options });
    if (response?.ok() && response.headers()['content-type']?.includes('text/html'))
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  return { context, page };
}

/** Logs in through the header's login modal. */
export async function loginViaUi(page: Page, email: string, password: string) {
  await page.getByTestId('login-button').first().click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('logout-button').or(page.getByTestId('user-menu')).first().waitFor({ state: 'attached' });
}

/**
 * `expect.poll` with a timeout that fits a loaded 2-core CI machine (lazy chunks such as the Hindi texts can take
 * seconds there); a real failure still fails, only later.
 */
export const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });

/**
 * The GraphQL operation a request to /graphql names, GET (a visitor's query: in the address, decision 0080) or POST
 * (in the body); null for any other request.
 */
export function graphqlOperation(request: Request): string | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') return url.searchParams.get('operationName');
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? null;
}

/**
 * Whether an answer is the gateway's PERSISTED_QUERY_NOT_FOUND (decision 0082): the web app's persisted-query link
 * then sends the same operation once more with its text, so the pair is one ask. Never cached (`no-store`).
 */
export const persistedQueryMiss = (response: Response): Promise<boolean> =>
  response.text().then(
    (body) => body.includes('PersistedQueryNotFound'),
    () => false,
  );

/**
 * Counts the page's requests in flight. The function it returns is true once none has been in flight for a quarter
 * of a second (Playwright's 'networkidle' test, usable after a click or a hash change, which load nothing).
 */
export function trackRequests(page: Page): () => boolean {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return () => inFlight === 0 && Date.now() - lastChange > 250;
}

/** Opens a date field's calendar (its test id) and picks an India date, paging ahead up to 14 months. */
export async function pickDate(page: Page, date: string, testId = 'booking-date') {
  await page.getByTestId(testId).click();
  await showDay(page, date);
  await page.locator(`button[aria-label="${date}"]`).click();
}

/**
 * Pages an open date picker ahead (up to `months`) until the day's button shows. It waits for the calendar first: a
 * look before the popover rendered found no day and paged past it (a test failed so with a CPU hog on the other core).
 */
export async function showDay(page: Page, date: string, months = 14) {
  const next = page.locator('[data-direction="next"]').first();
  await next.waitFor();
  const day = page.locator(`button[aria-label="${date}"]`);
  for (let i = 0; i < months && !(await day.isVisible()); i++) await next.click();
}

/**
 * A pandit's booking asks for the ceremony and the sankalp (issue #33): the first ceremony he performs (unless one is
 * chosen already) and one family name and the gotra. (A pandit without ceremonies on his profile is booked without.)
 */
export async function fillCeremony(page: Page, familyName = 'Meera Joshi', gotra = 'Kashyap') {
  const ceremony = page.getByTestId('booking-ceremony');
  if ((await ceremony.count()) === 0) return;
  if (!(await ceremony.inputValue())) {
    await ceremony.click();
    await page.getByRole('option').first().click();
  }
  await page.getByTestId('booking-family-name-0').fill(familyName);
  await page.getByTestId('booking-gotra').fill(gotra);
}

/** A GraphQL request to the server under test (no browser); fails the test on any error in the answer. */
export async function gql<T = any>(
  baseURL: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data: T; errors?: unknown[] };
  expect(json.errors).toBeUndefined();
  return json.data;
}

/** A bearer token for an account (the REST login, as partner apps use it). */
export async function apiLogin(baseURL: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
