import { registerNamespace } from '../../app/i18n';
import enPandit from '../../locales/en/pandit.json';
import hiPandit from '../../locales/hi/pandit.json';

// The 'pandit' namespace (Join as Pandit, application status, Edit Profile) ships with this code.
registerNamespace('pandit', { en: enPandit, hi: hiPandit });
