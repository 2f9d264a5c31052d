import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No React file over 300 lines (issue 31): a longer one is split by meaning (a section, a dialog, a list) into files
 * of its own, not cut by line count. Tests are exempt.
 */
const MAX_LINES = 300;
const src = join(import.meta.dirname, '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('React files', () => {
  it(`have at most ${MAX_LINES} lines each`, () => {
    const files = tsxFiles(src);
    expect(files.length).toBeGreaterThan(50);
    const long = files
      .map((path) => ({ file: relative(src, path), lines: readFileSync(path, 'utf8').trimEnd().split('\n').length }))
      .filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
