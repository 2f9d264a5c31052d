import { defineConfig } from 'vitest/config';
import { SlowestTests } from '../gateway/test/slowest-tests.js';

export default defineConfig({
  test: {
    // The rules are pure functions of their arguments: one module graph per worker, not one process per file, as for
    // the gateway's and the web's unit tests (decisions 0059, 0087).
    isolate: false,
    // The India-date test walks a year in half hours through Intl, which a loaded machine stretches past the 5 s
    // default; the web's and the gateway's unit tests have the same margin.
    testTimeout: 30_000,
    reporters: ['default', new SlowestTests()],
  },
});
