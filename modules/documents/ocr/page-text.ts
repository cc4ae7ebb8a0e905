// When a page's text layer is no use (a scan, a photo, a PDF whose fonts map to nothing), and how Tesseract's
// word table becomes page text.

/** At most this share of a page's letters may be replacement or unmapped characters before its layer is unusable. */
const GARBAGE_SHARE = 0.5;

/**
 * True when the extracted text cannot stand for the page: no glyphs at all, or mostly U+FFFD, private-use and
 * control characters (what a font without a Unicode map gives).
 */
export function needsOcr(text: string): boolean {
  const letters = text.replace(/\s+/g, '');
  if (!letters.length) return true;
  const garbage = letters.match(/[\uFFFD\uE000-\uF8FF\p{Cc}]/gu)?.length ?? 0;
  return garbage / letters.length > GARBAGE_SHARE;
}

/**
 * Tesseract's TSV (level, page, block, paragraph, line, word, box, confidence, text) as text: words joined by
 * spaces, lines by newlines, blocks and paragraphs by a blank line; with the mean confidence of its words, or null
 * when it found none.
 */
export function textFromTsv(tsv: string): { text: string; confidence: number | null } {
  const out: string[] = [];
  let lastLine = '';
  let lastPar = '';
  let line: string[] = [];
  let sum = 0;
  let words = 0;
  const flush = () => {
    if (line.length) out.push(line.join(' '));
    line = [];
  };
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const word = cols.slice(11).join('\t').trim();
    const conf = Number(cols[10]);
    if (!word || !(conf >= 0)) continue;
    const par = `${cols[2]}.${cols[3]}`;
    const lineKey = `${par}.${cols[4]}`;
    if (lineKey !== lastLine) {
      flush();
      if (lastPar && par !== lastPar) out.push('');
      lastLine = lineKey;
      lastPar = par;
    }
    line.push(word);
    sum += conf;
    words++;
  }
  flush();
  return { text: out.join('\n').trim(), confidence: words ? Math.round((sum / words) * 10) / 10 : null };
}
