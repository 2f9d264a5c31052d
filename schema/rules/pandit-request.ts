import { z } from 'zod';
import { emailSchema, personNameSchema, phoneSchema } from './account.js';
import { isPastDate, lastBookableDate, NOTES_MAX } from './booking.js';
import { isDate, optionalText, singleLine, text } from './common.js';
import type { RuleMessageKey } from './messages.js';

const k = (key: RuleMessageKey) => key;

/** Longest ceremony and city a request may name. */
export const REQUEST_PLACE_MAX = 120;

/**
 * A "find me a pandit" request (PanditRequestInput), left when a search found nobody in a place: a name, a phone or an
 * e-mail (at least one), the ceremony and city wanted, an optional preferred date (today to 12 months ahead, India
 * time, like a booking's) and note. Dates are checked against `now()` at each parse.
 */
export function makePanditRequestInputSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      name: personNameSchema,
      phone: optionalText(phoneSchema),
      email: optionalText(emailSchema),
      ceremony: singleLine(k('request.ceremonyRequired'))
        .min(1, k('request.ceremonyRequired'))
        .max(REQUEST_PLACE_MAX, k('request.tooLong')),
      city: singleLine(k('request.cityRequired')).min(1, k('request.cityRequired')).max(REQUEST_PLACE_MAX, k('request.tooLong')),
      preferredDate: optionalText(
        text(k('date.invalid'))
          .refine(isDate, { message: k('date.invalid'), abort: true })
          .refine((d) => !isPastDate(d, now()), k('booking.datePast'))
          .refine((d) => d <= lastBookableDate(now()), k('booking.dateTooFar')),
      ),
      note: optionalText(text().max(NOTES_MAX, k('booking.notesTooLong'))),
    })
    .superRefine((r, ctx) => {
      if (!r.phone && !r.email) ctx.addIssue({ code: 'custom', path: ['phone'], message: k('request.contactRequired') });
    });
}
export const panditRequestInputSchema = /* @__PURE__ */ makePanditRequestInputSchema();
export type PanditRequestValues = z.output<typeof panditRequestInputSchema>;
