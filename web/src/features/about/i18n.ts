import { registerNamespace } from '../../app/i18n';
import enAbout from '../../locales/en/about.json';
import hiAbout from '../../locales/hi/about.json';

// The 'about' namespace (About page, policies) ships with this code, not with the first load.
registerNamespace('about', { en: enAbout, hi: hiAbout });
