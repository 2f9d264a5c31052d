import type { RestRoute } from '../router.js';
import { uploadedUrls, uploads } from '../upload.js';

const DOCUMENT_FIELDS = `id kind certificate panNumber nameOnDocument nameMatches aadhaarLast4 kycResult status reason url
  uploadedAt reviewedAt`;

/** A pandit's documents (issue #34): the upload is private media, then addPanditDocument records it. */
export const documentRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/pandits/me/documents',
    before: (app) => [uploads(app, [{ name: 'file', maxCount: 1 }], { required: true, private: true })],
    operation: `mutation RestAddPanditDocument($input: PanditDocumentInput!) { addPanditDocument(input: $input) { ${DOCUMENT_FIELDS} } }`,
    variables: ({ body }, req) => ({
      input: {
        kind: body.text('kind')?.toUpperCase(),
        certificate: body.text('certificate')?.toUpperCase(),
        panNumber: body.text('panNumber'),
        nameOnDocument: body.text('nameOnDocument'),
        aadhaarLast4: body.text('aadhaarLast4'),
        file: uploadedUrls(req, 'file')[0],
      },
    }),
    authenticated: true,
    data: (r) => ({ document: r.addPanditDocument }),
    status: 201,
  },
  {
    method: 'get',
    path: '/pandits/me/documents',
    operation: `query RestMyDocuments { myDocuments { ${DOCUMENT_FIELDS} } }`,
    authenticated: true,
    data: (r) => ({ documents: r.myDocuments }),
  },
];
