// Prices are typed in dollars on the admin pages and sent in whole cents.
import { msg } from '@lingui/core/macro';

export const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Cents from "25", "25.5" or "25.00"; NaN for anything else (the form says "Enter a price such as 25.00"). */
export function centsOf(text: string): number {
  const t = text.trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}

/** Shown translated: `i18n._(PRICE_FORMAT_MESSAGE)`. */
export const PRICE_FORMAT_MESSAGE = msg`Enter a price such as 25.00`;

/** The first message per field of a failed parse, for the form's fields. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}
