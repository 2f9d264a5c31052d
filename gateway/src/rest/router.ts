import { Router, type Request, type Response, type RequestHandler } from 'express';
import { parse, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { AppDeps, Context } from '../context.js';
import { createContext } from '../context.js';
import { DomainError, unauthenticated } from '../errors.js';
import { sendError } from '../http-errors.js';
import { inputError } from '../request-guards.js';
import { queryCost, queryCostError } from '../http/query-cost.js';
import { adminOnlyField } from '../auth/permissions.js';
import { auditDenied } from '../modules/admin/audit.service.js';
import { JSON_ONLY, RestInput } from './coerce.js';
import { REST_LOWERCASE_FIELDS } from '@marketplace/schema/rules';
import { executeDocument, markVariablesInvalid } from '../execution.js';
import { committedAnswer } from '../http/unavailable.js';
import { REST_FIELDS, rootFieldsOf } from '../http/writes.js';
import { first } from '../indexed.js';

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
  /** Variables from the request, read through the one coercion (rest/coerce.ts); `req` for uploads. */
  variables?: (input: RestInput, req: Request) => Record<string, unknown>;
  /** The documented `data` object, from the operation's result. */
  data: (result: any, req: Request) => unknown;
  /** HTTP status on success (default 200). */
  status?: number;
  /** Extra response headers on success (a download's Content-Disposition and Cache-Control). */
  headers?: () => Record<string, string>;
  /** Answer 401 for a visitor before running the operation (routes whose operation allows visitors). */
  authenticated?: boolean;
  /** Upload middleware before the operation (multipart parsing): such routes also accept multipart bodies. A function gets the app. */
  before?: RequestHandler[] | ((app: AppDeps) => RequestHandler[]);
}

/** REST bodies keep the spec's lower-case enum values and `_id` twins of ids. */
const LOWERCASE_KEYS: ReadonlySet<string> = new Set(REST_LOWERCASE_FIELDS);

export function toWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toWire);
  // Plain objects only: a Date (an entity's timestamp) is left for JSON to write as ISO text, not walked into `{}`.
  if (value === null || typeof value !== 'object' || !isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  // for...in and no [key, value] pairs: this walks every field of every REST answer (a profile showed Object.entries).
  for (const key in value) {
    const v = value[key];
    out[key] = typeof v === 'string' ? (LOWERCASE_KEYS.has(key) ? v.toLowerCase() : v) : toWire(v);
  }
  if (typeof out.id === 'string' && !('_id' in out)) out._id = out.id;
  return out;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The 401 of a token that is invalid in any claim, expired, or whose account is gone: the client logs out (spec §4). */
export const sessionExpired = () => new DomainError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');

/** The error a REST client is told about when an operation reports several: auth first, then the first. */
function primaryError(errors: readonly GraphQLError[]): GraphQLError {
  const code = (e: GraphQLError) => e.extensions?.code;
  return (
    errors.find((e) => code(e) === 'UNAUTHENTICATED') ??
    errors.find((e) => code(e) === 'FORBIDDEN') ??
    first(errors, 'an error of the operation')
  );
}

/** As type-is decides it: a body is announced by Transfer-Encoding or a non-zero Content-Length. */
const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** 415 for a body that is neither JSON nor (on upload routes) multipart; 400 for JSON that is not an object. */
function bodyGuard(multipart: boolean): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    if (multipart && req.is('multipart/form-data')) return next();
    if (!req.is('application/json')) {
      return sendError(
        res,
        new DomainError('UNSUPPORTED_MEDIA_TYPE', multipart ? `${JSON_ONLY} Images go as multipart/form-data.` : JSON_ONLY),
      );
    }
    if (req.body !== undefined && (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body))) {
      return sendError(res, new DomainError('BAD_REQUEST', 'The request body must be a JSON object.'));
    }
    next();
  };
}

export function restRouter(app: AppDeps, schema: GraphQLSchema, routes: RestRoute[]): Router {
  const router = Router();
  for (const route of routes) {
    const document: DocumentNode = parse(route.operation);
    const [problem] = validate(schema, document);
    if (problem) throw new Error(`REST route ${route.method} ${String(route.path)}: ${problem.message}`);
    // An admin route refused before its operation runs (401) is recorded here; once it runs, the shield records it.
    const adminOnly = adminOnlyField(document) !== null;
    // For the public cache: whether this route's write may change public data (http/public-writes.ts).
    const rootFields = rootFieldsOf(document);
    const handler = async (req: Request, res: Response) => {
      res.locals[REST_FIELDS] = rootFields;
      let ctx: Context | undefined;
      try {
        ctx = (res.locals.ctx as Context | undefined) ?? (await createContext(app, req));
        if (adminOnly && (ctx.badToken || (route.authenticated && !ctx.viewer))) {
          await auditDenied(ctx, 'REST', `${req.method} ${req.route?.path ?? req.path}`);
        }
        if (ctx.badToken) throw sessionExpired();
        if (route.authenticated && !ctx.viewer) throw unauthenticated();
        const input = new RestInput(req);
        const variableValues = route.variables ? route.variables(input, req) : {};
        input.throwIfAny();
        const bad = inputError(document, variableValues);
        if (bad) throw bad;
        const { cost, variablesInvalid } = queryCost(schema, document, variableValues);
        if (variablesInvalid) markVariablesInvalid(variableValues);
        const tooCostly = queryCostError(cost);
        if (tooCostly) throw tooCostly;
        const result = await executeDocument({ schema, document, contextValue: ctx, variableValues });
        // After a committed write, parts the database could not read are null (`partial`), never a 503 (http/unavailable.ts).
        const partial = committedAnswer(ctx, result);
        if (result.errors?.length && !partial) return sendError(res, primaryError(result.errors), ctx.requestId);
        if (route.headers) res.set(route.headers());
        res
          .status(route.status ?? 200)
          .json({ success: true, data: toWire(route.data(result.data, req)), ...(partial ? { partial: true } : {}) });
      } catch (e) {
        sendError(res, e, ctx?.requestId);
      }
    };
    const before = typeof route.before === 'function' ? route.before(app) : (route.before ?? []);
    const guards = route.method === 'get' ? [] : [bodyGuard(Boolean(route.before))];
    for (const path of Array.isArray(route.path) ? route.path : [route.path]) {
      router[route.method](path, ...guards, ...before, handler);
    }
  }
  return router;
}
