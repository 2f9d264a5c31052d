/** The complaint rules' messages (complaint.ts), joined into RULE_MESSAGES. */
export const COMPLAINT_RULE_MESSAGES = {
  'complaint.categoryInvalid': { en: 'Please choose what went wrong', hi: 'कृपया चुनें कि क्या गड़बड़ हुई' },
  'complaint.descriptionTooShort': {
    en: 'Please describe the problem in at least 10 characters',
    hi: 'कृपया समस्या कम से कम 10 अक्षरों में बताएँ',
  },
  'complaint.descriptionTooLong': { en: 'At most 2000 characters', hi: 'अधिकतम 2000 अक्षर' },
  'complaint.replyRequired': { en: 'Please write a reply', hi: 'कृपया उत्तर लिखें' },
  'complaint.outcomeInvalid': { en: 'Please choose an outcome', hi: 'कृपया परिणाम चुनें' },
  'complaint.noteRequired': {
    en: 'Please give the reason (3 to 1000 characters)',
    hi: 'कृपया कारण लिखें (3 से 1000 अक्षर)',
  },
  'complaint.amountInvalid': {
    en: 'Enter a refund amount in whole rupees, at least ₹1',
    hi: 'रिफ़ंड की राशि पूरे रुपयों में लिखें, कम से कम ₹1',
  },
} as const;
