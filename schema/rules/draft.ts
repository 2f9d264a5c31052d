import { z } from 'zod';
import type { RuleMessageKey } from './messages.js';

const k = (key: RuleMessageKey) => key;

/** Largest Join-as-Pandit draft kept for an account: its JSON text in characters (answers only, no files). */
export const MAX_DRAFT_CHARS = 32_000;
/** The wizard's steps are 0-based; a draft names the step it was left on. */
export const MAX_DRAFT_STEP = 10;

/** A draft's answers: a plain JSON object of at most MAX_DRAFT_CHARS characters (the wizard's own shape). */
export const applicationDraftSchema = z.object({
  draft: z
    .record(z.string(), z.unknown(), { error: k('draft.invalid') })
    .refine((v) => JSON.stringify(v).length <= MAX_DRAFT_CHARS, k('draft.tooLarge')),
  step: z
    .number({ error: k('draft.invalid') })
    .int(k('draft.invalid'))
    .min(0, k('draft.invalid'))
    .max(MAX_DRAFT_STEP, k('draft.invalid')),
});
export type ApplicationDraftValues = z.infer<typeof applicationDraftSchema>;

/** Largest image the server decodes (40 megapixels); the browser checks it when a photo is added. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Smallest width and height of a profile or gallery photo, checked in the browser when the file is added. */
export const MIN_PHOTO_SIDE = 200;
