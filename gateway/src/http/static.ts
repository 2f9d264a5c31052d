import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Response, type NextFunction } from 'express';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every file under dir, as URL paths ('/assets/index-abc.js'). */
function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '.vite' ? [] : listFiles(root, path);
    return ['/' + relative(root, path).split(sep).join('/')];
  });
}

/** A send that failed: nothing to do when the browser went away (aborted), else the error handler. */
function failed(err: (Error & { code?: string }) | undefined, res: Response, next: NextFunction) {
  if (!err || err.code === 'ECONNABORTED' || err.code === 'ECONNRESET' || res.headersSent) return;
  next(err);
}

/** The encodings a request accepts, best first among those we precompress. */
function acceptedEncodings(req: Request): Array<'br' | 'gzip'> {
  const header = String(req.headers['accept-encoding'] ?? '');
  const accepts = (name: string) => new RegExp(`(^|[,\\s])${name}(?!;q=0(\\.0*)?(,|$))`).test(header);
  return [...(accepts('br') ? ['br' as const] : []), ...(accepts('gzip') ? ['gzip' as const] : [])];
}

/**
 * Serves the built web app from `dist`: hashed files under /assets/ cached for a year (immutable), everything
 * else (index.html first) revalidated on every visit (no-cache). A file precompressed at build time
 * (web/scripts/build.mjs writes file.br and file.gz) is sent as such when the browser accepts it, with
 * Content-Encoding and Vary: Accept-Encoding. The app's pages (every other path, '/' included) are `pages`, given
 * the built index.html (http/public-pages.ts writes each page's head into it); any path they pass on falls back to
 * index.html as it is. Returns false when the app is not built.
 */
export function serveWebApp(app: Express, dist: string, pages?: (template: string) => RequestHandler): boolean {
  if (!existsSync(join(dist, 'index.html'))) return false;
  const files = new Set(listFiles(dist));
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const cacheControl = (urlPath: string) => (urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache');

  const sendPrecompressed = (req: Request, res: Response, next: NextFunction, urlPath: string) => {
    const encodings = acceptedEncodings(req);
    const hasVariant = files.has(`${urlPath}.br`) || files.has(`${urlPath}.gz`);
    if (hasVariant) res.setHeader('Vary', 'Accept-Encoding');
    const encoding = encodings.find((e) => files.has(`${urlPath}.${e === 'br' ? 'br' : 'gz'}`));
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding);
    res.type(extname(urlPath));
    res.setHeader('Cache-Control', cacheControl(urlPath));
    res.sendFile(
      join(dist, `${urlPath}.${encoding === 'br' ? 'br' : 'gz'}`),
      { cacheControl: false, lastModified: true },
      (err) => failed(err, res, next),
    );
  };

  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const urlPath = req.path === '/' && !pages ? '/index.html' : req.path;
    if (files.has(urlPath)) return sendPrecompressed(req, res, next, urlPath);
    next();
  });
  if (pages) app.use(pages(template));
  app.use(
    express.static(dist, {
      index: pages ? false : 'index.html',
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControl('/' + relative(dist, path).split(sep).join('/'))),
    }),
  );
  // Any other path is a client route: the app's page.
  app.get('/{*rest}', (req, res, next) =>
    sendPrecompressed(
      req,
      res,
      () => {
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile(join(dist, 'index.html'), { cacheControl: false }, (err) => failed(err, res, next));
      },
      '/index.html',
    ),
  );
  return true;
}
