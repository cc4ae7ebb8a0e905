// Pure helpers for document pages: ratings, times and pagination. DOM-free. The words are in the language of the
// `i18n` passed (a component passes useLingui's, which is right on the server too); without one, the global
// instance's, which the browser activates in the page's language.
import { type I18n, i18n as globalI18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber, relativeTime } from './format.ts';

/** "4.3", or "New" when unrated. */
export function formatRating(rating: number, i18n: I18n = globalI18n): string {
  if (rating <= 0) return i18n._(msg`New`);
  return new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** The relative creation time, or 'Recently' when it is missing or unreadable (spec 000 §2). */
export function documentAge(iso: string | null | undefined, now: Date = new Date(), i18n: I18n = globalI18n): string {
  const recently = i18n._(msg`Recently`);
  if (!iso || Number.isNaN(new Date(iso).getTime())) return recently;
  return relativeTime(iso, now, i18n.locale) || recently;
}

/** "120 pts", "Free". */
export function formatPoints(points: number, i18n: I18n = globalI18n): string {
  const shown = formatNumber(points, i18n.locale);
  return points > 0 ? i18n._(msg`${shown} pts`) : i18n._(msg`Free`);
}

/** An estimated count to two significant figures (42,749: 43,000), so it does not look exact. */
export function roundEstimate(n: number): number {
  if (n < 100) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** 'Showing X to Y of Z results' (and 'result' for one); 'of about Z' when the total is an estimate. */
export function showingRange(page: number, pageSize: number, total: number, estimated = false, i18n: I18n = globalI18n): string {
  if (total === 0) return i18n._(msg`Showing 0 results`);
  const number = (n: number) => formatNumber(n, i18n.locale);
  const from = number((page - 1) * pageSize + 1);
  const to = number(Math.min(total, page * pageSize));
  if (estimated) {
    const about = number(roundEstimate(total));
    return i18n._(msg`Showing ${from} to ${to} of about ${about} results`);
  }
  const of = number(total);
  return i18n._(msg`Showing ${from} to ${to} of ${of} ${plural(total, { one: 'result', other: 'results' })}`);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page buttons around the current one: [1, '…', 4, 5, 6, '…', 12]. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

