import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** `@mantine/core/styles/`: one stylesheet per component, and the ones every page needs. */
export const MANTINE_STYLES = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
/** The stylesheets of no component, which main.tsx imports first (in this order, as Mantine's styles.css has them). */
export const GLOBAL_SHEETS = ['baseline.css', 'default-css-variables.css', 'global.css'];

const CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/** The stylesheet (`<Name>.css` in MANTINE_STYLES) of a Mantine class-names module (`<Name>.module.mjs`), or null. */
export function sheetOf(id: string): string | null {
  const name = CLASSES.exec(id)?.[1];
  return name ? `${name}.css` : null;
}

/**
 * Each Mantine component's stylesheet rides with the component's code, so a page downloads and applies the CSS of the
 * components it uses, not all of them: the whole `@mantine/core/styles.css` (295 KB, 120 components) was 80% of the
 * first visit's stylesheet, and every rule in it is style work on a phone's main thread.
 *
 * Every Mantine component imports its class names from `<Name>.module.mjs`, and `@mantine/core/styles/<Name>.css`
 * holds that component's rules (one for one). This adds the stylesheet's import to the class names' module: the CSS
 * lands in the chunk that holds the component (the first visit's stylesheet, or a lazy page's, loaded with it), in
 * the order of Mantine's own imports, a component's dependencies first (Mantine's rule for importing styles one by
 * one). main.tsx imports GLOBAL_SHEETS first. mantineStyles.test.ts checks that the two cover all of styles.css.
 *
 * The dev server pre-bundles `@mantine/core` into one module, which this never sees: there the entry (`devEntry`)
 * imports the whole stylesheet instead.
 */
export function mantineStyles(devEntry: string): Plugin {
  let serve = false;
  return {
    name: 'mantine-styles',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      if (serve && id === devEntry) return { code: `import '@mantine/core/styles.css';\n${code}`, map: null };
      const sheet = sheetOf(id);
      if (!sheet) return null;
      if (!existsSync(join(MANTINE_STYLES, sheet))) this.error(`mantine-styles: ${id} has no stylesheet ${sheet}`);
      return { code: `import '@mantine/core/styles/${sheet}';\n${code}`, map: null };
    },
  };
}
