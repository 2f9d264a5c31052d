/**
 * The app's font stack: Latin, the rupee sign, then Devanagari (vite/font-faces.ts cuts the faces). The ₹ of a price
 * comes from its own small face, not from the whole Devanagari one that would otherwise be its fallback. Used by the
 * theme (theme.ts).
 */
export const FONT_FAMILY = "'Noto Sans', 'Rupee Sign', 'Noto Sans Devanagari', sans-serif";
