// A form's check before sending in the page's language: the contract's own messages from the web's catalogs
// (compiled here as the build compiles them), zod's built-in ones from zod's locale, and English exactly as before.
import { readFileSync } from 'node:fs';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBody } from '../../../modules/accounts/contract.ts';
import { scholarshipApplication } from '../../../modules/content/contract.ts';
import { bonusTierInput } from '../../../modules/wallet/contract.ts';
import { checkForm, loadZodMessages } from './validation-messages.ts';

async function i18nIn(language: 'en' | 'de'): Promise<I18n> {
  const po = readFileSync(new URL(`../locales/${language}/shell.po`, import.meta.url), 'utf8');
  const catalog = await formatter().parse(po, { locale: language, sourceLocale: 'en', filename: 'shell.po' });
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog ?? {})) messages[id] = compileMessage(entry.translation || entry.message || id);
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

/** The first message of each field, as the forms show them. */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

// Full name empty (the contract's own message), email not a string (zod's built-in), a 3-character password.
const badSignUp = { fullName: ' ', email: 42, password: 'abc', confirmPassword: 'abc' };

describe('a form check in the page language', () => {
  let de: I18n;
  let en: I18n;
  beforeAll(async () => {
    [de, en] = await Promise.all([i18nIn('de'), i18nIn('en')]);
    await loadZodMessages('de');
  });

  it('gives a German page the contract’s messages and zod’s own in German', () => {
    const errors = messagesOf(checkForm(registerBody, badSignUp, de));
    expect(errors.fullName).toBe('Vollständiger Name ist erforderlich');
    expect(errors.password).toBe('Das Passwort muss mindestens 6 Zeichen lang sein.');
    // The email's own `{ error }` also names a value of the wrong type.
    expect(errors.email).toBe('E-Mail-Adresse ist erforderlich');
    const tier = messagesOf(checkForm(bonusTierInput, { minAmountCents: 100, bonusPercent: 'ten' }, de));
    expect(tier.bonusPercent).toBe('Gib den Bonus als ganze Zahl ein');
    // A message with a number in it, found by its pattern; and zod's built-in for a field without a message of its own.
    const essay = messagesOf(checkForm(scholarshipApplication, { name: 'Ana', email: 'ana@example.com', university: 'X', course: 'Y', essay: 'short', website: 7 }, de));
    expect(essay.essay).toBe('Dein Essay braucht mindestens 200 Wörter');
    expect(essay.website).toBe('Ungültige Eingabe: erwartet string, erhalten Zahl');
  });

  it('keeps English exactly as the schema gives it', () => {
    for (const [schema, value] of [
      [registerBody, badSignUp],
      [scholarshipApplication, { name: 'Ana', email: 'ana@example.com', university: 'X', course: 'Y', essay: 'short', website: 7 }],
    ] as const) {
      expect(checkForm(schema, value, en)).toEqual(schema.safeParse(value));
    }
    const essay = messagesOf(checkForm(scholarshipApplication, { name: 'Ana', email: 'a@b.co', university: 'X', course: 'Y', essay: 'short', website: 7 }, en));
    expect(essay).toEqual({ essay: 'Your essay needs at least 200 words', website: 'Invalid input: expected string, received number' });
  });
});

// The files of the schemas the web's forms check with, and what they write that no form check shows: the api's own
// answers, and `Enter {what} as a whole number` (listed finished, one message per `what`).
const FORM_SCHEMAS = ['accounts/forms.ts', 'content/forms.ts', 'documents/forms.ts', 'wallet/forms.ts', 'subscriptions/forms.ts', 'wallet/pricing-contract.ts'];
const NOT_A_FORM_CHECK = new Set([
  'A post already uses the address /blog/{slug}. Choose another slug.',
  'At least one points package must stay active.',
  'Points package not found.',
  'Two bonus tiers cannot start at the same amount.',
  'At most {BONUS_TIERS_MAX} bonus tiers',
  'Enter {what} as a whole number',
]);

it('has every message of the forms’ schemas in the catalog, translated', async () => {
  const de = await i18nIn('de');
  // The server's catalog names the file each message comes from (its extraction reads the schemas): the web's own
  // import rules keep this test from running that extraction itself.
  const serverCatalog = readFileSync(new URL('../../../modules/platform/i18n/locales/de.po', import.meta.url), 'utf8');
  const written = serverCatalog
    .split(/\n\n+/)
    .filter((entry) => FORM_SCHEMAS.some((file) => entry.includes(`#: modules/${file}`)))
    .map((entry) => /^msgid "((?:[^"\\]|\\.)*)"$/m.exec(entry)?.[1]?.replace(/\\"/g, '"'))
    .filter((message): message is string => Boolean(message));
  expect(written.length).toBeGreaterThan(20);
  const missing = written.filter((message) => !NOT_A_FORM_CHECK.has(message) && de._(message) === message);
  expect(missing).toEqual([]);
});
