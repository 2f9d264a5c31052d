import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One graphql instance: Node loads graphql's CommonJS build for the libraries, so the tests must too.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.int.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
