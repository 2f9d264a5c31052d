import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
import { logError } from './log.js';
import { requestIds } from './http/request-scope.js';
import { requestLog } from './http/request-log.js';
import { cors, securityHeaders } from './http/security.js';
import { jsonBodies } from './http/body-limits.js';
import { sqlStatements } from './http/sql-stats.js';
import { operationalPlugin, sendUnavailable, unavailableError } from './http/unavailable.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { draining } from './http/shutdown.js';
import { HTTP_STATUS } from './errors.js';

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
    blockFieldSuggestion: { enabled: true },
  });
  const protection = armor.protect();
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError,
    plugins: [...(protection.plugins as never[]), operationalPlugin(), ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })],
    validationRules: protection.validationRules,
    allowBatchedHttpRequests: false,
    // main.ts drains requests on SIGTERM first; Apollo's own handler would stop it and re-kill the process at once.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);

  app.use(requestIds, requestLog, draining, securityHeaders(), cors(deps.config.corsOrigins));
  if (deps.config.sqlStats) app.use(sqlStatements);
  app.use(jsonBodies());

  // Liveness (the process answers) apart from readiness (the database answers too).
  app.get(['/api/health', '/health'], (_req, res) => res.json({ status: 'OK' }));
  app.get(['/api/ready', '/ready'], async (_req: Request, res: Response) => {
    const ok = await databaseHealthy(deps.orm.em.fork());
    if (!ok) res.setHeader('Retry-After', '5');
    res.status(ok ? 200 : 503).json(ok ? { status: 'OK' } : { status: 'UNAVAILABLE', code: 'SERVICE_UNAVAILABLE', message: 'Database is not answering' });
  });

  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createContext(deps, req).catch((e: unknown) => {
          throw isDatabaseUnavailable(e) ? unavailableError() : e;
        }),
    }),
  );

  app.use('/api', restRouter(deps, schema, REST_ROUTES));
  app.use('/api', (_req, res) => sendError(res, 'NOT_FOUND', 'No such API route'));

  app.get('/media/:id', mediaHandler(deps));

  const dist = deps.config.webDist;
  if (existsSync(join(dist, 'index.html'))) {
    app.use(
      express.static(dist, {
        index: 'index.html',
        setHeaders: (res, path) => {
          res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    app.get('/{*rest}', (_req, res) => res.sendFile(join(dist, 'index.html')));
  } else {
    app.get('/', (_req, res) =>
      res.type('text').send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).'),
    );
  }

  // JSON errors, never an HTML page (bad JSON bodies included).
  app.use((err: any, req: Request, res: Response, _next: NextFunction) => {
    if (err?.type === 'entity.parse.failed') return sendError(res, 'VALIDATION_FAILED', 'Request body is not valid JSON');
    if (err?.type === 'entity.too.large') return sendError(res, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    if (isDatabaseUnavailable(err)) return sendUnavailable(res);
    const requestId = req.headers['x-request-id'] as string;
    logError(requestId, err);
    sendError(res, 'INTERNAL_SERVER_ERROR', 'An error occurred');
  });

  return { app, apollo, schema };
}
