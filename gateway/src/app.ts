import express, { type NextFunction, type Request, type Response } from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { buildSchema } from './schema.js';
import { createContext, type AppDeps, type Context } from './context.js';
import { restRouter, sendError } from './rest/router.js';
import { REST_ROUTES } from './rest/routes/index.js';
import { mediaHandler } from './modules/media/media.routes.js';
import { databaseHealthy } from './modules/health.resolvers.js';
import { sqlScope } from './db/sql-counter.js';
import { logError } from './log.js';
import { HTTP_STATUS } from './errors.js';
import { serveWebApp } from './http/static.js';
import { publicAnswers } from './http/public-cache.js';
import compression from 'compression';

/** Codes a client may see as they are; anything else is masked. */
const PUBLIC_CODES = new Set([
  ...Object.keys(HTTP_STATUS).filter((c) => c !== 'INTERNAL_SERVER_ERROR'),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? '');
  if (PUBLIC_CODES.has(code)) return formatted;
  const original = (error as GraphQLError)?.originalError ?? error;
  // graphql-armor and parse errors carry no code but are safe to show.
  if (!code && !(original instanceof Error && original.constructor !== GraphQLError && original !== error)) {
    return { ...formatted, extensions: { ...formatted.extensions, code: 'GRAPHQL_VALIDATION_FAILED' } };
  }
  logError('graphql', original);
  return { message: 'An unexpected error occurred. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

export async function createApp(deps: AppDeps) {
  const schema = buildSchema();
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    costLimit: { maxCost: 20000 },
    maxAliases: { n: 20 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 3000 },
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError,
    plugins: [...(protection.plugins as never[]), ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })],
    validationRules: protection.validationRules,
    allowBatchedHttpRequests: false,
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  // Count SQL statements per request; exposed as a header for the benchmark.
  app.use((_req, res, next) => {
    const scope = { statements: 0 };
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: any[]) {
      if (!res.headersSent) res.setHeader('X-Sql-Statements', String(scope.statements));
      return writeHead.apply(this, args as never);
    } as typeof res.writeHead;
    sqlScope.run(scope, () => next());
  });

  app.use(compression()); // API answers (and any asset without a precompressed twin) gzip/brotli on the fly
  app.use(express.json({ limit: '2mb' }));

  const health = async (_req: Request, res: Response) => {
    const ok = await databaseHealthy(deps.orm.em.fork());
    res.status(ok ? 200 : 503).json(ok ? { status: 'OK' } : { status: 'UNAVAILABLE', message: 'Database is not answering' });
  };
  app.get(['/api/health', '/health'], health);
  app.use(['/graphql', '/api'], publicAnswers(deps)); // visitors' answers cached until a write (http/public-cache.ts)

  app.use(
    '/graphql',
    expressMiddleware(apollo, { context: async ({ req }) => createContext(deps, req) }),
  );

  app.use('/api', restRouter(deps, schema, REST_ROUTES));
  app.use('/api', (_req, res) => sendError(res, 'NOT_FOUND', 'No such API route'));

  app.get('/media/:id', mediaHandler(deps));

  if (!serveWebApp(app, deps.config.webDist)) {
    app.get('/', (_req, res) =>
      res.type('text').send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).'),
    );
  }

  // JSON errors, never an HTML page (bad JSON bodies included).
  app.use((err: any, req: Request, res: Response, _next: NextFunction) => {
    if (err?.type === 'entity.parse.failed') return sendError(res, 'VALIDATION_FAILED', 'Request body is not valid JSON');
    if (err?.type === 'entity.too.large') return sendError(res, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    const requestId = (req.headers['x-request-id'] as string) ?? 'rest';
    logError(requestId, err);
    sendError(res, 'INTERNAL_SERVER_ERROR', 'An error occurred', { requestId });
  });

  return { app, apollo, schema };
}
