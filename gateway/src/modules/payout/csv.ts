/**
 * CSV for statements and the bank's bulk-transfer file: RFC 4180 quoting, and a cell a spreadsheet would run as a
 * formula (=, +, -, @, a tab or a carriage return first; a negative amount aside) made plain text with a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s) && !/^-\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLines = (rows: Array<Array<string | number | null | undefined>>): string =>
  rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Paise as rupees with two decimals ('1234.50'), the unit banks' files and statements use; negatives keep their sign. */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
