/** Page addresses by language (issue #32): the Hindi pages are the English ones under /hi. */

/** The address of a page in a language: Hindi pages are the English ones under /hi ('/' -> '/hi'). */
export function localePath(lang: string, path: string): string {
  if (lang !== 'hi') return path;
  return path === '/' ? '/hi' : `/hi${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A link of the site (`${origin}/path`) moved to its Hindi twin for a Hindi reader; other links stay. */
export function localeLink(origin: string, lang: string, link: string): string {
  if (lang !== 'hi' || !link.startsWith(`${origin}/`)) return link;
  return origin + localePath(lang, link.slice(origin.length));
}
