// The browser's messages: in a build, each script chunk imports its own messages in the page's language before its
// code runs (web/build/chunk-catalogs.ts) and hands them over here; the dev server has no chunks, so it loads the
// language's whole catalogs before the app starts.
import { i18n, type Messages } from '@lingui/core';
import { type Language, pageLanguage } from './languages.ts';

declare global {
  var __studyhallMessages: Messages[] | undefined;
  var __studyhallOnMessages: ((messages: Messages) => void) | undefined;
}

const devCatalogs = import.meta.env.DEV ? import.meta.glob<{ messages: Messages }>('../locales/*/*.po') : {};

export async function startI18n(): Promise<typeof i18n> {
  const language: Language = pageLanguage();
  i18n.loadAndActivate({ locale: language, messages: {} });
  // A chunk's messages arrive before any of its code runs, so nothing on the page waits for them: they join the
  // active catalog without i18n.load's change event, which would give every component a new `t` and re-run each
  // effect that depends on it (a confirmation read twice, a toast shown twice).
  const add = (messages: Messages) => void Object.assign(i18n.messages, messages);
  for (const messages of globalThis.__studyhallMessages ?? []) add(messages);
  globalThis.__studyhallOnMessages = add;
  const dev = Object.entries(devCatalogs).filter(([file]) => file.includes(`/locales/${language}/`));
  for (const messages of await Promise.all(dev.map(([, load]) => load().then((m) => m.messages)))) i18n.load(language, messages);
  return i18n;
}
