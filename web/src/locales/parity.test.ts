import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '.');
const LANGS = ['en', 'hi'] as const;

type Json = { [key: string]: Json | string };

/**
 * Messages with a {{count}} whose wording is the same for one and for many (a number beside a label, "+3 more"), or
 * that never show a count of one; every other {{count}} message has _one and _other forms ("1 review", "2 reviews").
 */
const COUNT_WITHOUT_NOUN = [
  'admin:users.countUsersHint',
  'admin:approvals.fields.photos',
  'admin:overview.approvedCount',
  'admin:overview.ratingLine',
  'marketplace:pandits.more',
  'marketplace:packages.showAll', // shown only when more packages exist than the grid shows
];

function namespaces(lang: string): string[] {
  return readdirSync(join(root, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

function load(lang: string, ns: string): Json {
  return JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Json;
}

/** Leaf key paths with their values. */
function leaves(obj: Json, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [p, leaf] of leaves(v, path)) out.set(p, leaf);
    else out.set(path, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

describe('locales', () => {
  it('have the same namespaces in every language', () => {
    expect(namespaces('hi')).toEqual(namespaces('en'));
    expect(namespaces('en')).toEqual(expect.arrayContaining(['common', 'errors']));
  });

  for (const ns of namespaces('en')) {
    describe(ns, () => {
      const [en, hi] = LANGS.map((lang) => leaves(load(lang, ns)));

      it('has the same nested keys in en and hi', () => {
        expect([...hi!.keys()].sort()).toEqual([...en!.keys()].sort());
      });

      it('has no empty or non-string values', () => {
        for (const lang of [en!, hi!]) {
          for (const [key, value] of lang) {
            expect(typeof value, key).toBe('string');
            expect((value as string).trim(), key).not.toBe('');
          }
        }
      });

      it('uses the same interpolation placeholders in both languages', () => {
        for (const [key, value] of en!) {
          expect(placeholders(String(hi!.get(key))), key).toEqual(placeholders(String(value)));
        }
      });

      it('gives a message that counts something a singular (_one) and a plural (_other) form', () => {
        for (const [key, value] of en!) {
          const plural = /_(zero|one|two|few|many|other)$/.exec(key);
          if (plural) {
            const base = key.slice(0, -plural[0].length);
            expect(en!.has(`${base}_one`) && en!.has(`${base}_other`), `${ns}:${base} has _one and _other`).toBe(true);
            continue;
          }
          if (!placeholders(String(value)).includes('count')) continue;
          expect(COUNT_WITHOUT_NOUN, `${ns}:${key} ("${String(value)}") needs ${key}_one and ${key}_other`).toContain(
            `${ns}:${key}`,
          );
        }
      });

      it('writes Hindi text in Devanagari', () => {
        const hindi = [...hi!.values()].filter((v) => /[\u0900-\u097F]/.test(String(v)));
        // Nearly every Hindi string must contain Devanagari (brand names and numbers may not).
        expect(hindi.length / hi!.size).toBeGreaterThan(0.9);
      });
    });
  }
});
