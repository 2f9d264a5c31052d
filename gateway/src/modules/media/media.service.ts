import { fileTypeFromBuffer } from 'file-type';
import type { Context } from '../../context.js';
import { DomainError, unauthenticated } from '../../errors.js';
import { MediaSchema } from './media.entity.js';

/** Raster images a browser shows safely. SVG (scriptable) and everything else is refused. */
export const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

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
  new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG, WebP or GIF images can be uploaded.', {
    detected: detected ?? 'unknown',
  });

/** Checks an upload by its content (magic bytes), never by its name or declared type. */
export async function detectImageType(data: Uint8Array): Promise<string> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !IMAGE_TYPES.has(detected.mime)) throw unsupported(detected?.mime);
  return detected.mime;
}

export class MediaService {
  constructor(private readonly ctx: Context) {}

  /** Validates every image first, then stores them all (nothing is stored when one is refused). */
  async storeImages(files: readonly Uint8Array[]): Promise<StoredMedia[]> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const max = this.ctx.app.config.maxUploadBytes;
    const types: string[] = [];
    for (const data of files) {
      if (data.byteLength > max) throw tooLarge(max);
      if (data.byteLength === 0) throw unsupported();
      types.push(await detectImageType(data));
    }
    const em = this.ctx.em;
    const rows = files.map((data, i) =>
      em.create(MediaSchema, { contentType: types[i]!, size: data.byteLength, data: Buffer.from(data), owner: viewer.id }),
    );
    await em.flush();
    return rows.map((m) => ({ id: m.id, url: `/media/${m.id}`, contentType: m.contentType, size: m.size }));
  }
}
