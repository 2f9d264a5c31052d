import { ServerError } from '@apollo/client/errors';
import { authFetch } from './authFetch';

/** Saves `content` as a file in the browser (a calendar entry, a person's data, a statement). */
export function saveFile(content: BlobPart, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a private route (a statement CSV, an invoice, a bank file) as a file: the token goes in the header, so a
 * plain link cannot carry it. The file keeps the server's name (Content-Disposition) or `fallbackName`.
 */
export async function downloadPrivate(path: string, fallbackName: string): Promise<void> {
  const res = await authFetch(path, { signal: AbortSignal.timeout(60_000) });
  if (!res.ok) throw new ServerError(`HTTP ${res.status}`, { response: res, bodyText: await res.text() });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(await res.blob(), res.headers.get('content-type') ?? 'application/octet-stream', name);
}
