import { bookingReference } from '@marketplace/schema/rules';
import { saveFile } from '../../app/download';

/**
 * A calendar file (RFC 5545) for one booking: a pooja is one hour, its India date and time converted to UTC
 * (the 'Z' times carry the zone); a trip is an all-day event over its days.
 */
export interface IcsBooking {
  id: string;
  /** 'YYYY-MM-DD', India. */
  date: string;
  /** 'HH:MM', India. */
  time: string;
  summary: string;
  location?: string | null;
  meetingLink?: string | null;
  description?: string | null;
  /** A trip: its length in days (an all-day event from `date`); `time` is then ignored. */
  days?: number | null;
}

const compactDate = (date: string) => date.replace(/-/g, '');

/** 'YYYY-MM-DD' plus n days. */
function plusDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const IST_OFFSET_MIN = 330;

/** India date + time → '20261122T003000Z'. */
export function icsUtc(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const instant = new Date(Date.UTC(y, m - 1, d, hh, mm) - IST_OFFSET_MIN * 60_000);
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes text values (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** UTF-8 length of one code point. */
const octets = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/**
 * Folds lines longer than 75 octets (RFC 5545 §3.1) between characters, never inside one: a Hindi description (three
 * octets a letter) stays readable to strict clients.
 */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = octets(ch.codePointAt(0)!);
    if (size + n > 75) {
      out.push(current);
      current = ' ';
      size = 1;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n');
}

export function buildIcs(b: IcsBooking, now: Date = new Date()): string {
  const start = icsUtc(b.date, b.time);
  const [hh, mm] = b.time.split(':').map(Number) as [number, number];
  const endTime = `${String(hh + 1).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
  const where = b.meetingLink || b.location || '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PanditConnect//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${b.id}@panditconnect.in`,
    `DTSTAMP:${now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
    ...(b.days
      ? [`DTSTART;VALUE=DATE:${compactDate(b.date)}`, `DTEND;VALUE=DATE:${compactDate(plusDays(b.date, b.days))}`]
      : [`DTSTART:${start}`, `DTEND:${icsUtc(b.date, endTime)}`]),
    `SUMMARY:${icsText(b.summary)}`,
    ...(where ? [`LOCATION:${icsText(where)}`] : []),
    ...(b.meetingLink ? [`URL:${b.meetingLink}`] : []),
    ...(b.description ? [`DESCRIPTION:${icsText(b.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Saves the .ics file in the browser, named by the booking's one reference. */
export function downloadIcs(b: IcsBooking, fileName = `booking-${b.date}-${bookingReference(b.id)}.ics`) {
  saveFile(buildIcs(b), 'text/calendar;charset=utf-8', fileName);
}
