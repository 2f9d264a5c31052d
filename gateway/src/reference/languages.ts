import type { Language } from './types.js';

/** Languages a pandit can conduct ceremonies in; codes are ISO 639-1 (ISO 639-2 'bho' for Bhojpuri). */
export const LANGUAGES: Language[] = [
  { code: 'hi', name: { en: 'Hindi', hi: 'हिन्दी' } },
  { code: 'en', name: { en: 'English', hi: 'अंग्रेज़ी' } },
  { code: 'sa', name: { en: 'Sanskrit', hi: 'संस्कृत' } },
  { code: 'bn', name: { en: 'Bengali', hi: 'बांग्ला' } },
  { code: 'mr', name: { en: 'Marathi', hi: 'मराठी' } },
  { code: 'gu', name: { en: 'Gujarati', hi: 'गुजराती' } },
  { code: 'ta', name: { en: 'Tamil', hi: 'तमिल' } },
  { code: 'te', name: { en: 'Telugu', hi: 'तेलुगु' } },
  { code: 'kn', name: { en: 'Kannada', hi: 'कन्नड़' } },
  { code: 'ml', name: { en: 'Malayalam', hi: 'मलयालम' } },
  { code: 'pa', name: { en: 'Punjabi', hi: 'पंजाबी' } },
  { code: 'bho', name: { en: 'Bhojpuri', hi: 'भोजपुरी' } },
];
