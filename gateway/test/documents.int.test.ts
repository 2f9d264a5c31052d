import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type PanditFixture } from './scenario.js';

/** A pandit's identity documents and certificates (issue #34 items 1 and 2, decision 0070). */
let s: TestServer;
let sc: ReturnType<typeof scenario>;
let applicant: PanditFixture;
let listed: PanditFixture;
let adminToken: string;

beforeAll(async () => {
  s = await startTestServer();
  sc = scenario(s);
  applicant = await sc.pandit({ name: 'Pt. Keshav Narayan Tiwari', status: 'pending' });
  listed = await sc.pandit({ name: 'Acharya Mohan Lal Joshi' });
  adminToken = (await sc.admin()).token;
});
afterAll(async () => s?.close());

/** A JPEG carrying EXIF (a camera and a capture time) that the stored copy must not keep. */
const photo = () =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Cam 9' }, IFD2: { DateTimeOriginal: '2026:11:20 10:15:00' } })
    .toBuffer();

async function upload(token: string | undefined, fields: Record<string, string>, file?: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'doc.jpg');
  const res = await fetch(`${s.url}/api/pandits/me/documents`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: await res.json() };
}

const fetchFile = (url: string, token?: string) =>
  fetch(`${s.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const sql = (q: string, params: unknown[] = []): Promise<any[]> => s.db.orm.em.getConnection().execute(q, params);

const MY_DOCUMENTS = `query { myDocuments { id kind certificate panNumber nameOnDocument nameMatches aadhaarLast4 kycResult status reason url } }`;
const REVIEW = `mutation($id: ID!, $accept: Boolean!, $reason: String) {
  reviewPanditDocument(id: $id, accept: $accept, reason: $reason) { id status reason reviewedAt }
}`;
const BADGES = `query($id: ID!) { pandit(id: $id) { id verifications { kind certificate verifiedAt } } }`;

describe("a pandit's documents", () => {
  it('an applicant uploads a photo ID, a PAN and a certificate; the stored image has no metadata; he sees them pending', async () => {
    const token = applicant.account.token;
    const id = await upload(token, { kind: 'PHOTO_ID', nameOnDocument: 'Keshav Narayan Tiwari' }, await photo());
    expect(id.status).toBe(201);
    expect(id.body.data.document).toMatchObject({ kind: 'PHOTO_ID', status: 'pending', nameMatches: true });
    const pan = await upload(token, { kind: 'PAN', panNumber: 'abcpt1234k', nameOnDocument: 'K N Tiwari' }, await photo());
    expect(pan.status).toBe(201);
    expect(pan.body.data.document).toMatchObject({ panNumber: 'ABCPT1234K', nameMatches: false, kycResult: 'not-checked' });
    const cert = await upload(token, { kind: 'CERTIFICATE', certificate: 'SANSKRIT_DEGREE' }, await photo());
    expect(cert.status).toBe(201);

    const mine = (await s.gql(MY_DOCUMENTS, {}, token)).data.myDocuments;
    expect(mine.map((d: any) => d.kind).sort()).toEqual(['CERTIFICATE', 'PAN', 'PHOTO_ID']);
    expect(mine.every((d: any) => d.status === 'PENDING')).toBe(true);

    const file = await fetchFile(id.body.data.document.url, token);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a bad PAN, a PAN without its number, a certificate without its kind, and no file', async () => {
    const token = applicant.account.token;
    const bad = await upload(token, { kind: 'PAN', panNumber: '1234ABCDE' }, await photo());
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect((await upload(token, { kind: 'PAN' }, await photo())).status).toBe(400);
    expect((await upload(token, { kind: 'CERTIFICATE' }, await photo())).status).toBe(400);
    expect((await upload(token, { kind: 'PHOTO_ID' })).status).toBe(400);
  });

  it('never takes a full Aadhaar number, in any field or spelling; a masked copy keeps only the last 4 digits', async () => {
    const token = applicant.account.token;
    for (const fields of [
      { kind: 'AADHAAR_MASKED', aadhaarLast4: '2345 6789 0123' },
      { kind: 'AADHAAR_MASKED', aadhaarLast4: '4321', nameOnDocument: 'Keshav 2345-6789-0123' },
      { kind: 'PAN', panNumber: '234567890123' },
      { kind: 'PHOTO_ID', nameOnDocument: '234567890123' },
    ] as Array<Record<string, string>>) {
      const r = await upload(token, fields, await photo());
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).not.toMatch(/\d{4}[\s-]?\d{4}[\s-]?\d{4}/);
    }
    const masked = await upload(token, { kind: 'AADHAAR_MASKED', aadhaarLast4: '0123' }, await photo());
    expect(masked.status).toBe(201);
    expect(masked.body.data.document.aadhaarLast4).toBe('0123');
    // No column of any table holds twelve digits in a row that we were sent.
    const columns = await sql(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    for (const { table_name, column_name } of columns) {
      const [{ n }] = await sql(
        `select count(*)::int as n from "${table_name}" where "${column_name}"::text ~ '2345[ -]?6789[ -]?0123'`,
      );
      expect(n, `${table_name}.${column_name}`).toBe(0);
    }
  });

  it('the file: its pandit and admins only (404 for another pandit, 401 for a visitor), every read audited', async () => {
    const [doc] = (await s.gql(MY_DOCUMENTS, {}, applicant.account.token)).data.myDocuments;
    expect((await fetchFile(doc.url)).status).toBe(401);
    expect((await fetchFile(doc.url, listed.account.token)).status).toBe(404);
    expect((await fetchFile(doc.url, (await sc.customer()).token)).status).toBe(404);
    const before = await sql(`select count(*)::int as n from audit_log where action = 'document.read' and entity_id = ?`, [
      doc.id,
    ]);
    const asAdmin = await fetchFile(doc.url, adminToken);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    const after = await sql(`select count(*)::int as n from audit_log where action = 'document.read' and entity_id = ?`, [
      doc.id,
    ]);
    expect(after[0].n).toBe(before[0].n + 1);
    // The private image is not served as a public photo.
    const [{ media_id }] = await sql(`select media_id from pandit_documents where id = ?`, [doc.id]);
    expect((await fetchFile(`/media/${media_id}`)).status).toBe(404);
    // Nor can someone else's upload be claimed as a document.
    const steal = await s.gql(
      `mutation($input: PanditDocumentInput!) { addPanditDocument(input: $input) { id } }`,
      { input: { kind: 'PHOTO_ID', file: `/media/${media_id}` } },
      listed.account.token,
    );
    expect(steal.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('the role matrix on the API: documents of a pandit for himself and admins; review for admins only', async () => {
    const q = `query($id: ID!) { pandit(id: $id) { id documents { id } } }`;
    const own = await s.gql(q, { id: listed.id }, listed.account.token);
    expect(own.errors).toBeUndefined();
    const other = await s.gql(q, { id: listed.id }, applicant.account.token);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await s.gql(`query { documentsToReview { items { id } } }`, {}, listed.account.token)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const [doc] = (await s.gql(MY_DOCUMENTS, {}, applicant.account.token)).data.myDocuments;
    const selfReview = await s.gql(REVIEW, { id: doc.id, accept: true }, applicant.account.token);
    expect(selfReview.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('an admin rejects with a reason the pandit reads, accepts the others; accepted ones are the public badges', async () => {
    const token = listed.account.token;
    const id = (await upload(token, { kind: 'PHOTO_ID' }, await photo())).body.data.document;
    const pan = (await upload(token, { kind: 'PAN', panNumber: 'ABCPJ1234L' }, await photo())).body.data.document;
    const cert = (await upload(token, { kind: 'CERTIFICATE', certificate: 'GURUKUL' }, await photo())).body.data.document;
    const queue = (
      await s.gql(`query { documentsToReview(page: { limit: 100 }) { items { id pandit { id name } } } }`, {}, adminToken)
    ).data.documentsToReview.items;
    expect(queue.map((d: any) => d.id)).toEqual(expect.arrayContaining([id.id, pan.id, cert.id]));

    expect((await s.gql(REVIEW, { id: pan.id, accept: false, reason: 'short' }, adminToken)).errors?.[0]?.extensions?.code).toBe(
      'VALIDATION_FAILED',
    );
    const rejected = await s.gql(
      REVIEW,
      { id: pan.id, accept: false, reason: 'The photo is blurred; please upload a clearer scan.' },
      adminToken,
    );
    expect(rejected.data.reviewPanditDocument).toMatchObject({ status: 'REJECTED' });
    for (const d of [id, cert]) expect((await s.gql(REVIEW, { id: d.id, accept: true }, adminToken)).errors).toBeUndefined();

    const mine = (await s.gql(MY_DOCUMENTS, {}, token)).data.myDocuments;
    expect(mine.find((d: any) => d.id === pan.id)).toMatchObject({
      status: 'REJECTED',
      reason: expect.stringContaining('blurred'),
    });
    const badges = (await s.gql(BADGES, { id: listed.id })).data.pandit.verifications;
    expect(badges.map((b: any) => `${b.kind}:${b.certificate ?? ''}`).sort()).toEqual(['CERTIFICATE:GURUKUL', 'PHOTO_ID:']);
    expect(new Date(badges[0].verifiedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const audited = await sql(
      `select action from audit_log where entity = 'PanditDocument' and action <> 'document.read' and entity_id in (?, ?, ?)`,
      [id.id, pan.id, cert.id],
    );
    expect(audited.map((r) => r.action).sort()).toEqual(['document.accept', 'document.accept', 'document.reject']);
    // The answer to a new upload after a rejection: a new pending document.
    expect((await upload(token, { kind: 'PAN', panNumber: 'ABCPJ1234L' }, await photo())).body.data.document.status).toBe(
      'pending',
    );
  });

  it("the cards' ID badge: only an accepted photo ID (not a PAN alone, not a rejected ID) gives idVerifiedAt", async () => {
    const pandit = await sc.pandit({ name: 'Pt. Hariprasad Dwivedi' });
    const token = pandit.account.token;
    const card = async () =>
      (
        await s.gql(`query($f: PanditFilter) { pandits(filter: $f) { items { id idVerifiedAt } } }`, {
          f: { search: 'Hariprasad Dwivedi' },
        })
      ).data.pandits.items.find((p: any) => p.id === pandit.id);
    const pan = (await upload(token, { kind: 'PAN', panNumber: 'ABCPD1234H' }, await photo())).body.data.document;
    expect((await s.gql(REVIEW, { id: pan.id, accept: true }, adminToken)).errors).toBeUndefined();
    expect(await card()).toMatchObject({ idVerifiedAt: null });

    const blurred = (await upload(token, { kind: 'PHOTO_ID' }, await photo())).body.data.document;
    const reason = 'The photo is blurred; please upload a clearer scan.';
    expect((await s.gql(REVIEW, { id: blurred.id, accept: false, reason }, adminToken)).errors).toBeUndefined();
    expect(await card()).toMatchObject({ idVerifiedAt: null });

    const id = (await upload(token, { kind: 'PHOTO_ID' }, await photo())).body.data.document;
    const accepted = (await s.gql(REVIEW, { id: id.id, accept: true }, adminToken)).data.reviewPanditDocument;
    expect(await card()).toMatchObject({ idVerifiedAt: accepted.reviewedAt });
  });

  it('someone without an application cannot add documents', async () => {
    const r = await upload((await sc.customer()).token, { kind: 'PHOTO_ID' }, await photo());
    expect(r.status).toBe(409);
    expect(r.body.reason).toBe('NO_APPLICATION');
  });
});
