import { graphql } from '../__generated__';

/** Where a paged list stands; spread as `pageInfo { ...PageFields }` (codegen inlines it into each document). */
graphql(`
  fragment PageFields on PageInfo {
    page
    limit
    totalCount
    hasNextPage
  }
`);
