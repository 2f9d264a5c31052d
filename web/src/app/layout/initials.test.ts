import { describe, expect, it } from 'vitest';
import { initials } from './UserMenu';

describe('avatar initials (issue #37)', () => {
  it('leave out the honorific, in English and Hindi', () => {
    expect(initials('Pt. Hari Sharma')).toBe('HS');
    expect(initials('पं. हरि शर्मा')).toBe('हश');
    expect(initials('Acharya Vinod')).toBe('V');
    expect(initials('Meera Joshi')).toBe('MJ');
  });
  it('keep a name that is only a title', () => {
    expect(initials('Pandit')).toBe('P');
  });
});
