// The server render's messages: every catalog of every language, compiled into the SSR bundle by Lingui's Vite
// plugin; each render gets its own i18n instance, so concurrent renders in different languages never mix.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Language } from './languages.ts';

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po', { eager: true });

const byLanguage = new Map<string, Messages>();
for (const [file, { messages }] of Object.entries(catalogs)) {
  const language = /\/locales\/([^/]+)\//.exec(file)![1]!;
  byLanguage.set(language, { ...byLanguage.get(language), ...messages });
}

export function i18nFor(language: Language): I18n {
  return setupI18n({ locale: language, messages: { [language]: byLanguage.get(language) ?? {} } });
}
