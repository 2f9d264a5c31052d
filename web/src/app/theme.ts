import { DEFAULT_THEME, createTheme, type MantineColorsTuple } from '@mantine/core';
import { FONT_FAMILY } from './fontFamily';

/**
 * Saffron: the primary colour, also used for Mantine's 'orange'. Shade 8 (filled buttons, white text)
 * and shade 9 (light-variant text on shade 1) both pass WCAG AA contrast (axe checks it in e2e).
 */
const saffron: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#e8590c',
  '#c2410c',
  '#9a3412',
];

/** A Mantine palette whose shades 8 (filled: white text) and 9 (light variant text) pass WCAG AA. */
function accessible(name: keyof typeof DEFAULT_THEME.colors, shade8: string, shade9: string): MantineColorsTuple {
  const base = DEFAULT_THEME.colors[name]!;
  return [base[0], base[1], base[2], base[3], base[4], base[5], base[6], base[7], shade8, shade9];
}

export const theme = createTheme({
  primaryColor: 'saffron',
  primaryShade: 8,
  colors: {
    saffron,
    orange: saffron,
    green: accessible('green', '#237032', '#1a5526'),
    teal: accessible('teal', '#087f5b', '#066149'),
    red: accessible('red', '#c92a2a', '#a61e1e'),
    blue: accessible('blue', '#1864ab', '#134e87'),
    grape: accessible('grape', '#862e9c', '#6a2380'),
    yellow: accessible('yellow', '#9c5700', '#7a4400'),
  },
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // A visitor who asked the system for less motion gets none: dialogs, menus and popovers appear without transitions.
  respectReducedMotion: true,
  components: {
    // An avatar sits beside the name it shows: decorative unless a screen says otherwise (axe: image-alt).
    Avatar: { defaultProps: { alt: '' } },
    // A table wider than the screen scrolls sideways in a native container that takes keyboard focus, so the arrow
    // keys scroll it (axe: scrollable-region-focusable; Mantine's ScrollArea nests two scrolling boxes). Plain objects,
    // not Component.extend: importing Table here would put it in every first visit's JavaScript.
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
    // An open menu focuses its first item, not a placeholder (a role-less child of role="menu": axe's
    // aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});
