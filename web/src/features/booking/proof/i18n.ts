import { registerNamespace } from '../../../app/i18n';
import en from '../../../locales/en/proof.json';
import hi from '../../../locales/hi/proof.json';

// The 'proof' namespace (completing a ceremony with proof, and the family's view of it) ships with this code.
registerNamespace('proof', { en, hi });
