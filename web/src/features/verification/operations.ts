import { graphql } from '../../__generated__';

export const MyDocumentsQuery = graphql(`
  query MyDocuments {
    myDocuments {
      id
      kind
      certificate
      panNumber
      nameOnDocument
      nameMatches
      aadhaarLast4
      status
      reason
      url
      uploadedAt
    }
  }
`);

export const DocumentsToReviewQuery = graphql(`
  query DocumentsToReview($page: PageInput) {
    documentsToReview(page: $page) {
      items {
        id
        kind
        certificate
        panNumber
        nameOnDocument
        nameMatches
        aadhaarLast4
        kycResult
        url
        uploadedAt
        pandit {
          id
          name
          city
        }
      }
      pageInfo {
        page
        totalCount
        hasNextPage
      }
    }
  }
`);

export const ReviewDocumentMutation = graphql(`
  mutation ReviewDocument($id: ID!, $accept: Boolean!, $reason: String) {
    reviewPanditDocument(id: $id, accept: $accept, reason: $reason) {
      id
      status
      reason
      reviewedAt
    }
  }
`);
