// A form's check before sending, with its messages in the page's language. The forms check input with the contracts'
// zod schemas, whose messages are the api's English: the schemas' own messages are translated here (the same
// wording as the server's catalog, modules/platform/i18n/locales), zod's built-in ones by zod's own locale for the
// page's language, as the api does (modules/platform/http/api-router.ts). English stays exactly as the schema says.
//
// The schemas' messages are message descriptors whose id is the English itself, so a finished message is looked up
// as it is; one with numbers in it (`Keep your essay under 1000 words`) is found by the pattern of its id, as the
// server's catalog finds it (catalog.ts). Only the forms that check input import this file: zod and its locale load
// with them, never with the pages that only show data.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { type Language, pageLanguage } from './languages.ts';

type ZodLocale = { localeError: z.core.$ZodErrorMap };

/** Zod's messages in each language but English, one small chunk each: a page loads its own language's. */
const ZOD_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: () => ZodLocale }>> = {
  de: () => import('zod/v4/locales/de.js'),
  es: () => import('zod/v4/locales/es.js'),
  fr: () => import('zod/v4/locales/fr.js'),
};
const zodLocales = new Map<Language, ZodLocale>();

/** Loads zod's messages in `language` (nothing for English, zod's own). */
export async function loadZodMessages(language: Language): Promise<void> {
  if (language === 'en' || zodLocales.has(language)) return;
  zodLocales.set(language, (await ZOD_LOCALES[language]()).default());
}

// The page's language is loaded before any form that imports this file runs, so its first check is already translated.
await loadZodMessages(pageLanguage());

// The schemas' messages the web's forms can show (modules/*/forms.ts, modules/wallet/pricing-contract.ts). Their
// translations are the server catalog's.
const SCHEMA_MESSAGES = [
  // Sign-up, sign-in, an email for a link, billing (modules/accounts/forms.ts).
  msg({ id: 'Email is required' }),
  msg({ id: 'Email is too long' }),
  msg({ id: 'Enter a valid email address' }),
  msg({ id: 'Password is required' }),
  msg({ id: 'Password must be at least 6 characters long.' }),
  msg({ id: 'Password must be at most 1024 characters long.' }),
  msg({ id: 'Passwords do not match' }),
  msg({ id: 'Full name is required' }),
  msg({ id: 'Confirm your password' }),
  msg({ id: 'Address line 1 is required' }),
  msg({ id: 'City is required' }),
  msg({ id: 'Country is required' }),
  msg({ id: 'Choose a country' }),
  msg({ id: 'Postal code is required' }),
  msg({ id: 'Enter a valid phone number' }),
  // Contact, scholarship, legal notice and the blog editor (modules/content/forms.ts).
  msg({ id: 'Please enter your name' }),
  msg({ id: 'Keep your name under 100 characters' }),
  msg({ id: 'Please enter a valid email address' }),
  msg({ id: 'Please choose a topic' }),
  msg({ id: 'Please tell us a little more (at least 20 characters)' }),
  msg({ id: 'Keep your message under 5,000 characters' }),
  msg({ id: 'Please enter your university' }),
  msg({ id: 'Please enter your course' }),
  msg({ id: 'Keep it under 200 characters' }),
  msg({ id: 'Keep your essay under {max} words' }),
  msg({ id: 'Your essay needs at least {min} words' }),
  msg({ id: 'Please give the URL or the document concerned' }),
  msg({ id: 'Keep it under 500 characters' }),
  msg({ id: 'Keep it under 5,000 characters' }),
  msg({ id: 'Please confirm the good-faith statement' }),
  msg({ id: 'The title must be 3 to 200 characters' }),
  msg({ id: 'Use lowercase letters, numbers and hyphens' }),
  msg({ id: 'Keep the excerpt under 500 characters' }),
  msg({ id: 'Write the article' }),
  msg({ id: 'Keep the article under 100,000 characters' }),
  msg({ id: 'Choose or type a category' }),
  msg({ id: 'At most {BLOG_MAX_TAGS} tags' }),
  msg({ id: 'A scheduled post needs a date in the future' }),
  msg({ id: 'A post dated in the future is scheduled, not published' }),
  // The upload's fields (modules/documents/forms.ts).
  msg({ id: 'Title must be at least 3 characters' }),
  msg({ id: 'Description must be at least 10 characters' }),
  msg({ id: 'Choose a language from the list' }),
  // A withdrawal (modules/wallet/forms.ts).
  msg({ id: 'Points must be a number' }),
  msg({ id: 'Points must be a whole number' }),
  msg({ id: 'Points must be positive' }),
  msg({ id: 'Enter a valid PayPal email address' }),
  msg({ id: 'Enter the account holder' }),
  msg({ id: 'Enter a valid IBAN' }),
  msg({ id: 'Enter a valid BIC' }),
  // Points packages, bonus tiers and plan prices (modules/wallet/pricing-contract.ts, modules/subscriptions/forms.ts).
  // `Enter {what} as a whole number` is listed finished: its `what` is English words, translated with the sentence.
  msg({ id: 'Enter the price in cents as a whole number' }),
  msg({ id: 'Enter the points as a whole number' }),
  msg({ id: 'Enter the bonus points as a whole number' }),
  msg({ id: 'Enter the order as a whole number' }),
  msg({ id: 'Enter the amount in cents as a whole number' }),
  msg({ id: 'Enter the bonus as a whole number' }),
  msg({ id: 'At least $1.00' }),
  msg({ id: 'At most $1,000.00' }),
  msg({ id: 'At least 1 point' }),
  msg({ id: 'At least 0 points' }),
  msg({ id: 'At most 1,000,000 points' }),
  msg({ id: 'Say whether the package is on sale' }),
  msg({ id: 'At least 0' }),
  msg({ id: 'At most 1000' }),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the server catalog's id, a dollar sign before the argument {0}.
  msg({ id: 'At least ${0}.00 (the smallest custom amount)' }),
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the server catalog's id, a dollar sign before the argument {0}.
  msg({ id: 'At most ${0}.00 (the largest custom amount)' }),
  msg({ id: 'At least 1%' }),
  msg({ id: 'At most 100%' }),
  msg({ id: 'Give a reason' }),
];

type Pattern = { id: string; names: string[]; regex: RegExp };
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message with arguments as a pattern that finds them in the finished English (as catalog.ts does). */
function patternOf(id: string): Pattern | null {
  const parts = id.split(/\{(\w+)\}/);
  if (parts.length === 1) return null;
  const source = parts.map((part, index) => (index % 2 === 1 ? '([\\s\\S]+?)' : escapeRegex(part))).join('');
  return { id, names: parts.filter((_, index) => index % 2 === 1), regex: new RegExp(`^${source}$`) };
}

const PATTERNS = SCHEMA_MESSAGES.map((m) => patternOf(m.id)).filter((p): p is Pattern => p !== null);

/** A schema's finished English message in `i18n`'s language; a message it does not know stays as it is. */
export function validationMessage(message: string, i18n: I18n): string {
  if (message in i18n.messages) return i18n._(message);
  for (const pattern of PATTERNS) {
    const found = pattern.regex.exec(message);
    if (found && pattern.id in i18n.messages) return i18n._(pattern.id, Object.fromEntries(pattern.names.map((name, index) => [name, found[index + 1]])));
  }
  return message;
}

/**
 * `schema.safeParse(value)` with the issues' messages in `i18n`'s language (pass useLingui's `i18n`): the schema's own
 * messages from the catalogs, zod's built-in ones from zod's locale. In English, exactly what safeParse gives.
 */
export function checkForm<T extends z.ZodType>(schema: T, value: unknown, i18n: I18n): z.ZodSafeParseResult<z.output<T>> {
  const language = i18n.locale as Language;
  if (language === 'en') return schema.safeParse(value);
  const zodLocale = zodLocales.get(language);
  const parsed = schema.safeParse(value, zodLocale ? { error: zodLocale.localeError } : undefined);
  // The issues are this parse's own (readonly in zod's types only): their messages are replaced in place.
  if (!parsed.success) for (const issue of parsed.error.issues as { message: string }[]) issue.message = validationMessage(issue.message, i18n);
  return parsed;
}
