// The legal pages: Markdown files in ./legal, each with a small front matter (title, description, updated). English
// is the source, `legal/<slug>.md`; a translation is `legal/<language>/<slug>.md`. They are read once per process; a
// change ships with a deploy, reviewed like code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTACT_EMAILS, CONTENT_LANGUAGES, type ContentLanguage, LEGAL_SLUGS, type LegalPage, type LegalSummary } from './contract.ts';
import { frontMatter, renderMarkdown } from './markdown.ts';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'legal');

type Front = { title: string; description: string; updated: string };
type Written = Omit<LegalPage, 'language' | 'fallback'>;
/** Every page in every language it is written in. */
export type LegalLibrary = Map<ContentLanguage, Map<string, Written>>;

export function parseLegalPage(source: string): { front: Front; body: string } {
  const { fields, body } = frontMatter(source);
  const { title, description, updated } = fields;
  if (!title || !description || !/^\d{4}-\d{2}-\d{2}$/.test(updated ?? '')) {
    throw new Error('a legal page needs title, description and updated (YYYY-MM-DD)');
  }
  return { front: { title, description, updated: updated! }, body };
}

/** `{{supportEmail}}` in a page becomes a mail link. */
export const MAIL_LINKS = Object.fromEntries(
  Object.entries(CONTACT_EMAILS).map(([name, address]) => [name, `[${address}](mailto:${address})`]),
);

function readPages(dir: string, required: boolean): Map<string, Written> {
  const files = new Set(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)) : []);
  const pages = new Map<string, Written>();
  for (const slug of LEGAL_SLUGS) {
    if (!files.has(slug)) {
      if (required) throw new Error(`legal page missing: ${path.join(dir, `${slug}.md`)}`);
      continue;
    }
    const { front, body } = parseLegalPage(readFileSync(path.join(dir, `${slug}.md`), 'utf8'));
    pages.set(slug, { slug, ...front, ...renderMarkdown(body, MAIL_LINKS) });
  }
  return pages;
}

/** English must be complete; a translation may lack pages (they are answered in English). */
export function loadLegalLibrary(dir: string): LegalLibrary {
  return new Map(CONTENT_LANGUAGES.map((language) => [language, readPages(language === 'en' ? dir : path.join(dir, language), language === 'en')]));
}

/**
 * A page in `language`, else in English with `fallback`. A translation dated before the English text is not served:
 * it translates terms that no longer hold, and the English is the text that binds.
 */
export function legalPageIn(library: LegalLibrary, slug: string, language: ContentLanguage): LegalPage | null {
  const english = library.get('en')!.get(slug);
  if (!english) return null;
  const translation = library.get(language)?.get(slug);
  if (language === 'en' || (translation && translation.updated >= english.updated)) {
    return { ...(translation ?? english), language, fallback: false };
  }
  return { ...english, language: 'en', fallback: true };
}

let library: LegalLibrary | null = null;
const shipped = () => (library ??= loadLegalLibrary(DIR));

export const legalPageBySlug = (slug: string, language: ContentLanguage = 'en'): LegalPage | null => legalPageIn(shipped(), slug, language);

export const listLegalPages = (language: ContentLanguage = 'en'): LegalSummary[] =>
  LEGAL_SLUGS.map((slug) => {
    const { title, description, updated, language: written, fallback } = legalPageBySlug(slug, language)!;
    return { slug, title, description, updated, language: written, fallback };
  });
