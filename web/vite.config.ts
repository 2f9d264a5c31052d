import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compileDocuments } from './vite/compile-documents';

const backend = 'http://localhost:5077';

export default defineConfig({
  plugins: [compileDocuments(fileURLToPath(new URL('src/__generated__', import.meta.url))), react()],
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
