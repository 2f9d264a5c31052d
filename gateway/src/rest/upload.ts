import multer from 'multer';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppDeps, Context } from '../context.js';
import { createContext } from '../context.js';
import { DomainError, unauthenticated } from '../errors.js';
import { MediaService, tooLarge, type StoredMedia } from '../modules/media/media.service.js';
import { MediaSchema } from '../modules/media/media.entity.js';
import { logError } from '../log.js';
import { sendError } from '../http-errors.js';
import { sessionExpired } from './router.js';

export interface UploadField {
  name: string;
  maxCount: number;
}

/** What an upload middleware leaves for the route: stored media per field, in order. */
export type Uploaded = Record<string, StoredMedia[]>;
export const uploadedOf = (req: Request): Uploaded => (req as Request & { uploaded?: Uploaded }).uploaded ?? {};
export const uploadedUrls = (req: Request, ...fields: string[]) =>
  fields.flatMap((f) => uploadedOf(req)[f] ?? []).map((m) => m.url);

/**
 * Multipart upload in front of a REST route: authenticates first (401 before reading files), parses
 * the form (text fields land in req.body), runs `precheck` (e.g. may this caller edit that pandit?),
 * then stores every file as Media after checking its content; the route's GraphQL operation then gets
 * the stored URLs. A JSON request passes straight through.
 *
 * Memory: a body whose declared length is above what the fields may carry is refused before it is
 * read; each file is streamed into memory only up to maxUploadBytes (multer stops and drains the rest).
 * When the route then fails (any 4xx/5xx answer), the images stored for it are deleted again.
 */
export function uploads(
  app: AppDeps,
  fields: UploadField[],
  options: { required?: boolean; precheck?: (ctx: Context, req: Request) => Promise<unknown> } = {},
): RequestHandler {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: app.config.maxUploadBytes,
      files: fields.reduce((n, f) => n + f.maxCount, 0),
      fields: 100,
      fieldSize: 64 * 1024,
      parts: 200,
    },
  }).fields(fields);
  const total = fields.reduce((n, f) => n + f.maxCount, 0);
  // Every file at its limit plus the text fields and multipart framing.
  const maxBody = total * app.config.maxUploadBytes + 1024 * 1024;

  const refuse = (message: string, meta: Record<string, unknown> = {}) => new DomainError('VALIDATION_FAILED', message, meta);

  return async (req: Request, res: Response, next: NextFunction) => {
    let ctx: Context | undefined;
    try {
      ctx = await createContext(app, req);
      res.locals.ctx = ctx;
      if (ctx.badToken) throw sessionExpired();
      if (!ctx.viewer) throw unauthenticated();
      const multipart = req.is('multipart/form-data');
      if (!multipart && options.required)
        throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
      if (multipart && Number(req.headers['content-length'] ?? 0) > maxBody) {
        res.setHeader('Connection', 'close');
        throw new DomainError('PAYLOAD_TOO_LARGE', tooLarge(app.config.maxUploadBytes).message);
      }
      if (options.precheck) await options.precheck(ctx, req);
      if (!multipart) return next();

      await new Promise<void>((resolve, reject) =>
        parser(req, res, (err?: unknown) =>
          // A malformed multipart body (busboy's errors are plain Errors) is the client's fault.
          err
            ? reject(
                err instanceof multer.MulterError ? err : new DomainError('BAD_REQUEST', 'The multipart body could not be read.'),
              )
            : resolve(),
        ),
      );
      const files = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
      const all = fields.flatMap((f) => (files[f.name] ?? []).map((file) => ({ field: f.name, file })));
      if (options.required && all.length === 0) {
        throw refuse('Choose an image to upload.', { fields: { [`body.${fields[0].name}`]: 'Choose an image to upload.' } });
      }
      const stored = await new MediaService(ctx).storeImages(all.map(({ file }) => new Uint8Array(file.buffer)));
      for (const f of all) f.file.buffer = Buffer.alloc(0); // the originals are no longer needed
      removeWhenRefused(app, res, stored);
      const uploaded: Uploaded = {};
      all.forEach(({ field }, i) => (uploaded[field] ??= []).push(stored[i]));
      (req as Request & { uploaded?: Uploaded }).uploaded = uploaded;
      next();
    } catch (e) {
      // Stop reading the rest of an oversized (possibly chunked, undeclared) body: close the connection.
      if (e instanceof multer.MulterError && e.code === 'LIMIT_FILE_SIZE') res.setHeader('Connection', 'close');
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

/**
 * A request that stored images and then failed (e.g. the photo limit or a validation error) leaves no
 * image behind: its JSON error answer is sent once the images are deleted again.
 */
function removeWhenRefused(app: AppDeps, res: Response, stored: StoredMedia[]) {
  if (!stored.length) return;
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    if (res.statusCode < 400) return json(body);
    app.orm.em
      .fork()
      .nativeDelete(MediaSchema, { id: { $in: stored.map((m) => m.id) } })
      .catch((e: unknown) => logError(undefined, e, 'could not remove the images of a refused upload'))
      .finally(() => json(body));
    return res;
  };
}
