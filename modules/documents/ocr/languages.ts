// The languages the upload page offers for scanned notes: the Tesseract packs installed here, named in English.
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

export async function ocrLanguagesOf(settings: DocumentsSettings): Promise<OcrLanguages> {
  const engine = await ocrEngine(settings.tesseractPath);
  const codes = engine.available ? engine.languages : [];
  return {
    available: engine.available,
    languages: codes.map((code) => ({ code, name: NAMES[code] ?? code })).sort((a, b) => a.name.localeCompare(b.name)),
    defaultLanguage: settings.ocrDefaultLanguage,
  };
}
