import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:5077';

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/graphql': backend,
      '/api': backend,
      '/media': backend,
    },
  },
});
