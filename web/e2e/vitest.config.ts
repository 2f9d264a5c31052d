import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SlowestTests } from '../../gateway/test/slowest-tests.js';
import { WeightedShards } from './sequencer.js';

const require = createRequire(import.meta.url);

/**
 * The read-only walks over every page (axe, the Hindi walk, the smoke and developers pages): a project of their own,
 * so `npm test` runs them beside the flows that book, pay and approve, each project with its own server, database
 * and Chromium (`vitest --project pages` / `--project flows`; with neither, both run, one after the other).
 */
const PAGES = ['e2e/a11y.e2e.test.ts', 'e2e/hindi-walk.e2e.test.ts', 'e2e/smoke.e2e.test.ts', 'e2e/developers.e2e.test.ts'];

/** End-to-end: the real gateway (fresh database, demo data) serving the built web app, driven in Chromium. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    globalSetup: ['e2e/global-setup.ts'],
    reporters: ['default', new SlowestTests()],
    testTimeout: 90_000,
    // Every expect.poll waits as long as a locator does (browser.ts sets 15 s): on a loaded 2-core machine a list
    // can take seconds to answer a filter, and the default (1 s) failed there while nothing was wrong.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // One worker process for all the files of a run, its modules (playwright-core, and the gateway for the files that
    // start a server of their own) evaluated once: isolated, each file paid a new Node process and those imports again.
    // Each file still launches its own Chromium and opens a fresh context per test (decision 0087).
    isolate: false,
    // `--shard` splits by file size (a file's weight), so npm test's two shards of the flows end together.
    sequence: { sequencer: WeightedShards },
    projects: [
      { extends: true, test: { name: 'pages', include: PAGES } },
      { extends: true, test: { name: 'flows', include: ['e2e/**/*.e2e.test.ts'], exclude: [...PAGES, '**/node_modules/**'] } },
    ],
  },
});
