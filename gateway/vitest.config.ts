import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { SlowestTests } from './test/slowest-tests.js';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One graphql instance: Node loads graphql's CommonJS build for the libraries, so the tests must too.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates and seeds the template databases each test file copies (PostgreSQL only).
    globalSetup: ['test/global-setup.ts'],
    reporters: ['default', new SlowestTests()],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // A worker evaluates the gateway's modules once for all its files instead of once per file: about a third less
    // CPU for the step (decision 0059). Each file still gets its own database and app; module state that outlives
    // a file (subscribers, caches of reference data) is state a production process keeps as well.
    isolate: false,
    // Every GraphQL document the suite sends runs compiled from its first use (src/execution.ts); the server the
    // browser tests start keeps the default (compiled from the eleventh use), so both paths are exercised. A value in
    // the environment wins (GRAPHQL_COMPILE_AFTER=10 runs the suite as production does).
    env: { GRAPHQL_COMPILE_AFTER: process.env.GRAPHQL_COMPILE_AFTER ?? '0' },
  },
});
