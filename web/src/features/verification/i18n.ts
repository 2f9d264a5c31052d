import { registerNamespace } from '../../app/i18n';
import en from '../../locales/en/verification.json';
import hi from '../../locales/hi/verification.json';

// The 'verification' namespace (a pandit's documents, their review, the profile's badges) ships with this code.
registerNamespace('verification', { en, hi });
