import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { RULE_MESSAGES } from '@marketplace/schema/rules';
import { i18n } from '../../app/i18n';
import { type JoinValues } from './applicationInput';
import { MyApplicationDraftDocument } from './operations';
import { applicant, FILLED, storeDraft, applyMock, renderWizard, forgetDrafts } from './joinTestKit';

beforeEach(forgetDrafts);
afterEach(async () => {
  forgetDrafts();
  await i18n.changeLanguage('en');
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
