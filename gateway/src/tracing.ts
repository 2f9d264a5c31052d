// OpenTelemetry traces (issue #39), loaded by main.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set and before start.ts:
// the instrumented packages (node:http, express, graphql, pg) must be hooked before anything imports them. Without
// the variable nothing here is loaded and nothing is hooked (no cost).
import { register as registerHooks, supportsSyncHooks } from 'import-in-the-middle/register-hooks.mjs';
import { context, diag, DiagLogLevel, propagation, trace, type Attributes } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type ReadableSpan, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { networkOf } from './http/request-log.js';
import { log } from './log.js';

/** The modules the instrumentations patch; only these go through the ESM hook (the others load as usual). */
const HOOKED = ['http', 'node:http', 'https', 'node:https', 'express', 'graphql', 'pg', 'pg-pool'];

/**
 * Quoted values out of a statement or a GraphQL document: MikroORM sends its values inline (`where email = '…'`) and a
 * document may carry literals, so a span's text keeps its shape and never what a user sent.
 */
export function withoutValues(text: string): string {
  return text.replace(/(?:[EeBbXxNn])?'(?:[^']|'')*'/g, "'?'").replace(/"(?:[^"\\]|\\.)*"(?=\s*[,)}\]])/g, '"?"');
}

const TEXT_ATTRIBUTES = ['db.statement', 'db.query.text', 'graphql.source'];
const ADDRESS_ATTRIBUTES = ['client.address', 'network.peer.address', 'net.peer.ip', 'http.client_ip', 'net.sock.peer.addr'];
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full'];

/** Personal data out of every span before it leaves: values in texts, query strings, client addresses (their network). */
function scrub(attributes: Attributes) {
  for (const key of TEXT_ATTRIBUTES) {
    const v = attributes[key];
    if (typeof v === 'string') attributes[key] = withoutValues(v);
  }
  for (const key of URL_ATTRIBUTES) {
    const v = attributes[key];
    if (typeof v === 'string' && v.includes('?')) attributes[key] = v.slice(0, v.indexOf('?'));
  }
  delete attributes['url.query'];
  for (const key of ADDRESS_ATTRIBUTES) {
    const v = attributes[key];
    if (typeof v === 'string') attributes[key] = networkOf(v) ?? '';
  }
}

class Scrubbing implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}
  onStart(...args: Parameters<SpanProcessor['onStart']>) {
    this.next.onStart(...args);
  }
  onEnd(span: ReadableSpan) {
    scrub(span.attributes);
    this.next.onEnd(span);
  }
  forceFlush() {
    return this.next.forceFlush();
  }
  shutdown() {
    return this.next.shutdown();
  }
}

/**
 * Starts tracing: spans of incoming HTTP requests, Express routes, GraphQL parse/validate/execute and PostgreSQL
 * statements, exported in batches over OTLP/HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` (+ `/v1/traces`; the exporter reads
 * the standard OTEL_EXPORTER_OTLP_* and OTEL_BSP_* variables itself). Returns what flushes the last spans at shutdown.
 */
export function startTracing(): { shutdown(): Promise<void> } {
  // Sync hooks on Node 22.22.3+ (the Node the project runs); the asynchronous loader otherwise.
  if (supportsSyncHooks()) registerHooks({ include: HOOKED });
  else throw new Error('tracing needs Node 22.22.3 or later (module.registerHooks)');
  // The SDK's own problems (a collector that refuses the spans) as warnings in the gateway's JSON log.
  const otel = log.child({ component: 'opentelemetry' });
  diag.setLogger(
    {
      error: (msg) => otel.warn(msg),
      warn: (msg) => otel.warn(msg),
      info: (msg) => otel.debug(msg),
      debug: (msg) => otel.trace(msg),
      verbose: (msg) => otel.trace(msg),
    },
    DiagLogLevel.WARN,
  );
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'marketplace-gateway' }),
    spanProcessors: [
      new Scrubbing(
        new BatchSpanProcessor({
          exporter: new OTLPTraceExporter(),
          // The standard variable (this SDK no longer reads it itself); 5 s by default.
          scheduledDelayMillis: Number(process.env.OTEL_BSP_SCHEDULE_DELAY) || 5000,
        }),
      ),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Liveness, readiness and static files are not worth a trace each.
        ignoreIncomingRequestHook: (req) => /^\/(api\/)?(health|ready)\b|^\/assets\//.test(req.url ?? ''),
      }),
      // Routes and request handlers; not a span for each of the ~20 middlewares every request passes.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  return { shutdown: () => provider.shutdown() };
}
