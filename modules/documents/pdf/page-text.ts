// A PDF page's text as it is stored, searched and fingerprinted, from pdfjs's text items. Pure and erasable
// TypeScript: the PDF threads import it. Right-to-left text comes out of PDFs in forms search cannot match, so it is
// normalised here, once, before anything stores or indexes it:
// - presentation forms (the contextual glyph shapes U+FB50-U+FDFF, U+FE70-U+FEFF that PDFs made from pre-shaped
//   text map their glyphs to) become the base letters people type, and ligatures their letters (NFKC);
// - a right-to-left run that comes out backwards is turned round. pdfjs reorders each item with the Unicode bidi
//   algorithm, assuming the content stream holds glyphs in visual order; a PDF that holds them in logical order (and
//   a line pdfjs gives the wrong base direction) comes out reversed ("ةقاطلا" for "الطاقة"). Which way an item's
//   runs read is told by letters that only end words (Arabic teh marbuta and alef maksura, Hebrew final forms) and,
//   more weakly, by the article "ال" that starts so many (some adverbs end in "لا"): an item is turned only on
//   enough evidence, so a lone word that could read either way is left as pdfjs gave it;
// - kashida (tatweel, a justification stretch) and bidi controls, which split words, are dropped.

type TextItem = { str?: string; hasEOL?: boolean };

const MAX_TEXT_PER_PAGE = 50_000;

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and on to U+08FF) and their presentation forms. */
const RTL = '\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufefc';
/** A run from one right-to-left letter to the last, across the spaces, marks, numbers and punctuation between them. */
const RTL_RUN = new RegExp(`\\p{M}*[${RTL}](?:[${RTL}\\p{M}\\p{N}\\s.,:;!?'"-]*[${RTL}\\p{M}])?`, 'gu');
const RTL_WORD = /[\u0590-\u08ff]{2,}/g;
/** Letters that only ever end a word: teh marbuta, alef maksura; Hebrew final kaf, mem, nun, pe, tsadi. */
const WORD_END_ONLY = /[\u0629\u0649\u05da\u05dd\u05df\u05e3\u05e5]/;
/** A number, whose digits run left to right even inside a right-to-left run. */
const NUMBER = /\p{N}+(?:[.,]\p{N}+)*/gu;
const DROPPED = /[\u0640\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const reverse = (text: string) => [...text].reverse().join('');

/** Evidence that the text's right-to-left words read forwards (positive) or backwards (negative); 0: none either way. */
export function readingOrder(text: string): number {
  let score = 0;
  // Vowel marks aside: a word's last letter is what counts.
  for (const word of text.normalize('NFKC').replace(/\p{M}+/gu, '').match(RTL_WORD) ?? []) {
    if (WORD_END_ONLY.test(word.at(-1)!)) score += 2;
    if (WORD_END_ONLY.test(word[0]!)) score -= 2;
    if (word.length > 3 && word.startsWith('ال')) score += 1;
    if (word.length > 3 && word.endsWith('لا')) score -= 1;
  }
  return score;
}

/** How much evidence turns an item round: a letter that only ends words, or two articles, seen at the wrong end. */
const BACKWARDS = -2;

/** A backwards right-to-left run the right way round: reversed, its numbers put back left to right. */
const turned = (run: string) => reverse(run).replace(NUMBER, reverse);

/** One text item's string, normalised (see above). Runs are turned before NFKC, so a ligature keeps its letters' order. */
export function normaliseItem(str: string): string {
  const runs = str.match(RTL_RUN);
  const ordered = runs && readingOrder(runs.join(' ')) <= BACKWARDS ? str.replace(RTL_RUN, turned) : str;
  return ordered.normalize('NFKC').replace(DROPPED, '');
}

/** The page's text: items joined by a space (or a line break where pdfjs saw one), whitespace tidied, capped. */
export function pageText(items: unknown[]): string {
  let text = '';
  for (const item of items as TextItem[]) {
    if (typeof item.str !== 'string') continue;
    text += normaliseItem(item.str);
    text += item.hasEOL ? '\n' : item.str.endsWith(' ') ? '' : ' ';
    if (text.length > MAX_TEXT_PER_PAGE) break;
  }
  return text.replace(/[ \t]+\n/g, '\n').replace(/[ \t]{2,}/g, ' ').trim().slice(0, MAX_TEXT_PER_PAGE);
}
