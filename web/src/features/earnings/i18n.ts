import { registerNamespace } from '../../app/i18n';
import en from '../../locales/en/earnings.json';
import hi from '../../locales/hi/earnings.json';

// The 'earnings' namespace (the pandit's earnings, payout account and statements) ships with this code.
registerNamespace('earnings', { en, hi });
