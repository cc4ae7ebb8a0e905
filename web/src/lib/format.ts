// Small formatting helpers shared by pages, through Intl in the page's language. Components take them from
// `useFormat()` (hooks/useFormat.ts), bound to the language they render in (the server renders several languages at
// once, so nothing here may read a global language while rendering); the `locale` defaults to `<html lang>` for code
// outside components (a toast, a download's file name).
import { pageLanguage } from './languages.ts';

const cached = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cachedFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let format = cached.get(key) as T | undefined;
  if (!format) cached.set(key, (format = make()));
  return format;
}

export function formatNumber(n: number, locale: string = pageLanguage()): string {
  return cachedFormat(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(n);
}

/** "1 document", "12 documents". English only: a translated page uses Lingui's `plural` / `<Plural>` instead. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(n, 'en')} ${n === 1 ? singular : pluralForm}`;
}

/** Up to two initials from a name: "University of Oxford" -> "UO", "MIT" -> "MI". */
export function initials(name: string): string {
  const skip = new Set(['of', 'the', 'and', 'for', 'de', 'du', 'la', 'le', 'des', 'and', '&', 'at']);
  const words = name
    .split(/[\s\-–—,.()]+/)
    .filter(Boolean)
    .filter((w) => !skip.has(w.toLowerCase()));
  if (words.length === 0) return name.slice(0, 2).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

const regionNamesIn = new Map<string, Intl.DisplayNames | null>();
/** ISO 3166-1 alpha-2 to the country's name in `locale`; the code itself when unknown. */
export function countryName(code: string | null | undefined, locale: string = pageLanguage()): string | null {
  if (!code) return null;
  let regionNames = regionNamesIn.get(locale);
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      regionNames = null;
    }
    regionNamesIn.set(locale, regionNames);
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** "Undergraduate" from "undergraduate". */
export function titleCase(word: string): string {
  return word
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Case- and accent-insensitive "contains" used by the client-side filters. */
export function matchesQuery(haystack: (string | null | undefined)[], query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  return haystack.some((h) => h != null && fold(h).includes(q));
}

export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * "3" or "3rd" -> "3rd edition" in English, "3. Auflage", "3.ª edición", "3e édition" in `locale`. Other words are
 * the publisher's: "Global Edition" stays, and English adds "edition" to a bare word ("International edition").
 */
export function formatEdition(edition: string | null | undefined, locale: string = pageLanguage()): string | null {
  if (!edition) return null;
  const e = edition.trim();
  const number = /^(\d+)(?:st|nd|rd|th)?$/i.exec(e);
  if (number) {
    const n = Number(number[1]);
    if (locale === 'de') return `${n}. Auflage`;
    if (locale === 'es') return `${n}.ª edición`;
    if (locale === 'fr') return `${n}${n === 1 ? 're' : 'e'} édition`;
    const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${n}${suffix} edition`;
  }
  if (locale !== 'en') return e;
  return /edition|ed\.?$/i.test(e) ? e : `${e} edition`;
}

/** Sort names the way people look them up: "The University of Sydney" under U. */
export function sortKey(name: string): string {
  return name.replace(/^the\s+/i, '');
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago" (in `locale`), else a date ("12 Mar 2026"). */
export function relativeTime(iso: string | Date, now: Date = new Date(), locale: string = pageLanguage()): string {
  const then = typeof iso === 'string' ? new Date(iso) : iso;
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  const relative = cachedFormat(`relative:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  // English keeps the product's "just now" (Intl says "now"); the others take Intl's word (jetzt, ahora, maintenant).
  if (seconds < 60) return locale === 'en' ? 'just now' : relative.format(0, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return relative.format(-days, 'day');
  return formatDate(then, locale);
}

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);
/** English dates read day-month-year ("12 Mar 2026"), as they always have here; other languages their own way. */
const dateLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

/** "12 Mar 2026", "12. März 2026". */
export function formatDate(value: string | Date, locale: string = pageLanguage()): string {
  const format = cachedFormat(`date:${locale}`, () => new Intl.DateTimeFormat(dateLocale(locale), { day: 'numeric', month: 'short', year: 'numeric' }));
  return format.format(asDate(value));
}

/** "March 2026", "März 2026". */
export function formatMonthYear(value: string | Date, locale: string = pageLanguage()): string {
  const format = cachedFormat(`month:${locale}`, () => new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { month: 'long', year: 'numeric' }));
  return format.format(asDate(value));
}

/** "$25.00", "25,00 $" from whole cents (ISO 4217 code in any case; US dollars when absent or unknown). */
export function formatMoney(cents: number, currency = 'usd', locale: string = pageLanguage()): string {
  try {
    return new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return `$${(cents / 100).toFixed(2)}`;
  }
}

/** A movement of points with its sign: "+50", "−20" (a true minus sign), "0". */
export function formatSignedPoints(n: number, locale: string = pageLanguage()): string {
  if (n > 0) return `+${formatNumber(n, locale)}`;
  if (n < 0) return `−${formatNumber(-n, locale)}`;
  return '0';
}

/** "12 Mar 2026, 14:05" (the reader's time zone). */
export function formatDateTime(value: string | Date, locale: string = pageLanguage()): string {
  const d = asDate(value);
  const time = cachedFormat(`time:${locale}`, () => new Intl.DateTimeFormat(dateLocale(locale), { hour: '2-digit', minute: '2-digit' }));
  return `${formatDate(d, locale)}, ${time.format(d)}`;
}

/** "2.4 MB", "830 KB" from bytes (decimal separator of `locale`). */
export function formatBytes(bytes: number, locale: string = pageLanguage()): string {
  const unit = (value: number, name: 'megabyte' | 'kilobyte', digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
  if (bytes >= 1024 * 1024) return unit(bytes / (1024 * 1024), 'megabyte', 1);
  if (bytes >= 1024) return unit(Math.round(bytes / 1024), 'kilobyte', 0);
  return `${formatNumber(bytes, locale)} B`;
}
