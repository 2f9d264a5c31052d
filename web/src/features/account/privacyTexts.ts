import { registerNamespace } from '../../app/i18n';
import enPrivacy from '../../locales/en/privacy.json';
import hiPrivacy from '../../locales/hi/privacy.json';

// The 'privacy' namespace (your data, the deletion banner, the privacy notice's table) ships with the parts that use
// it, not with the first load.
registerNamespace('privacy', { en: enPrivacy, hi: hiPrivacy });
