import { z } from 'zod';
import { createBookingInputSchema } from './booking.js';
import { samagriProviderSchema, sankalpSchema } from './ceremony.js';
import type { RuleMessageKey } from './messages.js';

const CHOOSE_CEREMONY: RuleMessageKey = 'ceremony.unknown';

/*
 * The booking dialog's rule (issue #33): a new booking as the API checks it, plus the ceremony part. The API takes a
 * booking without a ceremony (older clients, a pandit without ceremonies, a package); the dialog sends null for the
 * three fields then, and otherwise the ceremony it asked for ('' while none is chosen), the sankalp and the samagri.
 */
export const bookingDialogSchema = z.intersection(
  createBookingInputSchema,
  z.object({
    ceremonyId: z.string().min(1, CHOOSE_CEREMONY).nullish(),
    sankalp: sankalpSchema.nullish(),
    samagriBy: samagriProviderSchema.nullish(),
  }),
);
