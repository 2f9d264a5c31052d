import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { UserSchema, type User } from '../account/user.entity.js';
import { AdminService } from './admin.service.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminPanditsService } from './admin-pandits.service.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import { DashboardService } from './dashboard.service.js';
import { DataService } from './data.service.js';
import { AuditService } from './audit.service.js';
import { historyOf } from './booking-history.js';

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    case Kind.LIST:
      return ast.values.map(literal);
    default:
      return null;
  }
}

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literal,
});

/** The account behind an actor reference, batched per request. */
const userOf = (ref: unknown, ctx: Context) => {
  const id = ref ? (ref as { id: string }).id : null;
  if (!id) return null;
  return ctx.loaders
    .batch<string, User | null>('adminActor', async (ids) => {
      const rows = await ctx.em.find(UserSchema, { id: { $in: [...ids] } });
      return ids.map((i) => rows.find((r) => r.id === i) ?? null);
    })
    .load(id);
};

/** The admin console: arguments in, service call, result out. Every root field here is admin-only (permissions.ts). */
export const adminResolvers: Resolvers = {
  JSON: JSONScalar,
  Query: {
    users: (_p, args, ctx) => new AdminService(ctx).users(args),
    adminDashboard: (_p, _a, ctx) => new DashboardService(ctx).dashboard(),
    adminBookings: (_p, { filter, page }, ctx) => new AdminBookingsService(ctx).list(filter, page ?? {}),
    dataCounts: (_p, _a, ctx) => new DashboardService(ctx).counts(),
    exportData: (_p, _a, ctx) => new DataService(ctx).export(),
    auditLog: (_p, { filter, page }, ctx) => new AuditService(ctx).list(filter, page ?? {}),
  },
  Mutation: {
    createUser: (_p, { input }, ctx) => new AdminUsersService(ctx).create(input),
    updateUser: (_p, { id, input }, ctx) => new AdminUsersService(ctx).update(id, input),
    deleteUser: (_p, { id }, ctx) => new AdminUsersService(ctx).delete(id),
    createPandit: (_p, { input, verified }, ctx) => new AdminPanditsService(ctx).create(input, verified ?? true),
    deletePandit: (_p, { id }, ctx) => new AdminPanditsService(ctx).delete(id),
    setPanditVerified: (_p, { id, verified }, ctx) => new AdminPanditsService(ctx).setVerified(id, verified),
    importData: (_p, { mode, data }, ctx) => new DataService(ctx).import(mode, data),
    clearData: (_p, { confirm }, ctx) => new DataService(ctx).clear(confirm),
  },
  Booking: {
    history: (b, _a, ctx) => historyOf(ctx.em, b.id),
  },
  BookingStatusChange: {
    actor: (h, _a, ctx) => userOf((h as { actor?: unknown }).actor, ctx),
  },
  AuditEntry: {
    actor: (e, _a, ctx) => userOf((e as { actor?: unknown }).actor, ctx),
  },
};
