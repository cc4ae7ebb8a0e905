// The shell in the student's language: components render their messages from the area's catalogs (compiled here as
// the build compiles them), in German, with the counts, numbers and links of each sentence in place.
import { readFileSync } from 'node:fs';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { RecoveryNotice } from '../auth/RecoveryNotice.tsx';
import { PagedFooter } from '../ui/Pagination.tsx';
import { AuthButtons } from './AuthButtons.tsx';

async function i18nIn(language: 'en' | 'de'): Promise<I18n> {
  const messages: Messages = {};
  for (const area of ['shell', 'account']) {
    const po = readFileSync(new URL(`../../locales/${language}/${area}.po`, import.meta.url), 'utf8');
    const catalog = await formatter().parse(po, { locale: language, sourceLocale: 'en', filename: `${area}.po` });
    for (const [id, entry] of Object.entries(catalog ?? {})) messages[id] = compileMessage(entry.translation || entry.message || id);
  }
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

const render = (i18n: I18n, node: ReactNode) =>
  renderToStaticMarkup(
    // biome-ignore lint/correctness/noChildrenProp: wouter's Router types its children as a required prop.
    createElement(I18nProvider, { i18n }, createElement(Router, { ssrPath: '/documents', ssrSearch: '', children: node })),
  );

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('the shell in another language', () => {
  it('renders buttons, counts with their numbers and sentences with their links in German', async () => {
    const de = await i18nIn('de');
    expect(text(render(de, createElement(AuthButtons)))).toBe('AnmeldenRegistrieren');
    const footer = text(render(de, createElement(PagedFooter, { page: 2, pageSize: 10, total: 1234, onPage: () => {} })));
    expect(footer).toContain('11 bis 20 von 1.234 Ergebnissen');
    expect(footer).toContain('Seite 2 von 124');
    const notice = render(de, createElement(RecoveryNotice, { signedIn: true }));
    expect(text(notice)).toContain('Ändere dein Passwort unter Dashboard &gt; Einstellungen &gt; Sicherheit.');
    expect(notice).toContain('href="/dashboard/settings?tab=security"');
  });

  it('keeps the English wording in English', async () => {
    const en = await i18nIn('en');
    expect(text(render(en, createElement(AuthButtons)))).toBe('Log inRegister');
    expect(text(render(en, createElement(PagedFooter, { page: 1, pageSize: 12, total: 1, onPage: () => {} })))).toContain(
      'Showing 1 to 1 of 1 result',
    );
  });
});
