import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SlowestTests } from '../gateway/test/slowest-tests.js';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // One jsdom and one module graph per worker, not per file: the step's CPU falls to about a third (decision 0059).
    // Testing Library unmounts after each test (src/test/setup.ts); a test sets the language and the session it needs.
    isolate: false,
    // A rendered form test takes 0.5-5 s on a loaded 2-core machine; the 5 s default failed there at random.
    testTimeout: 30_000,
    reporters: ['default', new SlowestTests()],
  },
});
