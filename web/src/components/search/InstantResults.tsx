// The instant search dropdown (spec 000 §2 Instant search): a skeleton while waiting, results grouped by
// kind with icons (documents with their cover), 'No results found for "{query}"', and View all results.
// It is the listbox of the combobox in NavSearch, which owns the text, the active option and the keys.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, SearchX } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { InstantHit } from '../../api/search.ts';
import { type HitGroup, markTypedWords } from '../../lib/search.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Highlight } from './Highlight.tsx';
import { kindLook } from './kinds.ts';

type Props = {
  listId: string;
  optionId: (index: number) => string;
  query: string;
  loading: boolean;
  groups: HitGroup<InstantHit>[];
  active: number;
  onHover: (index: number) => void;
  onOpen: (hit: InstantHit) => void;
  onViewAll: () => void;
};

/** Plain clicks stay in the app; modified clicks (new tab, new window) keep the browser's own behaviour. */
const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

// Focus stays in the text box while the pointer picks an option, so the combobox keeps its keys.
const keepFocus = (e: MouseEvent) => e.preventDefault();

export function InstantResults({ listId, optionId, query, loading, groups, active, onHover, onOpen, onViewAll }: Props) {
  const { t, i18n } = useLingui();
  const count = groups.reduce((n, g) => n + g.hits.length, 0);
  return (
    <div className="instant" data-testid="instant-results">
      {loading ? (
        <div className="instant__loading" role="status" aria-label={t`Searching`} data-testid="instant-skeleton">
          <Skeleton className="instant__skeleton-heading" width={84} height={10} />
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="instant__skeleton-row">
              <Skeleton width={36} height={i === 0 ? 46 : 36} />
              <span>
                <Skeleton className="skeleton--text" width={`${[78, 62, 70, 54][i]}%`} />
                <Skeleton className="skeleton--text" width={`${[40, 32, 46, 28][i]}%`} />
              </span>
            </div>
          ))}
        </div>
      ) : count === 0 ? (
        <div className="instant__empty" role="status">
          <SearchX aria-hidden="true" />
          <p className="instant__empty-title">
            <Trans>No results found for "{query}"</Trans>
          </p>
          <p className="instant__empty-text">
            <Trans>Check the spelling or try fewer words.</Trans>
          </p>
        </div>
      ) : (
        <>
          <p className="sr-only" role="status">
            <Plural value={count} one="# result" other="# results" />
          </p>
          <div className="instant__list" role="listbox" id={listId} aria-label={t`Suggestions for ${query}`}>
            {groups.map((group) => {
              const look = kindLook[group.kind];
              const headingId = `${listId}-${group.kind}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group; a fieldset is for form controls
                <div key={group.kind} role="group" aria-labelledby={headingId} className="instant__group">
                  <p className="instant__heading" id={headingId} role="presentation">
                    {i18n._(look.many)}
                  </p>
                  {group.hits.map(({ hit, index }) => (
                    <a
                      key={hit.id}
                      id={optionId(index)}
                      href={hit.href}
                      role="option"
                      aria-selected={index === active}
                      tabIndex={-1}
                      className={`instant__option${index === active ? ' is-active' : ''}`}
                      onMouseDown={keepFocus}
                      onMouseMove={() => index !== active && onHover(index)}
                      onClick={(e) => {
                        if (!isPlainClick(e)) return;
                        e.preventDefault();
                        onOpen(hit);
                      }}
                    >
                      {hit.kind === 'document' && hit.coverUrl ? (
                        <img className="instant__cover" src={hit.coverUrl} alt="" loading="lazy" decoding="async" />
                      ) : (
                        <span className="icon-tile instant__icon" style={{ ['--tile-color' as string]: look.color }}>
                          <look.icon aria-hidden="true" />
                        </span>
                      )}
                      <span className="instant__text">
                        <span className="instant__title">
                          <Highlight segments={markTypedWords(hit.title, query)} fallback={hit.title} />
                        </span>
                        {hit.subtitle && <span className="instant__subtitle">{hit.subtitle}</span>}
                      </span>
                      <ArrowRight className="instant__go" aria-hidden="true" />
                    </a>
                  ))}
                </div>
              );
            })}
          </div>
        </>
      )}
      <div className="instant__foot">
        <button type="button" className="btn btn--soft btn--sm btn--block instant__all" onMouseDown={keepFocus} onClick={onViewAll}>
          <Trans>View all results</Trans> <ArrowRight aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
