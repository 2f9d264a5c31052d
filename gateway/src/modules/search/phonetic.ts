import { at } from '../../indexed.js';
/**
 * How a word sounds, whatever the script or spelling: Devanagari is transliterated to Latin letters, then
 * both go through one phonetic key, so 'रुद्र अभिषेक', 'rudrabhishek' and 'Rudra Abisek' meet on one key.
 * Shared by the vocabulary (indexing) and the query (searching).
 */

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ii',
  उ: 'u',
  ऊ: 'uu',
  ऋ: 'ri',
  ॠ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ॲ: 'a',
  ऍ: 'e',
};
const SIGNS: Record<string, string> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ii',
  'ु': 'u',
  'ू': 'uu',
  'ृ': 'ri',
  'ॄ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
const NUKTA_FORMS: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' };
const VIRAMA = '\u094d';
const NUKTA = '\u093c';
const isDevanagari = (text: string) => /[\u0900-\u097f]/.test(text);
export { isDevanagari };

/**
 * Devanagari → plain Latin letters as Hindi speakers write them ('रमेश शास्त्री' → 'ramesh shastri',
 * 'देशपांडे' → 'deshpande'): no diacritics, long vowels single, the inherent 'a' dropped at the end of a
 * word and between a vowel-consonant and a consonant-vowel (Hindi schwa deletion). Other text is unchanged.
 */
export function transliterate(text: string): string {
  if (!isDevanagari(text)) return text;
  const chars = [...text.normalize('NFD')];
  // Tokens: { text, inherent } — inherent marks an 'a' that may be deleted.
  // kind: c consonant, v vowel, a inherent vowel, d a deleted inherent vowel, x anything else (a word break).
  const out: Array<{ t: string; kind: 'c' | 'v' | 'a' | 'd' | 'x' }> = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = at(chars, i);
    const next = chars[i + 1];
    const consonant = CONSONANTS[ch];
    if (consonant) {
      let latin = consonant;
      let j = i + 1;
      if (chars[j] === NUKTA) {
        latin = NUKTA_FORMS[ch] ?? latin;
        j++;
      }
      out.push({ t: latin, kind: 'c' });
      const after = chars[j];
      const sign = after ? SIGNS[after] : undefined;
      if (after === VIRAMA) j++;
      else if (sign) {
        out.push({ t: sign, kind: 'v' });
        j++;
      } else out.push({ t: 'a', kind: 'a' });
      i = j - 1;
      continue;
    }
    const vowel = VOWELS[ch];
    if (vowel) out.push({ t: vowel, kind: 'v' });
    else if (ch === '\u0902' || ch === '\u0901') out.push({ t: 'n', kind: 'c' });
    else if (ch === '\u0903') out.push({ t: 'h', kind: 'c' });
    else if (ch === NUKTA || ch === VIRAMA) continue;
    else if (ch >= '\u0966' && ch <= '\u096f') out.push({ t: String(ch.charCodeAt(0) - 0x966), kind: 'x' });
    else if (ch === '\u0964' || ch === '\u0965') out.push({ t: ' ', kind: 'x' });
    else out.push({ t: next === undefined && ch === '\u200d' ? '' : ch, kind: 'x' });
  }
  // Schwa deletion, left to right: drop an inherent 'a' at a word's end after a single consonant, and in
  // V C _ C V.
  const atEnd = (i: number) => (out[i + 1]?.kind ?? 'x') === 'x';
  const isVowel = (i: number) => out[i]?.kind === 'v' || (out[i]?.kind === 'a' && !atEnd(i));
  for (let i = 0; i < out.length; i++) {
    if (at(out, i).kind !== 'a') continue;
    const single = out[i - 1]?.kind === 'c' && out[i - 2]?.kind !== 'c' && out[i - 2]?.kind !== 'd';
    if (atEnd(i)) {
      if (single && i >= 2 && out[i - 2]?.kind !== 'x') out[i] = { t: '', kind: 'd' };
    } else if (out[i - 1]?.kind === 'c' && isVowel(i - 2) && out[i + 1]?.kind === 'c' && isVowel(i + 2))
      out[i] = { t: '', kind: 'd' };
  }
  return out
    .map((o) => o.t)
    .join('')
    .replace(/aa/g, 'a')
    .replace(/ii/g, 'i')
    .replace(/uu/g, 'u');
}

/** Lower case, no diacritics (IAST 'ā' → 'a'), Devanagari transliterated, only letters, digits and spaces. */
export function latinize(text: string): string {
  return transliterate(text.normalize('NFC'))
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The phonetic key of one Latin word: romanisation variants and most one-letter slips collapse. */
function wordKey(word: string): string {
  return (
    word
      .replace(/ksh|ks/g, 'x')
      .replace(/chh|ch/g, 'c')
      .replace(/sh/g, 's')
      .replace(/ph/g, 'f')
      .replace(/w/g, 'v')
      .replace(/z/g, 'j')
      .replace(/q/g, 'k')
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      // An aspirate after a consonant (bh, dh, th, kh, gh, jh): Hindi in Latin letters writes it or not.
      .replace(/([bcdfgjklmnprstvx])h/g, '$1')
      // Anusvara written m before a consonant ('sampurna' / 'sanpurna').
      .replace(/m(?=[bcdfgjklmnpqrstvx])/g, 'n')
      // Doubled letters ('varanassi', 'grihha'), then every 'a': schwa, long a and slips of it.
      .replace(/(.)\1+/g, '$1')
      .replace(/a/g, '')
  );
}

/** The phonetic key of a text: the keys of its words, joined (so joined and split words meet). */
export function phoneticKey(text: string): string {
  return latinize(text).split(' ').map(wordKey).join('');
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insert, delete, substitute, swap neighbours),
 * giving up above `max` (returns max + 1).
 */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  const top = at(rows, 0);
  for (let j = 1; j <= b.length; j++) top[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = at(rows, i);
    const above = at(rows, i - 1);
    const twoAbove = rows[i - 2]; // from the third row on
    let best = max + 1;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(at(above, j) + 1, at(row, j - 1) + 1, at(above, j - 1) + cost);
      if (twoAbove && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, at(twoAbove, j - 2) + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return at(at(rows, a.length), b.length);
}
