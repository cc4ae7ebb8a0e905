// The language of an api answer (its error messages). No `?lang=` here (an api call's address is the app's, not
// the page's): the language cookie (the browser sends it with every call), else the signed-in user's profile
// language (`ctx.state.userLanguage`, read by the session middleware with the session), else Accept-Language,
// else English.
import type { Context } from 'koa';
import { DEFAULT_LANGUAGE, fromAcceptLanguage, isLanguage, LANGUAGE_COOKIE, type Language } from '../http/language.ts';

export function apiLanguage(ctx: Context): Language {
  const remembered = ctx.cookies.get(LANGUAGE_COOKIE);
  if (isLanguage(remembered)) return remembered;
  if (isLanguage(ctx.state.userLanguage)) return ctx.state.userLanguage;
  return fromAcceptLanguage(ctx.get('accept-language')) ?? DEFAULT_LANGUAGE;
}
