/**
 * Production build of the web app, whatever NODE_ENV the shell has (a development NODE_ENV would ship
 * React's development build): vite build in production mode, then every compressible asset precompressed
 * (.br and .gz next to it, served by gateway/src/http/static.ts), then the bundle budget: the JavaScript a
 * first visit loads before the first paint (the entry and its static imports) must stay at or under
 * BUDGET_KB gzip, or the build fails. `node scripts/build.mjs --report` only prints the figures of dist/.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

export const BUDGET_KB = 200;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

const gzip = (buf) => gzipSync(buf, { level: 9 });
const brotli = (buf, quality = 11) =>
  brotliCompressSync(buf, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  });

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? (name === '.vite' ? [] : walk(path)) : [path];
  });
}

/**
 * Writes file.br and file.gz beside every compressible file worth compressing: brotli's best (slow)
 * quality for the first visit's files, quality 9 (a tenth of the time, a few % larger) for the rest.
 */
function precompress(firstVisit) {
  let count = 0;
  for (const file of walk(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const buf = readFileSync(file);
    if (buf.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzip(buf));
    writeFileSync(`${file}.br`, brotli(buf, firstVisit.has(file.slice(dist.length + 1)) ? 11 : 9));
    count++;
  }
  return count;
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
 * The first visit's files with their sizes. A file's compressed sizes are those of the .gz and .br that
 * precompress() wrote beside it (the same settings), computed only when they are missing: brotli's best quality
 * of the framework chunk takes over a second, which `npm start` paid twice.
 */
export function bundleReport() {
  const { js, css } = firstVisitFiles();
  const size = (file) => {
    const path = join(dist, file);
    const buf = readFileSync(path);
    const packed = (ext, make) => (existsSync(`${path}.${ext}`) ? statSync(`${path}.${ext}`).size : make(buf).length);
    return { file, raw: buf.length, gzip: packed('gz', gzip), brotli: packed('br', brotli) };
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
      `  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(9)} gzip ${kb(f.brotli).padStart(9)} br`,
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
    await build({ root, mode: 'production', logLevel: 'warn', build: { chunkSizeWarningLimit: 1024 } });
  }
  if (!reportOnly) {
    const { js, css } = firstVisitFiles();
    const firstVisit = new Set(['index.html', ...js, ...css]);
    console.log(`Precompressed ${precompress(firstVisit)} files (.br, .gz).`);
  }
  const report = bundleReport();
  printReport(report);
  if (report.totals.initialJsGzip > BUDGET_KB * 1024) {
    console.error(`\nBundle budget exceeded: ${kb(report.totals.initialJsGzip)} gzip of initial JavaScript > ${BUDGET_KB} KB.`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
