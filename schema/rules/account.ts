import { z } from 'zod';
import { isCommonPassword } from './common-passwords.js';
import { hasNul, imageUrlSchema, optionalText, singleLine, text } from './common.js';
import type { RuleMessageKey } from './messages.js';

const k = (key: RuleMessageKey) => key;

export const NAME_MIN = 2;
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * A mailbox at a real-looking domain: one '@', a dot in the domain and a top-level domain of 2+ letters
 * ('a@b.c' is refused), in any script ('.भारत') or its punycode form ('.xn--h2brj9c').
 */
const EMAIL_RE = /^[^\s@]+@(?:[^\s@.]+\.)+(?:[\p{L}\p{M}]{2,}|xn--[a-z0-9-]+)$/iu;

/** Trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const isEmail = (email: string) => EMAIL_RE.test(email) && email.length <= EMAIL_MAX;

/**
 * An Indian mobile number: 10 digits starting with 6-9. Spaces and dashes are ignored; a +91 or 91 prefix
 * is accepted and dropped ('+91 98765-43210' → '9876543210'); a leading 0 is refused.
 */
export const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, '');
export const isIndianMobile = (phone: string) => /^[6-9]\d{9}$/.test(normalizePhone(phone));

export const personNameSchema = singleLine(k('name.required'))
  .min(1, k('name.required'))
  .min(NAME_MIN, k('name.length'))
  .max(NAME_MAX, k('name.length'));

export const emailSchema = text(k('email.required'))
  .min(1, k('email.required'))
  .overwrite(normalizeEmail)
  .refine(isEmail, k('email.invalid'));

const mobileSchema = (invalid: RuleMessageKey) =>
  text(k('phone.required'))
    .min(1, k('phone.required'))
    .overwrite(normalizePhone)
    .refine((p) => /^[6-9]\d{9}$/.test(p), invalid);
/** An Indian mobile number, normalised to its 10 digits. */
export const phoneSchema = mobileSchema('phone.invalid');
/** The same rule; its message names WhatsApp. */
export const whatsappNumberSchema = mobileSchema('whatsapp.invalid');

/** Current guidance (NIST SP 800-63B): 8 to 128 characters, no composition rules, not a common password. */
export const passwordSchema = z
  .string({ error: k('password.required') })
  .min(1, k('password.required'))
  .min(PASSWORD_MIN, k('password.tooShort'))
  .max(PASSWORD_MAX, k('password.tooLong'))
  .refine((p) => !hasNul(p), k('text.invalidCharacters'))
  .refine((p) => !isCommonPassword(p), k('password.common'));

export const avatarSchema = optionalText(imageUrlSchema('avatar.invalid'));

/** Login: a well-formed email and any non-empty password (the policy applies when a password is set). */
export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: k('password.required') })
    .min(1, k('password.required'))
    .max(1024, k('password.tooLong'))
    .refine((p) => !hasNul(p), k('text.invalidCharacters')),
});

export const registerInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: optionalText(phoneSchema),
  avatar: avatarSchema,
});

/** Edit Profile: absent, null and blank values are ignored (spec §5), the others follow the register rules. */
const ignoredWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '' && !hasNul(v)) ? undefined : v),
    schema.optional(),
  );

export const updateProfileInputSchema = z.object({
  name: ignoredWhenBlank(personNameSchema),
  email: ignoredWhenBlank(emailSchema),
  phone: ignoredWhenBlank(phoneSchema),
  avatar: ignoredWhenBlank(imageUrlSchema('avatar.invalid')),
});

/** Change password: the current one (checked by the server) and a new one under the password policy. */
export const changePasswordInputSchema = z.object({
  currentPassword: loginInputSchema.shape.password,
  newPassword: passwordSchema,
});

/** Forgot password: the address the reset link goes to (the answer is the same whether it has an account). */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** Reset password: the link's token and a new password under the password policy. */
export const resetPasswordInputSchema = z.object({
  token: z
    .string({ error: k('reset.tokenInvalid') })
    .min(1, k('reset.tokenInvalid'))
    .max(200, k('reset.tokenInvalid')),
  password: passwordSchema,
});

export type LoginValues = z.output<typeof loginInputSchema>;
export type RegisterValues = z.output<typeof registerInputSchema>;
export type UpdateProfileValues = z.output<typeof updateProfileInputSchema>;
