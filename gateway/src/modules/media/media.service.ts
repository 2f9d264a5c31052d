import { fileTypeFromBuffer } from 'file-type';
import { MAX_IMAGE_PIXELS } from '@marketplace/schema/rules/draft';
import sharp, { type Metadata } from 'sharp';
import type { Context } from '../../context.js';
import { DomainError, unauthenticated } from '../../errors.js';
import { MediaSchema } from './media.entity.js';
import { consume } from '../../limits/rate-limits.js';

/** Raster images a browser shows safely. SVG (scriptable), GIF and everything else is refused. */
export const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Largest decoded image: 40 megapixels (a 274-byte PNG claiming 20000×20000 is refused before decoding). */
export { MAX_IMAGE_PIXELS };
/** Stored images are at most this wide and tall (larger ones are scaled down). */
export const MAX_IMAGE_SIDE = 2560;
/** Bytes of images one account may keep. */
export const MEDIA_QUOTA_BYTES = 100 * 1024 * 1024;

export interface StoredMedia {
  id: string;
  url: string;
  contentType: string;
  size: number;
}

/** 5242880 → '5 MB'. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

export const tooLarge = (maxBytes: number) =>
  new DomainError('PAYLOAD_TOO_LARGE', `Image is larger than ${megabytes(maxBytes)}`, { maxBytes });

export const unsupported = (detected?: string) =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG or WebP images can be uploaded.', {
    detected: detected ?? 'unknown',
  });

const tooManyPixels = () =>
  new DomainError('PAYLOAD_TOO_LARGE', `Image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`, {
    maxPixels: MAX_IMAGE_PIXELS,
  });

const unreadable = () =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', 'The image could not be read. Please upload another one.', { detected: 'corrupt' });

/** Checks an upload by its content (magic bytes), never by its name or declared type. */
export async function detectImageType(data: Uint8Array): Promise<string> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !IMAGE_TYPES.has(detected.mime)) throw unsupported(detected?.mime);
  return detected.mime;
}

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * Decodes the image (its header first: more than MAX_IMAGE_PIXELS is refused before any decoding) and
 * encodes it again in its own format: EXIF (GPS, camera), ICC, XMP and every other metadata block are
 * gone, the EXIF orientation is applied, and anything hidden after the image data is dropped.
 */
export async function reencodeImage(data: Uint8Array): Promise<{ data: Buffer; contentType: string }> {
  const contentType = await detectImageType(data);
  const input = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata(); // the header only: nothing is decoded here
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height * Math.max(1, meta.pages ?? 1) > MAX_IMAGE_PIXELS) throw tooManyPixels();
  const format = FORMATS[contentType as keyof typeof FORMATS];
  try {
    const out = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 85 })
      .toBuffer();
    return { data: out, contentType };
  } catch (e) {
    if (/pixel limit/i.test(String((e as Error)?.message))) throw tooManyPixels();
    throw unreadable();
  }
}

export class MediaService {
  constructor(private readonly ctx: Context) {}

  /**
   * Checks and re-encodes every image first, then stores them all (nothing is stored when one is
   * refused), within the account's upload rate and storage quota.
   */
  async storeImages(files: readonly Uint8Array[]): Promise<StoredMedia[]> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const max = this.ctx.app.config.maxUploadBytes;
    for (const data of files) {
      if (data.byteLength > max) throw tooLarge(max);
      if (data.byteLength === 0) throw unsupported();
    }
    await consume(this.ctx, [{ name: 'uploadAccount', key: viewer.id, points: files.length }], {
      message: () => 'Too many uploads. Please try again later.',
    });
    const images: Array<{ data: Buffer; contentType: string }> = [];
    for (const data of files) images.push(await reencodeImage(data));
    const em = this.ctx.em;
    const [{ used }] = await em
      .getConnection()
      .execute<Array<{ used: number }>>('select coalesce(sum(size), 0)::bigint::float8 as used from media where owner_id = ?', [
        viewer.id,
      ]);
    const adding = images.reduce((n, i) => n + i.data.byteLength, 0);
    if (Number(used) + adding > MEDIA_QUOTA_BYTES) {
      throw new DomainError(
        'PAYLOAD_TOO_LARGE',
        `Your uploads would exceed ${megabytes(MEDIA_QUOTA_BYTES)}. Remove some photos first.`,
        {
          reason: 'QUOTA_EXCEEDED',
        },
      );
    }
    const rows = images.map((img) =>
      em.create(MediaSchema, { contentType: img.contentType, size: img.data.byteLength, data: img.data, owner: viewer.id }),
    );
    await em.flush();
    return rows.map((m) => ({ id: m.id, url: `/media/${m.id}`, contentType: m.contentType, size: m.size }));
  }
}
