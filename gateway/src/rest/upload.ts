import multer from 'multer';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppDeps, Context } from '../context.js';
import { createContext } from '../context.js';
import { DomainError, unauthenticated } from '../errors.js';
import { MediaService, tooLarge, type StoredMedia } from '../modules/media/media.service.js';
import { sendError } from '../http-errors.js';
import { sessionExpired } from './router.js';

export interface UploadField {
  name: string;
  maxCount: number;
}

/** What an upload middleware leaves for the route: stored media per field, in order. */
export type Uploaded = Record<string, StoredMedia[]>;
export const uploadedOf = (req: Request): Uploaded => ((req as Request & { uploaded?: Uploaded }).uploaded ?? {});
export const uploadedUrls = (req: Request, ...fields: string[]) => fields.flatMap((f) => uploadedOf(req)[f] ?? []).map((m) => m.url);

/**
 * Multipart upload in front of a REST route: authenticates first (401 before reading files), parses
 * the form (text fields land in req.body), runs `precheck` (e.g. may this caller edit that pandit?),
 * then stores every file as Media after checking its content; the route's GraphQL operation then gets
 * the stored URLs. A JSON request passes straight through.
 */
export function uploads(
  app: AppDeps,
  fields: UploadField[],
  options: { required?: boolean; precheck?: (ctx: Context, req: Request) => Promise<unknown> } = {},
): RequestHandler {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: app.config.maxUploadBytes, files: fields.reduce((n, f) => n + f.maxCount, 0), fields: 100 },
  }).fields(fields);
  const total = fields.reduce((n, f) => n + f.maxCount, 0);

  const refuse = (message: string, meta: Record<string, unknown> = {}) => new DomainError('VALIDATION_FAILED', message, meta);

  return async (req: Request, res: Response, next: NextFunction) => {
    let ctx: Context | undefined;
    try {
      ctx = await createContext(app, req);
      res.locals.ctx = ctx;
      if (ctx.badToken) throw sessionExpired();
      if (!ctx.viewer) throw unauthenticated();
      const multipart = req.is('multipart/form-data');
      if (!multipart && options.required) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
      if (options.precheck) await options.precheck(ctx, req);
      if (!multipart) return next();

      await new Promise<void>((resolve, reject) =>
        parser(req, res, (err?: unknown) =>
          // A malformed multipart body (busboy's errors are plain Errors) is the client's fault.
          err ? reject(err instanceof multer.MulterError ? err : new DomainError('BAD_REQUEST', 'The multipart body could not be read.')) : resolve(),
        ),
      );
      const files = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
      const all = fields.flatMap((f) => (files[f.name] ?? []).map((file) => ({ field: f.name, file })));
      if (options.required && all.length === 0) {
        throw refuse('Choose an image to upload.', { fields: { [`body.${fields[0]!.name}`]: 'Choose an image to upload.' } });
      }
      const stored = await new MediaService(ctx).storeImages(all.map(({ file }) => new Uint8Array(file.buffer)));
      const uploaded: Uploaded = {};
      all.forEach(({ field }, i) => (uploaded[field] ??= []).push(stored[i]!));
      (req as Request & { uploaded?: Uploaded }).uploaded = uploaded;
      next();
    } catch (e) {
      sendError(res, e instanceof multer.MulterError ? multerError(e) : e, ctx?.requestId);
    }
  };

  function multerError(e: multer.MulterError): DomainError {
    if (e.code === 'LIMIT_FILE_SIZE') return new DomainError('PAYLOAD_TOO_LARGE', tooLarge(app.config.maxUploadBytes).message);
    if (e.code === 'LIMIT_FILE_COUNT') return refuse(`At most ${total} images at a time.`);
    if (e.code === 'LIMIT_UNEXPECTED_FILE') {
      return refuse(`Unexpected file field '${e.field}'. Use: ${fields.map((f) => `'${f.name}'`).join(', ')}.`);
    }
    return refuse(e.message);
  }
}
