import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * A page's stylesheets written into it (decision 0088): a phone on a slow link paints a server-rendered page from its
 * HTML alone, without a round trip per stylesheet first (home drew nine). Each file's rules go in a <style> where its
 * <link> was, beside that <link> marked `disabled`, which the browser does not fetch: the app's lazy parts find their
 * stylesheet "already in the page" (Vite's preload helper looks for the link) and do not ask for it again.
 * A file that cannot be read stays a link.
 */
export function stylesheetInliner(webDist: string): (file: string) => string {
  return (file) => {
    const path = join(webDist, file);
    let tag = inlined.get(path);
    if (tag === undefined) {
      const link = `<link rel="stylesheet" crossorigin href="/${file}">`;
      try {
        const css = readFileSync(path, 'utf8').replaceAll('</style', '<\\/style');
        tag = `<style data-href="/${file}">${css}</style>${link.replace('>', ' disabled>')}`;
      } catch {
        tag = link;
      }
      inlined.set(path, tag);
    }
    return tag;
  };
}
/** Each stylesheet's tag, read once per process whichever page (or the template) writes it in. */
const inlined = new Map<string, string>();

/** The built index.html with its own stylesheets (the entry's) written in (stylesheetInliner). */
export function inlineStylesheets(template: string, webDist: string): string {
  const inline = stylesheetInliner(webDist);
  return template.replace(STYLESHEET, (_, file: string) => inline(file));
}

/** The tags of the parts a render drew: stylesheets and fonts for the head, modulepreloads for the end of the body. */
export interface PartTags {
  head: string;
  scripts: string;
}

/**
 * The tags for the lazily loaded parts a server render drew (decision 0085), from the web build's Vite manifest: each
 * part's stylesheets (and those of the chunks it imports), written in (stylesheetInliner), so the page has its CSS at
 * first paint rather than when the part's code arrives, and a modulepreload of its scripts, asked for beside the
 * entry's at the end of the body (decision 0088: the page paints before its scripts are fetched). What the entry already loads is left out. A Hindi
 * page preloads its texts' chunks (the app waits for them to hydrate). Without a manifest there are none.
 */
export function pageStyles(webDist: string): (parts: readonly string[], lang: 'en' | 'hi') => PartTags {
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  } catch {
    return () => ({ head: '', scripts: '' });
  }
  const closure = (keys: Iterable<string>) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
      for (const i of chunk.imports ?? []) visit(i);
    };
    for (const key of keys) visit(key);
    return { js, css };
  };
  const entry = closure(Object.keys(manifest).filter((k) => manifest[k]?.isEntry));
  const hindi = Object.keys(manifest).filter((k) => /^src\/locales\/hi\/[^/]+\.json$/.test(k));
  const kept = new Map<string, PartTags>();
  const inline = stylesheetInliner(webDist);
  // The text faces (web/vite/font-faces.ts, font-display: optional): preloaded, so they are there for the first paint.
  const fonts = (() => {
    try {
      return readdirSync(join(webDist, 'assets')).filter((f) => /^noto-sans-[\w-]+\.woff2$/.test(f));
    } catch {
      return [];
    }
  })();
  const preload = (file: string) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`;
  const latin = fonts.filter((f) => !f.startsWith('noto-sans-devanagari-')).map(preload);
  const devanagari = fonts.filter((f) => f.startsWith('noto-sans-devanagari-')).map(preload);
  return (parts, lang) => {
    const keys = [...parts, ...(lang === 'hi' ? hindi : [])].sort();
    const id = keys.join(' ');
    let tags = kept.get(id);
    if (tags === undefined) {
      const { js, css } = closure(keys);
      tags = {
        head: [...[...css].filter((f) => !entry.css.has(f)).map(inline), ...latin, ...(lang === 'hi' ? devanagari : [])].join(
          '\n    ',
        ),
        scripts: [...js]
          .filter((f) => !entry.js.has(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
          .join('\n    '),
      };
      if (kept.size < 200) kept.set(id, tags);
    }
    return tags;
  };
}
