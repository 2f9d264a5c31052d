import { registerNamespace } from '../../app/i18n';
import enCeremony from '../../locales/en/ceremony.json';
import hiCeremony from '../../locales/hi/ceremony.json';

// The 'ceremony' namespace (ceremony pages, the booking dialog's ceremony part) ships with that code, not the first load.
registerNamespace('ceremony', { en: enCeremony, hi: hiCeremony });
