// Dates, numbers, money and times in the language the component renders in (the server renders several languages
// at once, so formatting reads the language from the render, not from a global).
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import {
  countryName,
  formatBytes,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatSignedPoints,
  relativeTime,
} from '../lib/format.ts';

export function useFormat() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(
    () => ({
      locale,
      number: (n: number) => formatNumber(n, locale),
      date: (value: string | Date) => formatDate(value, locale),
      dateTime: (value: string | Date) => formatDateTime(value, locale),
      monthYear: (value: string | Date) => formatMonthYear(value, locale),
      money: (cents: number, currency?: string) => formatMoney(cents, currency, locale),
      signedPoints: (n: number) => formatSignedPoints(n, locale),
      relativeTime: (value: string | Date, now?: Date) => relativeTime(value, now, locale),
      bytes: (bytes: number) => formatBytes(bytes, locale),
      country: (code: string | null | undefined) => countryName(code, locale),
    }),
    [locale],
  );
}
