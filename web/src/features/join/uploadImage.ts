import { authFetch } from '../../app/authFetch';

/** Why an upload failed: a key in the 'pandit' namespace (upload.*). */
export class UploadError extends Error {
  constructor(readonly key: 'upload.tooLarge' | 'upload.unsupported' | 'upload.failed') {
    super(key);
  }
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/**
 * Stores one image through `POST /api/media` (multipart field 'image'; login required) and returns
 * its URL (/media/<id>). The browser checks type and size for a quick answer; the server checks the
 * content itself.
 */
export async function uploadImage(file: File): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadError('upload.tooLarge');
  if (file.type && !IMAGE_TYPES.includes(file.type)) throw new UploadError('upload.unsupported');
  const form = new FormData();
  form.append('image', file, file.name);
  let res: Response;
  try {
    res = await authFetch('/api/media', {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new UploadError('upload.failed');
  }
  if (res.status === 413) throw new UploadError('upload.tooLarge');
  if (res.status === 415) throw new UploadError('upload.unsupported');
  const body = (await res.json().catch(() => null)) as { success?: boolean; data?: { url?: string } } | null;
  if (!res.ok || !body?.data?.url) throw new UploadError('upload.failed');
  return body.data.url;
}
