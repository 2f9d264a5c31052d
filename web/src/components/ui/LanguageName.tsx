import type { Language } from '../../app/i18n';
import { LANGUAGE_NAMES } from '../../app/languageNames';

/** A language's name in its own script, marked with its language, in the small face the build makes for it. */
export function LanguageName({ lang }: { lang: Language }) {
  return (
    <span lang={lang} className="language-name">
      {LANGUAGE_NAMES[lang]}
    </span>
  );
}
