// Builds the gateway to plain JavaScript for production (`npm start` runs dist/main.js, not tsx):
// one ESM bundle of src/main.ts with the TypeScript workspace @marketplace/schema bundled in and every
// other package left to node_modules, plus the migrations as separate files (MikroORM finds them by
// folder: dist/migrations next to dist/main.js, as src/db/migrations is next to src/db/orm.ts).
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';

const started = Date.now();
rmSync('dist', { recursive: true, force: true });
const bundleWorkspace = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@marketplace/') ? undefined : { path: args.path, external: true },
    );
  },
};
const common = { platform: 'node', format: 'esm', target: 'node22', sourcemap: true, logLevel: 'warning' };
// `node build.mjs [entry.ts ...]`: more entries bundled the same way beside main.js (the benchmark's servers).
const extra = process.argv.slice(2);
await build({
  ...common,
  entryPoints: ['src/main.ts', ...extra],
  entryNames: '[name]',
  bundle: true,
  // main.ts loads start.ts with import(): its own chunk, so a start refused for its settings loads almost nothing.
  // Chunks stay beside main.js: code that finds files from import.meta.url (migrations, schema, web) keeps its paths.
  splitting: true,
  outdir: 'dist',
  plugins: [bundleWorkspace],
  // Node's ESM has no require(): give CommonJS-only code in the bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
await build({
  ...common,
  entryPoints: readdirSync('src/db/migrations')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => `src/db/migrations/${f}`),
  outdir: 'dist/migrations',
  sourcemap: false,
});
console.log(`gateway built to dist/ in ${Date.now() - started} ms`);
