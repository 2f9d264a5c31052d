import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type ASTVisitor,
  type DocumentNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { INTERNAL_MESSAGE, toWireError, type FieldErrors } from './errors.js';
import { validationFailed } from './validation.js';
import { sendError, sendGraphQLError } from './http-errors.js';
import { log, logError } from './log.js';
import { queryCost, queryCostError } from './http/query-cost.js';
import { markVariablesInvalid } from './execution.js';
import type { Context } from './context.js';
import { RULE_MESSAGES, hasBadCharacters, hasNul, type FieldKeys, type RuleMessageKey } from '@marketplace/schema/rules';

/**
 * Request-level guards shared by /graphql and the REST shim (which runs the same operations), so bad input
 * is a 4xx before any resolver runs.
 */

/** The rule's own message and key (schema/rules): the same answer whether a guard or an input schema refuses it. */
export const NUL_KEY = 'text.invalidCharacters' satisfies RuleMessageKey;
export const NUL_MESSAGE = RULE_MESSAGES[NUL_KEY].en;
export { hasNul };

/** `fieldKeys` for field errors that are all NUL refusals. */
export const nulKeys = (fields: FieldErrors) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, m]) => m === NUL_MESSAGE)
      .map(([p]) => [p, NUL_KEY]),
  );

/**
 * How deeply any input value may nest (arrays and objects in variables, JSON bodies, JSON arguments). Deeper is a
 * 400 before anything walks it recursively (cost counting, variable coercion, caching keys, services): 40,000
 * levels overflowed the stack of each of those.
 */
export const MAX_INPUT_DEPTH = 32;
/** At most this many problems are reported (and the walk stops there): a list of 10,000 bad strings is one answer. */
const MAX_PROBLEMS = 20;
/** Below this a double is subnormal (5e-324): PostgreSQL refuses it ('out of range for type double precision'). */
const MIN_NORMAL = 2.2250738585072014e-308;

/**
 * The one check of every value a client sends, whatever its type or route, in a few categories PostgreSQL or a
 * recursive walk would otherwise turn into a 500: text with NUL or lone surrogates (ill-formed UTF-16, in values
 * and in object keys), subnormal or non-finite numbers, nesting deeper than MAX_INPUT_DEPTH. Iterative, so the
 * value's depth cannot overflow the stack here. Adds `path → rule message key` to `out`, paths dotted from `root`.
 */
export function inputProblems(value: unknown, root: string, out: FieldKeys): void {
  const stack: Array<[unknown, string, number]> = [[value, root, 0]];
  const add = (path: string, key: RuleMessageKey) => {
    if (!(path in out)) out[path] = key;
  };
  while (stack.length && Object.keys(out).length < MAX_PROBLEMS) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (hasBadCharacters(v)) add(path, NUL_KEY);
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v) || (v !== 0 && Math.abs(v) < MIN_NORMAL)) add(path, 'number.outOfRange');
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_INPUT_DEPTH) {
        add(path, 'input.tooDeep');
        continue;
      }
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}.${i}`, depth + 1]);
      } else {
        for (const [k, item] of Object.entries(v)) {
          const at = path ? `${path}.${k}` : k;
          if (hasBadCharacters(k)) add(at, NUL_KEY);
          else stack.push([item, at, depth + 1]);
        }
      }
    }
  }
}

/** Literal arguments of a document: strings (the parser refuses lone surrogates, not NUL escapes) and numbers. */
function literalProblems(node: ValueNode, path: string, out: FieldKeys) {
  if (node.kind === Kind.STRING || node.kind === Kind.ENUM) {
    if (hasBadCharacters(node.value)) out[path] = NUL_KEY;
  } else if (node.kind === Kind.FLOAT || node.kind === Kind.INT) {
    inputProblems(Number(node.value), path, out);
  } else if (node.kind === Kind.LIST) {
    node.values.forEach((v, i) => literalProblems(v, `${path}.${i}`, out));
  } else if (node.kind === Kind.OBJECT) {
    for (const f of node.fields) literalProblems(f.value, `${path}.${f.name.value}`, out);
  }
}

/** VALIDATION_FAILED (400) for the problems `inputProblems` found, or null. */
export function inputProblemsError(fieldKeys: FieldKeys): GraphQLError | null {
  if (!Object.keys(fieldKeys).length) return null;
  return validationFailed(fieldKeys, { http: { status: 400 } });
}

/**
 * Every variable and every literal argument of an operation through `inputProblems` (NUL, lone surrogates,
 * subnormal numbers, depth), whatever its type (search and filter arguments included): /graphql and the REST shim
 * alike. Field paths are rooted at the variable or argument name. (A document's own nesting is bounded by its
 * token limit.)
 */
export function inputError(document: DocumentNode, variables: Record<string, unknown> | undefined | null): GraphQLError | null {
  const fields: FieldKeys = {};
  inputProblems(variables ?? {}, '', fields);
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION && def.kind !== Kind.FRAGMENT_DEFINITION) continue;
    for (const v of (def.kind === Kind.OPERATION_DEFINITION && def.variableDefinitions) || []) {
      if (v.defaultValue) literalProblems(v.defaultValue, v.variable.name.value, fields);
    }
    const stack = [def.selectionSet];
    while (stack.length) {
      for (const sel of stack.pop()!.selections) {
        if (sel.kind === Kind.FIELD) for (const arg of sel.arguments ?? []) literalProblems(arg.value, arg.name.value, fields);
        if ('selectionSet' in sel && sel.selectionSet) stack.push(sel.selectionSet);
      }
    }
  }
  return inputProblemsError(fields);
}

/**
 * Express, right after the JSON body parser: every JSON body (REST and /graphql) and a GET /graphql's `variables`
 * and `extensions` through `inputProblems`, before anything else reads them (the cost counter, the public-answer
 * cache's key, Apollo, the REST shim). Answers 400 VALIDATION_FAILED in the envelope of the path's API; paths are
 * `body.…` on REST and rooted at the variable's name on /graphql.
 */
export function inputGuard(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const graphql = req.path === '/graphql';
    const fields: FieldKeys = {};
    if (req.body && typeof req.body === 'object') {
      if (graphql && !Array.isArray(req.body)) {
        const { variables, ...rest } = req.body as Record<string, unknown>;
        inputProblems(variables, '', fields);
        inputProblems(rest, '', fields);
      } else inputProblems(req.body, 'body', fields);
    }
    if (graphql && req.method === 'GET') {
      for (const name of ['variables', 'extensions']) {
        const text = (req.query as Record<string, unknown>)[name];
        if (typeof text !== 'string') continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          continue; // Apollo answers 400 for JSON it cannot parse
        }
        inputProblems(parsed, name === 'variables' ? '' : name, fields);
      }
    }
    const error = inputProblemsError(fields);
    if (!error) return next();
    if (graphql) return sendGraphQLError(res, error);
    sendError(res, error);
  };
}

/** The schema has no subscriptions (and graphql-js would fail them as an internal error): refuse them as a bad request. */
export function NoSubscriptionsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation === OperationTypeNode.SUBSCRIPTION) {
        context.reportError(new GraphQLError('Subscriptions are not supported by this API.', { nodes: [node] }));
      }
    },
  };
}

/**
 * /graphql: bad input (inputError) refused before execution; unexpected errors logged with the request id, which the
 * masked error then carries (formatError does the masking, from the one mapping in errors.ts).
 */
export function guardPlugin(): ApolloServerPlugin<Context> {
  return {
    // No context: a token that is invalid, expired or revoked (an everyday 401: one info line, no stack), the database
    // not answering (a warning), or something unexpected (logged with its stack).
    async contextCreationDidFail({ error }) {
      const wire = toWireError(error);
      if (wire.internal) logError('graphql-context', error);
      else log[wire.code === 'SERVICE_UNAVAILABLE' ? 'warn' : 'info']({ code: wire.code }, 'request refused before execution');
    },
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, schema, operationName }) {
          const error = inputError(document, request.variables);
          if (error) throw error;
          const { cost, variablesInvalid } = queryCost(schema, document, request.variables, operationName);
          if (variablesInvalid) markVariablesInvalid(request.variables);
          const tooCostly = queryCostError(cost);
          if (tooCostly) throw tooCostly;
        },
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            if (toWireError(error).internal) logError(contextValue?.requestId ?? 'graphql', error.originalError ?? error);
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors || !contextValue?.requestId) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((e) =>
            e.extensions?.code === 'INTERNAL_SERVER_ERROR' && e.message === INTERNAL_MESSAGE
              ? { ...e, extensions: { ...e.extensions, requestId: contextValue.requestId } }
              : e,
          );
        },
      };
    },
  };
}
