import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multer from 'multer';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppDeps, Context } from '../context.js';
import { createContext } from '../context.js';
import { DomainError, unauthenticated } from '../errors.js';
import { MediaService, quotaExceeded, tooLarge, type StoredMedia } from '../modules/media/media.service.js';
import { MediaSchema } from '../modules/media/media.entity.js';
import { logError } from '../log.js';
import { sendError } from '../http-errors.js';
import { sessionExpired } from './router.js';
import { at, first } from '../indexed.js';

export interface UploadField {
  name: string;
  maxCount: number;
}

/** What an upload middleware leaves for the route: stored media per field, in order. */
export type Uploaded = Record<string, StoredMedia[]>;
export const uploadedOf = (req: Request): Uploaded => (req as Request & { uploaded?: Uploaded }).uploaded ?? {};
export const uploadedUrls = (req: Request, ...fields: string[]) =>
  fields.flatMap((f) => uploadedOf(req)[f] ?? []).map((m) => m.url);

/** What a request's upload may still take, and how to answer at once when it may not (see `uploads`). */
interface UploadBudget {
  ctx: Context;
  dir: string;
  /** Raw bytes the account's quota has left for this request's files (read before the body). */
  quotaLeft: number;
  /** File bytes received so far (all files of the request). */
  received: number;
  /** Answers the refusal now and closes the connection: the rest of the body is never read. */
  refuse(error: unknown): void;
}
const budgets = new WeakMap<Request, UploadBudget>();

/**
 * multer's storage for uploads: before a file's first byte is read its rate-limit point is taken (429 at once); its
 * bytes then go straight to a temporary file (0600, removed when the request ends), counted as they arrive: past
 * MAX_UPLOAD_BYTES for the file, or past what the account's quota has left for the request, the answer (413) is sent
 * at once and nothing more is read. Nothing of a file is held in memory beyond the stream's buffers.
 */
function streamedStorage(maxBytes: number): multer.StorageEngine {
  let n = 0;
  return {
    _handleFile(req, file, cb) {
      const budget = budgets.get(req);
      if (!budget) return cb(new Error('upload budget missing'));
      const fail = (error: unknown) => {
        budget.refuse(error);
        file.stream.resume(); // unblock busboy; the connection closes with the answer
        cb(error instanceof Error ? error : new Error(String(error)));
      };
      new MediaService(budget.ctx).takeUploadPoint().then(
        () => {
          const path = join(budget.dir, `${process.pid}-${++n}`);
          const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
          let size = 0;
          let failed = false;
          const stop = (error: unknown) => {
            if (failed) return;
            failed = true;
            file.stream.unpipe(out);
            out.destroy();
            fail(error);
          };
          file.stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            budget.received += chunk.length;
            if (size > maxBytes) stop(tooLarge(maxBytes));
            else if (budget.received > budget.quotaLeft) stop(quotaExceeded());
          });
          file.stream.on('error', stop);
          out.on('error', stop);
          out.on('finish', () => {
            if (!failed) cb(null, { path, size });
          });
          file.stream.pipe(out);
        },
        (error: unknown) => fail(error),
      );
    },
    _removeFile(_req, file, cb) {
      rm(file.path, { force: true }).then(
        () => cb(null),
        (e: unknown) => cb(e as Error),
      );
    },
  };
}

/**
 * Multipart upload in front of a REST route: authenticates first (401 before reading files), runs `precheck`
 * (e.g. may this caller edit that pandit?), reads what the account's image quota has left, then parses the form (text
 * fields land in req.body) and stores every file as Media after checking its content; the route's GraphQL operation
 * then gets the stored URLs. A JSON request passes straight through.
 *
 * Memory is bounded whatever clients send: a body whose declared length is above what the fields (or the quota) may
 * carry is refused before it is read; each file is streamed to a temporary file, counted against the upload rate
 * (a point before its first byte) and the quota (as its bytes arrive), and cut off with 413 the moment it passes
 * MAX_UPLOAD_BYTES or the quota (the connection closes: the rest is never read); images are then decoded one per
 * decoding slot of the process (IMAGE_DECODE_CONCURRENCY) and stored one by one. When the route then fails (any
 * 4xx/5xx answer), the images stored for it are deleted again.
 */
export function uploads(
  app: AppDeps,
  fields: UploadField[],
  options: {
    required?: boolean;
    precheck?: (ctx: Context, req: Request) => Promise<unknown>;
    /** Stored as private media (documents): never served at /media/:id. */
    private?: boolean;
  } = {},
): RequestHandler {
  const total = fields.reduce((n, f) => n + f.maxCount, 0);
  const parser = multer({
    storage: streamedStorage(app.config.maxUploadBytes),
    limits: {
      // The storage engine cuts a file off itself (at once); busboy's own limit would read the rest of the body first.
      files: total,
      fields: 100,
      fieldSize: 64 * 1024,
      parts: 200,
    },
  }).fields(fields);
  // Every file at its limit plus the text fields and multipart framing.
  const FRAMING = 1024 * 1024;
  const maxBody = total * app.config.maxUploadBytes + FRAMING;

  const refuse = (message: string, meta: Record<string, unknown> = {}) => new DomainError('VALIDATION_FAILED', message, meta);

  return async (req: Request, res: Response, next: NextFunction) => {
    let ctx: Context | undefined;
    let dir: string | undefined;
    try {
      ctx = await createContext(app, req);
      res.locals.ctx = ctx;
      if (ctx.badToken) throw sessionExpired();
      if (!ctx.viewer) throw unauthenticated();
      const multipart = req.is('multipart/form-data');
      if (!multipart && options.required)
        throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
      const declared = Number(req.headers['content-length'] ?? 0);
      if (multipart && declared > maxBody)
        throw new DomainError('PAYLOAD_TOO_LARGE', tooLarge(app.config.maxUploadBytes).message);
      if (options.precheck) await options.precheck(ctx, req);
      if (!multipart) return next();

      const media = new MediaService(ctx);
      const quotaLeft = await media.quotaLeft();
      if (quotaLeft === 0 || declared > quotaLeft + FRAMING) throw quotaExceeded();
      dir = await mkdtemp(join(tmpdir(), 'mkt-upload-'));
      const budget: UploadBudget = {
        ctx,
        dir,
        quotaLeft,
        received: 0,
        refuse: (error) => answerNow(res, error, ctx?.requestId),
      };
      budgets.set(req, budget);
      await new Promise<void>((resolve, reject) =>
        parser(req, res, (err?: unknown) =>
          // A malformed multipart body (busboy's errors are plain Errors) is the client's fault.
          err
            ? reject(
                err instanceof multer.MulterError || err instanceof DomainError
                  ? err
                  : new DomainError('BAD_REQUEST', 'The multipart body could not be read.'),
              )
            : resolve(),
        ),
      );
      const files = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
      const all = fields.flatMap((f) => (files[f.name] ?? []).map((file) => ({ field: f.name, file })));
      if (options.required && all.length === 0) {
        throw refuse('Choose an image to upload.', {
          fields: { [`body.${first(fields, 'an upload field').name}`]: 'Choose an image to upload.' },
        });
      }
      const stored = await media.storeReceived(
        all.map(({ file }) => ({ path: file.path, size: file.size })),
        { private: options.private },
      );
      removeWhenRefused(app, res, stored);
      const uploaded: Uploaded = {};
      all.forEach(({ field }, i) => (uploaded[field] ??= []).push(at(stored, i, 'the stored file')));
      (req as Request & { uploaded?: Uploaded }).uploaded = uploaded;
      next();
    } catch (e) {
      answerNow(res, e instanceof multer.MulterError ? multerError(e) : e, ctx?.requestId);
    } finally {
      if (dir)
        void rm(dir, { recursive: true, force: true }).catch((e: unknown) =>
          logError(ctx?.requestId, e, 'could not remove an upload'),
        );
    }
  };

  /**
   * The error answer, once. A body not read to its end is not read further: what still arrives is discarded for a
   * moment (so the client, still sending, reads the answer before the connection closes: closing with unread data
   * would reset the connection and lose the answer), then the connection is closed.
   */
  function answerNow(res: Response, error: unknown, requestId?: string) {
    if (res.headersSent) return;
    if (!res.req.complete) lingerThenClose(res.req);
    sendError(res, error, requestId);
  }

  function multerError(e: multer.MulterError): DomainError {
    if (e.code === 'LIMIT_FILE_SIZE') return new DomainError('PAYLOAD_TOO_LARGE', tooLarge(app.config.maxUploadBytes).message);
    if (e.code === 'LIMIT_FILE_COUNT') return refuse(`At most ${total} images at a time.`);
    if (e.code === 'LIMIT_UNEXPECTED_FILE') {
      return refuse(`Unexpected file field '${e.field}'. Use: ${fields.map((f) => `'${f.name}'`).join(', ')}.`);
    }
    return refuse(e.message);
  }
}

/** How long, and how many bytes, the rest of a refused upload is discarded before its connection is closed. */
const LINGER_MS = 2000;
const LINGER_BYTES = 16 * 1024 * 1024;

function lingerThenClose(req: Request) {
  let discarded = 0;
  const close = () => {
    clearTimeout(timer);
    req.socket.destroy();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) close();
  });
  req.once('end', () => clearTimeout(timer));
  req.resume();
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
