import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const VIRTUAL = '\0graphql-document:';

/** graphql.ts's precompiled document literals: export name → the DocumentNode's JSON. */
function documentLiterals(generatedDir: string) {
  const literals = new Map<string, string>();
  for (const m of readFileSync(`${generatedDir}/graphql.ts`, 'utf8').matchAll(
    /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*$/gm,
  )) {
    literals.set(m[1]!, m[2]!);
  }
  return literals;
}

/** One document's JSON (`XDocument`), as the client preset generated it; throws when codegen has none. */
export function documentLiteral(generatedDir: string, name: string): string {
  const literal = documentLiterals(generatedDir).get(name);
  if (!literal) throw new Error(`no document ${name} in ${generatedDir}/graphql.ts (run npm run codegen)`);
  return literal;
}

/**
 * Compiles the client preset's `graphql(\`...\`)` calls away: each call becomes the precompiled DocumentNode
 * of `__generated__/graphql.ts` (`XDocument` / `XFragmentDoc`), served as a small module of its own, so a
 * chunk carries only the documents it uses and neither the documents map (`gql.ts`, every document's source
 * twice) nor the whole of graphql.ts is bundled. Same result as the preset's babel/swc plugins, which
 * Vite 8 (Rolldown + Oxc) cannot run. A call whose source is not in the map (stale codegen) fails the build.
 */
export function compileDocuments(generatedDir: string): Plugin {
  let cache: { names: Map<string, string>; literals: Map<string, string> } | null = null;

  /** gql.ts's map (source text → export name) and graphql.ts's document literals (export name → JSON). */
  const generated = () => {
    if (cache) return cache;
    const names = new Map<string, string>();
    for (const m of readFileSync(`${generatedDir}/gql.ts`, 'utf8').matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      names.set(JSON.parse(m[1]!) as string, m[2]!);
    }
    cache = { names, literals: documentLiterals(generatedDir) };
    return cache;
  };

  return {
    name: 'compile-graphql-documents',
    enforce: 'pre',
    buildStart() {
      cache = null;
    },
    watchChange(id) {
      if (id.includes('__generated__')) cache = null;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const name = id.slice(VIRTUAL.length);
      const literal = generated().literals.get(name);
      if (!literal) this.error(`no document ${name} in ${generatedDir}/graphql.ts (run npm run codegen)`);
      return `export default /*#__PURE__*/ JSON.parse(${JSON.stringify(literal)});`;
    },
    transform(code, id) {
      if (id.includes('__generated__') || !/\.tsx?$/.test(id) || !code.includes('graphql(`')) return null;
      const imp = /import\s*\{\s*graphql\s*\}\s*from\s*'[^']*__generated__(?:\/index)?';/.exec(code);
      if (!imp) return null;
      const used = new Set<string>();
      const body = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_, source: string) => {
        const name = generated().names.get(source);
        if (!name)
          this.error(`graphql() document not in ${generatedDir}/gql.ts (run npm run codegen): ${source.trim().slice(0, 80)}`);
        used.add(name!);
        return `__${name}`;
      });
      if (/\bgraphql\(/.test(body.replace(imp[0], '')))
        this.error(`graphql() called with something other than a template literal in ${id}`);
      const imports = [...used].map((name) => `import __${name} from '${VIRTUAL}${name}';`).join(' ');
      return { code: body.replace(imp[0], imports), map: null };
    },
  };
}
