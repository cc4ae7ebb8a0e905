// /dashboard/ai-flashcard-maker: the student's decks, last changed first, 12 a page, each with the cards due now,
// the total due, and the way to make a new deck.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Layers, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { MY_DECKS_PAGE_SIZE, useDueSummary, useMyDecks } from '../../../api/flashcards.ts';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { DeckTiles, DeckTileSkeletons } from '../../../components/flashcards/DeckList.tsx';
import { EmptyState, ErrorPanel } from '../../../components/ui/States.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../../hooks/useQueryParam.ts';
import { pageCount, showingRange } from '../../../lib/documents.ts';

export default function MyDecksPage() {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`AI Flashcard Maker`, description: t`Your flashcard decks, and new ones made from your notes.`, noIndex: true });
  const [pageParam, setPage] = useQueryParam('page');
  const page = Math.max(1, Number(pageParam) || 1);
  const list = useMyDecks(page);
  const due = useDueSummary();

  return (
    <div className="dash-page" data-testid="flashcards-dashboard">
      <header className="lib-head">
        <div>
          <h1 className="dash-page__title">
            <Trans>AI Flashcard Maker</Trans>
          </h1>
          <p className="dash-page__lead">
            <Trans>Make decks from your documents and notes, and review what is due each day.</Trans>
          </p>
        </div>
        <Link href="/dashboard/ai-flashcard-maker/deck/create" className="btn btn--primary">
          <Plus aria-hidden="true" /> <Trans>New deck</Trans>
        </Link>
      </header>
      {due.data && (
        <p className="fc-due-banner" data-testid="due-total">
          {due.data.due > 0 ? (
            <Trans>
              <Plural value={due.data.due} one="# card" other="# cards" /> due now in <Plural value={due.data.decks} one="# deck" other="# decks" />
            </Trans>
          ) : (
            <Trans>Nothing due right now. Well done.</Trans>
          )}
        </p>
      )}
      {list.isPending ? (
        <DeckTileSkeletons count={3} />
      ) : list.isError ? (
        <ErrorPanel title={t`Failed to load your decks`} message={list.error.message} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={Layers}
          title={t`No decks yet`}
          text={t`Make one from a document or your notes, write one by hand, or copy a public deck.`}
          actions={
            <Link href="/dashboard/ai-flashcard-maker/deck/create" className="btn btn--primary">
              <Trans>Make your first deck</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <DeckTiles items={list.data.items} mine />
          {list.data.total > list.data.pageSize && (
            <div className="hw-pages">
              <span>{showingRange(page, list.data.pageSize, list.data.total, false, i18n)}</span>
              <Pagination page={page} last={pageCount(list.data.total, MY_DECKS_PAGE_SIZE)} onPage={(p) => setPage(p === 1 ? '' : String(p))} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
