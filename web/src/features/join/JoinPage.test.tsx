import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { RULE_MESSAGES, type RuleMessageKey } from '@marketplace/schema/rules';
import type { PanditApplicationInput } from '../../__generated__/graphql';
import { i18n } from '../../app/i18n';
import type { SessionUser } from '../../app/session';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EMPTY_VALUES, type JoinValues } from './applicationInput';
import { ApplyAsPanditDocument, JoinReferenceDocument, MyApplicationDocument, MyApplicationDraftDocument } from './operations';
import { JoinPage } from './JoinPage';

const name = (en: string, hi: string) => ({ __typename: 'LocalizedName', en, hi });

const referenceMock: MockLink.MockedResponse = {
  request: { query: JoinReferenceDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      referenceData: {
        __typename: 'ReferenceData',
        states: [
          {
            __typename: 'IndianState',
            code: 'UP',
            name: name('Uttar Pradesh', 'उत्तर प्रदेश'),
            cities: [{ __typename: 'City', name: name('Varanasi', 'वाराणसी') }],
          },
        ],
        specializations: [{ __typename: 'Specialization', id: 'griha-pravesh', name: name('Griha Pravesh', 'गृह प्रवेश') }],
        languages: [{ __typename: 'Language', code: 'hi', name: name('Hindi', 'हिन्दी') }],
      },
    },
  },
};

const applicant: SessionUser = { id: 'u1', name: 'Asha', email: 'asha@example.in', phone: null, role: 'USER', avatar: null };

const noApplicationMock: MockLink.MockedResponse = {
  request: { query: MyApplicationDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { me: { __typename: 'User', id: applicant.id, role: 'USER', panditProfile: null } } },
};

/** A complete, valid set of answers. */
const FILLED: JoinValues = {
  ...EMPTY_VALUES,
  name: '  Pt. Ramesh Shastri ',
  email: ' ramesh@example.in ',
  phone: '98765 43210',
  whatsappNumber: '  ',
  state: 'UP',
  city: 'Varanasi',
  location: ' Assi Ghat ',
  bio: ' Vedic rituals for 20 years. ',
  experience: 20,
  specializations: ['Griha Pravesh'],
  languages: ['Hindi'],
  pricing: { basic: 2100, premium: 5100, deluxe: 11000, virtualBasic: 1100, virtualPremium: 2100, virtualDeluxe: 5100 },
};

function storeDraft(draft: Partial<JoinValues>, step: number) {
  localStorage.setItem('join-wizard', JSON.stringify({ draft, step, savedAt: new Date().toISOString() }));
}

/** The pandit the server answers with after applying. */
function appliedPandit(input: PanditApplicationInput) {
  return {
    __typename: 'Pandit',
    id: 'p1',
    name: input.name,
    email: input.email,
    phone: input.phone,
    whatsappNumber: input.whatsappNumber ?? input.phone,
    avatar: null,
    bio: input.bio,
    specializations: input.specializations,
    experience: input.experience,
    languages: input.languages,
    pricing: { __typename: 'Pricing', virtualBasic: null, virtualPremium: null, virtualDeluxe: null, ...input.pricing },
    verified: false,
    approved: false,
    registrationStatus: 'PENDING',
    rejectionReason: null,
    location: input.location,
    state: 'Uttar Pradesh',
    city: input.city,
    photos: [],
    virtualPoojaAvailable: input.virtualPoojaAvailable,
    createdAt: '2026-11-22T10:00:00.000Z',
  };
}

/** Records each ApplyAsPandit input; answers with `answer` (default: success). */
function applyMock(sent: PanditApplicationInput[], answer?: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: { query: ApplyAsPanditDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      const input = variables.input as PanditApplicationInput;
      sent.push(input);
      return (answer as object | undefined) ?? { data: { applyAsPandit: appliedPandit(input) } };
    },
  };
}

async function renderWizard(options: { user?: SessionUser | null; mocks?: MockLink.MockedResponse[] } = {}) {
  const { user = null, mocks = [] } = options;
  const view = renderWithProviders(<JoinPage />, {
    user,
    mocks: [referenceMock, ...(user ? [noApplicationMock] : []), ...mocks],
  });
  await screen.findByTestId('join-stepper');
  return view;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** The applicant reads a rule's message in the page's language. */
const message = (key: RuleMessageKey) => RULE_MESSAGES[key][i18n.language as 'en' | 'hi'];

const forgetDrafts = () => {
  sessionStorage.clear();
  localStorage.removeItem('join-wizard');
};
beforeEach(forgetDrafts);
afterEach(async () => {
  forgetDrafts();
  await i18n.changeLanguage('en');
});

describe.each(['en', 'hi'] as const)('Join wizard step checks (%s)', (lng) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lng);
  });

  it('contact: required fields, then a malformed email and phones, and stays on the step', async () => {
    await renderWizard();
    fireEvent.click(screen.getByTestId('join-next'));
    expect(await screen.findByText(message('name.required'))).toBeTruthy();
    expect(screen.getByText(message('email.required'))).toBeTruthy();
    expect(screen.getByText(message('phone.required'))).toBeTruthy();

    type('join-name', 'R');
    type('join-email', 'ramesh@example');
    type('join-phone', '012345 67890');
    type('join-whatsapp', '5555');
    fireEvent.click(screen.getByTestId('join-next'));
    expect(await screen.findByText(message('email.invalid'))).toBeTruthy();
    expect(screen.getByText(message('name.length'))).toBeTruthy();
    expect(screen.getByText(message('phone.invalid'))).toBeTruthy();
    expect(screen.getByText(message('whatsapp.invalid'))).toBeTruthy();
    expect(screen.getByTestId('join-name')).toBeTruthy();
  });

  it('contact: a valid step moves on to the place step', async () => {
    await renderWizard();
    type('join-name', 'Ramesh');
    type('join-email', 'ramesh@example.in');
    type('join-phone', '+91 98765-43210');
    fireEvent.click(screen.getByTestId('join-next'));
    expect(await screen.findByTestId('join-location')).toBeTruthy();
  });

  it('place: state, city and locality are required', async () => {
    storeDraft({ ...FILLED, state: '', city: '', location: ' x ' }, 1);
    await renderWizard();
    fireEvent.click(screen.getByTestId('join-next'));
    expect(await screen.findByText(message('state.required'))).toBeTruthy();
    expect(screen.getByText(message('city.required'))).toBeTruthy();
    expect(screen.getByText(message('location.required'))).toBeTruthy();
  });

  it('profile: bio, whole years, a specialization and a language', async () => {
    storeDraft({ ...FILLED, bio: ' ', experience: 2.5, specializations: [], languages: [] }, 2);
    await renderWizard();
    fireEvent.click(screen.getByTestId('join-next'));
    expect(await screen.findByText(message('bio.required'))).toBeTruthy();
    expect(screen.getByText(message('experience.invalid'))).toBeTruthy();
    expect(screen.getByText(message('specializations.required'))).toBeTruthy();
    expect(screen.getByText(message('languages.required'))).toBeTruthy();
  });

  it('pricing: every tier needs a whole number of rupees, and the virtual ones when offered', async () => {
    storeDraft({ ...FILLED, pricing: { ...FILLED.pricing, premium: '' }, virtualPoojaAvailable: true }, 3);
    await renderWizard();
    fireEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByText(message('price.invalid'))).toBeTruthy();

    fireEvent.change(screen.getByTestId('join-premium'), { target: { value: '5100' } });
    fireEvent.change(screen.getByTestId('join-virtualDeluxe'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByText(message('price.virtualRequired'))).toBeTruthy();
    expect(screen.queryByText(message('price.invalid'))).toBeNull();
  });

  it('shows the first failing step when submitting from the last one', async () => {
    storeDraft({ ...FILLED, email: 'not-an-email' }, 3);
    await renderWizard();
    fireEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByText(message('email.invalid'))).toBeTruthy();
    expect(screen.getByTestId('join-email')).toBeTruthy();
  });
});

describe('Join wizard submit', () => {
  it('sends the trimmed answers, without virtual prices when virtual poojas are not offered', async () => {
    storeDraft({ ...FILLED, virtualPoojaAvailable: false }, 3);
    const sent: PanditApplicationInput[] = [];
    await renderWizard({ user: applicant, mocks: [applyMock(sent)] });
    fireEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByTestId('join-success')).toBeTruthy();
    expect(sent).toEqual([
      {
        name: 'Pt. Ramesh Shastri',
        email: 'ramesh@example.in',
        phone: '98765 43210',
        whatsappNumber: null,
        state: 'UP',
        city: 'Varanasi',
        location: 'Assi Ghat',
        bio: 'Vedic rituals for 20 years.',
        experience: 20,
        specializations: ['Griha Pravesh'],
        languages: ['Hindi'],
        pricing: { basic: 2100, premium: 5100, deluxe: 11000 },
        virtualPoojaAvailable: false,
        avatar: null,
        photos: [],
      },
    ]);
    expect(localStorage.getItem('join-wizard')).toBeNull();
  });

  it('sends the virtual prices when virtual poojas are offered', async () => {
    storeDraft({ ...FILLED, virtualPoojaAvailable: true, whatsappNumber: '9123456789' }, 3);
    const sent: PanditApplicationInput[] = [];
    await renderWizard({ user: applicant, mocks: [applyMock(sent)] });
    fireEvent.click(screen.getByTestId('join-submit'));
    await screen.findByTestId('join-success');
    expect(sent[0]?.whatsappNumber).toBe('9123456789');
    expect(sent[0]?.virtualPoojaAvailable).toBe(true);
    expect(sent[0]?.pricing).toEqual({
      basic: 2100,
      premium: 5100,
      deluxe: 11000,
      virtualBasic: 1100,
      virtualPremium: 2100,
      virtualDeluxe: 5100,
    });
  });

  it('shows a server field error on the step that holds the field (English text without a key)', async () => {
    storeDraft(FILLED, 3);
    const sent: PanditApplicationInput[] = [];
    const refused = {
      errors: [
        {
          message: 'Invalid input',
          extensions: { code: 'VALIDATION_FAILED', fields: { 'input.location': 'Location is too short' } },
        },
      ],
    };
    await renderWizard({ user: applicant, mocks: [applyMock(sent, refused)] });
    fireEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByText('Location is too short')).toBeTruthy();
    expect(screen.getByTestId('join-location')).toBeTruthy();
    expect(screen.getByTestId('join-error')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});

describe('Join wizard server rule keys', () => {
  it("shows a server's rule key in the page's language on its step", async () => {
    await i18n.changeLanguage('hi');
    storeDraft(FILLED, 3);
    const refused = {
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'VALIDATION_FAILED',
            fields: { 'input.phone': RULE_MESSAGES['phone.invalid'].en },
            fieldKeys: { 'input.phone': 'phone.invalid' },
          },
        },
      ],
    };
    await renderWizard({ user: applicant, mocks: [applyMock([], refused)] });
    fireEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByText(RULE_MESSAGES['phone.invalid'].hi)).toBeTruthy();
    expect(screen.getByTestId('join-phone')).toBeTruthy();
  });
});

describe('Join wizard draft and files', () => {
  const draftMock = (draft: Partial<JoinValues>, step: number, updatedAt: string): MockLink.MockedResponse => ({
    request: { query: MyApplicationDraftDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { myApplicationDraft: { __typename: 'ApplicationDraft', draft, step, updatedAt } } },
  });

  it("restores the account's draft from the server when it is newer than this browser's", async () => {
    localStorage.setItem('join-wizard', JSON.stringify({ draft: { name: 'Old' }, step: 0, savedAt: '2026-11-01T00:00:00.000Z' }));
    await renderWizard({
      user: applicant,
      mocks: [draftMock({ ...FILLED, name: 'From the server' }, 0, '2026-11-20T00:00:00.000Z')],
    });
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('join-name').value).toBe('From the server'));
  });

  it("keeps this browser's draft when it is the newer one", async () => {
    localStorage.setItem(
      'join-wizard',
      JSON.stringify({ draft: { name: 'Typed here' }, step: 0, savedAt: '2026-11-21T00:00:00.000Z' }),
    );
    await renderWizard({ user: applicant, mocks: [draftMock({ name: 'Older on the server' }, 0, '2026-11-20T00:00:00.000Z')] });
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('join-name').value).toBe('Typed here'));
  });

  it('refuses a file that is not a JPEG, PNG or WebP image when it is added, naming it', async () => {
    storeDraft(FILLED, 2);
    await renderWizard();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'dance.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(/dance\.gif/)).toBeTruthy();
  });

  it('a late upload error keeps every answer and the chosen photo', async () => {
    storeDraft(FILLED, 3);
    const createObjectURL = vi.fn(() => 'blob:photo');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false }), { status: 500 })),
    );
    try {
      await renderWizard({ user: applicant });
      fireEvent.click(screen.getByTestId('join-previous'));
      const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(10)], 'me.png', { type: 'image/png' })] } });
      await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
      fireEvent.click(screen.getByTestId('join-next'));
      fireEvent.click(await screen.findByTestId('join-submit'));
      expect(await screen.findByTestId('join-error')).toBeTruthy();
      expect(screen.getByTestId<HTMLTextAreaElement>('join-bio').value).toBe(FILLED.bio);
      expect(document.querySelector('img[src="blob:photo"]')).toBeTruthy(); // the chosen photo, still to upload
      const kept = JSON.parse(localStorage.getItem('join-wizard') ?? '{}') as { draft: JoinValues };
      expect(kept.draft).toMatchObject({ name: FILLED.name, location: FILLED.location, pricing: FILLED.pricing });
      fireEvent.click(screen.getByTestId('join-previous'));
      expect(screen.getByTestId<HTMLInputElement>('join-location').value).toBe(FILLED.location);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
