import { registerNamespace } from '../../app/i18n';
import en from '../../locales/en/pageAddress.json';
import hi from '../../locales/hi/pageAddress.json';

// The share buttons' and the package page's texts (issue #32) ride with the lazy profile and package grid, not the
// first visit's download.
registerNamespace('pageAddress', { en, hi });
