import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from '../src/app/languageNames';

/** The folder app/fonts.css's small faces point into (not committed: every build writes it). */
export const SMALL_FACES_DIR = 'src/app/.generated';

/** The Devanagari in the language names ('हिन्दी'), for the switch shown on every page. */
const languageNameText = [
  ...new Set(
    Object.values(LANGUAGE_NAMES)
      .join('')
      .replace(/[\p{Script=Latin}\p{Script=Common}]/gu, ''),
  ),
].join('');
/** The rupee sign of every price (Intl's INR format). Noto Sans has none: it is in the Devanagari face's range. */
const RUPEE = '\u20b9';

/** Each small face: its file, the @fontsource Devanagari weight it is cut from, and the text it must render. */
const FACES = [
  { file: 'language-name.woff2', weight: 700, text: languageNameText },
  { file: 'rupee-400.woff2', weight: 400, text: RUPEE },
  { file: 'rupee-700.woff2', weight: 700, text: RUPEE },
];

/**
 * An English page showed two kinds of Devanagari-face characters: the switch's 'हिन्दी' and the ₹ of every price.
 * Each pulled a whole Noto Sans Devanagari face (51-55 KB per weight: 107 KB of the English home page's 436 KB).
 * This plugin cuts faces of just those glyphs (with the shaping rules that join them) from the same fonts:
 * 1-2.4 KB each, small enough to ride in the stylesheet. app/fonts.css declares them ('Language Name', 'Rupee
 * Sign'). It runs before the modules load, on a build and on the dev server; copies are kept while the text and
 * the source fonts are unchanged.
 */
export function smallFontFaces(root: string): Plugin {
  return {
    name: 'small-font-faces',
    async buildStart() {
      const files = join(
        dirname(createRequire(join(root, 'package.json')).resolve('@fontsource/noto-sans-devanagari/package.json')),
        'files',
      );
      mkdirSync(join(root, SMALL_FACES_DIR), { recursive: true });
      await Promise.all(
        FACES.map(async ({ file, weight, text }) => {
          const source = readFileSync(join(files, `noto-sans-devanagari-devanagari-${weight}-normal.woff2`));
          const out = join(root, SMALL_FACES_DIR, file);
          const keyFile = `${out}.key`;
          const key = createHash('sha256').update(text).update(source).digest('hex');
          if (existsSync(out) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return;
          writeFileSync(out, await subsetFont(source, text, { targetFormat: 'woff2' }));
          writeFileSync(keyFile, key);
        }),
      );
    },
  };
}
