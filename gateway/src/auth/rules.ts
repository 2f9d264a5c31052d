import { rule } from 'graphql-shield';
import type { Context } from '../context.js';
import { DomainError } from '../errors.js';

const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'Please log in to continue.');
const forbidden = () => new DomainError('FORBIDDEN', 'You do not have permission to do this.');

export const isAuthenticated = rule({ cache: 'contextual' })((_p, _a, ctx: Context) =>
  ctx.viewer ? true : unauthenticated(),
);

const hasRole = (role: 'user' | 'pandit' | 'admin') =>
  rule(`has-role-${role}`, { cache: 'contextual' })((_p, _a, ctx: Context) => {
    if (!ctx.viewer) return unauthenticated();
    return ctx.viewer.role === role ? true : forbidden();
  });

export const isAdmin = hasRole('admin');
export const isPandit = hasRole('pandit');
export const isCustomer = hasRole('user');

/** User.email / User.phone: the account itself and admins. */
export const isSelfOrAdmin = rule({ cache: 'no_cache' })((parent: { id: string }, _a, ctx: Context) => {
  if (!ctx.viewer) return unauthenticated();
  return ctx.viewer.role === 'admin' || ctx.viewer.id === parent.id ? true : forbidden();
});
