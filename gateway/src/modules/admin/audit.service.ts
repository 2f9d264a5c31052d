import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../context.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { AuditEntrySchema, type AuditChanges } from './audit.entity.js';
import { DomainError } from '../../errors.js';
import { logError } from '../../log.js';
import { clientAddress, consume, LIMITS } from '../../limits/rate-limits.js';
import { currentRequest } from '../../http/request-scope.js';
import { fieldFailure } from '../../validation.js';
import { isUuid } from '@marketplace/schema/rules';

/** The action of an audit entry that records a refused admin-only request. */
export const DENIED_ACTION = 'denied';

/** A plain value for the audit trail (dates as ISO text, references as their id). */
function plain(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object' && 'id' in v) return v.id;
  return v ?? null;
}

/** The listed fields of a record, as plain values. */
export function snapshot(record: object, fields: readonly string[]): Record<string, unknown> {
  const r = record as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, plain(r[f])]));
}

/** Before/after of the fields that changed between two snapshots. */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChanges {
  const out: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const k of keys) {
    const b = before?.[k];
    const a = after?.[k];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    out[k] = before && after ? { before: b, after: a } : before ? { before: b } : { after: a };
  }
  return out;
}

/**
 * Records one admin change on `em`: it is flushed with the change itself, so both commit or neither does.
 * Call it before the flush (or inside the transaction) that writes the change.
 */
export function audit(
  ctx: Context,
  em: EntityManager,
  action: string,
  entity: string,
  entityId: string | null,
  changes: AuditChanges,
) {
  const viewer = ctx.viewer;
  em.create(AuditEntrySchema, {
    actor: viewer?.id ?? null,
    actorName: viewer?.name ?? null,
    action,
    entity,
    entityId,
    changes,
  });
}

/**
 * Records a denied admin-only request (a root field the shield refused, or a REST admin route answering 401/403):
 * `entity` is the root type ('Query', 'Mutation') or 'REST', `entityId` the field or route; the changes hold the
 * caller's role, address, request id and HTTP route. At most LIMITS.deniedAudit entries per address (later
 * denials are still refused, just not recorded); written apart from the request's unit of work. Never throws.
 */
export async function auditDenied(ctx: Context, entity: string, name: string): Promise<void> {
  const address = clientAddress();
  try {
    await consume(ctx, [{ name: 'deniedAudit', key: address }], { always: true });
  } catch (e) {
    if (e instanceof DomainError && e.extensions.code === 'RATE_LIMITED') return;
    logError(ctx.requestId, e);
    return;
  }
  const req = currentRequest();
  const viewer = ctx.viewer;
  try {
    const em = ctx.app.orm.em.fork();
    em.create(AuditEntrySchema, {
      actor: viewer?.id ?? null,
      actorName: viewer?.name ?? null,
      action: DENIED_ACTION,
      entity,
      entityId: name.slice(0, 60),
      changes: {
        role: { after: viewer?.role ?? 'visitor' },
        address: { after: address },
        requestId: { after: ctx.requestId },
        ...(req ? { route: { after: req.route } } : {}),
      },
    });
    await em.flush();
  } catch (e) {
    logError(ctx.requestId, e);
  }
}

/** How many denied entries one address may write per window (for tests and the README). */
export const DENIED_AUDIT_LIMIT = LIMITS.deniedAudit;

export interface AuditFilterArgs {
  entity?: string | null;
  entityId?: string | null;
  actorId?: string | null;
  action?: string | null;
  from?: Date | string | null;
  to?: Date | string | null;
}

export class AuditService {
  constructor(private readonly ctx: Context) {}

  async list(filter: AuditFilterArgs | null | undefined, page: PageArgs) {
    const where: Record<string, unknown> = {};
    if (filter?.entity) where.entity = filter.entity;
    if (filter?.entityId) where.entityId = filter.entityId;
    if (filter?.actorId && !isUuid(filter.actorId)) throw fieldFailure('filter.actorId', 'id.invalid');
    if (filter?.actorId) where.actor = filter.actorId;
    if (filter?.action) where.action = { $like: `${filter.action.replace(/[%_\\]/g, '\\$&')}%` };
    const createdAt: Record<string, Date> = {};
    if (filter?.from) createdAt.$gte = new Date(filter.from);
    if (filter?.to) createdAt.$lte = new Date(filter.to);
    if (Object.keys(createdAt).length) where.createdAt = createdAt;
    const { offset, limit, page: p } = pageOf(page, 20);
    const [items, totalCount] = await this.ctx.em.findAndCount(AuditEntrySchema, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset,
      limit,
    });
    return { items, pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }
}

/**
 * Runs a change made through another module's service (whatever its body) and, when an admin makes it, records
 * the changed fields in the audit trail in the same transaction. Others' changes run as they are.
 */
export async function withAudit<T extends object>(
  ctx: Context,
  target: {
    action: string;
    entity: string;
    id: string;
    fields: readonly string[];
    load: (em: EntityManager) => Promise<object | null>;
  },
  run: (txCtx: Context) => Promise<T>,
): Promise<T> {
  if (ctx.viewer?.role !== 'admin') return run(ctx);
  return ctx.em.transactional(async (em) => {
    const found = await target.load(em);
    const before = found ? snapshot(found, target.fields) : null;
    const result = await run({ ...ctx, em });
    const changes = diff(before, snapshot(result, target.fields));
    if (Object.keys(changes).length) {
      audit(ctx, em, target.action, target.entity, target.id, changes);
      await em.flush();
    }
    return result;
  });
}
