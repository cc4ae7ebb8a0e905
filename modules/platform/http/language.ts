// A page's language: `?lang=` in the address (the crawlable address of each language, which hreflang links name; it
// is remembered in the cookie), else the language cookie (set by the footer's dropdown; a signed-in student's
// profile language is written to it), else the browser's Accept-Language, else English. The web app reads the
// result from `<html lang>` (web/src/lib/languages.ts keeps the same list and cookie name).
import type { Context } from 'koa';

export const LANGUAGES = ['en', 'de', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'studyhall_lang';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The first language of an Accept-Language header we speak, by its q weights ("de-AT,de;q=0.9,en;q=0.5" → de). */
export function fromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { base: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? null;
}

/** The visitor's language for this request; `?lang=` is also remembered for the next visit. */
export function requestLanguage(ctx: Context): Language {
  const asked = ctx.query.lang;
  if (isLanguage(asked)) {
    if (ctx.cookies.get(LANGUAGE_COOKIE) !== asked) {
      ctx.cookies.set(LANGUAGE_COOKIE, asked, { httpOnly: false, sameSite: 'lax', maxAge: YEAR_MS, overwrite: true });
    }
    return asked;
  }
  const remembered = ctx.cookies.get(LANGUAGE_COOKIE);
  if (isLanguage(remembered)) return remembered;
  return fromAcceptLanguage(ctx.get('accept-language')) ?? DEFAULT_LANGUAGE;
}

/**
 * The page in `language`: `<html lang>`, its start messages, and for a page every language can show, its address
 * in each language (hreflang, with English as x-default) so search engines index each one.
 */
export function withLanguage(
  html: string,
  language: Language,
  alternates: { publicUrl: string; path: string } | null,
  /**
   * The page language's messages for the scripts every page runs at start (web/build/chunk-catalogs.ts), as JSON in
   * the page, like the server state: they arrive with the HTML instead of a round trip after the scripts.
   */
  startMessages: string | null = null,
): string {
  let out = html.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
  if (startMessages) {
    const script = `<script type="application/json" id="studyhall-messages">${startMessages.replace(/</g, '\\u003c')}</script>`;
    out = out.replace('</head>', () => `    ${script}\n  </head>`);
  }
  if (alternates) {
    const href = (lang: Language) => `${alternates.publicUrl}${alternates.path}${lang === DEFAULT_LANGUAGE ? '' : `?lang=${lang}`}`;
    const links = [
      ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}" />`),
      `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANGUAGE)}" />`,
    ];
    out = out.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
  }
  return out;
}

/** The address of `path` in `language` (the canonical address of a page shown in that language). */
export function addressIn(path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? path : `${path}?lang=${language}`;
}
