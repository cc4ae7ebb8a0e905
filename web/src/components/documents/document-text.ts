// The words around a document's figures in the page's language: rating, age, price in points and the
// "Showing X to Y of Z results" line. lib/documents.ts's helpers of the same names are English-only.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFormat } from '../../hooks/useFormat.ts';
import { roundEstimate } from '../../lib/documents.ts';

export function useDocumentText() {
  const { t } = useLingui();
  const format = useFormat();
  return useMemo(() => {
    const oneDecimal = new Intl.NumberFormat(format.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return {
      /** "4.3" ("4,3"), or "New" when unrated. */
      rating: (rating: number) => (rating > 0 ? oneDecimal.format(rating) : t`New`),
      /** "3 hours ago", or "Recently" when the date is missing or unreadable (spec 000 §2). */
      age: (iso: string | null | undefined) =>
        (iso && !Number.isNaN(new Date(iso).getTime()) && format.relativeTime(iso)) || t`Recently`,
      /** "120 pts", "Free". */
      points: (points: number) => (points > 0 ? t`${format.number(points)} pts` : t`Free`),
      /** "Showing 1 to 12 of 30 results"; "of about 43,000" when the total is an estimate. */
      showing: (page: number, pageSize: number, total: number, estimated = false) => {
        if (total === 0) return t`Showing 0 results`;
        const from = format.number((page - 1) * pageSize + 1);
        const to = format.number(Math.min(total, page * pageSize));
        const shown = format.number(estimated ? roundEstimate(total) : total);
        return estimated
          ? t`Showing ${from} to ${to} of about ${plural(total, { one: `${shown} result`, other: `${shown} results` })}`
          : t`Showing ${from} to ${to} of ${plural(total, { one: `${shown} result`, other: `${shown} results` })}`;
      },
    };
  }, [t, format]);
}
