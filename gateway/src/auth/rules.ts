import { rule } from 'graphql-shield';
import type { Context } from '../context.js';
import { DomainError } from '../errors.js';
import { PanditService } from '../modules/pandit/pandit.service.js';
import { PanditSchema, type Pandit } from '../modules/pandit/pandit.entity.js';

const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'Please log in to continue.');
const forbidden = () => new DomainError('FORBIDDEN', 'You do not have permission to do this.');

export const isAuthenticated = rule({ cache: 'contextual' })((_p, _a, ctx: Context) => (ctx.viewer ? true : unauthenticated()));

const hasRole = (role: 'user' | 'pandit' | 'admin') =>
  rule(`has-role-${role}`, { cache: 'contextual' })((_p, _a, ctx: Context) => {
    if (!ctx.viewer) return unauthenticated();
    return ctx.viewer.role === role ? true : forbidden();
  });

export const isAdmin = hasRole('admin');
export const isPandit = hasRole('pandit');

/** User.email / User.phone: the account itself and admins. */
export const isSelfOrAdmin = rule({ cache: 'no_cache' })((parent: { id: string }, _a, ctx: Context) => {
  if (!ctx.viewer) return unauthenticated();
  return ctx.viewer.role === 'admin' || ctx.viewer.id === parent.id ? true : forbidden();
});

/** The pandit's own account id (Pandit.user is a reference). */
const panditUserId = (parent: { user?: unknown }) => (parent.user as { id?: string } | undefined)?.id;

/** Pandit.rejectionReason: admins and the pandit themself. */
export const isPanditSelfOrAdmin = rule({ cache: 'no_cache' })((parent: { user?: unknown }, _a, ctx: Context) => {
  if (!ctx.viewer) return unauthenticated();
  return ctx.viewer.role === 'admin' || ctx.viewer.id === panditUserId(parent) ? true : forbidden();
});

/**
 * Pandit.email / phone / whatsappNumber: admins, the pandit themself, and a customer with a confirmed
 * booking with that pandit (checked for a whole list in one batched statement).
 */
export const canSeePanditContact = rule({ cache: 'no_cache' })(async (
  parent: { id: string; user?: unknown },
  _a,
  ctx: Context,
) => {
  if (!ctx.viewer) return unauthenticated();
  if (ctx.viewer.role === 'admin' || ctx.viewer.id === panditUserId(parent)) return true;
  return (await new PanditService(ctx).viewerHasConfirmedBooking(parent.id)) ? true : forbidden();
});

/** A pandit's own actions (confirm, decline, availability): role PANDIT; the service checks the profile. */
export const isPanditAccount = isPandit;

/** Booking.meetingLink: the booking's customer, its pandit and admins. */
export const canSeeMeetingLink = rule({ cache: 'no_cache' })(async (
  parent: { user?: unknown; pandit?: unknown },
  _a,
  ctx: Context,
) => {
  if (!ctx.viewer) return unauthenticated();
  if (ctx.viewer.role === 'admin') return true;
  if ((parent.user as { id?: string } | undefined)?.id === ctx.viewer.id) return true;
  const panditId = (parent.pandit as { id?: string } | null | undefined)?.id;
  if (!panditId) return forbidden();
  const pandit = await ctx.loaders.byId<Pandit>(PanditSchema, 'Pandit').load(panditId);
  return pandit && panditUserId(pandit) === ctx.viewer.id ? true : forbidden();
});

/**
 * Booking.contact: only the booking's customer and its pandit (an admin is neither); the resolver then answers
 * null unless the booking is confirmed or completed.
 */
export const canSeeBookingContact = rule({ cache: 'no_cache' })(async (
  parent: { user?: unknown; pandit?: unknown },
  _a,
  ctx: Context,
) => {
  if (!ctx.viewer) return unauthenticated();
  if ((parent.user as { id?: string } | undefined)?.id === ctx.viewer.id) return true;
  const panditId = (parent.pandit as { id?: string } | null | undefined)?.id;
  if (!panditId || ctx.viewer.role !== 'pandit') return forbidden();
  const pandit = await ctx.loaders.byId<Pandit>(PanditSchema, 'Pandit').load(panditId);
  return pandit && panditUserId(pandit) === ctx.viewer.id ? true : forbidden();
});

/** Booking.upiPayment / payments / refund: the booking's customer and admins (not its pandit). */
export const isBookingCustomerOrAdmin = rule({ cache: 'no_cache' })((parent: { user?: unknown }, _a, ctx: Context) => {
  if (!ctx.viewer) return unauthenticated();
  if (ctx.viewer.role === 'admin') return true;
  return (parent.user as { id?: string } | undefined)?.id === ctx.viewer.id ? true : forbidden();
});
