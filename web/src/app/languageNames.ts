import type { Language } from './i18n';

/**
 * Each language's name in its own script, as the language switches show it. The build makes a font of just the
 * Devanagari glyphs these names use (vite/font-faces.ts), so a page in English does not download a whole
 * Devanagari face for the one word 'हिन्दी'.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
