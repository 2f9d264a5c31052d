import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOBAL_SHEETS, MANTINE_STYLES, sheetOf } from '../../vite/mantine-styles';

/** Every file under a folder, recursively. */
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

describe('Mantine stylesheets, one per component (vite/mantine-styles.ts)', () => {
  const esm = join(MANTINE_STYLES, '..', 'esm');
  const modules = walk(esm).filter((f) => f.endsWith('.module.mjs'));
  const sheets = readdirSync(MANTINE_STYLES).filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'));

  it("finds every component's stylesheet from its class names' module", () => {
    expect(modules.length).toBeGreaterThan(90);
    expect(modules.map(sheetOf).filter((s) => s === null || !sheets.includes(s))).toEqual([]);
  });

  it("leaves nothing of Mantine's styles.css out: each stylesheet is a component's or one main.tsx imports", () => {
    const byComponent = new Set(modules.map(sheetOf));
    expect(sheets.filter((s) => !byComponent.has(s) && !GLOBAL_SHEETS.includes(s))).toEqual([]);
    const main = readFileSync(join(__dirname, '..', 'main.tsx'), 'utf8');
    const imported = [...main.matchAll(/import '@mantine\/core\/styles\/([\w-]+\.css)';/g)].map((m) => m[1]);
    expect(imported).toEqual(GLOBAL_SHEETS);
  });

  it('adds nothing to other modules', () => {
    expect(sheetOf(join(esm, 'components/Button/Button.mjs'))).toBeNull();
    expect(sheetOf('/work/web/src/features/Card.module.mjs')).toBeNull();
    expect(sheetOf(join(esm, 'components/Button/Button.module.mjs'))).toBe('Button.css');
  });
});
