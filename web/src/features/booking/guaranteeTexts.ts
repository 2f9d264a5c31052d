import { registerNamespace } from '../../app/i18n';
import enGuarantee from '../../locales/en/guarantee.json';
import hiGuarantee from '../../locales/hi/guarantee.json';

// The 'guarantee' namespace (issue #34: substitutes when a pandit does not answer, reliability in numbers) ships with
// the booking screens and the profile, not the first page.
registerNamespace('guarantee', { en: enGuarantee, hi: hiGuarantee });
