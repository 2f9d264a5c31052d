import type { Request, Response } from 'express';
import type { AppDeps } from '../../context.js';
import { MediaSchema } from './media.entity.js';
import { notFound } from '../../errors.js';
import { isUuid } from '@marketplace/schema/rules';
import { sendError } from '../../http-errors.js';

/** GET /media/:id — images kept in PostgreSQL; immutable, so any instance can serve and cache them. */
export function mediaHandler(app: AppDeps) {
  return async (req: Request, res: Response) => {
    const id = String(req.params.id ?? '');
    if (!isUuid(id)) return sendError(res, notFound('Image'));
    if (req.headers['if-none-match'] === `"${id}"`) return res.status(304).end();
    const em = app.orm.em.fork();
    const media = await em.findOne(MediaSchema, { id, private: false }, { populate: ['data'] });
    if (!media) return sendError(res, notFound('Image'));
    res.set({
      'Content-Type': media.contentType,
      'Content-Length': String(media.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${id}"`,
      'X-Content-Type-Options': 'nosniff',
      // Partner sites may show our pandits' photos.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    res.end(Buffer.from(media.data as Uint8Array));
  };
}
