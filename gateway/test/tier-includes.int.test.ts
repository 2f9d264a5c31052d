import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type Account } from './scenario.js';

/**
 * What each price tier includes, in the pandit's words (issue #37, decision 0068): written with the application or a
 * profile edit (English, optionally Hindi, at most 300 characters each: the shared rule), read back on the profile by
 * anyone, in the reader's language with Hindi falling back to English; a tier he did not describe is null.
 */
let s: TestServer;
let applicant: Account;
let admin: Account;

beforeAll(async () => {
  s = await startTestServer({ seed: false });
  const sc = scenario(s);
  applicant = await sc.customer('Pt. Tier Sharma');
  admin = await sc.admin();
}, 120_000);
afterAll(async () => s?.close());

const APPLICATION = {
  name: 'Pt. Tier Sharma',
  email: 'pt.tier@example.in',
  phone: '9812345670',
  state: 'Uttar Pradesh',
  city: 'Varanasi',
  location: 'Assi Ghat, Varanasi',
  bio: 'Vedic priest trained at Kashi, performing family ceremonies for twenty years.',
  experience: 20,
  specializations: ['Griha Pravesh'],
  languages: ['Hindi'],
  pricing: { basic: 2100, premium: 3100, deluxe: 5100 },
  virtualPoojaAvailable: false,
  photos: [],
};
const TIERS = `tierIncludes {
  basic { en hi en_: text(language: EN) hi_: text(language: HI) }
  premium { en hi en_: text(language: EN) hi_: text(language: HI) }
  deluxe { en hi }
}`;
const APPLY = `mutation($i: PanditApplicationInput!) { applyAsPandit(input: $i) { id ${TIERS} } }`;
const UPDATE = `mutation($id: ID!, $i: UpdatePanditInput!) { updatePanditProfile(id: $id, input: $i) { id ${TIERS} } }`;

describe('what each tier includes', () => {
  let id: string;

  it('is refused over 300 characters, or in Hindi alone, with the rule keys', async () => {
    const r = await s.gql(
      APPLY,
      {
        i: {
          ...APPLICATION,
          tierIncludes: {
            basic: { en: 'x'.repeat(301) },
            premium: { hi: 'केवल हिंदी में' },
            deluxe: { en: 'ok', hi: 'क'.repeat(301) },
          },
        },
      },
      applicant.token,
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(r.errors?.[0]?.extensions?.fieldKeys).toEqual({
      'input.tierIncludes.basic.en': 'tierText.tooLong',
      'input.tierIncludes.premium.en': 'tierText.englishRequired',
      'input.tierIncludes.deluxe.hi': 'tierText.tooLong',
    });
  });

  it('round trip: written with the application, read in each language (Hindi falls back to English)', async () => {
    const r = await s.gql(
      APPLY,
      {
        i: {
          ...APPLICATION,
          tierIncludes: {
            basic: { en: '  The main puja, about 1 hour.  ', hi: 'मुख्य पूजा, लगभग 1 घंटा।' },
            premium: { en: 'Puja with havan; I bring the samagri.', hi: '  ' },
            deluxe: { en: '', hi: null },
          },
        },
      },
      applicant.token,
    );
    expect(r.errors).toBeUndefined();
    id = r.data.applyAsPandit.id;
    expect(r.data.applyAsPandit.tierIncludes).toEqual({
      basic: {
        en: 'The main puja, about 1 hour.',
        hi: 'मुख्य पूजा, लगभग 1 घंटा।',
        en_: 'The main puja, about 1 hour.',
        hi_: 'मुख्य पूजा, लगभग 1 घंटा।',
      },
      // Hindi not written: the Hindi reader gets the English text.
      premium: {
        en: 'Puja with havan; I bring the samagri.',
        hi: null,
        en_: 'Puja with havan; I bring the samagri.',
        hi_: 'Puja with havan; I bring the samagri.',
      },
      // Nothing written: null (the site shows its usual text).
      deluxe: null,
    });
  });

  it('shows on the public profile once approved; an edit replaces the texts, and other edits keep them', async () => {
    const approved = await s.gql('mutation($id: ID!) { approvePandit(id: $id) { id } }', { id }, admin.token);
    expect(approved.errors).toBeUndefined();
    const PROFILE = `query($id: ID!) { pandit(id: $id) { id ${TIERS} } }`;
    const seen = await s.gql(PROFILE, { id });
    expect(seen.data.pandit.tierIncludes.basic.hi_).toBe('मुख्य पूजा, लगभग 1 घंटा।');

    const edited = await s.gql(
      UPDATE,
      { id, i: { tierIncludes: { deluxe: { en: 'Everything, with prasad.', hi: 'सब कुछ, प्रसाद के साथ।' } } } },
      applicant.token,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updatePanditProfile.tierIncludes).toEqual({
      basic: null,
      premium: null,
      deluxe: { en: 'Everything, with prasad.', hi: 'सब कुछ, प्रसाद के साथ।' },
    });
    const other = await s.gql(
      UPDATE,
      { id, i: { bio: 'Vedic priest trained at Kashi, for twenty-one years now.' } },
      applicant.token,
    );
    expect(other.errors).toBeUndefined();
    expect(other.data.updatePanditProfile.tierIncludes.deluxe).toEqual({
      en: 'Everything, with prasad.',
      hi: 'सब कुछ, प्रसाद के साथ।',
    });
    const tooLong = await s.gql(UPDATE, { id, i: { tierIncludes: { basic: { en: 'y'.repeat(301) } } } }, applicant.token);
    expect(tooLong.errors?.[0]?.extensions?.fieldKeys).toEqual({ 'input.tierIncludes.basic.en': 'tierText.tooLong' });

    // REST: the profile update takes them (nested, as in GraphQL) and every answer carries them.
    const rest = await s.rest(
      'PUT',
      `/api/pandits/update/${id}`,
      { tierIncludes: { basic: { en: 'Puja only.', hi: 'केवल पूजा।' } } },
      applicant.token,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.data.tierIncludes).toEqual({ basic: { en: 'Puja only.', hi: 'केवल पूजा।' }, premium: null, deluxe: null });
    const restTooLong = await s.rest(
      'PUT',
      `/api/pandits/update/${id}`,
      { tierIncludes: { premium: { hi: 'केवल हिंदी' } } },
      applicant.token,
    );
    expect(restTooLong.status).toBe(400);
    expect(JSON.stringify(restTooLong.body)).toContain('tierText.englishRequired');

    // An admin reviewing applications reads them too.
    const review = await s.gql(`query($id: ID!) { panditApplication(id: $id) { id ${TIERS} } }`, { id }, admin.token);
    expect(review.errors).toBeUndefined();
    expect(review.data.panditApplication.tierIncludes.basic.en).toBe('Puja only.');
  });
});
