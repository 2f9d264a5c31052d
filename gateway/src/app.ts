import express, { type NextFunction, type Request, type Response } from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLFormattedError } from 'graphql';
import { buildSchema } from './schema.js';
import { compiledGateway } from './execution.js';
import { createGraphQLContext, type AppDeps, type Context } from './context.js';
import { restRouter } from './rest/router.js';
import { sendError, sendGraphQLError } from './http-errors.js';
import { REST_ROUTES } from './rest/routes/index.js';
import { mediaHandler } from './modules/media/media.routes.js';
import { documentFileHandler } from './modules/verification/document.routes.js';
import { taxDocumentHandler } from './modules/ledger/tax-document.js';
import { proofPhotoHandler } from './modules/booking/proof.routes.js';
import { complaintAttachmentHandler } from './modules/complaint/complaint.routes.js';
import { databaseHealthy } from './modules/health.resolvers.js';
import { DomainError, notFound, toWireError } from './errors.js';
import { NoSubscriptionsRule, guardPlugin, inputGuard } from './request-guards.js';
import { JSON_ONLY } from './rest/coerce.js';
import { logError } from './log.js';
import { currentRequest, requestIds } from './http/request-scope.js';
import { requestLog } from './http/request-log.js';
import { cors, securityHeaders } from './http/security.js';
import { jsonBodies } from './http/body-limits.js';
import { sqlStatements } from './http/sql-stats.js';
import { operationalPlugin, unavailableError } from './http/unavailable.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { draining, requestsStarted } from './http/shutdown.js';
import { serveWebApp } from './http/static.js';
import { publicAnswers } from './http/public-cache.js';
import { mountShareCards } from './http/share-cards.js';
import { mountPublicPages, publicPages } from './http/public-pages.js';
import { serverRender } from './http/server-render.js';
import { inlineStylesheets, pageStyles } from './http/page-styles.js';
import { PublicData } from './db/public-data.js';
import { graphqlHandler } from './http/graphql-handler.js';
import { apiAccess, restCacheHeaders } from './http/api-access.js';
import { replicaReads } from './http/read-your-writes.js';
import compression from 'compression';
import { sessionRoutes } from './auth/session-routes.js';
import { registerRetention } from './modules/privacy/retention.js';
import { MessageWorker, installEventRecorder } from './modules/messages/outbox.js';
import { withComplaintJobs } from './modules/complaint/complaint.service.js';
import { GUARANTEE_SWEEP_MS, GuaranteeService } from './modules/booking/guarantee.service.js';
import { RAZORPAY_WEBHOOK_PATH, razorpayWebhook } from './modules/payment/razorpay-webhook.js';
import { SMS_WEBHOOK_PATH, WHATSAPP_WEBHOOK_PATH, smsWebhook, whatsappWebhook } from './modules/messages/inbound.js';
import { razorpayEnabled } from './modules/payment/razorpay.js';
import { RAZORPAYX_WEBHOOK_PATH, payoutRoutes, razorpayXWebhook } from './modules/payout/payout.routes.js';
import { RELEASE_EVERY_MS, releaseDue } from './modules/payout/release.js';
import { countError, requestMetrics } from './http/metrics.js';
import { ceremonyList } from './modules/ceremony/ceremony.catalog.js';

/** Every GraphQL error on the wire: a code from the SDL's ErrorCode (one mapping, errors.ts); unexpected ones masked. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const wire = toWireError(error);
  countError(wire.code);
  if (wire.internal) logError(currentRequest()?.requestId, (error as { originalError?: unknown })?.originalError ?? error);
  if (wire.internal)
    return { message: wire.message, locations: formatted.locations, path: formatted.path, extensions: { code: wire.code } };
  return { ...formatted, message: wire.message, extensions: { ...wire.meta, code: wire.code } };
}

/**
 * What Express itself refuses as the client's fault, in one place for every route: a path parameter whose
 * percent-encoding does not decode (`/media/%E0%A4%A`, `/api/pandits/%ED%A0%80`: the router's decodeURIComponent
 * throws a URIError with status 400) and any other error it marks 4xx. Anything else stays as it is (a 500).
 */
type ExpressError = { type?: string; message?: string; status?: unknown } | undefined;
function clientError(err: ExpressError): unknown {
  if (err instanceof URIError)
    return new DomainError('BAD_REQUEST', 'The path is not valid: a percent-encoding does not decode.');
  const status = err?.status;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new DomainError(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', 'The request is not valid.');
  return err;
}

/**
 * `req.is('application/json')` for the GraphQL POST gate, without type-is (a profile showed it at 4% of a request's
 * CPU): a body (a length or a chunked transfer) whose media type, parameters aside, is application/json.
 */
const JSON_MEDIA_TYPE = /^\s*application\/json\s*(;|$)/i;
function isJsonBody(req: Request): boolean {
  const hasBody = req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length']));
  return hasBody && JSON_MEDIA_TYPE.test(req.headers['content-type'] ?? '');
}

/** A gateway (its Express app and Apollo server) on a database; each has its own caches of public data. */
export async function createApp(input: Omit<AppDeps, 'publicData'>) {
  const deps: AppDeps = { ...input, publicData: new PublicData(input.orm) };
  // The ceremonies' names and aliases, which search reads without a statement (modules/ceremony/ceremony.catalog.ts).
  await ceremonyList(deps);
  const schema = buildSchema();
  // Messages (issue #15): events go to the outbox with each change; this process's worker delivers them
  // (MESSAGES_WORKER=off leaves delivery to other processes). It stops with Apollo (main.ts and the tests).
  installEventRecorder();
  // The complaint desk's sweeps (issue #35) run on it: closing resolved tickets, the grievance officer's daily digest.
  const messages = withComplaintJobs(new MessageWorker(deps.orm, deps.config.messages, undefined, requestsStarted));
  // The guarantee's sweep (issue #34): requests nobody answered are offered to substitutes, or end, each minute.
  messages.also('guarantee', GUARANTEE_SWEEP_MS, GuaranteeService.job(deps));
  // A person's data (issue #35, decision 0069): erasures after the grace, ended tokens, old message texts, declined
  // applications' photos; hourly, by the worker's clock (modules/privacy/retention.ts).
  registerRetention(messages);
  // Payouts (issue #36, decision 0073): shares confirmed, or 72 hours completed without an open complaint, become available.
  messages.also('payout-release', RELEASE_EVERY_MS, releaseDue);
  if (deps.config.messages.worker) messages.start();
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    // armor's cost ignores list sizes: http/query-cost.ts counts them (request-guards.ts, 400 before execution).
    costLimit: { enabled: false },
    maxAliases: { n: 20 },
    maxDirectives: { n: 20 },
    // armor's maxTokens answers 500 on Apollo Server 5; Apollo's parseOptions.maxTokens answers 400 (below).
    maxTokens: { enabled: false },
    // No "Did you mean ...?" suggestions in errors: they map the schema for a prober.
    blockFieldSuggestion: { enabled: true },
  });
  const protection = armor.protect();
  const access = apiAccess(deps, schema);
  const apollo = new ApolloServer<Context>({
    gateway: compiledGateway(schema), // the schema, executed compiled once a document repeats (execution.ts)
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    formatError,
    parseOptions: { maxTokens: 3000 },
    plugins: [
      ...(protection.plugins as never[]),
      guardPlugin(),
      operationalPlugin(),
      {
        async serverWillStart() {
          return {
            async serverWillStop() {
              await messages.stop();
              messages.close();
              await access.flushCharges(); // the cost charges gathered in the last window
            },
          };
        },
      },
      // No schema polling: each introspection costs about 2,000 points (http/query-cost.ts); the page introspects once per load.
      ApolloServerPluginLandingPageLocalDefault({
        embed: { initialState: { pollForSchemaUpdates: false } },
        includeCookies: false,
      }),
      // No @cacheControl hints are used (visitors' answers are cached by http/public-cache.ts): without this
      // Apollo wraps every field resolver to collect hints, a cost per field per row.
      ApolloServerPluginCacheControlDisabled(),
    ],
    validationRules: [...protection.validationRules, NoSubscriptionsRule],
    allowBatchedHttpRequests: false,
    // Automatic persisted queries, in the store http/api-access.ts costs hash-only requests from (per process).
    persistedQueries: { cache: access.persistedQueries, ttl: null },
    // main.ts drains requests on SIGTERM first; Apollo's own handler would stop it and re-kill the process at once.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);

  app.use(
    requestMetrics(REST_ROUTES.flatMap((r) => r.path)),
    requestIds,
    requestLog,
    draining,
    securityHeaders({ razorpay: razorpayEnabled(deps.config.razorpay) }),
    cors(deps.config.corsOrigins),
  );
  if (deps.config.sqlStats) app.use(sqlStatements);
  // Razorpay's webhook reads its RAW body (the signature covers the exact bytes): before the JSON parser.
  const webhookSecret = deps.config.razorpay.webhookSecret;
  if (webhookSecret) app.post(RAZORPAY_WEBHOOK_PATH, ...razorpayWebhook(deps, webhookSecret));
  // RazorpayX's payout webhook likewise (its own secret).
  const payoutSecret = deps.config.payouts.razorpayx.webhookSecret;
  if (payoutSecret) app.post(RAZORPAYX_WEBHOOK_PATH, ...razorpayXWebhook(deps, payoutSecret));
  // WhatsApp's inbound webhook (STOP) likewise reads its raw body; only with the Cloud API and its app secret.
  const wa = deps.config.messages.whatsapp;
  if (deps.config.messages.whatsappProvider === 'cloud' && wa.appSecret) {
    const hook = whatsappWebhook(deps.orm, { appSecret: wa.appSecret, verifyToken: wa.verifyToken });
    app.get(WHATSAPP_WEBHOOK_PATH, hook.get);
    app.post(WHATSAPP_WEBHOOK_PATH, ...hook.post);
  }
  const sms = deps.config.messages.sms;
  if (deps.config.messages.smsProvider === 'msg91' && sms.inboundSecret) {
    const hook = smsWebhook(deps.orm, { secret: sms.inboundSecret });
    app.get(SMS_WEBHOOK_PATH, ...hook);
    app.post(SMS_WEBHOOK_PATH, ...hook);
  }
  app.use(jsonBodies());
  // Every JSON body (and a GET /graphql's variables) checked once, before anything reads it: text, numbers, depth.
  app.use(inputGuard());

  // Metrics are served on METRICS_PORT only (http/metrics.ts), never here.
  app.all('/metrics', (_req, res) => sendError(res, notFound('Route')));
  // Liveness (the process answers) apart from readiness (the database answers too).
  app.get(['/api/health', '/health'], (_req, res) => res.json({ status: 'OK' }));
  app.get(['/api/ready', '/ready'], async (_req: Request, res: Response) => {
    const ok = await databaseHealthy(deps.orm.em.fork());
    if (!ok) res.setHeader('Retry-After', '5');
    res
      .status(ok ? 200 : 503)
      .json(ok ? { status: 'OK' } : { status: 'UNAVAILABLE', code: 'SERVICE_UNAVAILABLE', message: 'Database is not answering' });
  });

  app.use('/api', sessionRoutes(deps)); // POST /api/auth/refresh (browser sessions), before the public-answer cache

  // Apollo needs a parsed JSON body for POST (otherwise it answers 500 with text).
  app.post('/graphql', (req, res, next) =>
    isJsonBody(req) ? next() : sendGraphQLError(res, new DomainError('UNSUPPORTED_MEDIA_TYPE', JSON_ONLY)),
  );
  app.use(compression()); // API answers (and any asset without a precompressed twin) gzip/brotli on the fly
  app.use(['/graphql', '/api'], access.keys); // X-Api-Key: a live key, or 401 (http/api-access.ts)
  app.use('/graphql', access.costs); // cost before execution, shared buckets, extensions.cost, Cache-Control
  app.use('/api', restCacheHeaders); // REST GETs: the same Cache-Control and Vary as GraphQL reads
  app.use(replicaReads(deps)); // visitors' reads on the read replica, a writer's on the writer (http/read-your-writes.ts)
  app.use(['/graphql', '/api'], publicAnswers(deps)); // visitors' answers cached until a write (http/public-cache.ts)
  app.use(
    '/graphql',
    graphqlHandler(apollo, async ({ req }) =>
      createGraphQLContext(deps, req).catch((e: unknown) => {
        throw isDatabaseUnavailable(e) ? unavailableError() : e;
      }),
    ),
  );

  app.get('/api/documents/:id', documentFileHandler(deps));
  app.get('/api/bookings/:id/proof/:n', proofPhotoHandler(deps));
  app.get('/api/complaints/:id/attachments/:mediaId', complaintAttachmentHandler(deps));
  app.get('/api/tax-documents/:id', taxDocumentHandler(deps)); // invoices and credit notes (modules/ledger)
  app.use('/api', payoutRoutes(deps)); // earnings, payout accounts and batches (modules/payout)
  app.use('/api', restRouter(deps, schema, REST_ROUTES));
  app.use('/api', (_req, res) => sendError(res, notFound('API route')));

  app.get('/media/:id', mediaHandler(deps));

  // sitemap.xml, robots.txt, and every page of the app with its head written per page and language.
  mountPublicPages(app, deps);
  mountShareCards(app, deps); // /cards/*.png: the pages' link-preview images (http/share-cards.ts)
  // The public pages' server render (decision 0085); none when web/dist-ssr is not built (said once, loudly).
  const render = serverRender(deps, schema);
  const renderer = render && { render, styles: pageStyles(deps.config.webDist) };
  const webDist = deps.config.webDist;
  if (!serveWebApp(app, webDist, (template) => publicPages(deps, inlineStylesheets(template, webDist), renderer))) {
    app.get('/', (_req, res) =>
      res.type('text').send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).'),
    );
  }

  // JSON errors, never an HTML page (bad JSON bodies included), in the envelope of the path's API.
  app.use((err: ExpressError, req: Request, res: Response, _next: NextFunction) => {
    const error =
      err?.type === 'entity.parse.failed'
        ? new DomainError('BAD_REQUEST', 'Request body is not valid JSON')
        : err?.type === 'entity.too.large'
          ? new DomainError('PAYLOAD_TOO_LARGE', 'Request body is too large')
          : err?.type === 'encoding.unsupported' || err?.type === 'charset.unsupported'
            ? new DomainError('UNSUPPORTED_MEDIA_TYPE', String(err.message))
            : clientError(err);
    if (req.path === '/graphql') return sendGraphQLError(res, error);
    sendError(res, error);
  });

  return { app, apollo, schema, messages };
}
