import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../vite/compile-hints';

type Chunk = { type: 'chunk'; name: string; isEntry: boolean; code: string };
type Bundle = Record<string, Chunk | { type: 'asset'; source: string }>;

function generate(bundle: Bundle) {
  const hook = compileHints('framework').generateBundle as { handler: (options: unknown, bundle: Bundle) => void };
  hook.handler({}, bundle);
  return bundle;
}

describe("V8's compile hint on the first visit's chunks (vite/compile-hints.ts)", () => {
  it('opens the entry and the framework chunk with the hint, before what the preload helper put first', () => {
    const b = generate({
      'index.js': { type: 'chunk', name: 'index', isEntry: true, code: 'const __vite__mapDeps=()=>[];\nimport "./f.js";' },
      'f.js': { type: 'chunk', name: 'framework', isEntry: false, code: 'export const a=1;' },
    });
    expect((b['index.js'] as Chunk).code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=()=>[];\nimport "./f.js";`);
    expect((b['f.js'] as Chunk).code.startsWith(`${COMPILE_HINT}\nexport`)).toBe(true);
  });

  it('leaves lazy chunks and assets alone, and never adds the hint twice', () => {
    const b = generate({
      'lazy.js': { type: 'chunk', name: 'AdminPage', isEntry: false, code: 'export default 1;' },
      'a.css': { type: 'asset', source: 'body{}' },
      'f.js': { type: 'chunk', name: 'framework', isEntry: false, code: `${COMPILE_HINT}\nexport const a=1;` },
    });
    expect((b['lazy.js'] as Chunk).code).toBe('export default 1;');
    expect(b['a.css']).toEqual({ type: 'asset', source: 'body{}' });
    expect((b['f.js'] as Chunk).code.split(COMPILE_HINT).length).toBe(2);
  });
});
