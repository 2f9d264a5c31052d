import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CertificateKind, DocumentKind, DocumentStatus } from '@marketplace/schema/rules';
import { UserSchema } from '../account/user.entity.js';
import { MediaSchema } from '../media/media.entity.js';
import { PanditSchema } from '../pandit/pandit.entity.js';

/**
 * One identity document or certificate of a pandit (issue #34, decision 0070). The image is a private Media row
 * (never served at /media/:id); an admin accepts it or rejects it with a reason. Personal data: the pandit and admins
 * only. No column ever holds a full Aadhaar number (the rules refuse one in every text).
 */
export const PanditDocumentSchema = defineEntity({
  name: 'PanditDocument',
  tableName: 'pandit_documents',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    pandit: p.manyToOne(PanditSchema).index().deleteRule('cascade'),
    /** Null once the image is gone (kept records of a deleted account). */
    media: p.manyToOne(MediaSchema).nullable().index().deleteRule('set null'),
    kind: p.enum(Object.values(DocumentKind)),
    certificate: p.enum(Object.values(CertificateKind)).nullable(),
    panNumber: p.string().length(10).nullable(),
    nameOnDocument: p.string().length(120).nullable(),
    nameMatches: p.boolean().nullable(),
    aadhaarLast4: p.string().length(4).nullable(),
    kycResult: p.string().length(40).default('not-checked'),
    status: p.enum(Object.values(DocumentStatus)).default('PENDING').index(),
    reason: p.text().nullable(),
    reviewedBy: p.manyToOne(UserSchema).nullable().index().deleteRule('set null'),
    reviewedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PanditDocumentRow = InferEntity<typeof PanditDocumentSchema>;
