import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compileDocuments } from './vite/compile-documents.ts';
import { lazySources } from './vite/lazy-sources.ts';
import { fontFaces } from './vite/font-faces.ts';
import { mantineStyles } from './vite/mantine-styles.ts';
import { mantineIds } from './vite/mantine-ids.ts';
import { compileHints } from './vite/compile-hints.ts';
import { scriptsAfterContent } from './vite/scripts-after-content.ts';

const backend = 'http://localhost:5077';
/** The chunk of the libraries every page runs before its first paint (codeSplitting's group below). */
const FRAMEWORK_CHUNK = 'framework';

export default defineConfig({
  plugins: [
    mantineStyles(fileURLToPath(new URL('src/main.tsx', import.meta.url))),
    mantineIds(),
    fontFaces(fileURLToPath(new URL('.', import.meta.url))),
    compileDocuments(fileURLToPath(new URL('src/__generated__', import.meta.url))),
    react(),
    lazySources(fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')),
    compileHints(FRAMEWORK_CHUNK),
    scriptsAfterContent(),
  ],
  // The server render's build (scripts/build.mjs) bundles every library: one React (the components' and the
  // libraries' hooks must share it), built for production, and no CommonJS package whose named exports Node cannot read.
  ssr: { noExternal: true },
  build: {
    manifest: true,
    sourcemap: false,
    // Every browser the app supports has <link rel=modulepreload>; the polyfill would ride in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs before its first paint, in one chunk: one request, and it compresses
          // better than the dozen small shared chunks automatic splitting makes of them.
          groups: [
            {
              name: FRAMEWORK_CHUNK,
              // (Vite's preload helper too: every page has lazy chunks, and alone it would be one more request.)
              // The few Mantine components and the app modules the first page and its lazy parts share ride here too
              // (Paper and the rules' calendar since the ceremony pages, issue #33):
              // split out on their own they were seven more tiny requests, each one main-thread work to start.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@apollo[\\/]client(?![\\/]link[\\/]persisted-queries)|rxjs|graphql|@wry|optimism|tslib|i18next|react-i18next|@mantine[\\/](core[\\/]esm[\\/](core|components[\\/](CloseButton|UnstyledButton|Transition|Loader|Input|Button|Group|Stack|Text|Container|Paper))|store)|clsx)[\\/]|@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store|vite[\\/]preload-helper|src[\\/]app[\\/](token\.ts|lazyPart\.ts|session\.tsx)|schema[\\/]rules[\\/]calendar\.ts/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': backend,
      '/api': backend,
      '/media': backend,
    },
  },
});
