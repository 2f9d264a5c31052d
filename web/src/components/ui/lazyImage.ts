/**
 * The attributes of an image in a list (a card's photo): fetched when it nears the viewport and decoded off the
 * main thread. On a phone the home page's cards start below the fold, so a first visit no longer downloads and
 * decodes two dozen photos while the page is still starting (each decode was main-thread work in Lighthouse).
 */
export const LAZY_IMAGE = { loading: 'lazy', decoding: 'async' } as const;
