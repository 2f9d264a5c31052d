import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleFaces } from '../../../vite/font-faces';

describe('the committed font faces', () => {
  it('were cut from the inputs vite/font-faces.ts names (else a build cuts them again: commit what it wrote)', () => {
    expect(staleFaces(join(__dirname, '../../..'))).toEqual([]);
  });
});
