import { registerNamespace } from '../../app/i18n';
import en from '../../locales/en/search.json';
import hi from '../../locales/hi/search.json';

// The filter panel's, suggestions' and near-me texts ship with those (lazy) pieces, not with the first visit.
registerNamespace('search', { en, hi });
