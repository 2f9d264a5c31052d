import {
  checkInput,
  englishFields,
  type FieldKeys,
  type RuleMessageKey,
  type RuleOutput,
  type RuleSchema,
} from '@marketplace/schema/rules';
import { DomainError, type ErrorMeta } from './errors.js';

/**
 * One VALIDATION_FAILED for a set of rule failures: the first English message as the error's message,
 * `fields` (path → English) and `fieldKeys` (path → rule message key) in the extensions. Paths are dotted
 * and rooted at the GraphQL argument ('input.pricing.basic', 'reason').
 */
export function validationFailed(fieldKeys: FieldKeys, meta: ErrorMeta = {}): DomainError {
  const fields = englishFields(fieldKeys);
  return new DomainError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid input', { fields, fieldKeys, ...meta });
}

/** One field's rule failure, e.g. fieldFailure('input.time', 'booking.panditUnavailable', { reason }). */
export const fieldFailure = (path: string, key: RuleMessageKey, meta: ErrorMeta = {}) => validationFailed({ [path]: key }, meta);

/**
 * Every input goes through here: parses `value` (the argument named `root`) with a rule schema from
 * @marketplace/schema/rules and returns the parsed (trimmed, normalised) value, or throws VALIDATION_FAILED.
 * `extra` adds failures the schema cannot see (reference data, records), reported together with the schema's.
 */
export function validate<S extends RuleSchema>(schema: S, value: unknown, root = 'input', extra: FieldKeys = {}): RuleOutput<S> {
  const result = checkInput(schema, value, root);
  const fieldKeys = result.ok
    ? extra
    : { ...result.fieldKeys, ...Object.fromEntries(Object.entries(extra).filter(([p]) => !(p in result.fieldKeys))) };
  if (Object.keys(fieldKeys).length || !result.ok) throw validationFailed(fieldKeys);
  return result.data;
}
