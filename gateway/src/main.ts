// The process: settings checked first, with only what that needs loaded (a refusal takes a fraction of a second),
// then start.ts (database, app, server, signals), loaded only once the settings are good.
import { loadConfig, type Config } from './config.js';
import { checkEnvironment } from './config-schema.js';
import { safeError } from './log.js';

const started = Date.now();
// Under `npm start` (scripts/start.mjs) the web app may still be building while the database opens: the app is
// created (and serves the built files) once the start script says the build is done.
const webBuilt =
  process.env.START_WAITS_FOR_WEB === 'true' && process.send
    ? new Promise<void>((resolve) =>
        process.on('message', (m) => {
          if (m !== 'web-built') return;
          process.channel?.unref(); // the channel no longer keeps the process alive
          resolve();
        }),
      )
    : null;
/**
 * A start that cannot go on: one JSON line on stderr (what to fix, never a setting's value), exit code 1. Bad settings
 * are refused here before the database is touched (decision 0049).
 */
function refuse(fields: Record<string, unknown>): never {
  const line = { level: 'fatal', time: new Date().toISOString(), service: 'gateway', msg: 'start-up failed', ...fields };
  process.stderr.write(`${JSON.stringify(line)}\n`);
  process.exit(1);
}
process.on('uncaughtException', (e) => refuse({ msg: 'uncaught exception', err: safeError(e) }));
const problems = checkEnvironment(process.env);
const [problem] = problems;
if (problem)
  refuse({
    setting: problem.setting,
    error: problems.map((p) => `${p.setting} ${p.problem}`).join('; '),
    problems,
  });
let config: Config;
try {
  config = loadConfig();
} catch (e) {
  refuse({ error: (e as Error).message });
}
// Traces only when a collector is named (the standard variable): hooked before start.ts imports http, express, graphql, pg.
let tracing: { shutdown(): Promise<void> } | null = null;
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  try {
    tracing = (await import('./tracing.js')).startTracing();
  } catch (e) {
    refuse({ setting: 'OTEL_EXPORTER_OTLP_ENDPOINT', error: 'tracing could not start', err: safeError(e) });
  }
}
const { start } = await import('./start.js');
await start({ config, started, webBuilt, refuse, tracing });
