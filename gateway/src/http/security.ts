import helmet from 'helmet';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Where Apollo Sandbox (the `/graphql` landing page a browser gets) loads its code, styles and frames from. */
export const SANDBOX_HOSTS = {
  script: [
    'https://embeddable-sandbox.cdn.apollographql.com',
    'https://apollo-server-landing-page.cdn.apollographql.com',
    'https://embeddable-explorer.cdn.apollographql.com',
  ],
  style: [
    'https://embeddable-sandbox.cdn.apollographql.com',
    'https://apollo-server-landing-page.cdn.apollographql.com',
    'https://embeddable-explorer.cdn.apollographql.com',
    'https://fonts.googleapis.com',
  ],
  font: ['https://fonts.gstatic.com'],
  img: ['https://apollo-server-landing-page.cdn.apollographql.com'],
  frame: ['https://sandbox.embed.apollographql.com', 'https://explorer.embed.apollographql.com'],
};

const COMMON = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  connectSrc: ["'self'"],
  // Not upgrade-insecure-requests: the product is also served over plain http on localhost.
  upgradeInsecureRequests: null,
};

/** Razorpay's checkout (its own script, frames and calls), allowed only when Razorpay is configured. */
export const RAZORPAY_HOSTS = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/**
 * The web app: no inline script at all (the server render's state is JSON, `type="application/json"`, never run);
 * inline style attributes are allowed (Mantine sets some); images may be our media,
 * data/blob URLs (previews) or https (pandit photo URLs).
 */
const appHelmet = (razorpay: boolean) =>
  helmet({
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...COMMON,
        connectSrc: ["'self'", ...(razorpay ? RAZORPAY_HOSTS.connect : [])],
        scriptSrc: ["'self'", ...(razorpay ? RAZORPAY_HOSTS.script : [])],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: razorpay ? RAZORPAY_HOSTS.frame : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
  });

/**
 * `/graphql`: Apollo Sandbox's landing page comes from Apollo's CDN and carries its own nonce-based
 * CSP in a meta tag; a browser enforces both policies, so inline script here still needs that nonce.
 */
const sandboxHeaders = helmet({
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...COMMON,
      scriptSrc: ["'self'", "'unsafe-inline'", ...SANDBOX_HOSTS.script],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'", ...SANDBOX_HOSTS.style],
      imgSrc: ["'self'", 'data:', ...SANDBOX_HOSTS.img],
      fontSrc: ["'self'", ...SANDBOX_HOSTS.font],
      manifestSrc: ["'self'", ...SANDBOX_HOSTS.img],
      frameSrc: SANDBOX_HOSTS.frame,
    },
  },
});

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What a helmet middleware does to every answer, recorded once: its policies hold no per-request value (no nonce),
 * so the headers are the same each time and setting them from a list spares helmet's dozen middleware calls and the
 * policy strings it builds per request (a profile showed it at ~3% of a public list's CPU).
 */
function recorded(middleware: RequestHandler): { set: Array<[string, string]>; removed: string[] } {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
    getHeader: () => undefined,
  };
  let done = false;
  void middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, () => void (done = true));
  if (!done) throw new Error('helmet did not call next() synchronously; its headers cannot be recorded');
  return { set, removed };
}

function applying(headers: { set: Array<[string, string]>; removed: string[] }) {
  return (res: Response) => {
    for (const name of headers.removed) res.removeHeader(name);
    for (const [name, value] of headers.set) res.setHeader(name, value);
  };
}

/** Security headers on every answer; HSTS only over HTTPS (directly or through a trusted proxy's X-Forwarded-Proto). */
export function securityHeaders(options: { razorpay?: boolean } = {}): RequestHandler {
  const app = applying(recorded(appHelmet(Boolean(options.razorpay))));
  const sandbox = applying(recorded(sandboxHeaders));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    (req.path === '/graphql' || req.path.startsWith('/graphql/') ? sandbox : app)(res);
    next();
  };
}

const ALLOW_HEADERS = 'Content-Type, Authorization, Idempotency-Key, X-Request-Id, Apollo-Require-Preflight';

/**
 * CORS from an allowlist (CORS_ORIGINS). An allowed origin gets its own origin back; any other gets no
 * CORS headers, so browsers keep the answer from it. Bearer tokens, no cookies: no credentials mode.
 */
export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (!origin) return next();
    res.vary('Origin');
    const ok = allowed.has(origin);
    if (ok) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id, Retry-After');
    }
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      if (ok) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        res.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS);
        res.setHeader('Access-Control-Max-Age', '600');
      }
      return res.status(204).end();
    }
    next();
  };
}
