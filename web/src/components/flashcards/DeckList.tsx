// Deck tiles for the public list and the dashboard: name, subject, card count, who made it, and (for a signed-in
// viewer) the cards due now.
import { ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Globe2, Layers, Lock } from 'lucide-react';
import { Link } from 'wouter';
import type { DeckCard } from '../../api/flashcards.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

export function DeckTiles({ items, mine = false }: { items: DeckCard[]; mine?: boolean }) {
  const { t } = useLingui();
  return (
    <ul className="fc-tiles">
      {items.map((d) => (
        <li key={d.id}>
          <Link href={mine ? `/dashboard/ai-flashcard-maker/deck/${d.slug}` : `/flashcards/${d.slug}`} className="card card--interactive fc-tile">
            <span className="fc-tile__top">
              <span className="icon-tile" style={{ ['--tile-color' as string]: '#db2777' }}>
                <Layers aria-hidden="true" />
              </span>
              {mine && (
                <span className={`badge ${d.isPublic ? 'badge--success' : 'badge--plain'}`}>
                  {d.isPublic ? <Globe2 aria-hidden="true" /> : <Lock aria-hidden="true" />} {d.isPublic ? t`Public` : t`Private`}
                </span>
              )}
            </span>
            <span className="fc-tile__name">{d.name}</span>
            {d.description && <span className="fc-tile__desc">{d.description}</span>}
            <span className="fc-tile__meta">
              {d.status === 'generating' ? (
                t`Making cards…`
              ) : d.status === 'failed' ? (
                t`Could not be made`
              ) : (
                <Plural value={d.cardCount} one="# card" other="# cards" />
              )}
              {d.subject && ` · ${d.subject.name}`}
              {!mine && d.ownerName && <OwnerName name={d.ownerName} />}
            </span>
            {mine && d.due !== null && d.due > 0 && (
              <span className="fc-tile__due">
                <Trans>{ph({ due: d.due })} due now</Trans>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function OwnerName({ name }: { name: string }) {
  return (
    <>
      {' · '}
      <Trans>by {name}</Trans>
    </>
  );
}

export function DeckTileSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul className="fc-tiles" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card fc-tile">
          <Skeleton width="40%" height={18} />
          <Skeleton width="90%" height={14} />
          <Skeleton width="60%" height={14} />
        </li>
      ))}
    </ul>
  );
}
