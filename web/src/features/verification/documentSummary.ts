import type { TFunction } from 'i18next';

/** What a document's one-line summary needs (PanditDocument's fields). */
export interface DocumentSummaryFields {
  kind: string;
  certificate?: string | null;
  panNumber?: string | null;
  aadhaarLast4?: string | null;
}

/**
 * A document's summary line, e.g. "PAN card · ABCDE1234F" or "Aadhaar (masked) · XXXX XXXX 1234": the pandit's
 * Documents panel and the admins' review queue show the same words (namespace `verification`).
 */
export function documentSummary(d: DocumentSummaryFields, t: TFunction<'verification'>): string {
  return [
    t(`kind.${d.kind}`),
    d.certificate ? t(`certificate.${d.certificate}`) : null,
    d.panNumber || null,
    d.aadhaarLast4 ? `XXXX XXXX ${d.aadhaarLast4}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
