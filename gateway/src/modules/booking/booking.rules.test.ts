import { describe, expect, it } from 'vitest';
import { newMeetingLink } from './booking.rules.js';

// The shared booking rules (slots, dates, prices, availability) are tested in schema/rules/booking.test.ts.
describe('meeting links', () => {
  it('are unique and unguessable (128 random bits)', () => {
    const links = new Set(Array.from({ length: 1000 }, () => newMeetingLink()));
    expect(links.size).toBe(1000);
    for (const l of [...links].slice(0, 5)) expect(l).toMatch(/^https:\/\/meet\.jit\.si\/PanditConnect-[A-Za-z0-9_-]{22}$/);
  });
});
