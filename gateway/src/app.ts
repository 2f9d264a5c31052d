import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError } from 'graphql';
import { buildSchema } from './schema.js';
import { createContext, type AppDeps, type Context } from './context.js';
import { restRouter } from './rest/router.js';
import { sendError, sendGraphQLError } from './http-errors.js';
import { REST_ROUTES } from './rest/routes/index.js';
import { mediaHandler } from './modules/media/media.routes.js';
import { databaseHealthy } from './modules/health.resolvers.js';
import { sqlScope } from './db/sql-counter.js';
import { DomainError, notFound, toWireError } from './errors.js';
import { NoSubscriptionsRule, guardPlugin } from './request-guards.js';
import { JSON_ONLY } from './rest/coerce.js';

/** Every GraphQL error on the wire: a code from the SDL's ErrorCode (one mapping, errors.ts); unexpected ones masked. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const wire = toWireError(error);
  if (wire.internal) return { message: wire.message, locations: formatted.locations, path: formatted.path, extensions: { code: wire.code } };
  return { ...formatted, message: wire.message, extensions: { ...wire.meta, code: wire.code } };
}

export async function createApp(deps: AppDeps) {
  const schema = buildSchema();
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    costLimit: { maxCost: 20000 },
    maxAliases: { n: 20 },
    maxDirectives: { n: 20 },
    // armor's maxTokens answers 500 on Apollo Server 5; Apollo's parseOptions.maxTokens answers 400 (below).
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError,
    parseOptions: { maxTokens: 3000 },
    plugins: [
      ...(protection.plugins as never[]),
      guardPlugin(),
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false }),
    ],
    validationRules: [...protection.validationRules, NoSubscriptionsRule],
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

  app.use(express.json({ limit: '2mb' }));

  const health = async (_req: Request, res: Response) => {
    const ok = await databaseHealthy(deps.orm.em.fork());
    res.status(ok ? 200 : 503).json(ok ? { status: 'OK' } : { status: 'UNAVAILABLE', message: 'Database is not answering' });
  };
  app.get(['/api/health', '/health'], health);

  // Apollo needs a parsed JSON body for POST (otherwise it answers 500 with text).
  app.post('/graphql', (req, res, next) =>
    req.is('application/json') ? next() : sendGraphQLError(res, new DomainError('UNSUPPORTED_MEDIA_TYPE', JSON_ONLY)),
  );
  app.use(
    '/graphql',
    expressMiddleware(apollo, { context: async ({ req }) => createContext(deps, req) }),
  );

  app.use('/api', restRouter(deps, schema, REST_ROUTES));
  app.use('/api', (_req, res) => sendError(res, notFound('API route')));

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

  // JSON errors, never an HTML page (bad JSON bodies included), in the envelope of the path's API.
  app.use((err: any, req: Request, res: Response, _next: NextFunction) => {
    const error =
      err?.type === 'entity.parse.failed'
        ? new DomainError('BAD_REQUEST', 'Request body is not valid JSON')
        : err?.type === 'entity.too.large'
          ? new DomainError('PAYLOAD_TOO_LARGE', 'Request body is too large')
          : err?.type === 'encoding.unsupported' || err?.type === 'charset.unsupported'
            ? new DomainError('UNSUPPORTED_MEDIA_TYPE', String(err.message))
            : err;
    const requestId = String(req.headers['x-request-id'] ?? '').slice(0, 64) || randomUUID();
    if (req.path === '/graphql') return sendGraphQLError(res, error, requestId);
    sendError(res, error, requestId);
  });

  return { app, apollo, schema };
}
