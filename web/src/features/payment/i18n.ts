import { LANGUAGES, i18n, registerNamespace } from '../../app/i18n';
import enPayment from '../../locales/en/payment.json';
import hiPayment from '../../locales/hi/payment.json';

// The 'payment' namespace ships with the payment code (booking list, receipt, admin tab), not with the first page.
registerNamespace('payment', { en: enPayment, hi: hiPayment });

// The payment refusals' reasons join the 'errors' namespace, so app/errors.ts `errorMessage` translates them.
const reasons = { en: enPayment.reasons, hi: hiPayment.reasons };
for (const lng of LANGUAGES) i18n.addResourceBundle(lng, 'errors', { reason: reasons[lng] }, true, false);
