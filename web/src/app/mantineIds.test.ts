import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineIds } from '../../vite/mantine-ids';

const load = (id: string) => (mantineIds().load as (id: string) => string | null)(id);
const hooks = dirname(createRequire(import.meta.url).resolve('@mantine/hooks'));

describe("Mantine's useId without its random id (vite/mantine-ids.ts)", () => {
  it('replaces the module Mantine still has, which sets the random id in an effect', () => {
    const file = join(hooks, '..', 'esm', 'use-id', 'use-id.mjs');
    const original = readFileSync(file, 'utf8');
    expect(original).toMatch(/setUuid\(randomId\(\)\)/);
    expect(original).toMatch(/export \{ useId\$1 as useId \}/);
    const replaced = load(file);
    expect(replaced).toMatch(/export function useId\(staticId\)/);
    expect(replaced).not.toMatch(/randomId|useState|Effect/);
  });

  it('leaves every other module alone', () => {
    expect(load(join(hooks, '..', 'esm', 'use-id', 'use-react-id.mjs'))).toBeNull();
    expect(load('/work/web/src/app/use-id.mjs')).toBeNull();
  });
});
