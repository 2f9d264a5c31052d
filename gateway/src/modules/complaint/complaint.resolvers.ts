import { COMPLAINT_ACK_HOURS, COMPLAINT_REOPEN_DAYS, COMPLAINT_RESOLVE_DAYS, bookingReference } from '@marketplace/schema/rules';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { GrievanceOfficer } from '../../config.js';
import { UserSchema, type User } from '../account/user.entity.js';
import { BookingSchema, type Booking } from '../booking/booking.entity.js';
import { PanditSchema, type Pandit } from '../pandit/pandit.entity.js';
import { ComplaintService, isOverdue } from './complaint.service.js';

const refId = (ref: unknown): string | null => (ref ? (ref as { id: string }).id : null);

/** The complaint desk: arguments in, service call, result out (permissions.ts and the service say who). */
export const complaintResolvers: Resolvers = {
  Query: {
    complaints: (_p, { status, bookingId, page }, ctx) => new ComplaintService(ctx).list(status, bookingId, page),
    complaint: (_p, { id }, ctx) => new ComplaintService(ctx).get(id),
    complaintStats: (_p, _a, ctx) => new ComplaintService(ctx).stats(),
  },
  Mutation: {
    reportProblem: (_p, { input }, ctx) => new ComplaintService(ctx).report(input),
    replyToComplaint: (_p, { id, body, attachments }, ctx) => new ComplaintService(ctx).reply(id, body, attachments),
    resolveComplaint: (_p, { id, input }, ctx) => new ComplaintService(ctx).resolve(id, input),
    reopenComplaint: (_p, { id }, ctx) => new ComplaintService(ctx).reopen(id),
  },
  Complaint: {
    booking: async (c, _a, ctx) => (await ctx.loaders.byId<Booking>(BookingSchema, 'Booking').load(refId(c.booking)!)) as Booking,
    bookingReference: (c) => bookingReference(refId(c.booking)!),
    panditName: async (c, _a, ctx) => {
      const booking = await ctx.loaders.byId<Booking>(BookingSchema, 'Booking').load(refId(c.booking)!);
      const panditId = refId(booking?.pandit);
      return panditId ? ((await ctx.loaders.byId<Pandit>(PanditSchema, 'Pandit').load(panditId))?.name ?? null) : null;
    },
    devoteeName: async (c, _a, ctx) => {
      const booking = await ctx.loaders.byId<Booking>(BookingSchema, 'Booking').load(refId(c.booking)!);
      return booking ? ((await ctx.loaders.byId<User>(UserSchema, 'User').load(refId(booking.user)!))?.name ?? '') : '';
    },
    overdue: (c) => isOverdue(c),
    viewerCanReopen: (c, _a, ctx) => new ComplaintService(ctx).viewerCanReopen(c),
    messages: (c, _a, ctx) => new ComplaintService(ctx).messages(c),
  },
  ComplaintMessage: {
    attachments: (m, _a, ctx) => new ComplaintService(ctx).attachmentUrls(m),
    authorName: (m) => {
      if (m.authorRole === 'SUPPORT') return 'Support';
      return (m.author as unknown as User | null)?.name ?? '';
    },
  },
};

/** SiteConfig.grievanceOfficer: the officer from configuration and the deadlines (the Grievances page). */
export const grievanceOfficer = (config: { messages: { grievance: GrievanceOfficer } }) => ({
  ...config.messages.grievance,
  ackHours: COMPLAINT_ACK_HOURS,
  resolveDays: COMPLAINT_RESOLVE_DAYS,
  reopenDays: COMPLAINT_REOPEN_DAYS,
});
