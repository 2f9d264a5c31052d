import type { z } from 'zod';
import { DomainError } from '../../errors.js';

/**
 * Parses `value` with a contract schema; VALIDATION_FAILED with every field's message at dotted paths rooted
 * at `root` (the agreed wire format) otherwise.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, root = 'input'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = [root, ...issue.path.map(String)].join('.');
    if (!(path in fields)) fields[path] = issue.message;
  }
  throw new DomainError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid input', { fields });
}

/** GraphQL gives absent optional fields as undefined or null; a partial update ignores both. */
export function given<T extends object>(input: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as never;
}
