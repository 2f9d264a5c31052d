import type { Request, Response } from 'express';
import type { AppDeps, Context } from '../../context.js';
import { createContext } from '../../context.js';
import { sendError } from '../../http-errors.js';

/** A private file as its service hands it out, once it has checked who may read it. */
export interface PrivateFile {
  contentType: string;
  data: Buffer;
}

/**
 * A GET route for private images (documents, proof photos, complaint attachments): `read` checks the viewer (bearer
 * token) and answers the file or fails (not found for anyone who may not see it); the answer is never stored by a
 * browser or a proxy and never shown inside another site.
 */
export function privateFileHandler(app: AppDeps, read: (ctx: Context, req: Request) => Promise<PrivateFile>) {
  return async (req: Request, res: Response) => {
    res.set('Cache-Control', 'private, no-store');
    try {
      const file = await read(await createContext(app, req), req);
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
