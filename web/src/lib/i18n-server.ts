// The server render's messages: every catalog of every language, compiled into the SSR bundle by Lingui's Vite
// plugin; each render gets its own i18n instance, so concurrent renders in different languages never mix.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Language } from './languages.ts';

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po', { eager: true });

const languageOf = (file: string) => /\/locales\/([^/]+)\//.exec(file)![1]!;
const english: Messages = {};
for (const [file, { messages }] of Object.entries(catalogs)) if (languageOf(file) === 'en') Object.assign(english, messages);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// One message can sit in several areas' catalogs; where one area has it translated and another still falls back to
// English, the translation wins (the browser's chunk catalogs follow the same rule).
const byLanguage = new Map<string, Messages>();
for (const [file, { messages }] of Object.entries(catalogs)) {
  const merged = byLanguage.get(languageOf(file)) ?? byLanguage.set(languageOf(file), {}).get(languageOf(file))!;
  for (const [id, message] of Object.entries(messages)) {
    if (!(id in merged) || same(merged[id], english[id])) merged[id] = message;
  }
}

export function i18nFor(language: Language): I18n {
  return setupI18n({ locale: language, messages: { [language]: byLanguage.get(language) ?? {} } });
}
