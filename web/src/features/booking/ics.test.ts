import { describe, expect, it } from 'vitest';
import { buildIcs, icsText, icsUtc } from './ics';

describe('ics', () => {
  it('converts India time to UTC', () => {
    expect(icsUtc('2026-11-22', '06:00')).toBe('20261122T003000Z');
    expect(icsUtc('2026-11-22', '19:00')).toBe('20261122T133000Z');
    expect(icsUtc('2027-01-01', '06:00')).toBe('20270101T003000Z');
  });

  it('builds a one-hour VEVENT with summary and location, escaped', () => {
    const ics = buildIcs(
      {
        id: 'abc123',
        date: '2026-11-22',
        time: '16:00',
        summary: 'Griha Pravesh; Pt. Ramesh, Varanasi',
        location: 'Assi Ghat, Varanasi',
      },
      new Date('2026-11-01T00:00:00Z'),
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261122T103000Z');
    expect(lines).toContain('DTEND:20261122T113000Z');
    expect(lines).toContain('SUMMARY:Griha Pravesh\\; Pt. Ramesh\\, Varanasi');
    expect(lines).toContain('LOCATION:Assi Ghat\\, Varanasi');
    expect(lines).toContain('UID:abc123@panditconnect.in');
    expect(lines).toContain('DTSTAMP:20261101T000000Z');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('uses the meeting link as the place of a virtual booking', () => {
    const ics = buildIcs({
      id: 'v1',
      date: '2026-11-22',
      time: '06:00',
      summary: 'Virtual pooja',
      meetingLink: 'https://meet.jit.si/PanditConnect-x',
    });
    expect(ics).toContain('LOCATION:https://meet.jit.si/PanditConnect-x');
    expect(ics).toContain('URL:https://meet.jit.si/PanditConnect-x');
  });

  it('escapes newlines and backslashes', () => {
    expect(icsText('a\\b\nc')).toBe('a\\\\b\\nc');
  });
});

describe('a trip in the calendar', () => {
  it('spans its days as an all-day event', () => {
    const ics = buildIcs(
      { id: 't1', date: '2026-12-30', time: '00:00', summary: 'Char Dham', days: 3 },
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(ics).toContain('DTSTART;VALUE=DATE:20261230\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270102\r\n');
    expect(ics).not.toContain('DTSTART:');
  });
});

describe('ics: the panchang line in Hindi (issue #38)', () => {
  const description = 'संदर्भ PC-ABC123\nवाराणसी का पंचांग, सूर्योदय पर: शुक्ल दशमी, हस्त नक्षत्र\nत्योहार: दशहरा (विजयादशमी)';
  const ics = buildIcs({ id: 'b1', date: '2026-10-20', time: '10:00', summary: 'Pt. Ramesh', description }, new Date(0));

  it('folds at 75 octets between letters, never inside one', () => {
    const bytes = (s: string) => new TextEncoder().encode(s).length;
    for (const line of ics.split('\r\n')) expect(bytes(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
  });

  it('keeps the description whole when unfolded', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${icsText(description)}`);
  });
});
