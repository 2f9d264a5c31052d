import { describe, expect, it } from 'vitest';
import { packageSlug, panditSlug, pickBySlug, slugIdRange, slugWords } from './slug.js';

const ID = '3fa2c1d4-5b6a-4c3d-9e8f-0123456789ab';

describe('slugs', () => {
  it('writes name, city and the id part', () => {
    expect(panditSlug({ id: ID, name: 'Pt. Ramesh Sharma', city: 'Varanasi' })).toBe('pt-ramesh-sharma-varanasi-3fa2c1d4');
    expect(packageSlug({ id: ID, name: 'Char Dham Yatra', destination: 'Uttarakhand' })).toBe(
      'char-dham-yatra-uttarakhand-3fa2c1d4',
    );
  });
  it('drops accents, other scripts and markup', () => {
    expect(slugWords('Śrī Gaṇeśa <script>')).toBe('sri-ganesa-script');
    expect(panditSlug({ id: ID, name: 'रमेश शर्मा', city: 'वाराणसी' })).toBe('3fa2c1d4');
  });
  it('resolves by the id part only, and a bare id exactly', () => {
    expect(slugIdRange('old-name-varanasi-3fa2c1d4')).toEqual({
      from: '3fa2c1d4-0000-0000-0000-000000000000',
      to: '3fa2c1d4-ffff-ffff-ffff-ffffffffffff',
    });
    expect(slugIdRange(ID)).toEqual({ from: ID, to: ID });
    expect(slugIdRange('ramesh-sharma')).toBeNull();
    expect(slugIdRange('x-3FA2C1D')).toBeNull();
  });
  it('picks the record whose slug it is among those sharing the id part', () => {
    const a = { id: ID, name: 'A', city: 'X' };
    const b = { id: ID.replace('5b6a', '0000'), name: 'B', city: 'Y' };
    expect(pickBySlug(panditSlug(b), [a, b], panditSlug)).toBe(b);
    expect(pickBySlug('renamed-3fa2c1d4', [a, b], panditSlug)).toBe(a);
    expect(pickBySlug('renamed-3fa2c1d4', [], panditSlug)).toBeNull();
  });
});
