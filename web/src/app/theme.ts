import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Saffron: the primary colour (shade 8 on white passes WCAG AA for text and filled buttons). */
const saffron: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#d9480f',
  '#b03a0c',
];

export const theme = createTheme({
  primaryColor: 'saffron',
  primaryShade: 8,
  colors: { saffron },
  fontFamily: "'Noto Sans', 'Noto Sans Devanagari', sans-serif",
  headings: { fontFamily: "'Noto Sans', 'Noto Sans Devanagari', sans-serif", fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
