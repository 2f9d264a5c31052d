import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { AppDeps } from '../../context.js';
import { createContext } from '../../context.js';
import { sendError } from '../../http-errors.js';
import { log } from '../../log.js';
import { hmacSha256HexMatches } from '../../http/webhook-signature.js';
import { auditDenied } from '../admin/audit.service.js';
import { DomainError } from '../../errors.js';
import { PayoutService, applyProviderStatus } from './payout.service.js';
import type { RazorpayXPayout } from './razorpayx.js';

export const RAZORPAYX_WEBHOOK_PATH = '/api/payouts/razorpayx/webhook';

/** A handler with a request context; answers `{ success, data }`, never cached (personal and financial data). */
function handle(deps: AppDeps, run: (s: PayoutService, req: Request) => Promise<unknown>, adminRoute?: string): RequestHandler {
  return async (req: Request, res: Response) => {
    res.set('Cache-Control', 'private, no-store');
    let ctx;
    try {
      ctx = await createContext(deps, req);
      res.json({ success: true, data: await run(new PayoutService(ctx), req) });
    } catch (e) {
      const code = e instanceof DomainError ? e.extensions.code : null;
      if (ctx && adminRoute && (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED')) await auditDenied(ctx, 'REST', adminRoute);
      sendError(res, e);
    }
  };
}

function csvHandler(
  deps: AppDeps,
  run: (s: PayoutService, req: Request) => Promise<{ filename: string; csv: string }>,
  adminRoute?: string,
): RequestHandler {
  return async (req: Request, res: Response) => {
    res.set('Cache-Control', 'private, no-store');
    let ctx;
    try {
      ctx = await createContext(deps, req);
      const file = await run(new PayoutService(ctx), req);
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'X-Content-Type-Options': 'nosniff',
      });
      res.send(`\uFEFF${file.csv}`); // a BOM, so spreadsheets read the names in UTF-8
    } catch (e) {
      const code = e instanceof DomainError ? e.extensions.code : null;
      if (ctx && adminRoute && (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED')) await auditDenied(ctx, 'REST', adminRoute);
      sendError(res, e);
    }
  };
}

const q = (req: Request, name: string): string | undefined => (typeof req.query[name] === 'string' ? req.query[name] : undefined);
const body = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

/**
 * The earnings and payouts REST routes (issue #36, decision 0073), with the session's bearer token:
 * the pandit's own (`/api/earnings...`) and the admins' (`/api/admin/payouts...`). Mounted before the REST table.
 */
export function payoutRoutes(deps: AppDeps): Router {
  const r = Router();
  r.get(
    '/earnings',
    handle(deps, (s, req) => s.earnings(q(req, 'panditId'))),
  );
  r.get(
    '/earnings/statement.csv',
    csvHandler(deps, (s, req) => s.statement(q(req, 'period') ?? '', q(req, 'panditId'))),
  );
  r.get(
    '/earnings/account',
    handle(deps, (s, req) => s.account(q(req, 'edit') === '1')),
  );
  r.put(
    '/earnings/account',
    handle(deps, (s, req) => s.saveAccount(body(req))),
  );
  r.get(
    '/admin/payouts/accounts',
    handle(deps, (s) => s.accounts(), 'GET /api/admin/payouts/accounts'),
  );
  r.post(
    '/admin/payouts/accounts/:panditId/verify',
    handle(
      deps,
      (s, req) => s.verifyAccount(String(req.params.panditId), body(req).verified !== false),
      'POST /api/admin/payouts/accounts/:panditId/verify',
    ),
  );
  r.get(
    '/admin/payouts/batches',
    handle(deps, (s) => s.batches(), 'GET /api/admin/payouts/batches'),
  );
  r.post(
    '/admin/payouts/batches',
    handle(
      deps,
      (s, req) => s.buildBatch(typeof body(req).provider === 'string' ? String(body(req).provider) : undefined),
      'POST /api/admin/payouts/batches',
    ),
  );
  r.get(
    '/admin/payouts/batches/:id',
    handle(deps, (s, req) => s.batch(String(req.params.id)), 'GET /api/admin/payouts/batches/:id'),
  );
  r.get(
    '/admin/payouts/batches/:id/bank-file.csv',
    csvHandler(deps, (s, req) => s.bankFile(String(req.params.id)), 'GET /api/admin/payouts/batches/:id/bank-file.csv'),
  );
  r.post(
    '/admin/payouts/batches/:id/send',
    handle(deps, (s, req) => s.sendBatch(String(req.params.id)), 'POST /api/admin/payouts/batches/:id/send'),
  );
  r.post(
    '/admin/payouts/:id/paid',
    handle(deps, (s, req) => s.markPaid(String(req.params.id), body(req).reference), 'POST /api/admin/payouts/:id/paid'),
  );
  r.post(
    '/admin/payouts/:id/failed',
    handle(deps, (s, req) => s.markFailed(String(req.params.id), body(req).reason), 'POST /api/admin/payouts/:id/failed'),
  );
  return r;
}

interface PayoutWebhookEvent {
  event?: string;
  payload?: { payout?: { entity?: RazorpayXPayout } };
}

/** Applies one verified RazorpayX event; an event id seen before changes nothing. */
export async function applyRazorpayXEvent(deps: AppDeps, event: PayoutWebhookEvent, eventId: string | null): Promise<string> {
  return deps.orm.em.fork().transactional(async (em) => {
    if (eventId) {
      const rows = await em
        .getConnection()
        .execute<Array<{ id: string }>>(
          'insert into payment_webhook_events (id, event, received_at) values (?, ?, now()) on conflict do nothing returning id',
          [`payout:${eventId}`.slice(0, 100), String(event.event ?? '').slice(0, 60)],
          'all',
          em.getTransactionContext(),
        );
      if (!rows.length) return 'duplicate';
    }
    if (!['payout.processed', 'payout.failed', 'payout.reversed'].includes(String(event.event))) return 'ignored';
    const entity = event.payload?.payout?.entity;
    if (!entity?.id) return 'ignored';
    const [p] = await em
      .getConnection()
      .execute<Array<{ id: string }>>(
        'select id from payouts where provider_payout_id = ? or (provider_payout_id is null and id::text = ?) for update',
        [entity.id, entity.reference_id ?? ''],
        'all',
        em.getTransactionContext(),
      );
    if (!p) {
      log.warn({ payoutId: entity.id }, 'razorpayx webhook: unknown payout');
      return 'unknown_payout';
    }
    return applyProviderStatus(em, p.id, entity);
  });
}

/**
 * POST /api/payouts/razorpayx/webhook, before the JSON parser like Razorpay's payment webhook
 * (payment/razorpay-webhook.ts): X-Razorpay-Signature is the hex HMAC-SHA256 of the raw body with
 * RAZORPAYX_WEBHOOK_SECRET, compared in constant time; a wrong one answers 400 and is logged.
 */
export function razorpayXWebhook(deps: AppDeps, secret: string): RequestHandler[] {
  return [
    express.raw({ type: () => true, limit: '256kb' }),
    async (req: Request, res: Response) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const eventId = req.get('x-razorpay-event-id') ?? null;
      if (!hmacSha256HexMatches(secret, raw, req.get('x-razorpay-signature'))) {
        log.warn({ eventId, bytes: raw.length }, 'razorpayx webhook: signature mismatch; refused');
        return sendError(res, 'BAD_REQUEST', 'Invalid webhook signature');
      }
      let event: PayoutWebhookEvent;
      try {
        event = JSON.parse(raw.toString('utf8')) as PayoutWebhookEvent;
      } catch {
        return sendError(res, 'BAD_REQUEST', 'Request body is not valid JSON');
      }
      try {
        const outcome = await applyRazorpayXEvent(deps, event, eventId);
        log.info({ eventId, event: event.event, outcome }, 'razorpayx webhook');
        res.json({ success: true, data: { outcome } });
      } catch (e) {
        sendError(res, e);
      }
    },
  ];
}
