import { ComplaintCategory, ComplaintStatus } from '@marketplace/schema/rules';
import type { RestRoute } from '../router.js';

/** A complaint in a REST list (issue #35): the GraphQL type's fields without the thread. */
const SUMMARY_FIELDS = `id number bookingReference panditName devoteeName category description filedBy status outcome
  outcomeNote refundAmount createdAt ackDueAt acknowledgedAt resolveDueAt resolvedAt closedAt dueAt overdue viewerCanReopen
  booking { id }`;
/** One complaint as the REST clients get it: the summary and its thread. */
const COMPLAINT_FIELDS = `${SUMMARY_FIELDS}
  messages { id authorRole authorName body createdAt }`;

/** The complaint desk over REST: report a problem, list and read tickets, write in a thread (the service says who). */
export const complaintRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/complaints',
    operation: `mutation RestReportProblem($input: ReportProblemInput!) { reportProblem(input: $input) { ${COMPLAINT_FIELDS} } }`,
    variables: ({ body }) => ({
      input: {
        bookingId: body.text('bookingId') ?? '',
        category: body.enum('category', ComplaintCategory) ?? '',
        description: body.text('description') ?? '',
      },
    }),
    data: (r) => ({ complaint: r.reportProblem }),
    status: 201,
  },
  {
    method: 'get',
    path: '/complaints',
    operation: `query RestComplaints($status: ComplaintStatus, $bookingId: ID, $page: PageInput) {
      complaints(status: $status, bookingId: $bookingId, page: $page) {
        items { ${SUMMARY_FIELDS} } pageInfo { page limit totalCount hasNextPage }
      }
    }`,
    variables: ({ query }) => ({
      status: query.enum('status', ComplaintStatus, { any: ['all'] }),
      bookingId: query.text('bookingId'),
      page: { page: query.int('page') ?? 1, limit: query.int('limit') ?? 20 },
    }),
    data: (r) => ({ complaints: r.complaints.items, pagination: r.complaints.pageInfo }),
  },
  {
    method: 'get',
    path: '/complaints/:id',
    operation: `query RestComplaint($id: ID!) { complaint(id: $id) { ${COMPLAINT_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id('id') }),
    data: (r) => ({ complaint: r.complaint }),
  },
  {
    method: 'post',
    path: '/complaints/:id/messages',
    operation: `mutation RestReplyToComplaint($id: ID!, $body: String!) { replyToComplaint(id: $id, body: $body) { ${COMPLAINT_FIELDS} } }`,
    variables: ({ params, body }) => ({ id: params.id('id'), body: body.text('body') ?? '' }),
    data: (r) => ({ complaint: r.replyToComplaint }),
    status: 201,
  },
];
