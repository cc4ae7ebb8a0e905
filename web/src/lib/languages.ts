// The languages Studyhall speaks and how a visitor's is remembered. The server picks a page's language the same way
// (modules/platform/http/language.ts): `?lang=` in the address, else this cookie (a signed-in student's profile
// language is written to it at sign-in and on change), else the browser's Accept-Language, else English.
// Each language is named in itself, the same on every page: endonyms are not translated (hence i18n-ignore).
export const LANGUAGES = [
  { code: 'en', label: 'English' }, // i18n-ignore
  { code: 'de', label: 'Deutsch' }, // i18n-ignore
  { code: 'es', label: 'Español' }, // i18n-ignore
  { code: 'fr', label: 'Français' }, // i18n-ignore
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_COOKIE = 'studyhall_lang';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

/** `<html lang>`, which the server set from the visitor's language. */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
}

/** Remember a guest's choice for a year (a student's is also saved in the profile). */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie the server reads; no library needed.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}
