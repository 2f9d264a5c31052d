import type { z } from 'zod';
import { checkAdminInput } from '@marketplace/schema/rules/admin';
import { DomainError } from '../../errors.js';

/**
 * Parses `value` with a contract schema; otherwise VALIDATION_FAILED in the agreed wire format: English texts in
 * `fields` and rule message keys in `fieldKeys`, at dotted paths rooted at `root`.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, root = 'input'): z.output<S> {
  const result = checkAdminInput(schema, value, root);
  if (result.ok) return result.data;
  throw new DomainError('VALIDATION_FAILED', Object.values(result.fields)[0] ?? 'Invalid input', {
    fields: result.fields,
    fieldKeys: result.fieldKeys,
  });
}

/** GraphQL gives absent optional fields as undefined or null; a partial update ignores both. */
export function given<T extends object>(input: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as never;
}
