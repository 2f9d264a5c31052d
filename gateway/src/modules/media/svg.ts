/** Generated images for demo data (no external image hosts: the product works offline). */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) % 360;
  return h;
}

export function initials(name: string): string {
  const words = name
    .replace(/^(Pt\.|Pandit|Acharya|Guruji|Shri|Dr\.)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const last = words.length > 1 ? words.at(-1) : undefined;
  return ((words[0]?.[0] ?? '') + (last?.[0] ?? '')).toUpperCase();
}

export function avatarSvg(name: string): string {
  const hue = hueOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,40%)"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<text x="128" y="150" text-anchor="middle" font-family="Noto Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#fff">${esc(initials(name))}</text>
</svg>`;
}

export function coverSvg(title: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},80%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},85%,35%)"/></linearGradient></defs>
<rect width="800" height="500" fill="url(#sky)"/>
<circle cx="620" cy="140" r="60" fill="hsl(45,100%,80%)" opacity="0.85"/>
<path d="M250 420 L250 300 L300 300 L300 240 L340 240 L400 120 L460 240 L500 240 L500 300 L550 300 L550 420 Z" fill="hsl(${hue},40%,18%)" opacity="0.85"/>
<path d="M396 120 L400 80 L404 120 Z" fill="hsl(45,100%,70%)"/>
<rect y="420" width="800" height="80" fill="hsl(${(hue + 200) % 360},50%,25%)" opacity="0.8"/>
<text x="40" y="475" font-family="Noto Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">${esc(title)}</text>
</svg>`;
}
