import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DRAFT_CHARS } from '@marketplace/schema/rules/draft';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const SAVE = 'mutation($d: JSON!, $s: Int!) { savePanditApplicationDraft(draft: $d, step: $s) { draft step updatedAt } }';
const MINE = '{ myApplicationDraft { draft step } }';

describe('Join-as-Pandit draft on the server', () => {
  it('keeps one draft per account, replaces it, shows it to its owner only, and forgets it', async () => {
    const a = await s.newUser('Draft Owner');
    const b = await s.newUser('Someone Else');
    const draft = {
      name: 'Ramesh Sharma',
      bio: 'वैदिक पूजा, 20 वर्ष',
      specializations: ['Griha Pravesh'],
      pricing: { basic: 2100 },
    };
    const saved = await s.gql(SAVE, { d: draft, s: 2 }, a.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.savePanditApplicationDraft).toMatchObject({ draft, step: 2 });
    expect((await s.gql(MINE, {}, a.token)).data.myApplicationDraft).toEqual({ draft, step: 2 });
    expect((await s.gql(MINE, {}, b.token)).data.myApplicationDraft).toBeNull();

    await s.gql(SAVE, { d: { ...draft, bio: 'changed' }, s: 3 }, a.token);
    expect((await s.gql(MINE, {}, a.token)).data.myApplicationDraft).toMatchObject({ step: 3, draft: { bio: 'changed' } });

    const gone = await s.gql('mutation { discardPanditApplicationDraft }', {}, a.token);
    expect(gone.data.discardPanditApplicationDraft).toBe(true);
    expect((await s.gql(MINE, {}, a.token)).data.myApplicationDraft).toBeNull();
    expect((await s.gql('mutation { discardPanditApplicationDraft }', {}, a.token)).data.discardPanditApplicationDraft).toBe(
      false,
    );
  });

  it('needs a session', async () => {
    const r = await s.gql(SAVE, { d: { name: 'x' }, s: 0 });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await s.gql(MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a draft that is too large, not an object, or on a step that does not exist', async () => {
    const { token } = await s.newUser();
    const big = await s.gql(SAVE, { d: { bio: 'x'.repeat(MAX_DRAFT_CHARS) }, s: 0 }, token);
    expect(big.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(big.errors?.[0]?.extensions)).toContain('input.draft');
    const list = await s.gql(SAVE, { d: ['a'], s: 0 }, token);
    expect(list.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const step = await s.gql(SAVE, { d: {}, s: 99 }, token);
    expect(JSON.stringify(step.errors?.[0]?.extensions)).toContain('input.step');
    expect((await s.gql(MINE, {}, token)).data.myApplicationDraft).toBeNull();
  });
});
