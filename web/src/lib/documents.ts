// Pure helpers for document pages: ratings, times and pagination. DOM-free.
import { formatNumber, relativeTime } from './format.ts';

/** "4.3", or "New" when unrated. */
export function formatRating(rating: number): string {
  return rating > 0 ? rating.toFixed(1) : 'New';
}

/** The relative creation time, or 'Recently' when it is missing or unreadable (spec 000 §2). */
export function documentAge(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return 'Recently';
  return relativeTime(iso, now) || 'Recently';
}

/** "120 pts", "Free". */
export function formatPoints(points: number): string {
  return points > 0 ? `${formatNumber(points)} pts` : 'Free';
}

/** An estimated count to two significant figures (42,749: 43,000), so it does not look exact. */
export function roundEstimate(n: number): number {
  if (n < 100) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** 'Showing X to Y of Z results' (and 'result' for one); 'of about Z' when the total is an estimate. */
export function showingRange(page: number, pageSize: number, total: number, estimated = false): string {
  if (total === 0) return 'Showing 0 results';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const of = estimated ? `about ${formatNumber(roundEstimate(total))}` : formatNumber(total);
  return `Showing ${formatNumber(from)} to ${formatNumber(to)} of ${of} ${total === 1 ? 'result' : 'results'}`;
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

