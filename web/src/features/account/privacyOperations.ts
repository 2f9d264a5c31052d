import { graphql } from '../../__generated__';

export const RequestAccountDeletionDocument = graphql(`
  mutation RequestAccountDeletion {
    requestAccountDeletion {
      id
      deletionRequestedAt
      deletionDueAt
    }
  }
`);

export const CancelAccountDeletionDocument = graphql(`
  mutation CancelAccountDeletion {
    cancelAccountDeletion {
      id
      deletionRequestedAt
      deletionDueAt
    }
  }
`);
