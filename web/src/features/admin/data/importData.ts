import { ServerError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { authFetch } from '../../../app/authFetch';
import type { ErrorInfo } from '../../../app/errors';

/** The kinds of record the Data tab counts (DataCounts), in the order it shows them. */
export const COUNT_KINDS = [
  'users',
  'pandits',
  'packages',
  'bookings',
  'payments',
  'refunds',
  'reviews',
  'testimonials',
  'messages',
] as const;
export type ImportCounts = Record<(typeof COUNT_KINDS)[number], number>;

/**
 * An import goes to `POST /api/admin/import`, the one route whose body limit fits a whole export (the GraphQL
 * endpoint keeps its small limit). A refusal becomes an Apollo ServerError, so the one error helper reads it.
 */
export async function importData(mode: 'REPLACE' | 'MERGE', data: unknown): Promise<ImportCounts> {
  const response = await authFetch('/api/admin/import', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: mode.toLowerCase(), data }),
  });
  const bodyText = await response.text();
  if (!response.ok) throw new ServerError(`Import failed (${response.status})`, { response, bodyText });
  return (JSON.parse(bodyText) as { data: { imported: ImportCounts } }).data.imported;
}

/**
 * The refused records of an import, one line each, named from the file the admin chose: 'Pandits 4 “Pt. Sharma”:
 * availability — why' (the rule's translation when the server named a rule, else the server's English reason).
 */
export function importProblems(file: unknown, info: ErrorInfo, t: TFunction, max = 20): string[] {
  return Object.entries(info.fields)
    .slice(0, max)
    .map(([path, english]) => {
      const [, kind = '', index, ...rest] = path.split('.');
      const n = index !== undefined && /^\d+$/.test(index) ? Number(index) : null;
      const list = file && typeof file === 'object' ? (file as Record<string, unknown>)[kind] : undefined;
      const record = Array.isArray(list) && n !== null ? (list[n] as Record<string, unknown> | undefined) : undefined;
      const name = [record?.name, record?.subject, record?.email, record?.id].find(
        (v): v is string => typeof v === 'string' && v.trim() !== '',
      );
      const kindLabel = t(`data.kinds.${kind}`, { defaultValue: kind });
      const key = info.fieldKeys[path];
      const reason = key && key !== 'admin.fileInvalid' ? t(`rules:${key}`, { defaultValue: english }) : english;
      if (n === null) return `${[kind, index, ...rest].filter(Boolean).join('.')}: ${reason}`;
      const recordLabel = name
        ? t('data.recordNamed', { kind: kindLabel, n: n + 1, name })
        : t('data.record', { kind: kindLabel, n: n + 1 });
      return t('data.problem', { record: recordLabel, field: rest.join('.') || 'id', reason });
    });
}
