import type { TFunction } from 'i18next';
import { MAX_IMAGE_PIXELS, MIN_PHOTO_SIDE } from '@marketplace/schema/rules/draft';
import { isErrorReason, reasonMessageKey, type ErrorReason } from '@marketplace/schema/rules/errors';
import { authFetch } from '../../app/authFetch';

export type UploadErrorKey =
  'upload.tooLarge' | 'upload.unsupported' | 'upload.failed' | 'upload.unreadable' | 'upload.tooSmall' | 'upload.tooManyPixels';

/** Why an upload failed: a key in the 'pandit' namespace (upload.*), and the server's reason when it sent one. */
export class UploadError extends Error {
  constructor(
    readonly key: UploadErrorKey,
    readonly reason?: ErrorReason,
  ) {
    super(key);
  }
}

/** A failed upload's message: the server's reason (e.g. QUOTA_EXCEEDED, `errors:reason.*`), else the upload key's. */
export function uploadErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof UploadError && error.reason) return t(`errors:${reasonMessageKey(error.reason)}`);
  return t(`pandit:${error instanceof UploadError ? error.key : 'upload.failed'}`, { min: MIN_PHOTO_SIDE });
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Width and height of an image file, or null when the browser cannot decode it. */
async function imageSize(file: File): Promise<{ width: number; height: number } | null | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined; // no decoder here: the server checks
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

function checkImage(minSide: number) {
  return async (file: File): Promise<UploadErrorKey | null> => {
    if (!IMAGE_TYPES.includes(file.type)) return 'upload.unsupported';
    if (file.size > MAX_UPLOAD_BYTES) return 'upload.tooLarge';
    const size = await imageSize(file);
    if (size === undefined) return null;
    if (!size) return 'upload.unreadable';
    if (size.width * size.height > MAX_IMAGE_PIXELS) return 'upload.tooManyPixels';
    if (Math.min(size.width, size.height) < minSide) return 'upload.tooSmall';
    return null;
  };
}

/**
 * Checks a chosen photo at once (type, size, that it decodes, its dimensions), so the wizard says what is wrong
 * when the file is added, not at the final upload. Null when it may be uploaded.
 */
export const checkImageFile = checkImage(MIN_PHOTO_SIDE);

/** The same checks for an image attached to a complaint (any dimensions: a cropped screenshot is fine). */
export const checkAttachmentFile = checkImage(0);

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
  const body = (await res.json().catch(() => null)) as { success?: boolean; data?: { url?: string }; reason?: unknown } | null;
  const reason = isErrorReason(body?.reason) ? body.reason : undefined;
  if (res.status === 413) throw new UploadError('upload.tooLarge', reason);
  if (res.status === 415) throw new UploadError('upload.unsupported', reason);
  if (!res.ok || !body?.data?.url) throw new UploadError('upload.failed', reason);
  return body.data.url;
}
