import type { ReactNode } from 'react';
import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { isRuleMessageKey } from '@marketplace/schema/rules/messages';
import { RULE_MESSAGES } from '@marketplace/schema/rules/messages';
import { LANGUAGES, i18n, registerNamespace } from './i18n';

/**
 * The 'rules' namespace: the shared input rules' messages (schema/rules/messages.ts) by rule message key, registered
 * with the forms (which load on demand), not with the first page. The keys are dotted ('email.invalid') and kept flat;
 * i18next finds a flat key when no nested one exists. Until a form loads, error texts fall back to the server's English.
 */
registerNamespace(
  'rules',
  Object.fromEntries(
    LANGUAGES.map((lng) => [lng, Object.fromEntries(Object.entries(RULE_MESSAGES).map(([key, texts]) => [key, texts[lng]]))]),
  ) as Record<(typeof LANGUAGES)[number], object>,
);

/**
 * Forms validate with the shared rules of `@marketplace/schema/rules`, the schemas the gateway enforces.
 * A form's errors hold rule message KEYS ('email.invalid'); they are shown in the viewer's language
 * through the i18next namespace 'rules' when rendered, so a language switch re-translates them.
 */

type RuleSchema = Parameters<typeof zod4Resolver>[0];

/** A rule message key in the current language; anything else (e.g. a server text without a key) unchanged. */
export function ruleMessage(error: ReactNode): ReactNode {
  return typeof error === 'string' && isRuleMessageKey(error) ? i18n.t(error, { ns: 'rules' }) : error;
}

/** For `useForm({ enhanceGetInputProps })`: inputs show their rule message in the current language. */
export const translatedRuleErrors: NonNullable<UseFormInput<object>['enhanceGetInputProps']> = ({ inputProps }) => ({
  error: ruleMessage(inputProps.error),
});

/** `ruleMessage` for inputs that take a string error. */
export function ruleText(error: ReactNode): string | undefined {
  const message = ruleMessage(error);
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * A @mantine/form validator from a rule schema: the first issue of each field, as its message key.
 * `toInput` turns the form's values into the shape the schema checks (e.g. '' → null for a number input);
 * the schema's paths must then match the form's field paths.
 */
export function ruleResolver<V>(schema: RuleSchema, toInput?: (values: V) => unknown): (values: V) => FormErrors {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values) => resolve((toInput ? toInput(values) : values) as Record<string, unknown>);
}

interface RuleFormInput<V> extends Omit<UseFormInput<V>, 'validate'> {
  schema: RuleSchema;
  toInput?: (values: V) => unknown;
}

/** `useForm` validating with a rule schema, whose inputs show translated rule messages. */
export function useRuleForm<V extends object>({ schema, toInput, ...options }: RuleFormInput<V>): UseFormReturnType<V> {
  return useForm<V>({ ...options, validate: ruleResolver(schema, toInput), enhanceGetInputProps: translatedRuleErrors });
}

/** Server field errors for a form come from the one error helper. */
export { serverFieldErrors } from './errors';

/** The message key of the first rule a single value breaks, or null when it passes (for one-field dialogs). */
export function ruleIssue(schema: RuleSchema, value: unknown): string | null {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('rule schemas are synchronous');
  return result.issues?.[0]?.message ?? null;
}
