/**
 * Production build of the web app, whatever NODE_ENV the shell has (a development NODE_ENV would ship
 * React's development build): vite build in production mode, then every compressible asset precompressed
 * (.br and .gz next to it, served by gateway/src/http/static.ts), then the bundle budget: the JavaScript a
 * first visit loads before the first paint (the entry and its static imports) must stay at or under
 * BUDGET_KB gzip, or the build fails. `node scripts/build.mjs --report` only prints the figures of dist/.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip as gzipAsync, gzipSync, constants } from 'node:zlib';
import { COMPILE_HINT } from '../vite/compile-hints.ts';

/** 205 since the server render (decision 0085: reading the page's state, seeding the cache and the reference data, hydrating; 204.2 KB measured with the shell's code gone); 204 since the payouts' and ledger's refusal reasons and rule messages (eager, as below; decisions 0072, 0073); 203 since the trust and complaint features (their refusal reasons and rule messages, eager so any failure is translated: decisions 0066-0071); 202 since the real addresses (issue #32, decision 0065: the router by path, the old hash links table, the /hi twins); 201 since the ceremony pages' routes and the cards' ceremony links (decision 0063); 200 before (decision 0034). */
export const BUDGET_KB = 205;
/** The first visit's scripts above this size must open with V8's compile hint (the bundler's tiny runtime need not). */
const HINT_MIN_BYTES = 4096;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

const GZIP = { level: 9 };
const brotliOptions = (buf, quality) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
});
const gzip = (buf) => gzipSync(buf, GZIP);
const brotli = (buf, quality = 11) => brotliCompressSync(buf, brotliOptions(buf, quality));
const compressGzip = promisify(gzipAsync);
const compressBrotli = promisify(brotliCompress);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? (name === '.vite' ? [] : walk(path)) : [path];
  });
}

/**
 * Writes file.br and file.gz beside every compressible file worth compressing: brotli's best (slow) quality for the
 * first visit's files, quality 10 for the rest. Not 9: on these files 9 spends ~75 ms on each, however small (3.9 s
 * for the 115 files, measured), against 1.2 s for 10, whose files are 5% smaller. The work runs on zlib's thread
 * pool, the largest files first, so both cores compress while `npm start` waits for it.
 */
async function precompress(firstVisit) {
  const files = walk(dist)
    .filter((file) => COMPRESSIBLE.test(file))
    .map((file) => ({ file, size: statSync(file).size }))
    .filter((f) => f.size >= 1024)
    .sort((a, b) => b.size - a.size);
  await Promise.all(
    files.map(async ({ file }) => {
      const buf = await readFile(file);
      const quality = firstVisit.has(file.slice(dist.length + 1)) ? 11 : 10;
      const [br, gz] = await Promise.all([compressBrotli(buf, brotliOptions(buf, quality)), compressGzip(buf, GZIP)]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** The first visit's files (paths under dist/): the entry chunk, its static imports (transitively) and its CSS. */
function firstVisitFiles() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(entryKey);
  return { js, css };
}

/**
 * The first visit's files (read from the manifest unless given) with their sizes. A file's compressed sizes are those
 * of the .gz and .br that precompress() wrote beside it (the same settings), computed only when they are missing:
 * brotli's best quality of the framework chunk takes over a second, which `npm start` paid twice.
 */
export function bundleReport({ js, css } = firstVisitFiles()) {
  const size = (file) => {
    const path = join(dist, file);
    const buf = readFileSync(path);
    const packed = (ext, make) => (existsSync(`${path}.${ext}`) ? statSync(`${path}.${ext}`).size : make(buf).length);
    const hinted = file.endsWith('.js') && buf.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT;
    return { file, raw: buf.length, gzip: packed('gz', gzip), brotli: packed('br', brotli), hinted };
  };
  const initialJs = [...js].map(size).sort((a, b) => b.gzip - a.gzip);
  const initialCss = [...css].map(size);
  const allJs = walk(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const sum = (list, k) => list.reduce((s, x) => s + x[k], 0);
  return {
    initialJs,
    initialCss,
    totals: {
      initialJsGzip: sum(initialJs, 'gzip'),
      initialJsBrotli: sum(initialJs, 'brotli'),
      initialJsRaw: sum(initialJs, 'raw'),
      initialCssGzip: sum(initialCss, 'gzip'),
      chunks: allJs.length,
    },
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function printReport(report) {
  console.log('\nFirst visit (entry + static imports):');
  for (const f of [...report.initialJs, ...report.initialCss]) {
    console.log(
      `  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(9)} gzip ${kb(f.brotli).padStart(9)} br${f.hinted ? '  compiled eagerly' : ''}`,
    );
  }
  const t = report.totals;
  console.log(
    `  initial JS: ${kb(t.initialJsRaw)} raw, ${kb(t.initialJsGzip)} gzip, ${kb(t.initialJsBrotli)} brotli (budget ${BUDGET_KB} KB gzip); CSS ${kb(t.initialCssGzip)} gzip; ${t.chunks} JS chunks in all`,
  );
}

async function main() {
  const reportOnly = process.argv.includes('--report');
  if (!reportOnly) {
    process.env.NODE_ENV = 'production';
    const { build } = await import('vite');
    console.log('Building the web app (production)...');
    // Warnings only; the chunk-size warning is about the framework chunk, which the budget below watches.
    await build({ root, configLoader: 'native', mode: 'production', logLevel: 'warn', build: { chunkSizeWarningLimit: 1024 } });
    // The server render's module (src/entry-server.tsx, decision 0085), which the gateway loads from dist-ssr/.
    console.log('Building the server render...');
    await build({
      root,
      configLoader: 'native',
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true, manifest: false, copyPublicDir: false },
      // Every library is bundled in (vite.config.ts) and built for production: left external, React would pick its
      // development build at run time from the gateway's NODE_ENV, unset for the demo (`npm start`), 'test' in tests.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    });
  }
  const files = firstVisitFiles();
  if (!reportOnly) {
    const since = Date.now();
    const count = await precompress(new Set(['index.html', ...files.js, ...files.css]));
    console.log(`Precompressed ${count} files (.br, .gz) in ${((Date.now() - since) / 1000).toFixed(1)} s.`);
  }
  const report = bundleReport(files);
  printReport(report);
  if (report.totals.initialJsGzip > BUDGET_KB * 1024) {
    console.error(`\nBundle budget exceeded: ${kb(report.totals.initialJsGzip)} gzip of initial JavaScript > ${BUDGET_KB} KB.`);
    process.exit(1);
  }
  // The first visit's sizable scripts carry V8's compile hint (vite/compile-hints.ts); a renamed chunk would lose it.
  const unhinted = report.initialJs.filter((f) => !f.hinted && f.raw > HINT_MIN_BYTES);
  if (unhinted.length) {
    console.error(`\nNo compile hint (${COMPILE_HINT}) at the top of: ${unhinted.map((f) => f.file).join(', ')}.`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
