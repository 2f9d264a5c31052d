import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COST_BUDGETS, MAX_QUERY_COST } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { DEMO_ACCOUNTS } from '../src/db/seeders/demo.seeder.js';

/** Cost limits that count everything: introspection and __typename cost points; credential operations once per request. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: { COST_BUCKETS: 'on' } });
});
afterAll(async () => s?.close());

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    extensions?: { cost?: { requested: number; remaining: number; limit: number } };
  };
}

/** POST /graphql from `address` (the gateway believes X-Forwarded-For from loopback). */
async function post(body: unknown, address: string): Promise<Answer> {
  const res = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

describe('introspection costs points', () => {
  it("Apollo Sandbox's introspection answers on a fresh bucket, and costs a part of it", async () => {
    const r = await post({ query: getIntrospectionQuery() }, '203.0.113.10');
    expect(r.status).toBe(200);
    expect(r.body.data?.__schema).toBeTruthy();
    const requested = r.body.extensions?.cost?.requested ?? 0;
    expect(requested).toBeGreaterThan(1000);
    expect(requested).toBeLessThan(Math.min(MAX_QUERY_COST, COST_BUDGETS.visitor.limit / 5));
  });

  it('repeated introspection from one address ends in 429 RATE_LIMITED; another address still gets its answer', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await post({ query: getIntrospectionQuery() }, '203.0.113.20');
      answers.push(r);
      if (r.status === 429) break;
    }
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect(last.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(answers.length).toBeGreaterThan(3); // a few full introspections fit in a bucket
    expect((await post({ query: getIntrospectionQuery() }, '203.0.113.21')).status).toBe(200);
  });

  it('__typename aliases are counted (the first of a selection set is free)', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => `t${i}: __typename`).join(' ');
    const r = await post({ query: `{ ${aliases} }` }, '203.0.113.30');
    expect(r.status).toBe(200);
    expect(r.body.extensions?.cost?.requested).toBe(14);
  });
});

describe('credential operations once per request', () => {
  const { email, password } = DEMO_ACCOUNTS.user;
  const login = (alias = '') => `${alias}login(input: {email: "${email}", password: "${password}"}) { token }`;

  it('two aliased logins: 400 BAD_REQUEST (reason ONCE_PER_REQUEST), neither runs; one login works', async () => {
    const r = await post({ query: `mutation { ${login('a: ')} ${login('b: ')} }` }, '203.0.113.40');
    expect(r.status).toBe(400);
    expect(r.body.data ?? null).toBeNull();
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', reason: 'ONCE_PER_REQUEST', fields: ['login'] });
    const one = await post({ query: `mutation { ${login()} }` }, '203.0.113.40');
    expect(one.status).toBe(200);
    expect((one.body.data?.login as { token?: string }).token).toBeTruthy();
  });

  it('a login repeated through a fragment, or beside a password reset, or in a second operation: 400', async () => {
    const fragment = await post(
      { query: `mutation M { ${login()} ...F } fragment F on Mutation { ${login('again: ')} }`, operationName: 'M' },
      '203.0.113.41',
    );
    expect(fragment.status).toBe(400);
    expect(fragment.body.errors?.[0]?.extensions?.reason).toBe('ONCE_PER_REQUEST');
    const mixed = await post({ query: `mutation { ${login()} requestPasswordReset(email: "${email}") }` }, '203.0.113.41');
    expect(mixed.status).toBe(400);
    const two = await post({ query: `mutation A { ${login()} } mutation B { ${login()} }`, operationName: 'A' }, '203.0.113.41');
    expect(two.status).toBe(400);
    expect(two.body.errors?.[0]?.extensions?.reason).toBe('ONCE_PER_REQUEST');
  });

  it('a batch of operations in one request is refused (400)', async () => {
    const r = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.42' },
      body: JSON.stringify([{ query: `mutation { ${login()} }` }, { query: `mutation { ${login()} }` }]),
    });
    expect(r.status).toBe(400);
  });
});
