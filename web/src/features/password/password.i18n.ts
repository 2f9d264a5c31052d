import { registerNamespace } from '../../app/i18n';

/** Forgot / reset password texts (namespace 'password'), shipped with the login modal and the two pages. */
const en = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotIntro:
    'Enter the e-mail address of your account. We will send a link to choose a new password; it works once, for one hour.',
  email: 'E-mail',
  send: 'Send reset link',
  sending: 'Sending…',
  sentTitle: 'Check your e-mail',
  sent: 'If an account exists for {{email}}, a reset link is on its way. It works once, for one hour. Check your spam folder if it does not arrive.',
  requestFailed: 'The reset link could not be requested',
  resetTitle: 'Choose a new password',
  resetIntro: 'Your new password ends every session of your account, on every device.',
  newPassword: 'New password',
  passwordHint: 'At least 8 characters; a common password is refused.',
  save: 'Save new password',
  saving: 'Saving…',
  doneTitle: 'Your password is changed',
  done: 'Sign in with your new password.',
  signIn: 'Sign in',
  linkProblem: 'This link cannot be used',
  askAgain: 'Ask for a new link',
  noToken: 'This page needs the link from the e-mail. Open the link you received, or ask for a new one.',
  resetFailed: 'The password could not be changed',
  togglePassword: 'Show or hide the password',
};

const hi: typeof en = {
  forgotLink: 'पासवर्ड भूल गए?',
  forgotTitle: 'अपना पासवर्ड भूल गए?',
  forgotIntro: 'अपने खाते का ईमेल पता लिखें। हम नया पासवर्ड चुनने के लिए एक लिंक भेजेंगे; वह केवल एक बार, एक घंटे तक काम करेगा।',
  email: 'ईमेल',
  send: 'रीसेट लिंक भेजें',
  sending: 'भेजा जा रहा है…',
  sentTitle: 'अपना ईमेल देखें',
  sent: 'यदि {{email}} का कोई खाता है, तो रीसेट लिंक भेज दिया गया है। वह केवल एक बार, एक घंटे तक काम करेगा। न मिले तो स्पैम फ़ोल्डर देखें।',
  requestFailed: 'रीसेट लिंक का अनुरोध नहीं हो सका',
  resetTitle: 'नया पासवर्ड चुनें',
  resetIntro: 'नया पासवर्ड आपके खाते के सभी सत्र, हर डिवाइस पर, समाप्त कर देगा।',
  newPassword: 'नया पासवर्ड',
  passwordHint: 'कम से कम 8 अक्षर; बहुत आम पासवर्ड स्वीकार नहीं होता।',
  save: 'नया पासवर्ड सहेजें',
  saving: 'सहेजा जा रहा है…',
  doneTitle: 'आपका पासवर्ड बदल गया है',
  done: 'अपने नए पासवर्ड से साइन इन करें।',
  signIn: 'साइन इन करें',
  linkProblem: 'यह लिंक इस्तेमाल नहीं किया जा सकता',
  askAgain: 'नया लिंक मँगाएँ',
  noToken: 'इस पेज के लिए ईमेल वाला लिंक चाहिए। प्राप्त लिंक खोलें, या नया लिंक मँगाएँ।',
  resetFailed: 'पासवर्ड नहीं बदला जा सका',
  togglePassword: 'पासवर्ड दिखाएँ या छिपाएँ',
};

registerNamespace('password', { en, hi });
