import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from '../src/app/languageNames.ts';

/**
 * The app's fonts, self-hosted: src/app/fonts/app-fonts.css (main.tsx imports it) holds the @font-face rules of the faces
 * below, each cut (with `subset-font`, harfbuzz's subsetter and instancer) from the variable Noto Sans of
 * @fontsource-variable, and committed (see fontFaces):
 * - 'Noto Sans' and 'Noto Sans Devanagari': the Latin and the Devanagari ranges, weights 400 to 700 only (what the
 *   app uses). One file each: 21 KB and 82 KB, where the three static weights were 43 KB and 160 KB.
 * - 'Rupee Sign': the ₹ of every price. Noto Sans has none and the Devanagari face's range holds it, so a page in
 *   English fetched the whole Devanagari face for it. It is in the font stack (app/fontFamily.ts) before Devanagari.
 * - 'Language Name': the switch's 'हिन्दी' on every page. Only `.language-name` uses it (app/global.css): its few
 *   glyphs must not stand in for the whole face in Hindi text.
 * The small ones (under Vite's inline limit) ride in the stylesheet as data: URLs: no request, and no swap.
 * A browser downloads a face only when the page shows a character in its range.
 */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const DEVANAGARI =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

interface Face {
  family: string;
  file: string;
  /** The @fontsource-variable package and its file. */
  source: [string, string];
  /** The weights the file keeps (and the face answers for): those the app uses. */
  weights: [number, number];
  range: string;
  /** The characters to keep: the range's, unless the face is for a few known ones. */
  text?: string;
}

const SANS: [string, string] = ['@fontsource-variable/noto-sans', 'noto-sans-latin-wght-normal.woff2'];
const DEVA: [string, string] = ['@fontsource-variable/noto-sans-devanagari', 'noto-sans-devanagari-devanagari-wght-normal.woff2'];
const nonLatin = (text: string) => [...new Set(text.replace(/[\p{Script=Latin}\p{Script=Common}]/gu, ''))].join('');

const FACES: Face[] = [
  { family: 'Noto Sans', file: 'noto-sans.woff2', source: SANS, weights: [400, 700], range: LATIN },
  {
    family: 'Noto Sans Devanagari',
    file: 'noto-sans-devanagari.woff2',
    source: DEVA,
    weights: [400, 700],
    range: DEVANAGARI,
  },
  { family: 'Rupee Sign', file: 'rupee-sign.woff2', source: DEVA, weights: [400, 700], range: 'U+20B9' },
  {
    family: 'Language Name',
    file: 'language-name.woff2',
    source: DEVA,
    weights: [400, 700],
    range: 'U+0900-097F, U+200C-200D, U+25CC',
    text: nonLatin(Object.values(LANGUAGE_NAMES).join('')),
  },
];

/** 'U+0900-097F, U+20B9' → every character in it. */
function charactersOf(range: string): string {
  let out = '';
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) out += String.fromCodePoint(c);
  }
  return out;
}

/** The cut faces and their @font-face rules (app-fonts.css, which main.tsx imports), committed: each face with a
 * `.key` file naming its inputs (the text, the weights, the source font). */
export const FONTS_DIR = 'src/app/fonts';

function inputsOf(root: string, face: Face) {
  const require = createRequire(join(root, 'package.json'));
  const source = readFileSync(join(dirname(require.resolve(`${face.source[0]}/package.json`)), 'files', face.source[1]));
  const text = face.text ?? charactersOf(face.range);
  const wght = { min: face.weights[0], max: face.weights[1] };
  const key = createHash('sha256')
    .update(JSON.stringify([text, wght]))
    .update(source)
    .digest('hex');
  const out = join(root, FONTS_DIR, face.file);
  const current = existsSync(out) && existsSync(`${out}.key`) && readFileSync(`${out}.key`, 'utf8') === key;
  return { source, text, wght, key, out, current };
}

/** The faces whose committed file was cut from other inputs than the table's (fonts.test.ts expects none). */
export function staleFaces(root: string): string[] {
  return FACES.filter((face) => !inputsOf(root, face).current).map((face) => face.file);
}

/**
 * The @font-face rules of the table. `optional` (decision 0085): the server-rendered page paints its text at once, and
 * a face arriving after it would reflow every paragraph (a layout shift); the page's head preloads the faces it shows
 * (gateway/src/http/page-styles.ts), so they are normally there in time, and otherwise the next page has them.
 */
const stylesheet = () =>
  FACES.map(
    (f) =>
      `@font-face {\n  font-family: '${f.family}';\n  font-style: normal;\n  font-display: optional;\n  font-weight: ${f.weights.join(' ')};\n  src: url('./${f.file}') format('woff2');\n  unicode-range: ${f.range};\n}\n`,
  ).join('');

/**
 * Cutting takes ~3 s of CPU (the Devanagari instance most of it), which on a 2-core machine pushed a fresh
 * `npm start` past 15 s: the cut files are committed, and a build cuts again only a face whose inputs changed (a
 * language name, the weights, a new @fontsource version), which the unit test then reports until it is committed.
 */
export function fontFaces(root: string): Plugin {
  const css = join(root, FONTS_DIR, 'app-fonts.css');
  let ready: Promise<void> = Promise.resolve();

  const cut = async (face: Face) => {
    const { source, text, wght, key, out, current } = inputsOf(root, face);
    if (current) return;
    writeFileSync(out, await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght } }));
    writeFileSync(`${out}.key`, key);
  };

  return {
    name: 'font-faces',
    enforce: 'pre',
    buildStart() {
      mkdirSync(dirname(css), { recursive: true });
      const rules = stylesheet();
      if (!existsSync(css) || readFileSync(css, 'utf8') !== rules) writeFileSync(css, rules);
      ready = Promise.all(FACES.map(cut)).then(() => undefined);
      ready.catch(() => undefined); // reported where the stylesheet awaits it
    },
    // The stylesheet's url()s are read when Vite's CSS plugin transforms it, after this: the files exist by then.
    async transform(_code, id) {
      if (id === css) await ready;
      return null;
    },
  };
}
