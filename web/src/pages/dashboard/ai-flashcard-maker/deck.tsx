// /dashboard/ai-flashcard-maker/deck/{identifier} (id or slug): a deck while its cards are made (read again until
// they are), then studied: Flip (click or Space, arrows, shuffle, progress) or Review (FSRS spaced repetition,
// Again / Hard / Good / Easy on keys 1-4). Its owner publishes, edits, exports or deletes it; anyone else may copy
// a public one; an admin may delete any. The page says which mode made the cards.
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Copy, Download, Globe2, Lock, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { isNotFound } from '../../../api/client.ts';
import { exportHref, useCopyDeck, useDeck, useRemoveDeck, useUpdateDeck } from '../../../api/flashcards.ts';
import { FlipStudy } from '../../../components/flashcards/FlipStudy.tsx';
import { SpacedStudy } from '../../../components/flashcards/SpacedStudy.tsx';
import { toast } from '../../../components/toast.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageHeaderSkeleton } from '../../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../../components/ui/States.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';

export default function DeckPage() {
  const { identifier = '' } = useParams();
  const deck = useDeck(identifier);
  const update = useUpdateDeck(identifier);
  const remove = useRemoveDeck(identifier);
  const copy = useCopyDeck(identifier);
  const [mode, setMode] = useState<'flip' | 'review'>('flip');
  const [, navigate] = useLocation();
  const { t } = useLingui();
  usePageMeta({ title: deck.data?.name ?? t`Flashcard deck`, description: t`Review your deck, card by card.`, noIndex: true });

  if (deck.isPending) return <div className="dash-page"><PageHeaderSkeleton /></div>;
  if (deck.isError) {
    return (
      <div className="dash-page">
        {isNotFound(deck.error) ? (
          <EmptyState icon={Lock} title={t`Deck not found`} text={t`It may have been deleted, or it is someone else's private deck.`} />
        ) : (
          <ErrorPanel title={t`Failed to load the deck`} message={deck.error.message} onRetry={() => deck.refetch()} />
        )}
      </div>
    );
  }
  const d = deck.data;
  const model = d.model;
  const mode_ =
    d.provider === 'local'
      ? t`Made in local mode: cards are definitions and key facts taken from your material.`
      : d.provider === 'openai'
        ? model
          ? t`Made by ${model} from passages of your material.`
          : t`Made by a language model from passages of your material.`
        : null;

  const togglePublic = () =>
    update.mutate({ isPublic: !d.isPublic }, {
      onSuccess: (next) => toast.success(next.isPublic ? t`Deck published` : t`Deck is private again`, { description: next.isPublic ? t`Anyone can find it at /flashcards/${next.slug}` : undefined }),
      onError: (error) => toast.error(error.message),
    });
  const del = () => {
    const name = d.name;
    if (!window.confirm(t`Delete “${name}” and its ${plural(d.cardCount, { one: '# card', other: '# cards' })}? This cannot be undone.`)) return;
    remove.mutate(undefined, { onSuccess: () => navigate('/dashboard/ai-flashcard-maker'), onError: (error) => toast.error(error.message) });
  };

  return (
    <div className="dash-page fc-deck">
      <Breadcrumbs items={[{ label: t`AI Flashcard Maker`, href: '/dashboard/ai-flashcard-maker' }, { label: d.name }]} />
      <header className="fc-deck__head">
        <div>
          <h1 className="dash-page__title">{d.name}</h1>
          <p className="dash-page__lead">
            <Plural value={d.cardCount} one="# card" other="# cards" />
            {d.subject && ` · ${d.subject.name}`}
            {' · '}
            <span className={`badge ${d.isPublic ? 'badge--success' : 'badge--plain'}`} data-testid="deck-visibility">
              {d.isPublic ? <Globe2 aria-hidden="true" /> : <Lock aria-hidden="true" />} {d.isPublic ? t`Public` : t`Private`}
            </span>
          </p>
          {d.description && <p className="fc-deck__desc">{d.description}</p>}
          {d.isPublic && (
            <p className="fc-deck__desc">
              <Trans>
                Public page: <Link href={`/flashcards/${d.slug}`}>/flashcards/{d.slug}</Link>
              </Trans>
            </p>
          )}
        </div>
        <div className="fc-deck__actions">
          {d.canEdit && d.status === 'ready' && (
            <>
              <button type="button" className="btn btn--secondary" onClick={togglePublic} disabled={update.isPending}>
                {d.isPublic ? t`Make private` : t`Publish`}
              </button>
              <Link href={`/dashboard/ai-flashcard-maker/deck/${d.slug}/edit`} className="btn btn--secondary">
                <Pencil aria-hidden="true" /> <Trans>Edit</Trans>
              </Link>
            </>
          )}
          {!d.isOwner && (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => copy.mutate(undefined, { onSuccess: (mine) => navigate(`/dashboard/ai-flashcard-maker/deck/${mine.slug}`) })}
              disabled={copy.isPending}
            >
              <Copy aria-hidden="true" /> <Trans>Copy to my decks</Trans>
            </button>
          )}
          {d.status === 'ready' && (
            <a className="btn btn--ghost" href={exportHref(d.slug, 'tsv')} download>
              <Download aria-hidden="true" /> <Trans>Export</Trans>
            </a>
          )}
          {d.canRemove && (
            <button type="button" className="btn btn--ghost" onClick={del} disabled={remove.isPending} aria-label={t`Delete deck`}>
              <Trash2 aria-hidden="true" />
            </button>
          )}
        </div>
      </header>

      {d.status === 'generating' ? (
        <div className="card card--pad fc-making" aria-live="polite" data-testid="deck-generating">
          <span className="spin-dot" aria-hidden="true" />
          <p>
            <Trans>
              Making <Plural value={d.requestedCards ?? 0} one="# card" other="# cards" /> from your material…
            </Trans>{' '}
            {d.points > 0 && t`${plural(d.points, { one: '# point charged.', other: '# points charged.' })}`}
          </p>
        </div>
      ) : d.status === 'failed' ? (
        <div className="alert alert--danger" role="alert">
          {d.error ?? t`The cards could not be made.`} {d.points > 0 && t`Your points were returned.`}
        </div>
      ) : d.cards.length === 0 ? (
        <EmptyState
          icon={Pencil}
          title={t`No cards yet`}
          text={t`Add cards by hand or import a CSV / TSV file.`}
          actions={
            d.canEdit && (
              <Link href={`/dashboard/ai-flashcard-maker/deck/${d.slug}/edit`} className="btn btn--primary">
                <Trans>Add cards</Trans>
              </Link>
            )
          }
        />
      ) : (
        <>
          <div className="chips">
            <button type="button" className="chip" aria-pressed={mode === 'flip'} onClick={() => setMode('flip')}>
              <Trans>Flip through</Trans>
            </button>
            <button type="button" className="chip" aria-pressed={mode === 'review'} onClick={() => setMode('review')}>
              {d.due ? <Trans>Review due cards ({d.due})</Trans> : <Trans>Review due cards</Trans>}
            </button>
          </div>
          {mode === 'flip' ? <FlipStudy cards={d.cards} /> : <SpacedStudy identifier={d.id} cards={d.cards} />}
          {mode_ && <p className="fc-mode" data-testid="deck-mode">{mode_}</p>}
          <p className="fc-keys">
            <Trans>
              Keys: <kbd>Space</kbd> flip · <kbd>←</kbd> <kbd>→</kbd> previous and next · in review, <kbd>1</kbd> Again <kbd>2</kbd> Hard <kbd>3</kbd> Good{' '}
              <kbd>4</kbd> Easy
            </Trans>
          </p>
        </>
      )}
    </div>
  );
}
