import { z } from 'zod';
import { createBookingInputSchema } from './booking.js';
import { samagriProviderSchema, sankalpSchema } from './ceremony.js';
import type { RuleMessageKey } from './messages.js';

const CHOOSE_CEREMONY: RuleMessageKey = 'ceremony.unknown';
const GUARDIAN_REQUIRED: RuleMessageKey = 'sankalp.guardianRequired';

/*
 * The booking dialog's rule (issue #33): a new booking as the API checks it, plus the ceremony part. The API takes a
 * booking without a ceremony (older clients, a pandit without ceremonies, a package); the dialog sends null for the
 * three fields then, and otherwise the ceremony it asked for ('' while none is chosen: refused here), the sankalp and
 * the samagri. The second part only checks: its output is empty, so the booking rule's output is the answer.
 */
export const bookingDialogSchema = z.intersection(
  createBookingInputSchema,
  z
    .object({
      // (It stops the check there: the booking rule reads '' as no ceremony, and the two answers would disagree.)
      ceremonyId: z.string().min(1, { message: CHOOSE_CEREMONY, abort: true }).nullish(),
      // The guardian rule (privacy.ts): the dialog sends false for a child samskara's unticked box, null otherwise.
      sankalp: sankalpSchema
        .refine((v) => v.guardianConfirmed !== false, { path: ['guardianConfirmed'], message: GUARDIAN_REQUIRED })
        .nullish(),
      samagriBy: samagriProviderSchema.nullish(),
    })
    .transform(() => ({})),
);
