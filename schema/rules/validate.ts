import type { z } from 'zod';
import { RULE_MESSAGES, isRuleMessageKey, type RuleMessageKey } from './messages.js';

/** Field path ('input.pricing.basic') → English message / rule message key. */
export type FieldMessages = Record<string, string>;
export type FieldKeys = Record<string, RuleMessageKey>;

export type CheckResult<T> = { ok: true; data: T } | { ok: false; fields: FieldMessages; fieldKeys: FieldKeys };

/** 'input' + ['pricing', 'basic'] → 'input.pricing.basic'; an issue about the whole value → the root itself. */
export function fieldPath(root: string, path: readonly PropertyKey[]): string {
  return [root, ...path.map(String)].filter(Boolean).join('.');
}

/**
 * The issues of a failed parse as `fieldKeys` (the first issue of each path wins); an issue without a rule key
 * (e.g. zod's own type error) gets `fallback`.
 */
export function issueKeys(
  issues: readonly z.core.$ZodIssue[],
  root = 'input',
  fallback: RuleMessageKey = 'input.invalid',
): FieldKeys {
  const keys: FieldKeys = {};
  for (const issue of issues) {
    const path = fieldPath(root, issue.path);
    if (!(path in keys)) keys[path] = isRuleMessageKey(issue.message) ? issue.message : fallback;
  }
  return keys;
}

/** English texts of `fieldKeys`. */
export function englishFields(fieldKeys: FieldKeys): FieldMessages {
  return Object.fromEntries(Object.entries(fieldKeys).map(([path, key]) => [path, RULE_MESSAGES[key].en]));
}

/**
 * Parses `value` with a rule schema. Paths are dotted and rooted at `root` (the GraphQL argument name):
 * `{ ok: false, fields: { 'input.email': 'Enter a valid email address' }, fieldKeys: { 'input.email': 'email.invalid' } }`.
 */
export function checkInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  root = 'input',
  fallback: RuleMessageKey = 'input.invalid',
): CheckResult<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const fieldKeys = issueKeys(result.error.issues, root, fallback);
  return { ok: false, fields: englishFields(fieldKeys), fieldKeys };
}

/** Any rule schema, and the value it produces: lets the gateway and the web type helpers without importing zod. */
export type RuleSchema = z.ZodType;
export type RuleOutput<S extends RuleSchema> = z.output<S>;
