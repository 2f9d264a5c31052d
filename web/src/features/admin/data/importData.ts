import { ServerError } from '@apollo/client/errors';
import { authFetch } from '../../../app/authFetch';

export type ImportCounts = Record<'users' | 'pandits' | 'packages' | 'bookings' | 'reviews' | 'testimonials', number>;

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
