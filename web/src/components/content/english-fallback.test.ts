// The note over a legal page or a help answer the api answered in English: in the page's language, naming it, from
// the public catalog as the build loads it (message ids from the source text).
import { type Messages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EnglishFallbackNote } from './EnglishFallbackNote.tsx';

async function messagesOf(language: string): Promise<Messages> {
  const catalog = await formatter().parse(readFileSync(new URL(`../../locales/${language}/public.po`, import.meta.url), 'utf8'), {} as never);
  return Object.fromEntries(Object.entries(catalog).map(([id, m]) => [id, compileMessage(m.translation || m.message || id)]));
}

async function note(language: string, of: 'page' | 'answer'): Promise<string> {
  const i18n = setupI18n({ locale: language, messages: { [language]: await messagesOf(language) } });
  return renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(EnglishFallbackNote, { of })))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the note over a text shown in English', () => {
  it('says in the page’s language that the page is not yet in that language', async () => {
    expect(await note('de', 'page')).toBe('Diese Seite gibt es noch nicht auf Deutsch. Hier ist sie auf Englisch.');
    expect(await note('es', 'page')).toBe('Esta página aún no está disponible en español. Aquí la tienes en inglés.');
    expect(await note('fr', 'page')).toBe('Cette page n’est pas encore disponible en français. La voici en anglais.');
  });

  it('says the same of a help answer', async () => {
    expect(await note('de', 'answer')).toBe('Diese Antwort gibt es noch nicht auf Deutsch. Hier ist sie auf Englisch.');
  });
});
