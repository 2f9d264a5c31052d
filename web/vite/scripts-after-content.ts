import type { Plugin } from 'vite';

const SCRIPTS = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;

/**
 * The built index.html with its stylesheets first in the head and its scripts (the entry and its modulepreloads) at
 * the end of the body (decision 0088). A server-rendered page paints from its HTML and stylesheets alone; with the
 * scripts in the head, a phone's browser fetched 200 KB of JavaScript beside the rest of the page and its CSS, on a
 * slow link sharing it with them, and the first paint waited. After the content the browser finds the scripts once
 * the page is in (a module script runs after parsing either way). The gateway puts the modulepreloads of the parts a
 * render drew there too (http/page-styles.ts).
 */
export function scriptsAfterContent(): Plugin {
  return {
    name: 'scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts = html.match(SCRIPTS) ?? [];
        if (scripts.length === 0) return html;
        const tags = scripts.map((tag) => `    ${tag.trim()}\n`).join('');
        return html.replace(SCRIPTS, '').replace(/([ \t]*)<\/body>/, (_, indent: string) => `${tags}${indent}</body>`);
      },
    },
  };
}
