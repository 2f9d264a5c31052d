import { describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '../schema.js';
import { rules } from './permissions.js';

describe('authorization map', () => {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });

  it('has an explicit rule for every root field', () => {
    const missing: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root) continue;
      const map = (rules as Record<string, Record<string, unknown>>)[root.name] ?? {};
      for (const field of Object.keys(root.getFields())) if (!map[field]) missing.push(`${root.name}.${field}`);
    }
    expect(missing, `root fields without a rule in auth/permissions.ts: ${missing.join(', ')}`).toEqual([]);
  });

  it('has no rule for a field that does not exist', () => {
    const stale: string[] = [];
    for (const [type, fields] of Object.entries(rules)) {
      const t = schema.getType(type);
      const existing = t && 'getFields' in t ? Object.keys(t.getFields()) : [];
      for (const f of Object.keys(fields)) if (f !== '*' && !existing.includes(f)) stale.push(`${type}.${f}`);
    }
    expect(stale).toEqual([]);
  });
});
