import { graphql } from '../../../__generated__';

graphql(`
  fragment AdminApplicationFields on Pandit {
    ...ApplicationFields
    user {
      id
      name
      email
      avatar
    }
  }
`);

export const ApplicationStatsDocument = graphql(`
  query AdminApplicationStats {
    panditApplicationStats {
      pending
      approved
      rejected
      total
    }
  }
`);

export const PendingApplicationsDocument = graphql(`
  query AdminPendingApplications {
    pendingPandits {
      ...AdminApplicationFields
    }
  }
`);

export const AllApplicationsDocument = graphql(`
  query AdminAllApplications($status: RegistrationStatus, $page: PageInput) {
    panditApplications(status: $status, page: $page) {
      items {
        ...AdminApplicationFields
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);

export const ApprovePanditDocument = graphql(`
  mutation AdminApprovePandit($id: ID!) {
    approvePandit(id: $id) {
      ...AdminApplicationFields
    }
  }
`);

export const RejectPanditDocument = graphql(`
  mutation AdminRejectPandit($id: ID!, $reason: String!) {
    rejectPandit(id: $id, reason: $reason) {
      ...AdminApplicationFields
    }
  }
`);

/** The queries a decision changes: the counts and both lists. */
export const DECISION_REFETCH = ['AdminApplicationStats', 'AdminPendingApplications', 'AdminAllApplications'];
