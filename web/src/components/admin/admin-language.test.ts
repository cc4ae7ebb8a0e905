// The back office in the admin's language: its components render their messages from the catalogs (compiled here as
// the build compiles them), in German, with the numbers, percentages and links of each sentence in place, and keep
// their English wording in English.
import { readFileSync } from 'node:fs';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminDocument } from '../../api/admin.ts';
import { adminNav } from './admin-nav.ts';
import { ListFoot } from './AdminTable.tsx';
import { DuplicateFlag, ProcessingFlag } from './DocumentFlags.tsx';

async function i18nIn(language: 'en' | 'de'): Promise<I18n> {
  const messages: Messages = {};
  for (const area of ['shell', 'admin']) {
    const po = readFileSync(new URL(`../../locales/${language}/${area}.po`, import.meta.url), 'utf8');
    const catalog = await formatter().parse(po, { locale: language, sourceLocale: 'en', filename: `${area}.po` });
    for (const [id, entry] of Object.entries(catalog ?? {})) messages[id] = compileMessage(entry.translation || entry.message || id);
  }
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

const render = (i18n: I18n, node: ReactNode) => renderToStaticMarkup(createElement(I18nProvider, { i18n }, node));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

const page = { items: [], total: 1234, page: 2, pageSize: 25 };
const dup = { kind: 'near', similarity: 0.93, document: { id: 'd1', title: 'Organic Chemistry Notes', user: { fullName: 'Ada Lovelace' } } } as NonNullable<
  AdminDocument['duplicate']
>;

describe('the back office in another language', () => {
  it('renders the side bar, a list foot, a processing flag and a duplicate flag in German', async () => {
    const de = await i18nIn('de');
    expect(adminNav.map((g) => de._(g.label))).toEqual(['Übersicht', 'Marktplatz', 'Geld', 'Personen & Inhalte']);
    const foot = text(render(de, createElement(ListFoot, { page, onPage: () => {} })));
    expect(foot).toContain('26 bis 50 von 1.234 Ergebnissen');
    expect(foot).toContain('Seite 2 von 50');
    expect(text(render(de, createElement(ProcessingFlag, { processing: { state: 'processing', progress: 40 } as AdminDocument['processing'] })))).toBe(
      'Verarbeitung 40 %',
    );
    const flag = render(de, createElement(DuplicateFlag, { dup, onOpen: () => {} }));
    expect(text(flag)).toBe('Duplikat Ähnliche Kopie · 93 % ähnlich zu Organic Chemistry Notes von Ada Lovelace');
    expect(flag).toContain('href="/admin/documents?doc=d1"');
  });

  it('keeps the English wording in English', async () => {
    const en = await i18nIn('en');
    expect(adminNav.map((g) => en._(g.label))).toEqual(['Overview', 'Marketplace', 'Money', 'People & content']);
    expect(text(render(en, createElement(ListFoot, { page, onPage: () => {} })))).toContain('Showing 26 to 50 of 1,234 results · Page 2 of 50');
    expect(text(render(en, createElement(DuplicateFlag, { dup, onOpen: () => {} })))).toBe(
      'Duplicate Near copy · 93% similar of Organic Chemistry Notes by Ada Lovelace',
    );
  });
});
