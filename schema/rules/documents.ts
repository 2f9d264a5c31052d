import { z } from 'zod';
import { CertificateKind, DocumentKind } from './__generated__/contract.js';
import { optionalText, singleLine, text } from './common.js';
import type { RuleMessageKey } from './messages.js';
import { nameWords } from './person-name.js';

const k = (key: RuleMessageKey) => key;

/** The most badges a pandit shows: the newest per document kind, certificates one per certificate kind. */
export const VERIFICATION_KINDS = Object.values(DocumentKind).length - 1 + Object.values(CertificateKind).length;

/** The documents that prove who a pandit is (a government photo ID): each makes the "ID verified" badge. */
export const ID_DOCUMENT_KINDS: readonly DocumentKind[] = ['PHOTO_ID', 'AADHAAR_MASKED'];

/** A PAN: five letters, four digits, a letter (the fourth letter says the holder's kind; P for a person). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/**
 * Twelve digits in a row, spaces or dashes allowed between them: what an Aadhaar number looks like. No text a pandit
 * sends with a document may hold one (issue #34: the full number is never stored, logged or exported).
 */
export const hasAadhaarLikeNumber = (value: string) => /(?:\d[\s-]?){11}\d/.test(value);

/** Whether the name on a document is the application's name: the same words (titles, case and spacing aside). */
export function namesMatch(onDocument: string, application: string): boolean {
  const words = (s: string) =>
    nameWords(s.normalize('NFC'))
      .map((w) => w.toLowerCase().replace(/\.$/, ''))
      .sort()
      .join(' ');
  return words(onDocument) === words(application);
}

const noAadhaar = (schema: z.ZodString) => schema.refine((v) => !hasAadhaarLikeNumber(v), k('document.aadhaarFull'));

/** A document's details (PanditDocumentInput): the kind's own fields, and never a 12-digit number anywhere. */
export const panditDocumentInputSchema = z
  .object({
    kind: z.enum(Object.values(DocumentKind)),
    certificate: z.enum(Object.values(CertificateKind)).nullish(),
    panNumber: optionalText(
      noAadhaar(text())
        .overwrite((v) => v.replace(/\s+/g, '').toUpperCase())
        .refine((v) => PAN_PATTERN.test(v), k('document.panInvalid')),
    ),
    nameOnDocument: optionalText(noAadhaar(singleLine()).max(120, k('name.length'))),
    aadhaarLast4: optionalText(
      noAadhaar(text())
        .overwrite((v) => v.replace(/\s+/g, ''))
        .refine((v) => /^\d{4}$/.test(v), k('document.aadhaarLast4')),
    ),
    file: text(k('document.fileRequired')).min(1, k('document.fileRequired')).max(200),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'PAN' && !d.panNumber)
      ctx.addIssue({ code: 'custom', path: ['panNumber'], message: k('document.panRequired') });
    if (d.kind === 'CERTIFICATE' && !d.certificate)
      ctx.addIssue({ code: 'custom', path: ['certificate'], message: k('document.certificateRequired') });
  });
export type PanditDocumentValues = z.output<typeof panditDocumentInputSchema>;
