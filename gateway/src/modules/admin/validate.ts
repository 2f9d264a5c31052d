import { checkInput, type RuleOutput, type RuleSchema } from '@marketplace/schema/rules';
import { validationFailed } from '../../validation.js';

/**
 * Parses `value` with a contract schema, else the one VALIDATION_FAILED (validation.ts). A value the rules have no
 * key for (a wrong type in an imported data file) reads 'admin.fileInvalid'.
 */
export function parseInput<S extends RuleSchema>(schema: S, value: unknown, root = 'input'): RuleOutput<S> {
  const result = checkInput(schema, value, root, 'admin.fileInvalid');
  if (result.ok) return result.data;
  throw validationFailed(result.fieldKeys);
}

/** GraphQL gives absent optional fields as undefined or null; a partial update ignores both. */
export function given<T extends object>(input: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as never;
}
