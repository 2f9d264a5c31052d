import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const heroOf = (localesDir: string, lang: string) => {
  const { hero } = JSON.parse(readFileSync(`${localesDir}/${lang}/marketplace.json`, 'utf8')) as {
    hero: { title: string; subtitle: string };
  };
  return { title: hero.title, subtitle: hero.subtitle };
};

/**
 * The home page's hero (title and subtitle, in the visitor's language) painted from the HTML, before any script
 * arrives: it is the home page's largest text, so the first paint is also its largest contentful paint on a slow
 * phone, instead of waiting for the framework to download and render. React replaces it on its first render with
 * the same text in the same place (HomePage.tsx's hero; the sizes here mirror it). Title and subtitle are one
 * paragraph here (two lines apart), so the paint React makes of either one alone is never a larger one.
 *
 * The texts come from the locale files at build time; a small inline script picks the language the app will pick
 * (`lang=` in the address, else the one kept in localStorage, see app/i18n.ts) and shows the hero only on the home
 * route. The CSP allows that script by its hash (vite/after-first-paint.ts lists every inline script's).
 */
export function shellHero(localesDir: string): Plugin {
  return {
    name: 'shell-hero',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const texts = { en: heroOf(localesDir, 'en'), hi: heroOf(localesDir, 'hi') };
        // JSON in a script: '<' escaped so no text can close the element.
        const data = JSON.stringify(texts).replace(/</g, '\\u003c');
        const script = `(function () {
  var route = location.hash.replace(/^#\\/?/, '').split('?')[0];
  if (route !== '' && route !== 'home') return;
  var asked = /[?&]lang=(en|hi)\\b/.exec(location.search + location.hash);
  var lang = asked ? asked[1] : 'en';
  if (!asked) try { if (localStorage.getItem('lang') === 'hi') lang = 'hi'; } catch (e) {}
  var text = ${data}[lang];
  document.documentElement.lang = lang;
  var section = document.createElement('section');
  section.className = 'shell-hero';
  var words = section.appendChild(document.createElement('div')).appendChild(document.createElement('p'));
  words.appendChild(document.createElement('span')).textContent = text.title;
  words.appendChild(document.createElement('br'));
  words.appendChild(document.createElement('br'));
  words.appendChild(document.createElement('span')).textContent = text.subtitle;
  document.getElementById('root').appendChild(section);
})();`;
        return html.replace('<!-- shell-hero -->', `<script>${script}</script>`);
      },
    },
  };
}
