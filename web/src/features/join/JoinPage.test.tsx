import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { PanditApplicationInput } from '../../__generated__/graphql';
import { i18n } from '../../app/i18n';
import { applicant, FILLED, storeDraft, applyMock, renderWizard, type, message, forgetDrafts } from './joinTestKit';

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

  it('tier texts: at most 300 characters, and never Hindi alone (the shared rule)', async () => {
    storeDraft({ ...FILLED, virtualPoojaAvailable: false }, 3);
    await renderWizard();
    fireEvent.change(screen.getByTestId('join-tier-basic-en'), { target: { value: 'x'.repeat(301) } });
    fireEvent.change(screen.getByTestId('join-tier-deluxe-hi'), { target: { value: 'सब कुछ' } });
    fireEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByText(message('tierText.tooLong'))).toBeTruthy();
    expect(screen.getByText(message('tierText.englishRequired'))).toBeTruthy();
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
        tierIncludes: {
          basic: { en: null, hi: null },
          premium: { en: null, hi: null },
          deluxe: { en: null, hi: null },
        },
        virtualPoojaAvailable: false,
        avatar: null,
        photos: [],
      },
    ]);
    expect(localStorage.getItem('join-wizard')).toBeNull();
  });

  it('sends what each tier includes, trimmed, in English and Hindi', async () => {
    storeDraft(
      {
        ...FILLED,
        virtualPoojaAvailable: false,
        tierIncludes: {
          basic: { en: ' The main puja. ', hi: ' मुख्य पूजा। ' },
          premium: { en: 'With havan.', hi: '' },
          deluxe: { en: '', hi: '' },
        },
      },
      3,
    );
    const sent: PanditApplicationInput[] = [];
    await renderWizard({ user: applicant, mocks: [applyMock(sent)] });
    expect(screen.getByTestId<HTMLTextAreaElement>('join-tier-basic-hi').value).toBe(' मुख्य पूजा। ');
    fireEvent.click(screen.getByTestId('join-submit'));
    await screen.findByTestId('join-success');
    expect(sent[0]?.tierIncludes).toEqual({
      basic: { en: 'The main puja.', hi: 'मुख्य पूजा।' },
      premium: { en: 'With havan.', hi: null },
      deluxe: { en: null, hi: null },
    });
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

  it("sends a ceremony's own price by its id, only for a ceremony still chosen (issue #33)", async () => {
    storeDraft(
      {
        ...FILLED,
        ceremonyPrices: { 'Griha Pravesh': { price: '', virtualPrice: '' }, 'Old Puja': { price: 999, virtualPrice: '' } },
      },
      3,
    );
    const sent: PanditApplicationInput[] = [];
    await renderWizard({ user: applicant, mocks: [applyMock(sent)] });
    const own = await screen.findByLabelText('Griha Pravesh: your price');
    fireEvent.change(own, { target: { value: '3100' } });
    fireEvent.click(screen.getByTestId('join-submit'));
    await screen.findByTestId('join-success');
    expect(sent[0]?.ceremonyPrices).toEqual([{ ceremonyId: 'c-griha-pravesh', price: 3100, virtualPrice: null }]);
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
