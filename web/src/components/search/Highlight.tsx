// Text with its matching runs in <mark>, built from the server's segments as React text (never as HTML,
// so a title can never inject markup).
import type { Segment } from '../../api/search.ts';
import { tidySegments } from '../../lib/search.ts';

export function Highlight({ segments, fallback = '' }: { segments: readonly Segment[]; fallback?: string }) {
  const runs = tidySegments(segments);
  if (runs.length === 0) return <>{fallback}</>;
  return (
    <>
      {runs.map((run, i) =>
        run.hit ? (
          <mark key={i} className="hl">
            {run.text}
          </mark>
        ) : (
          <span key={i}>{run.text}</span>
        ),
      )}
    </>
  );
}
