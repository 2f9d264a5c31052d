import type { Plugin } from 'vite';

/**
 * The entry's stylesheet stops blocking the first paint: index.html's own shell (inline styles) paints as soon as
 * the HTML arrives, while the CSS downloads beside the scripts. Vite's `<link rel="stylesheet">` becomes a
 * `<link rel="preload" as="style" data-app-css>`; main.tsx applies it and renders the app once it has loaded
 * (no unstyled flash). An inline `onload` would be refused by the CSP (script-src-attr 'none').
 */
export function asyncEntryCss(): Plugin {
  return {
    name: 'async-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          '<link rel="preload" as="style"$1 href="$2" data-app-css>',
        ),
    },
  };
}
