import { describe, expect, it } from 'vitest';
import { classify, currentSdl } from './schema-contract.js';

/** The contract check on the real schema: a public field removed fails unless listed; admin-only changes pass. */
describe('schema contract', () => {
  const sdl = currentSdl();
  const without = (type: string, field: string) => {
    const re = new RegExp(
      `(\\ntype ${type} [^{]*\\{[\\s\\S]*?)\\n(?:  """[^"]*"""\\n|  "[^"\\n]*"\\n)?  ${field}[(:][^\\n]*`,
      'm',
    );
    const out = sdl.replace(re, '$1');
    expect(out).not.toBe(sdl);
    return out;
  };

  it('a public field removed is a breaking change, allowed only when the changelog lists it', async () => {
    const changed = without('Pandit', 'experience');
    const unlisted = await classify(sdl, changed, '');
    expect(unlisted.unlisted.map((c) => c.path)).toEqual(['Pandit.experience']);
    const listed = await classify(sdl, changed, '- `Pandit.experience` removed (deprecated since ...)');
    expect(listed.unlisted).toEqual([]);
    expect(listed.listed.map((c) => c.path)).toEqual(['Pandit.experience']);
  });

  it('a change to an admin-only type is not part of the public contract', async () => {
    const r = await classify(sdl, without('ApiKey', 'prefix'), '');
    expect(r.unlisted).toEqual([]);
  });

  it('adding to the schema breaks nothing', async () => {
    const r = await classify(sdl, `${sdl}\ntype Extra { id: ID! }\n`, '');
    expect(r.unlisted).toEqual([]);
  });
});
