// The tools area in another language: its catalog loads as the build's does (message ids from the source text), and
// prices, counts and module-level steps render translated, with German plural forms; English is unchanged.
import { type Messages, setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import { Layers } from 'lucide-react';
import { readFileSync } from 'node:fs';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScoreBanner } from '../testprep/ResultsView.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { usePoints } from './points.ts';

async function messagesOf(language: string): Promise<Messages> {
  const catalog = await formatter().parse(readFileSync(new URL(`../../locales/${language}/tools.po`, import.meta.url), 'utf8'), {} as never);
  return Object.fromEntries(Object.entries(catalog).map(([id, m]) => [id, compileMessage(m.translation || m.message || id)]));
}

async function render(language: string, node: ReactNode): Promise<string> {
  const i18n = setupI18n({ locale: language, messages: { [language]: await messagesOf(language) } });
  const html = renderToStaticMarkup(createElement(I18nProvider, { i18n }, node));
  // Tags and runs of white space (the narrow no-break space of French thousands included) read as one space.
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

function Prices() {
  const points = usePoints();
  return createElement('p', null, [points.long(1), points.long(5), points.long('…'), points.short(1200), points.tag(0)].join(' | '));
}

const steps = [{ icon: Layers, title: msg`Pick your material`, text: msg`A document you uploaded or bought, a new upload, or notes you paste in.` }];
const results = { score: 3, total: 4, questions: [] } as never;

describe('the tools area in the page language', () => {
  it('keeps the English wording', async () => {
    expect(await render('en', createElement(Prices))).toBe('1 point | 5 points | … points | 1,200 pts | Free');
    expect(await render('en', createElement(HowItWorks, { steps, look: 'tiles' }))).toBe(
      'How it works Step 1 Pick your material A document you uploaded or bought, a new upload, or notes you paste in.',
    );
    expect(await render('en', createElement(ScoreBanner, { results }))).toContain('3 of 4 correct');
  });

  it('renders German with its plural forms and number format', async () => {
    expect(await render('de', createElement(Prices))).toBe('1 Punkt | 5 Punkte | … Punkte | 1.200 Pkt. | Kostenlos');
    expect(await render('de', createElement(HowItWorks, { steps, look: 'tiles' }))).toBe(
      'So funktioniert’s Schritt 1 Wähle dein Material Ein Dokument, das du hochgeladen oder gekauft hast, ein neuer Upload oder Notizen, die du einfügst.',
    );
    expect(await render('de', createElement(ScoreBanner, { results }))).toContain('3 von 4 richtig');
  });

  it('renders Spanish and French', async () => {
    expect(await render('es', createElement(Prices))).toBe('1 punto | 5 puntos | … puntos | 1200 pts | Gratis');
    expect(await render('fr', createElement(Prices))).toBe('1 point | 5 points | … points | 1 200 pts | Gratuit');
  });
});
