import { fireEvent, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { RULE_MESSAGES, type RuleMessageKey } from '@marketplace/schema/rules';
import type { PanditApplicationInput } from '../../__generated__/graphql';
import { i18n } from '../../app/i18n';
import type { SessionUser } from '../../app/session';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EMPTY_VALUES, type JoinValues } from './applicationInput';
import { ApplyAsPanditDocument, JoinReferenceDocument, MyApplicationDocument } from './operations';
import { JoinPage } from './JoinPage';

/** The join wizard's test fixtures and helpers, shared by its test files. */
export const name = (en: string, hi: string) => ({ __typename: 'LocalizedName', en, hi });

export const referenceMock: MockLink.MockedResponse = {
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
        languages: [{ __typename: 'Language', code: 'hi', name: name('Hindi', 'हिन्दी') }],
      },
      ceremonies: [{ __typename: 'Ceremony', id: 'c-griha-pravesh', name: name('Griha Pravesh', 'गृह प्रवेश') }],
    },
  },
};

export const applicant: SessionUser = {
  id: 'u1',
  name: 'Asha',
  email: 'asha@example.in',
  phone: null,
  role: 'USER',
  avatar: null,
  deletionRequestedAt: null,
};

export const noApplicationMock: MockLink.MockedResponse = {
  request: { query: MyApplicationDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { me: { __typename: 'User', id: applicant.id, role: 'USER', panditProfile: null } } },
};

/** A complete, valid set of answers. */
export const FILLED: JoinValues = {
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

export function storeDraft(draft: Partial<JoinValues>, step: number) {
  localStorage.setItem('join-wizard', JSON.stringify({ draft, step, savedAt: new Date().toISOString() }));
}

/** The pandit the server answers with after applying. */
export function appliedPandit(input: PanditApplicationInput) {
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
    tierIncludes: { __typename: 'TierIncludes', basic: null, premium: null, deluxe: null },
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
export function applyMock(sent: PanditApplicationInput[], answer?: MockLink.MockedResponse['result']): MockLink.MockedResponse {
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

export async function renderWizard(options: { user?: SessionUser | null; mocks?: MockLink.MockedResponse[] } = {}) {
  const { user = null, mocks = [] } = options;
  const view = renderWithProviders(<JoinPage />, {
    user,
    mocks: [referenceMock, ...(user ? [noApplicationMock] : []), ...mocks],
  });
  await screen.findByTestId('join-stepper');
  return view;
}

export const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** The applicant reads a rule's message in the page's language. */
export const message = (key: RuleMessageKey) => RULE_MESSAGES[key][i18n.language as 'en' | 'hi'];

export const forgetDrafts = () => {
  sessionStorage.clear();
  localStorage.removeItem('join-wizard');
};
