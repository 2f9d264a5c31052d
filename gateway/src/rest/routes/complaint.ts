import { COMPLAINT_ATTACHMENTS_MAX, ComplaintCategory, ComplaintStatus } from '@marketplace/schema/rules';
import type { AppDeps } from '../../context.js';
import type { RestRoute } from '../router.js';
import { uploadedUrls, uploads } from '../upload.js';

/** A report's or a message's images (multipart 'attachments'), stored as private media with the photos' rules. */
const attachmentUploads = (app: AppDeps) => [
  uploads(app, [{ name: 'attachments', maxCount: COMPLAINT_ATTACHMENTS_MAX }], { private: true }),
];

/** A complaint in a REST list (issue #35): the GraphQL type's fields without the thread. */
const SUMMARY_FIELDS = `id number bookingReference panditName devoteeName category description filedBy status outcome
  outcomeNote refundAmount createdAt ackDueAt acknowledgedAt resolveDueAt resolvedAt closedAt dueAt overdue viewerCanReopen
  booking { id }`;
/** One complaint as the REST clients get it: the summary and its thread. */
const COMPLAINT_FIELDS = `${SUMMARY_FIELDS}
  messages { id authorRole authorName body attachments createdAt }`;

/** The complaint desk over REST: report a problem, list and read tickets, write in a thread (the service says who). */
export const complaintRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/complaints',
    before: attachmentUploads,
    operation: `mutation RestReportProblem($input: ReportProblemInput!) { reportProblem(input: $input) { ${COMPLAINT_FIELDS} } }`,
    variables: ({ body }, req) => ({
      input: {
        bookingId: body.text('bookingId') ?? '',
        category: body.enum('category', ComplaintCategory) ?? '',
        description: body.text('description') ?? '',
        attachments: uploadedUrls(req, 'attachments'),
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
    before: attachmentUploads,
    operation: `mutation RestReplyToComplaint($id: ID!, $body: String!, $attachments: [String!]) {
      replyToComplaint(id: $id, body: $body, attachments: $attachments) { ${COMPLAINT_FIELDS} }
    }`,
    variables: ({ params, body }, req) => ({
      id: params.id('id'),
      body: body.text('body') ?? '',
      attachments: uploadedUrls(req, 'attachments'),
    }),
    data: (r) => ({ complaint: r.replyToComplaint }),
    status: 201,
  },
];
