import { relative } from 'node:path';
import type { Plugin } from 'vite';

const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * The SSR build only: every `import('x')` in the app's own files first tells app/lazyPart.ts which file it loads
 * (its key in the client build's manifest, 'src/features/about/AboutPage.tsx'), so the server render knows which
 * parts' stylesheets the page needs (gateway/src/http/page-styles.ts).
 */
export function lazySources(root: string): Plugin {
  let ssr = false;
  return {
    name: 'lazy-sources',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async transform(code, id) {
      if (!ssr || !id.startsWith(`${root}/src/`) || id.includes('node_modules') || !code.includes('import(')) return null;
      const found: Array<{ at: number; length: number; spec: string; quote: string }> = [];
      for (const m of code.matchAll(DYNAMIC_IMPORT))
        found.push({ at: m.index, length: m[0].length, spec: m[2] ?? '', quote: m[1] ?? "'" });
      if (!found.length) return null;
      let out = '';
      let last = 0;
      for (const f of found) {
        const resolved = await this.resolve(f.spec, id);
        const file = resolved && !resolved.external ? relative(root, resolved.id.split('?')[0] ?? '') : null;
        out += code.slice(last, f.at);
        out +=
          file && !file.startsWith('..')
            ? `(globalThis.__lazySource?.(${JSON.stringify(file)}), import(${f.quote}${f.spec}${f.quote}))`
            : code.slice(f.at, f.at + f.length);
        last = f.at + f.length;
      }
      return { code: out + code.slice(last), map: null };
    },
  };
}
