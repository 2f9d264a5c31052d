import { readFileSync } from 'node:fs';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { documentLiteral } from './compile-documents.ts';
import { SHELL_ANSWERS } from '../src/app/shellAnswers.ts';
import { FONT_FAMILY } from '../src/app/fontFamily.ts';

const heroOf = (localesDir: string, lang: string) => {
  const { hero } = JSON.parse(readFileSync(`${localesDir}/${lang}/marketplace.json`, 'utf8')) as {
    hero: { title: string; subtitle: string };
  };
  return { title: hero.title, subtitle: hero.subtitle };
};

/** The global promise the app's files wait for before they are requested (vite/after-first-paint.ts). */
export const SHELL_READY = '__shellReady';

/**
 * What index.html paints before any script arrives, so the first paint on a slow phone already holds the page's
 * largest text instead of waiting for the framework to download and render:
 *
 * - the home page's hero (title and subtitle, from the locale files at build time), HomePage.tsx's hero;
 * - the About page's own text (title and paragraphs, written by an admin): the shell asks `/graphql` for it with
 *   the app's own AboutContent query as a GET (the same text Apollo sends, so the gateway's public cache answers both) and
 *   paints it as AboutPage.tsx draws it. The app's files are requested once that answer is painted (or failed, or
 *   after 2 s), and the app writes the answer into its cache (src/app/shellAnswers.ts), so its first render shows
 *   the same text without asking again.
 *
 * React replaces the shell on its first render with the same text in the same place (index.html's styles mirror
 * the pages' Mantine props). Each page's texts are one paragraph here (lines apart), so no single element React
 * paints later is larger than the shell's: the largest contentful paint stays the shell's.
 *
 * A small inline script picks the language the app will pick (`/hi/...` or `lang=` in the address, else the one
 * kept in localStorage, see app/startAddress.ts) and the route (the path, or an old hash route's). The CSP allows it by its hash (vite/after-first-paint.ts lists
 * every inline script's).
 */
export function shellPages(localesDir: string, generatedDir: string): Plugin {
  return {
    name: 'shell-pages',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes('%FONT_FAMILY%')) throw new Error('shell-pages: index.html has no %FONT_FAMILY% to write');
        html = html.replaceAll('%FONT_FAMILY%', FONT_FAMILY); // the theme's stack (app/fontFamily.ts)
        const heroes = { en: heroOf(localesDir, 'en'), hi: heroOf(localesDir, 'hi') };
        const about = addTypenameToDocument(JSON.parse(documentLiteral(generatedDir, 'AboutContentDocument')) as DocumentNode);
        // JSON in a script: '<' escaped so no text can close the element.
        const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
        const script = `(function () {
  var path = location.pathname.replace(/\\/+$/, '');
  var hi = /^\\/hi(\\/|$)/.test(path);
  var route = (hi ? path.slice(3) : path).replace(/^\\//, '');
  var old = location.hash.replace(/^#\\/?/, '').split('?')[0];
  if (route === '' && old) route = old === 'home' ? '' : old;
  var asked = /[?&]lang=(en|hi)\\b/.exec(location.search + location.hash);
  var lang = asked ? asked[1] : hi ? 'hi' : 'en';
  if (!asked && !hi) try { if (localStorage.getItem('lang') === 'hi') lang = 'hi'; } catch (e) {}
  var root = document.getElementById('root');
  var placeholder = root.firstElementChild;
  function paint(className, lines) {
    var section = document.createElement('section');
    section.className = className;
    var words = section.appendChild(document.createElement('div')).appendChild(document.createElement('p'));
    lines.forEach(function (line, i) {
      if (i > 0) { words.appendChild(document.createElement('br')); words.appendChild(document.createElement('br')); }
      words.appendChild(document.createElement('span')).textContent = line;
    });
    root.appendChild(section);
  }
  if (route === '' || route === 'home') {
    document.documentElement.lang = lang;
    var hero = ${json(heroes)}[lang];
    paint('shell-hero', [hero.title, hero.subtitle]);
  } else if (route === 'about') {
    var variables = { language: lang };
    // A GET, as Apollo sends a visitor's queries (decision 0080): cacheable at a CDN.
    var answer = fetch('/graphql?' + new URLSearchParams({
      operationName: 'AboutContent', variables: JSON.stringify(variables), query: ${json(print(about))}
    }), { headers: { 'apollo-require-preflight': 'true' } }).then(function (r) { return r.ok ? r.json() : null; }).then(function (body) {
      return body && body.data && body.data.about && !body.errors ? body.data : null;
    }, function () { return null; });
    window.${SHELL_ANSWERS} = { AboutContent: { variables: variables, data: answer } };
    window.${SHELL_READY} = answer.then(function (data) {
      // Painted only while React has not rendered (its first render replaces the root's children).
      if (data && root.firstElementChild === placeholder) {
        document.documentElement.lang = lang;
        paint('shell-about', [data.about.title].concat(data.about.content.split(/\\n+/)));
      }
    });
  }
})();`;
        return html.replace('<!-- shell-pages -->', `<script>${script}</script>`);
      },
    },
  };
}
