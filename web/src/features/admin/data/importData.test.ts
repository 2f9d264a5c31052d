import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import en from '../../../locales/en/admin.json';
import { importProblems } from './importData';

describe('importProblems', () => {
  it("names each refused record from the admin's own file, with the field and why", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', ns: ['admin'], defaultNS: 'admin', resources: { en: { admin: en } } });
    const t = i18n.t.bind(i18n) as TFunction;
    const file = {
      pandits: [
        { id: 'a', name: 'Pt. First' },
        { id: 'b', name: 'Pt. Wizard Hours' },
      ],
      payments: [{ id: '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c' }],
    };
    const lines = importProblems(
      file,
      {
        key: 'validation',
        fields: {
          'data.pandits.1.availability.weeklyHours.1.0': 'Not one of the booking slots',
          'data.payments.0.bookingId': 'Unknown booking',
          'data.version': 'Unsupported file version',
        },
        fieldKeys: { 'data.pandits.1.availability.weeklyHours.1.0': 'admin.fileInvalid' },
      },
      t,
    );
    expect(lines).toEqual([
      'Pandits 2 “Pt. Wizard Hours”: availability.weeklyHours.1.0 — Not one of the booking slots',
      'Payments 1 “3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c”: bookingId — Unknown booking',
      'version: Unsupported file version',
    ]);
  });
});
