import { z } from 'zod';
import { mediaPathSchema } from './common.js';
import type { RuleMessageKey } from './messages.js';

const k = (key: RuleMessageKey) => key;

/** Photos one proof may carry. */
export const PROOF_PHOTOS_MAX = 5;
/** A proof photo counts when taken from an hour before the slot to this many hours after it begins. */
export const PROOF_PHOTO_HOURS_AFTER = 12;
/** A virtual ceremony's join time counts from an hour before the slot to this many hours after it begins. */
export const PROOF_JOIN_HOURS_AFTER = 4;
/** Hours the customer has, after the proof, to confirm the ceremony or report a problem (issue #34). */
export const CONFIRM_WINDOW_HOURS = 72;

const HOUR = 3600_000;

/** Whether a capture (or join) time fits a ceremony that starts at `start`. */
export function proofTimeFits(at: Date, start: Date, kind: 'photo' | 'join'): boolean {
  const after = kind === 'photo' ? PROOF_PHOTO_HOURS_AFTER : PROOF_JOIN_HOURS_AFTER;
  return at.getTime() >= start.getTime() - HOUR && at.getTime() <= start.getTime() + after * HOUR;
}

/** Until when the customer may confirm (or report a problem), from when the proof was given. */
export const confirmBy = (submittedAt: Date) => new Date(submittedAt.getTime() + CONFIRM_WINDOW_HOURS * HOUR);

const mediaPath = mediaPathSchema(k('proof.photoInvalid'));

/** The proof a pandit gives (CeremonyProofInput); which part is required depends on the booking (the service). */
export const ceremonyProofInputSchema = z.object({
  photos: z.array(mediaPath).max(PROOF_PHOTOS_MAX, k('proof.tooManyPhotos')).nullish(),
  // A Date once the API's DateTime scalar parsed it, ISO text elsewhere.
  joinedAt: z.union([z.date(), z.iso.datetime({ offset: true })], { error: k('proof.joinedAtInvalid') }).nullish(),
});
export type CeremonyProofValues = z.output<typeof ceremonyProofInputSchema>;
