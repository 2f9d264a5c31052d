import { graphql } from '../../__generated__';

export const ComplaintFieldsFragment = graphql(`
  fragment ComplaintFields on Complaint {
    id
    number
    bookingReference
    panditName
    devoteeName
    category
    description
    filedBy
    status
    outcome
    outcomeNote
    refundAmount
    createdAt
    ackDueAt
    acknowledgedAt
    resolveDueAt
    resolvedAt
    closedAt
    dueAt
    overdue
    viewerCanReopen
    booking {
      id
      totalAmount
      paymentStatus
    }
    messages {
      id
      authorRole
      authorName
      body
      attachments
      createdAt
    }
  }
`);

export const ComplaintQuery = graphql(`
  query Complaint($id: ID!) {
    complaint(id: $id) {
      ...ComplaintFields
    }
  }
`);

export const BookingComplaintsQuery = graphql(`
  query BookingComplaints($bookingId: ID!) {
    complaints(bookingId: $bookingId, page: { limit: 20 }) {
      items {
        id
        number
        status
        category
        createdAt
      }
    }
  }
`);

export const SupportComplaintsQuery = graphql(`
  query SupportComplaints($status: ComplaintStatus, $page: PageInput) {
    complaints(status: $status, page: $page) {
      items {
        id
        number
        category
        status
        filedBy
        devoteeName
        panditName
        bookingReference
        createdAt
        dueAt
        overdue
        outcome
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);

export const ComplaintStatsQuery = graphql(`
  query ComplaintStats {
    complaintStats {
      active
      overdue
    }
  }
`);

export const GrievanceOfficerQuery = graphql(`
  query GrievanceOfficer {
    siteConfig {
      grievanceOfficer {
        name
        email
        phone
        address
        ackHours
        resolveDays
        reopenDays
      }
    }
  }
`);

export const ReportProblemMutation = graphql(`
  mutation ReportProblem($input: ReportProblemInput!) {
    reportProblem(input: $input) {
      id
      number
      status
    }
  }
`);

export const ReplyToComplaintMutation = graphql(`
  mutation ReplyToComplaint($id: ID!, $body: String!) {
    replyToComplaint(id: $id, body: $body) {
      ...ComplaintFields
    }
  }
`);

export const ResolveComplaintMutation = graphql(`
  mutation ResolveComplaint($id: ID!, $input: ResolveComplaintInput!) {
    resolveComplaint(id: $id, input: $input) {
      ...ComplaintFields
    }
  }
`);

export const ReopenComplaintMutation = graphql(`
  mutation ReopenComplaint($id: ID!) {
    reopenComplaint(id: $id) {
      ...ComplaintFields
    }
  }
`);
