import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { MAX_IMAGE_PIXELS } from '@marketplace/schema/rules/draft';
import sharp, { type Metadata } from 'sharp';
import exifReader from 'exif-reader';
import type { Context } from '../../context.js';
import { DomainError, unauthenticated } from '../../errors.js';
import { consume } from '../../limits/rate-limits.js';
import { Semaphore } from '../../limits/semaphore.js';
import { rawRows } from '../../db/raw.js';
import { first } from '../../indexed.js';

// Images are never processed twice: libvips' operation cache would only keep decoded pixels alive.
sharp.cache(false);

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

/** An image to check: its bytes, or the path of the temporary file an upload was streamed to. */
export type ImageSource = Uint8Array | string;

/** Checks an upload by its content (magic bytes), never by its name or declared type. */
export async function detectImageType(data: ImageSource): Promise<string> {
  const detected = typeof data === 'string' ? await fileTypeFromFile(data) : await fileTypeFromBuffer(data);
  if (!detected || !IMAGE_TYPES.has(detected.mime)) throw unsupported(detected?.mime);
  return detected.mime;
}

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * Decodes the image (its header first: more than MAX_IMAGE_PIXELS is refused before any decoding) and
 * encodes it again in its own format: EXIF (GPS, camera), ICC, XMP and every other metadata block are
 * gone, the EXIF orientation is applied, and anything hidden after the image data is dropped.
 */
export async function reencodeImage(data: ImageSource): Promise<{ data: Buffer; contentType: string }> {
  const contentType = await detectImageType(data);
  const input = typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
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
      // No optimised Huffman coding for JPEG: it holds the whole image's coefficients (measured: 200 MB against 60 MB
      // of peak memory for a 36-megapixel photo) for a file a few per cent smaller.
      .toFormat(
        format,
        format === 'png' ? { compressionLevel: 9 } : format === 'jpeg' ? { quality: 85, optimiseCoding: false } : { quality: 85 },
      )
      .toBuffer();
    return { data: out, contentType };
  } catch (e) {
    if (/pixel limit/i.test(String((e as Error)?.message))) throw tooManyPixels();
    throw unreadable();
  }
}

/** Minutes east of UTC of an EXIF offset ('+05:30'); undefined when absent or malformed. */
function offsetMinutes(offset: unknown): number | undefined {
  const m = typeof offset === 'string' ? /^([+-])(\d{2}):(\d{2})$/.exec(offset.trim()) : null;
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : undefined;
}

/**
 * When a photo was taken, from its EXIF (DateTimeOriginal, else DateTimeDigitized, with the offset the camera wrote;
 * India time when it wrote none): read before re-encoding drops the metadata. Null when the photo does not say.
 */
export async function captureTime(data: ImageSource): Promise<Date | null> {
  try {
    const input = typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const { exif } = await sharp(input, { limitInputPixels: false }).metadata();
    if (!exif) return null;
    const photo = exifReader(exif).Photo;
    const wall = photo?.DateTimeOriginal ?? photo?.DateTimeDigitized;
    if (!(wall instanceof Date) || Number.isNaN(wall.getTime())) return null;
    const offset = offsetMinutes(photo?.OffsetTimeOriginal ?? photo?.OffsetTime) ?? 330;
    // exif-reader reads the camera's wall clock as if it were UTC.
    return new Date(wall.getTime() - offset * 60_000);
  } catch {
    return null;
  }
}

/** The refusal when an account's images would pass MEDIA_QUOTA_BYTES. */
export const quotaExceeded = () =>
  new DomainError('PAYLOAD_TOO_LARGE', `Your uploads would exceed ${megabytes(MEDIA_QUOTA_BYTES)}. Remove some photos first.`, {
    reason: 'QUOTA_EXCEEDED',
  });

/** This process's decoding slots (IMAGE_DECODE_CONCURRENCY): decoded pixels are held by at most this many images. */
let decodeSlots: Semaphore | undefined;
const slots = (size: number) => (decodeSlots?.size === size ? decodeSlots : (decodeSlots = new Semaphore(size)));

/** A file an upload streamed to disk (rest/upload.ts). */
export interface ReceivedFile {
  path: string;
  size: number;
}

export class MediaService {
  constructor(private readonly ctx: Context) {}

  private viewerId(): string {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    return viewer.id;
  }

  /** Bytes the account may still add (read before an upload's body is). */
  async quotaLeft(): Promise<number> {
    const { used } = first(
      await this.ctx.em
        .getConnection()
        .execute<Array<{ used: number }>>('select coalesce(sum(size), 0)::bigint::float8 as used from media where owner_id = ?', [
          this.viewerId(),
        ]),
    );
    return Math.max(0, MEDIA_QUOTA_BYTES - Number(used));
  }

  /** Takes one point of the account's upload rate for the file about to be read (429 before its first byte). */
  async takeUploadPoint(): Promise<void> {
    await consume(this.ctx, [{ name: 'uploadAccount', key: this.viewerId(), points: 1 }], {
      message: () => 'Too many uploads. Please try again later.',
    });
  }

  /**
   * Checks and re-encodes the received files one by one, each under a decoding slot of this process, and stores each
   * at once (only one decoded image per slot is ever in memory); when one is refused, or the quota would be passed,
   * the ones stored before it are deleted again (nothing is kept of a refused upload). The upload rate was taken as
   * each file began (`takeUploadPoint`).
   */
  async storeReceived(files: readonly ReceivedFile[], options: { private?: boolean } = {}): Promise<StoredMedia[]> {
    const owner = this.viewerId();
    const max = this.ctx.app.config.maxUploadBytes;
    for (const f of files) {
      if (f.size > max) throw tooLarge(max);
      if (f.size === 0) throw unsupported();
    }
    const stored: StoredMedia[] = [];
    const decoding = slots(this.ctx.app.config.imageDecodeConcurrency);
    try {
      for (const file of files) {
        stored.push(
          await decoding.run(async () => {
            // A private photo (a document, a ceremony's proof) keeps when it was taken: read before re-encoding.
            const taken = options.private ? await captureTime(file.path) : null;
            return this.insert(owner, await reencodeImage(file.path), options.private ?? false, taken);
          }),
        );
      }
      return stored;
    } catch (e) {
      if (stored.length) await rawRows(this.ctx.app, 'delete from media where id = any(?::uuid[])', [stored.map((m) => m.id)]);
      throw e;
    }
  }

  /** One image, stored only while the owner's images stay within the quota (checked by the insert itself). */
  private async insert(
    owner: string,
    img: { data: Buffer; contentType: string },
    hidden: boolean,
    capturedAt: Date | null,
  ): Promise<StoredMedia> {
    const id = randomUUID();
    const size = img.data.byteLength;
    // Bound parameters (rawRows): the image goes to PostgreSQL as binary, not as hex text inside the statement.
    const rows = await rawRows<{ id: string }>(
      this.ctx.app,
      `insert into media (id, content_type, size, data, owner_id, private, captured_at, created_at)
       select ?::uuid, ?::text, ?::int, ?::bytea, ?::uuid, ?::boolean, ?::timestamptz, now()
       where (select coalesce(sum(size), 0) from media where owner_id = ?::uuid) + ?::bigint <= ?::bigint
       returning id`,
      [id, img.contentType, size, img.data, owner, hidden, capturedAt, owner, size, MEDIA_QUOTA_BYTES],
    );
    if (!rows.length) throw quotaExceeded();
    return { id, url: `/media/${id}`, contentType: img.contentType, size };
  }
}
