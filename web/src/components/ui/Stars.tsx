import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../hooks/useFormat.ts';
import { Star, StarHalf } from 'lucide-react';

/** A rating out of 5 as stars, with an accessible label. */
export function Stars({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const shown = format.number(rating);
  return (
    <span className="stars" role="img" aria-label={t`Rated ${shown} out of ${outOf}`}>
      {Array.from({ length: outOf }, (_, i) => {
        const fill = rating - i;
        if (fill >= 0.75) return <Star key={i} fill="currentColor" aria-hidden="true" />;
        if (fill >= 0.25) return <StarHalf key={i} fill="currentColor" aria-hidden="true" />;
        return <Star key={i} aria-hidden="true" style={{ opacity: 0.35 }} />;
      })}
    </span>
  );
}
