import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SHELL_READY } from './shell.ts';

/** The file next to index.html in dist/ listing the CSP hashes of its inline scripts; the gateway allows them. */
export const CSP_HASHES_FILE = 'csp-script-hashes.json';

const TAG = /<(script type="module"|link rel="modulepreload"|link rel="preload" as="style")[^>]*>(<\/script>)?\n?/g;

/**
 * The app's files start downloading after index.html's shell has painted, not while the HTML is parsed: the module
 * script, its modulepreloads and the stylesheet's preload become one small inline script that adds the same tags
 * (same attributes, same order) on the first animation frame (or after 100 ms in a background tab, which has
 * none). On a slow phone the shell (header, the home page's hero) is on screen before ~200 KB of JavaScript is
 * fetched and evaluated, so the first paint does not wait for them. When the shell paints an answer it asked the
 * server for (About's text, vite/shell.ts), the tags wait for that paint (its promise), at most 2 s.
 *
 * Also writes dist/csp-script-hashes.json: the sha256 of every inline script in the final index.html (this one and
 * the shell's pages, vite/shell.ts), which the gateway adds to the CSP's script-src.
 */
export function afterFirstPaint(): Plugin {
  let outDir = 'dist';
  return {
    name: 'after-first-paint',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags: Array<{ tag: string; attrs: Record<string, string> }> = [];
        const rest = html.replace(TAG, (whole) => {
          const tag = /^<(\w+)/.exec(whole)?.[1] ?? 'script';
          const attrs: Record<string, string> = {};
          for (const [, name = '', value = ''] of whole.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)) attrs[name] = value;
          tags.push({ tag, attrs });
          return '';
        });
        if (!tags.some((t) => t.tag === 'script')) return html;
        // The stylesheet's preload first and the module script last: added one per task, a script already cached (a
        // reload) could run before the stylesheet's tag existed, and main.tsx, finding none, rendered unstyled.
        const rank = (t: (typeof tags)[number]) => (t.attrs.as === 'style' ? 0 : t.tag === 'script' ? 2 : 1);
        tags.sort((a, b) => rank(a) - rank(b));
        const script = `(function () {
  var done = false;
  function load() {
    if (done) return;
    done = true;
    // One tag per task (a message to itself, not setTimeout's 4 ms floor): added in one task, the browser's work
    // to start each request held a phone's main thread for ~80 ms.
    var tags = ${JSON.stringify(tags)}, i = 0, channel = new MessageChannel();
    channel.port1.onmessage = function () {
      var t = tags[i++], el = document.createElement(t.tag);
      for (var name in t.attrs) el.setAttribute(name, t.attrs[name]);
      document.head.appendChild(el);
      if (i < tags.length) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(load, 0); });
    setTimeout(load, 100);
  }
  var ready = window.${SHELL_READY};
  if (ready) {
    ready.then(afterPaint, afterPaint);
    setTimeout(load, 2000);
  } else afterPaint();
})();`;
        return rest.replace('</body>', `<script>${script}</script>\n</body>`);
      },
    },
    closeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
      );
      writeFileSync(join(outDir, CSP_HASHES_FILE), JSON.stringify(hashes));
    },
  };
}
