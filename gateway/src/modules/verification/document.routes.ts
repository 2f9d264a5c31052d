import type { Request, Response } from 'express';
import type { AppDeps } from '../../context.js';
import { createContext } from '../../context.js';
import { sendError } from '../../http-errors.js';
import { DocumentService } from './document.service.js';

/**
 * GET /api/documents/:id — a document's image for its pandit or an admin (bearer token), audited; never stored by a
 * browser or a proxy (personal data), never shown inside another site.
 */
export function documentFileHandler(app: AppDeps) {
  return async (req: Request, res: Response) => {
    res.set('Cache-Control', 'private, no-store');
    try {
      const ctx = await createContext(app, req);
      const file = await new DocumentService(ctx).file(String(req.params.id ?? ''));
      res.set({
        'Content-Type': file.contentType,
        'Content-Length': String(file.data.byteLength),
        'Content-Disposition': 'inline',
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
      res.end(file.data);
    } catch (e) {
      sendError(res, e);
    }
  };
}
