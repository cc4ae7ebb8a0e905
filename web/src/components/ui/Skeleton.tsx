import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';

type Props = { width?: CSSProperties['width']; height?: CSSProperties['height']; className?: string; circle?: boolean };

export function Skeleton({ width, height, className = '', circle }: Props) {
  return (
    <span
      aria-hidden="true"
      className={`skeleton${circle ? ' skeleton--circle' : ''} ${className}`}
      style={{ width, height }}
    />
  );
}

/** A grid of card-shaped placeholders while a list loads. */
export function CardGridSkeleton({ count = 8, className = 'grid grid--tiles', lines = 2 }: { count?: number; className?: string; lines?: number }) {
  const { t } = useLingui();
  return (
    <div className={className} role="status" aria-busy="true" aria-label={t`Loading`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card card--pad skeleton-card">
          <Skeleton width={44} height={44} className="skeleton-card__icon" />
          <Skeleton className="skeleton--text" width="75%" />
          {lines > 1 && <Skeleton className="skeleton--text" width="45%" />}
        </div>
      ))}
    </div>
  );
}

export function PageHeaderSkeleton() {
  return (
    <header className="page-header" aria-busy="true">
      <div className="container">
        <Skeleton width={180} height={14} />
        <div className="page-header__row" style={{ marginTop: 24 }}>
          <Skeleton width={72} height={72} />
          <div style={{ flex: 1 }}>
            <Skeleton className="skeleton--title" height={36} />
            <Skeleton className="skeleton--text" width="80%" />
            <Skeleton className="skeleton--text" width="50%" />
          </div>
        </div>
      </div>
    </header>
  );
}

export function PageSkeleton() {
  return (
    <div>
      <PageHeaderSkeleton />
      <div className="container section section--tight">
        <CardGridSkeleton />
      </div>
    </div>
  );
}
