import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../context.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { AuditEntrySchema, type AuditChanges } from './audit.entity.js';

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
