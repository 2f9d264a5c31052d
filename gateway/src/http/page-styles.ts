import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The head tags for the lazily loaded parts a server render drew (decision 0085), from the web build's Vite manifest:
 * each part's stylesheets (and those of the chunks it imports), so the hydrated page has its CSS at first paint
 * rather than when the part's code arrives, and a modulepreload of its scripts, asked for beside the entry's. What the
 * entry already loads is left out. A Hindi page preloads its texts' chunks (the app waits for them to hydrate).
 * `partsOf(keys, lang)` is empty when the build has no manifest.
 */
export function pageStyles(webDist: string): (parts: readonly string[], lang: 'en' | 'hi') => string {
  let manifest: Record<string, Chunk>;
  try {
    manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  } catch {
    return () => '';
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
  const kept = new Map<string, string>();
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
      tags = [
        ...latin,
        ...(lang === 'hi' ? devanagari : []),
        ...[...css].filter((f) => !entry.css.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...[...js].filter((f) => !entry.js.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ].join('\n    ');
      if (kept.size < 200) kept.set(id, tags);
    }
    return tags;
  };
}
