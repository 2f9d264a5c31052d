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
    reporters: ['default', new SlowestTests()],
  },
});
