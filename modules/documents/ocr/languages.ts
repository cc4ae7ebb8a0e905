// The languages the upload page offers for scanned notes (the Tesseract packs installed here, named in English),
// and how the language of notes whose seller chose none is told from their text.
import { franc } from 'franc';
import type { OcrLanguages } from '../contract.ts';
import type { DocumentsSettings } from '../settings.ts';
import { ocrEngine } from './tesseract.ts';

/** Names of the Tesseract codes a deployment is likely to install; any other code is shown as itself. */
const NAMES: Record<string, string> = {
  eng: 'English', deu: 'German', fra: 'French', spa: 'Spanish', ita: 'Italian', por: 'Portuguese', nld: 'Dutch',
  pol: 'Polish', tur: 'Turkish', rus: 'Russian', ukr: 'Ukrainian', ara: 'Arabic', heb: 'Hebrew', hin: 'Hindi',
  chi_sim: 'Chinese (simplified)', chi_tra: 'Chinese (traditional)', jpn: 'Japanese', kor: 'Korean', swe: 'Swedish',
  dan: 'Danish', nor: 'Norwegian', fin: 'Finnish', ell: 'Greek', ces: 'Czech', ron: 'Romanian', hun: 'Hungarian',
};

/** The requested language if its pack is installed, else the default if it is, else any installed pack. */
export function chooseLanguage(requested: string | null, installed: string[], fallback: string): string {
  if (requested && installed.includes(requested)) return requested;
  return installed.includes(fallback) ? fallback : installed[0]!;
}

export async function ocrLanguagesOf(settings: DocumentsSettings): Promise<OcrLanguages> {
  const engine = await ocrEngine(settings.tesseractPath);
  const codes = engine.available ? engine.languages : [];
  return {
    available: engine.available,
    languages: codes.map((code) => ({ code, name: NAMES[code] ?? code })).sort((a, b) => a.name.localeCompare(b.name)),
    defaultLanguage: settings.ocrDefaultLanguage,
  };
}

/** Tesseract codes that are not the ISO 639-3 code franc answers with (both Chinese packs are Mandarin to it). */
const FRANC_CODES: Record<string, string> = { chi_sim: 'cmn', chi_tra: 'cmn', nor: 'nob', aze: 'azj', msa: 'zlm', uzb: 'uzn' };
/** Fewer letters than this say too little about their language (a title page, a caption): the default stays. */
const MIN_LETTERS = 80;

/**
 * Which installed pack `text` is written in, by franc's trigram model restricted to the installed languages; null
 * when the text is too short or franc cannot tell.
 */
export function detectLanguage(text: string, installed: string[]): string | null {
  const byFranc = new Map(installed.map((code) => [FRANC_CODES[code] ?? code.split('_')[0]!, code]));
  const found = franc(text, { only: [...byFranc.keys()], minLength: MIN_LETTERS });
  return byFranc.get(found) ?? null;
}
