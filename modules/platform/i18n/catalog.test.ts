// The server's catalogs: every user-facing message the code writes is in each one and translated, and the api
// answers its errors in the language of the request.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../http/language.ts';
import { readCatalog, translate, translateFinished } from './catalog.ts';
import { extractFile, extractServerMessages, ROOT } from './extract.ts';

const written = extractServerMessages(ROOT);
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE))('the %s catalog', (language) => {
  const catalog = readCatalog(language);

  it('holds every message the server writes (run npm run i18n:server after changing one)', () => {
    expect([...written.keys()].filter((id) => !catalog.has(id))).toEqual([]);
    expect([...catalog.keys()].filter((id) => !written.has(id))).toEqual([]);
  });

  it('translates every one, naming no argument the English does not give', () => {
    const untranslated = [...catalog].filter(([, translation]) => !translation.trim()).map(([id]) => `${id} (${written.get(id)?.origin})`);
    expect(untranslated).toEqual([]);
    // A translation may leave an argument out (English's 'unlock' / 'unlocks' word has no place in German's sentence).
    const unknownArguments = [...catalog].filter(([id, translation]) => placeholders(translation).some((name) => !placeholders(id).includes(name)));
    expect(unknownArguments).toEqual([]);
  });
});

describe('reading the messages from the code', () => {
  it('finds errors, MESSAGES, zod messages in a contract, written envelopes and t(), with template arguments by name', () => {
    const source = `
      const MESSAGES = { gone: 'Deck not found' };
      throw badRequest(\`Keep it under \${limits.max} words\`, { title: ['Give the deck a name.'] });
      throw conflict('taken', 'That slug is already used.');
      throw new HttpError(413, 'too_large', \`At most \${mb} MB\`);
      const schema = z.string({ error: 'Code is required' }).min(6, 'Enter the code').max(32);
      const currency = z.literal('USD');
      ctx.body = { error: { code: 'not_found', message: 'No such API route.' } };
      const subject = t('Reset your password');
      logger.info('not for users');
    `;
    expect(extractFile('modules/x/contract.ts', source).map((m) => m.message)).toEqual([
      'Deck not found', 'Keep it under {max} words', 'Give the deck a name.', 'That slug is already used.', 'At most {mb} MB',
      'Enter the code', 'Code is required', 'No such API route.', 'Reset your password',
    ]);
  });
});

describe('translating', () => {
  it('translates a message and a finished message with its arguments found in it', () => {
    expect(translate('de', 'Deck not found')).toBe('Stapel nicht gefunden');
    expect(translateFinished('de', 'This document has 612 pages; the limit is 500.')).toBe('Dieses Dokument hat 612 Seiten; die Grenze liegt bei 500.');
    expect(translateFinished('fr', 'Deck not found')).toBe('Paquet introuvable');
    expect(translateFinished('en', 'Deck not found')).toBe('Deck not found');
    expect(translateFinished('de', 'Something no catalog holds')).toBe('Something no catalog holds');
  });
});
