/**
 * Writes the share cards' fonts (src/http/share-cards.ts) to assets/fonts as TrueType: the web app's own Noto Sans
 * (Latin) and Noto Sans Devanagari, from their font packages' WOFF2 files (the text renderer, Pango, reads TrueType,
 * not WOFF2). Committed, so a server without fonts of its own draws the same card. Run after upgrading the font
 * packages: `node gateway/scripts/card-fonts.mjs`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'fonts');
const FONTS = [
  ['@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2', 'NotoSans.ttf'],
  ['@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2', 'NotoSansDevanagari.ttf'],
];
mkdirSync(out, { recursive: true });
for (const [file, name] of FONTS) {
  const truetype = await fontverter.convert(readFileSync(require.resolve(file)), 'truetype');
  writeFileSync(join(out, name), truetype);
  console.log(`${name}: ${truetype.length} bytes`);
}
