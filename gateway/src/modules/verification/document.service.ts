import {
  ID_DOCUMENT_KINDS,
  isUuid,
  namesMatch,
  panditDocumentInputSchema,
  rejectionReasonSchema,
  type DocumentKind as DocumentKindValue,
} from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { DomainError, notFound, unauthenticated } from '../../errors.js';
import { pageOf, type PageArgs } from '../../paging.js';
import { validate } from '../../validation.js';
import { audit } from '../admin/audit.service.js';
import { mediaIdOf, MediaSchema } from '../media/media.entity.js';
import { PanditSchema, type Pandit, type PanditOrRow } from '../pandit/pandit.entity.js';
import { PanditDocumentSchema, type PanditDocumentRow } from './document.entity.js';
import { kycProvider } from './kyc.js';

/** What Pandit.verifications shows: an accepted document. */
export interface VerificationValue {
  kind: DocumentKindValue;
  certificate: PanditDocumentRow['certificate'];
  verifiedAt: Date;
}

/** Where a document's file is served (private: document.routes.ts). */
export const documentUrl = (id: string) => `/api/documents/${id}`;

const refIdOf = (ref: unknown) => (ref as { id: string } | null)?.id ?? null;

/**
 * A pandit's identity documents and certificates (issue #34, decision 0070): the pandit (or applicant) adds them, an
 * admin accepts or rejects each with a reason; accepted ones become the profile's badges. Only the pandit and admins
 * read a document, and each read of its file is audited.
 */
export class DocumentService {
  constructor(private readonly ctx: Context) {}

  private async viewersPandit(): Promise<Pandit | null> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    return this.ctx.em.findOne(PanditSchema, { user: viewer.id });
  }

  async mine(): Promise<PanditDocumentRow[]> {
    const pandit = await this.viewersPandit();
    if (!pandit) return [];
    return this.ctx.em.find(PanditDocumentSchema, { pandit: pandit.id }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  /** Every document of a pandit, for the pandit himself and admins; null for anyone else. */
  async ofPandit(pandit: PanditOrRow): Promise<PanditDocumentRow[] | null> {
    const viewer = this.ctx.viewer;
    if (!viewer || (viewer.role !== 'admin' && refIdOf(pandit.user) !== viewer.id)) return null;
    return this.ctx.em.find(PanditDocumentSchema, { pandit: pandit.id }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  /** Adds a document to the viewer's application or profile; the file is a private upload of theirs, used once. */
  async add(input: unknown): Promise<PanditDocumentRow> {
    const values = validate(panditDocumentInputSchema, input);
    const pandit = await this.viewersPandit();
    if (!pandit)
      throw new DomainError('CONFLICT', 'Submit your application first, then add your documents.', { reason: 'NO_APPLICATION' });
    const mediaId = mediaIdOf(values.file);
    const media = mediaId
      ? await this.ctx.em.findOne(MediaSchema, { id: mediaId, private: true, owner: this.ctx.viewer!.id })
      : null;
    const used = media ? await this.ctx.em.count(PanditDocumentSchema, { media: media.id }) : 0;
    if (!media || used)
      throw new DomainError('VALIDATION_FAILED', 'Upload the document first (POST /api/pandits/me/documents).', {
        fields: { file: 'Upload the document first' },
      });
    const kind = values.kind;
    const document = this.ctx.em.create(PanditDocumentSchema, {
      pandit: pandit.id,
      media: media.id,
      kind,
      certificate: kind === 'CERTIFICATE' ? (values.certificate ?? 'OTHER') : null,
      panNumber: kind === 'PAN' ? values.panNumber : null,
      nameOnDocument: values.nameOnDocument ?? null,
      nameMatches: values.nameOnDocument ? namesMatch(values.nameOnDocument, pandit.name) : null,
      aadhaarLast4: kind === 'AADHAAR_MASKED' ? values.aadhaarLast4 : null,
      kycResult:
        kind === 'PAN' && values.panNumber
          ? await kycProvider(this.ctx.app.config.kycProvider).checkPan(values.panNumber, values.nameOnDocument ?? pandit.name)
          : 'not-checked',
    } as never);
    await this.ctx.em.flush();
    return document;
  }

  /** Admins: the documents waiting for review, oldest first. */
  async toReview(page: PageArgs | null | undefined) {
    const { offset, limit, page: p } = pageOf(page, 20);
    const [items, totalCount] = await this.ctx.em.findAndCount(
      PanditDocumentSchema,
      { status: 'PENDING' },
      { orderBy: { createdAt: 'asc', id: 'asc' }, limit, offset },
    );
    return { items, pageInfo: { page: p, limit, totalCount, hasNextPage: offset + items.length < totalCount } };
  }

  /** Admins: accept, or reject with a reason the pandit sees; in the audit trail. */
  async review(id: string, accept: boolean, reason: string | null | undefined): Promise<PanditDocumentRow> {
    const document = isUuid(id) ? await this.ctx.em.findOne(PanditDocumentSchema, { id }) : null;
    if (!document) throw notFound('Document');
    const why = accept ? null : validate(rejectionReasonSchema, reason ?? '', 'reason');
    const before = { status: document.status, reason: document.reason };
    document.status = accept ? 'ACCEPTED' : 'REJECTED';
    document.reason = why;
    document.reviewedAt = new Date();
    document.reviewedBy = this.ctx.viewer!.id as never;
    audit(this.ctx, this.ctx.em, accept ? 'document.accept' : 'document.reject', 'PanditDocument', id, {
      kind: { after: document.kind },
      status: { before: before.status, after: document.status },
      reason: { before: before.reason, after: why },
    });
    await this.ctx.em.flush();
    return document;
  }

  /** The badges of a pandit: accepted documents, newest first (one statement per request). */
  verifications(panditId: string): Promise<VerificationValue[]> {
    return this.ctx.loaders
      .batch<string, VerificationValue[]>('pandit:verifications', async (ids) => {
        const rows = await this.ctx.em.find(
          PanditDocumentSchema,
          { pandit: { $in: [...ids] }, status: 'ACCEPTED' },
          { orderBy: { reviewedAt: 'desc', id: 'asc' }, fields: ['pandit', 'kind', 'certificate', 'reviewedAt', 'createdAt'] },
        );
        // The newest of each kind (and certificate kind): at most VERIFICATION_KINDS (the rules) badges.
        return ids.map((id) => {
          const seen = new Set<string>();
          return rows
            .filter((r) => refIdOf(r.pandit) === id)
            .filter((r) => !seen.has(`${r.kind}:${r.certificate}`) && Boolean(seen.add(`${r.kind}:${r.certificate}`)))
            .map((r) => ({ kind: r.kind, certificate: r.certificate, verifiedAt: r.reviewedAt ?? r.createdAt }));
        });
      })
      .load(panditId);
  }

  /** The newest accepted government photo ID (the badges are newest first): the same batched read as the badges. */
  async idVerifiedAt(panditId: string): Promise<Date | null> {
    return (await this.verifications(panditId)).find((v) => ID_DOCUMENT_KINDS.includes(v.kind))?.verifiedAt ?? null;
  }

  /**
   * The file of a document for its pandit or an admin (anyone else: not found, as if it did not exist); every read,
   * the owner's too, is in the audit trail.
   */
  async file(id: string): Promise<{ contentType: string; data: Buffer }> {
    const viewer = this.ctx.viewer;
    if (!viewer) throw unauthenticated();
    const document = isUuid(id)
      ? await this.ctx.em.findOne(PanditDocumentSchema, { id }, { populate: ['pandit', 'media', 'media.data'] })
      : null;
    if (!document?.media) throw notFound('Document');
    const owner = refIdOf(document.pandit.user) === viewer.id;
    if (!owner && viewer.role !== 'admin') throw notFound('Document');
    audit(this.ctx, this.ctx.em, 'document.read', 'PanditDocument', id, {
      kind: { after: document.kind },
      reader: { after: owner ? 'owner' : 'admin' },
    });
    await this.ctx.em.flush();
    return { contentType: document.media.contentType, data: Buffer.from(document.media.data as Uint8Array) };
  }
}
