/** The payout rules' messages (payout.ts), joined into RULE_MESSAGES. */
export const PAYOUT_RULE_MESSAGES = {
  'payout.kindInvalid': { en: 'Choose a bank account or a UPI id', hi: 'बैंक खाता या UPI आईडी चुनें' },
  'payout.holderRequired': {
    en: 'Enter the name on the bank account',
    hi: 'बैंक खाते पर लिखा नाम लिखें',
  },
  'payout.accountNumberInvalid': {
    en: 'The account number is 9 to 18 digits',
    hi: 'खाता संख्या 9 से 18 अंकों की होती है',
  },
  'payout.ifscInvalid': {
    en: 'The IFSC is 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234)',
    hi: 'आईएफ़एससी कोड 11 अक्षरों का होता है: 4 अक्षर, एक शून्य, फिर 6 अक्षर या अंक',
  },
  'payout.upiInvalid': {
    en: 'A UPI id looks like name@bank',
    hi: 'UPI आईडी नाम@बैंक जैसी दिखती है',
  },
  'payout.referenceInvalid': {
    en: 'Enter the bank reference (3 to 100 characters)',
    hi: 'बैंक संदर्भ लिखें (3 से 100 अक्षर)',
  },
  'payout.reasonInvalid': {
    en: 'Say why the transfer failed (3 to 300 characters)',
    hi: 'बताएँ कि भुगतान क्यों विफल हुआ (3 से 300 अक्षर)',
  },
} as const;
