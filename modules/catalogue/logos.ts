// University logos for the demo data: a monogram drawn as SVG, in the university's colours. Real logos are
// trademarks we may not ship; an admin uploads the real one later.
const SKIP = new Set(['university', 'of', 'the', 'and', 'for', 'at', 'de', 'in', 'college', 'institute']);

export function monogram(name: string): string {
  const words = name.replace(/[^A-Za-z\s-]/g, ' ').split(/[\s-]+/).filter(Boolean);
  const significant = words.filter((w) => !SKIP.has(w.toLowerCase()));
  const letters = (significant.length ? significant : words).map((w) => w[0]!.toUpperCase());
  return letters.slice(0, 3).join('') || 'U';
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `colors`: the background, then the letters. */
export function universityLogoSvg(name: string, [background, ink]: [string, string]): string {
  const text = monogram(name);
  const size = text.length > 2 ? 34 : 42;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}">
  <rect width="96" height="96" rx="22" fill="${background}"/>
  <text x="48" y="50" dominant-baseline="middle" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${size}" fill="${ink}">${escapeXml(text)}</text>
</svg>
`;
}
