/** The payment rules' messages (payment.ts), joined into RULE_MESSAGES. */
export const PAYMENT_RULE_MESSAGES = {
  'utr.required': { en: 'Please enter the UPI transaction reference (UTR)', hi: 'कृपया UPI लेन-देन संदर्भ (UTR) लिखें' },
  'utr.invalid': {
    en: 'The UTR is the 12-digit number your UPI app shows for the payment',
    hi: 'UTR वह 12 अंकों की संख्या है जो आपका UPI ऐप भुगतान के लिए दिखाता है',
  },
  'refundReference.invalid': {
    en: 'Enter the refund transfer reference (3 to 100 characters)',
    hi: 'रिफ़ंड भुगतान का संदर्भ लिखें (3 से 100 अक्षर)',
  },
} as const;
