import { Router, type Request, type Response, type NextFunction, type RequestHandler } from 'express';
import { execute, parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { AppDeps, Context } from '../context.js';
import { createContext } from '../context.js';
import { HTTP_STATUS, type ErrorCodeValue } from '../errors.js';
import { logError } from '../log.js';
import { REST_LOWERCASE_FIELDS } from '@marketplace/schema/rules';

/**
 * One documented /api route = one GraphQL operation run against the same schema with the caller's
 * context. Authorization, validation and business rules therefore live once, in the schema.
 */
export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express paths; several when the spec's spelling differs (e.g. /admin/userss/:id). */
  path: string | string[];
  /** A GraphQL operation (one per route). */
  operation: string;
  /** Variables from the request (params, query, body). */
  variables?: (req: Request) => Record<string, unknown>;
  /** The documented `data` object, from the operation's result. */
  data: (result: any, req: Request) => unknown;
  /** HTTP status on success (default 200). */
  status?: number;
  /** Answer 401 for a visitor before running the operation (routes whose operation allows visitors). */
  authenticated?: boolean;
  /** Middleware before the operation (multipart parsing, uploads); a function gets the app (config, orm). */
  before?: RequestHandler[] | ((app: AppDeps) => RequestHandler[]);
}

/** REST bodies keep the spec's lower-case enum values and `_id` twins of ids. */
const LOWERCASE_KEYS: ReadonlySet<string> = new Set(REST_LOWERCASE_FIELDS);

export function toWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toWire);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = LOWERCASE_KEYS.has(k) && typeof v === 'string' ? v.toLowerCase() : toWire(v);
    }
    if (typeof out.id === 'string' && !('_id' in out)) out._id = out.id;
    return out;
  }
  return value;
}

export function sendError(res: Response, code: ErrorCodeValue | string, message: string, extra: Record<string, unknown> = {}) {
  const status = HTTP_STATUS[code as ErrorCodeValue] ?? 400;
  res.status(status).json({ success: false, message, code, ...extra });
}

function firstError(errors: readonly GraphQLError[]) {
  // Prefer the most meaningful error: auth first, then domain codes.
  const order = ['UNAUTHENTICATED', 'FORBIDDEN'];
  return [...errors].sort((a, b) => {
    const ia = order.indexOf(String(a.extensions?.code));
    const ib = order.indexOf(String(b.extensions?.code));
    return (ia === -1 ? 9 : ia) - (ib === -1 ? 9 : ib);
  })[0]!;
}

export function restRouter(app: AppDeps, schema: GraphQLSchema, routes: RestRoute[]): Router {
  const router = Router();
  for (const route of routes) {
    const document: DocumentNode = parse(route.operation);
    const problems = validate(schema, document);
    if (problems.length) throw new Error(`REST route ${route.method} ${route.path}: ${problems[0]!.message}`);
    const handler = async (req: Request, res: Response, next: NextFunction) => {
      let ctx: Context | undefined;
      try {
        ctx = (res.locals.ctx as Context | undefined) ?? (await createContext(app, req));
        // A token that is invalid, expired or whose account is gone: 401, so the client logs out (spec §4).
        if (ctx.badToken) return sendError(res, 'UNAUTHENTICATED', 'Your session has expired. Please log in again.');
        if (route.authenticated && !ctx.viewer) return sendError(res, 'UNAUTHENTICATED', 'Please log in to continue.');
        const result = await execute({
          schema,
          document,
          contextValue: ctx,
          variableValues: route.variables ? route.variables(req) : {},
        });
        if (result.errors?.length) {
          const err = firstError(result.errors);
          const code = String(err.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
          if (!(code in HTTP_STATUS) || code === 'INTERNAL_SERVER_ERROR') {
            if (code === 'INTERNAL_SERVER_ERROR' || !err.extensions?.code) {
              logError(ctx.requestId, err.originalError ?? err);
              return sendError(res, 'INTERNAL_SERVER_ERROR', 'An error occurred', { requestId: ctx.requestId });
            }
          }
          const { code: _c, ...meta } = err.extensions ?? {};
          return sendError(res, code, err.message, meta);
        }
        res.status(route.status ?? 200).json({ success: true, data: toWire(route.data(result.data, req)) });
      } catch (e) {
        next(e);
      }
    };
    const before = typeof route.before === 'function' ? route.before(app) : (route.before ?? []);
    for (const path of Array.isArray(route.path) ? route.path : [route.path]) {
      router[route.method](path, ...before, handler);
    }
  }
  return router;
}
