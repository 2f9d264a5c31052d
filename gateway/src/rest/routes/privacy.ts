import type { RestRoute } from '../router.js';

/** A person's data (issue #35, decision 0069): the download, and a deletion request with its cancellation. */
export const privacyRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/account/data',
    operation: `query RestMyData { myData }`,
    authenticated: true,
    data: (r) => r.myData,
    // A file to save, never kept by a cache on the way.
    headers: () => ({
      'Content-Disposition': `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`,
      'Cache-Control': 'private, no-store',
    }),
  },
  {
    method: 'post',
    path: '/account/deletion',
    operation: `mutation RestRequestDeletion { requestAccountDeletion { id deletionRequestedAt deletionDueAt } }`,
    authenticated: true,
    data: (r) => r.requestAccountDeletion,
  },
  {
    method: 'delete',
    path: '/account/deletion',
    operation: `mutation RestCancelDeletion { cancelAccountDeletion { id deletionRequestedAt deletionDueAt } }`,
    authenticated: true,
    data: (r) => r.cancelAccountDeletion,
  },
];
