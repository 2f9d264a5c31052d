import { createServer } from 'node:http';
import type { Config } from './config.js';
import { StartupError } from './db/startup.js';
import { openDatabase } from './db/database.js';
import { Tokens } from './auth/tokens.js';
import { createApp } from './app.js';
import { inSpan, log, logInfo, safeError } from './log.js';
import { shutdown } from './http/shutdown.js';
import { databaseMetrics, startMetricsServer } from './http/metrics.js';

/**
 * After main.ts checked the settings: the database, the app, the HTTP server and the signals. The start-up and the
 * shutdown each run in a span (with tracing on, their log lines carry its trace id).
 */
export function start(options: Parameters<typeof startInSpan>[0]) {
  return inSpan('gateway start', () => startInSpan(options));
}

async function startInSpan({
  config,
  started,
  webBuilt,
  refuse,
  tracing = null,
}: {
  config: Config;
  started: number;
  webBuilt: Promise<void> | null;
  refuse: (fields: Record<string, unknown>) => never;
  /** Started by main.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set: its last spans are sent before the exit. */
  tracing?: { shutdown(): Promise<void> } | null;
}) {
  const db = await openDatabase(config).catch((e: unknown) =>
    refuse(
      e instanceof StartupError
        ? { setting: e.setting, error: e.message }
        : { error: 'the database could not be opened', err: safeError(e) },
    ),
  );
  if (['true', '1', 'on', 'yes'].includes(process.env.MIGRATE_ONLY?.toLowerCase() ?? '')) {
    // One-shot step before several replicas start (docker-compose.yml): migrations (and seeding) only.
    logInfo('database migrated', { ms: Date.now() - started });
    await db.close();
    process.exit(0);
  }
  if (webBuilt) {
    logInfo('database ready; waiting for the web build');
    await webBuilt;
  }
  const { app, apollo, messages } = await createApp({
    config,
    orm: db.orm,
    tokens: new Tokens(config.jwtSecret, config.tokenTtl),
  }).catch((e: unknown) => refuse({ error: 'the app could not be created', err: safeError(e) }));
  const server = createServer(app);
  // Prometheus metrics on a port of their own, when METRICS_PORT is set (never on the public port).
  const metrics = config.metricsPort ? startMetricsServer(config.metricsPort) : null;
  if (metrics) {
    databaseMetrics(db.orm);
    metrics.once('error', (e) => refuse({ error: `could not listen on METRICS_PORT ${config.metricsPort}`, err: safeError(e) }));
  }
  // Idle keep-alive connections are closed after 5 s (a proxy in front should keep its own timeout below this).
  server.keepAliveTimeout = 5000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.once('error', (e) => refuse({ error: `could not listen on port ${config.port}`, err: safeError(e) }));
  await new Promise<void>((listening) =>
    server.listen(config.port, () => {
      logInfo('listening', {
        url: `http://localhost:${config.port}`,
        graphql: `http://localhost:${config.port}/graphql`,
        database: config.databaseUrl ? 'postgresql' : `embedded (${config.dataDir})`,
        demoMode: config.demoMode,
        startupMs: Date.now() - started,
      });
      listening();
    }),
  );

  const stop = (signal: string) => inSpan('gateway stop', () => stopNow(signal));
  async function stopNow(signal: string) {
    log.info({ signal }, 'signal received');
    await shutdown({
      server,
      graceMs: config.shutdownGraceMs,
      // The message worker stops first: no new claim, the message in flight sent and marked before the database closes.
      background: [['message worker', () => messages.stop()]],
      closers: [
        [
          'metrics',
          () =>
            new Promise<void>((r) => {
              if (!metrics) return r();
              metrics.close(() => r());
              metrics.closeAllConnections(); // a scraper's keep-alive connection would hold close() for ever
            }),
        ],
        ['apollo', () => apollo.stop()],
        ['database', () => db.close()],
        ['traces', () => tracing?.shutdown() ?? Promise.resolve()],
      ],
    });
    process.exit(0);
  }
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.on('unhandledRejection', (e) => log.error({ err: e }, 'unhandled rejection'));
}
