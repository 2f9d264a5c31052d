import { describe, expect, it } from 'vitest';
import { checkInput } from './validate.js';
import {
  CONSENT_KINDS,
  CONSENT_VERSION,
  CONSENT_WORDING,
  DATA_ITEMS,
  RETENTION_DAYS,
  consentWording,
  guardianFailure,
  sankalpForCeremonySchema,
} from './privacy.js';
import { bookingDialogSchema } from './booking-dialog.js';
import { RULE_MESSAGES } from './messages.js';

const sankalp: { familyNames: string[]; gotra: string; guardianConfirmed?: boolean } = {
  familyNames: ['Baby Aarav'],
  gotra: 'Kashyap',
};

describe('the guardian rule', () => {
  it('a child samskara needs the confirmation; other ceremonies and no sankalp do not', () => {
    expect(guardianFailure('mundan-sanskar', sankalp)).toBe('sankalp.guardianRequired');
    expect(guardianFailure('namkaran-sanskar', { ...sankalp, guardianConfirmed: false })).toBe('sankalp.guardianRequired');
    expect(guardianFailure('mundan-sanskar', { ...sankalp, guardianConfirmed: true })).toBeNull();
    expect(guardianFailure('griha-pravesh', sankalp)).toBeNull();
    expect(guardianFailure('mundan-sanskar', null)).toBeNull();
    expect(RULE_MESSAGES['sankalp.guardianRequired'].hi).toMatch(/अभिभावक/);
  });

  it('the server’s schema and the dialog’s answer with the same key on the same path', () => {
    expect(checkInput(sankalpForCeremonySchema('mundan-sanskar'), sankalp, 'input.sankalp')).toMatchObject({
      ok: false,
      fieldKeys: { 'input.sankalp.guardianConfirmed': 'sankalp.guardianRequired' },
    });
    expect(checkInput(sankalpForCeremonySchema('griha-pravesh'), sankalp, 'input.sankalp')).toMatchObject({ ok: true });
    const dialog = checkInput(
      bookingDialogSchema,
      {
        panditId: '7f9c2a4e-1b3d-4c5e-8f6a-0b1c2d3e4f50',
        date: '2099-01-10',
        time: '10:00',
        location: 'Assi Ghat',
        ceremonyId: 'c1',
        sankalp: { ...sankalp, guardianConfirmed: false },
      },
      'input',
    );
    expect(dialog).toMatchObject({ ok: false, fieldKeys: { 'input.sankalp.guardianConfirmed': 'sankalp.guardianRequired' } });
  });
});

describe('the privacy notice and the consents', () => {
  it('every data item and consent has both languages; the periods are whole days', () => {
    for (const item of DATA_ITEMS) {
      for (const text of [item.group, item.what, item.why, item.howLong]) {
        expect(text.en.length).toBeGreaterThan(0);
        expect(text.hi).toMatch(/[\u0900-\u097F]/);
      }
    }
    for (const kind of CONSENT_KINDS) {
      expect(CONSENT_WORDING[kind][CONSENT_VERSION[kind]]).toBe(consentWording(kind));
      expect(consentWording(kind).hi).toMatch(/[\u0900-\u097F]/);
    }
    for (const days of Object.values(RETENTION_DAYS)) expect(Number.isInteger(days)).toBe(true);
  });
});
