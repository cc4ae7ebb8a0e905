// The server's words in the user's language, through Lingui's core runtime (the library the web app uses), from
// one catalog per language: `modules/platform/i18n/locales/<lang>.po`. The English source is the code itself (an
// error's message, a module's MESSAGES, a mail's `t('…')`), and it is each entry's id, so a message needs no name
// of its own and nothing changes where it is thrown. `extract.ts` reads them all; `catalog.test.ts` fails on one
// missing from a catalog or left untranslated.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../http/language.ts';

export const LOCALES_DIR = join(import.meta.dirname, 'locales');

/** The extracted comment that marks a `t('…')` text in a catalog (`extract.ts`). */
export const TEXT_NOTE = 'a text written with t(): not matched against finished errors';

export type Values = Record<string, string | number>;

function readPo(language: Language) {
  return parsePo(readFileSync(join(LOCALES_DIR, `${language}.po`), 'utf8')).items.filter((item) => item.msgid);
}

/** `msgid → msgstr` of one language's catalog ('' where not yet translated). */
export function readCatalog(language: Language): Map<string, string> {
  return new Map(readPo(language).map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

type Pattern = { id: string; names: string[]; regex: RegExp };
type Loaded = { i18n: Record<Language, I18n>; ids: Set<string>; patterns: Pattern[] };
let loaded: Loaded | null = null;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message with arguments (`This document has {pages} pages; the limit is {max}.`) as a pattern that finds its
 * arguments in the English text it produced, so an error thrown as finished English is still translated whole.
 * Longer fixed text first: the most specific pattern wins.
 */
function patternOf(id: string): Pattern | null {
  const parts = id.split(/\{(\w+)\}/);
  if (parts.length === 1) return null;
  const names = parts.filter((_, index) => index % 2 === 1);
  const source = parts.map((part, index) => (index % 2 === 1 ? '([\\s\\S]+?)' : escapeRegex(part))).join('');
  return { id, names, regex: new RegExp(`^${source}$`) };
}

function load(): Loaded {
  if (loaded) return loaded;
  const i18n = {} as Record<Language, I18n>;
  const ids = new Set<string>();
  const errors = new Set<string>();
  for (const language of LANGUAGES) {
    const messages: Messages = {};
    if (language !== DEFAULT_LANGUAGE) {
      for (const item of readPo(language)) {
        ids.add(item.msgid);
        if (!item.extractedComments.includes(TEXT_NOTE)) errors.add(item.msgid);
        // Untranslated entries stay out: the English is compiled instead (`translate`).
        if (item.msgstr[0]) messages[item.msgid] = compileMessage(item.msgstr[0]);
      }
    }
    i18n[language] = setupI18n({ locale: language, messages: { [language]: messages } });
    // An untranslated message (and every English one) is its own id: compiled from it, plurals and all.
    i18n[language].setMessagesCompiler(compileMessage);
  }
  // Only errors' messages are patterns: a mail's '{unsubscribe} or {choose}.' would match any sentence with an 'or'.
  const patterns = [...errors].map(patternOf).filter((p): p is Pattern => p !== null);
  patterns.sort((a, b) => b.id.replace(/\{\w+\}/g, '').length - a.id.replace(/\{\w+\}/g, '').length);
  loaded = { i18n, ids, patterns };
  return loaded;
}

/** `message` (English ICU, an id of the catalog) in `language` with `values`; the English where not translated. */
export function translate(language: Language, message: string, values: Values = {}): string {
  return load().i18n[language]._({ id: message, message, values });
}

/** What mails and notifications write with: `t('Hello {name},', { name })`, in one language. */
export type Translator = { language: Language; t: (message: string, values?: Values) => string };

export function translatorFor(language: Language): Translator {
  return { language, t: (message, values) => translate(language, message, values) };
}

/** An amount of money in `language`'s way (`12,50 €`, `€12.50`). */
export function formatMoney(language: Language, cents: number, currency: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** A moment as a date and a time in UTC, in `language`'s way (the recipient's time zone is not known). */
export function formatDateTime(language: Language, at: Date | string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(at));
}

/**
 * A finished English message (an error's) in `language`: its catalog entry, or the entry whose pattern it matches,
 * with the arguments found in it (an argument that is itself a message is translated too: a module's sentence
 * with a detail after it). Anything else stays as it is.
 */
export function translateFinished(language: Language, message: string): string {
  if (language === DEFAULT_LANGUAGE) return message;
  const { ids, patterns } = load();
  if (ids.has(message)) return translate(language, message);
  for (const pattern of patterns) {
    const found = pattern.regex.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(pattern.names.map((name, index) => [name, translateFinished(language, found[index + 1]!)]));
    return translate(language, pattern.id, values);
  }
  return message;
}
