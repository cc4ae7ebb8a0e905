// A public deck (spec 001 §2: /flashcards/{slug}, and /ai-flashcard-maker/{slug} with the same content; the server
// names /flashcards/{slug} as canonical): flip through it, see every card, copy it into your own decks to study it
// with spaced repetition, or take it away as CSV / TSV. Guests may read and flip; copying asks them to sign in.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Copy, Download, Layers } from 'lucide-react';
import { ReportButton } from '../reports/ReportButton.tsx';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { exportHref, useCopyDeck, useDeck } from '../../api/flashcards.ts';
import { isNotFound } from '../../api/client.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import NotFoundPage from '../../pages/not-found.tsx';
import { toast } from '../toast.ts';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';
import { PageHeaderSkeleton } from '../ui/Skeleton.tsx';
import { ErrorPanel } from '../ui/States.tsx';
import { FlipStudy } from './FlipStudy.tsx';

export function PublicDeckPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const deck = useDeck(slug);
  const auth = useAuth();
  const name = deck.data?.name;
  const copy = useCopyDeck(slug);
  const [location, navigate] = useLocation();
  usePageMeta({
    title: deck.data ? t`${name} flashcards` : t`Flashcard deck`,
    description: deck.data?.description || t`A flashcard deck shared by a Studyhall student.`,
  });
  if (deck.isPending) return <div className="container section"><PageHeaderSkeleton /></div>;
  if (deck.isError) return isNotFound(deck.error) ? <NotFoundPage /> : <div className="container section"><ErrorPanel title={t`Failed to load the deck`} message={deck.error.message} onRetry={() => deck.refetch()} /></div>;
  const d = deck.data;
  const owner = d.ownerName;

  const copyDeck = () => {
    if (auth.status !== 'signed-in') return navigate(`/login?returnUrl=${encodeURIComponent(location)}`);
    copy.mutate(undefined, {
      onSuccess: (mine) => {
        toast.success(t`Deck copied`, { description: t`It is in your decks now, on your own schedule.` });
        navigate(`/dashboard/ai-flashcard-maker/deck/${mine.slug}`);
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <div className="container section fc-public">
      <Breadcrumbs items={[{ label: t`Home`, href: '/' }, { label: t`AI Flashcard Maker`, href: '/ai-flashcard-maker' }, { label: d.name }]} />
      <header className="fc-public__head">
        <span className="eyebrow">
          <Layers aria-hidden="true" size={14} /> <Trans>Flashcard deck</Trans>
          {d.subject && ` · ${d.subject.name}`}
        </span>
        <h1 className="fc-public__title">{d.name}</h1>
        {d.description && <p className="fc-public__lead">{d.description}</p>}
        <p className="fc-public__meta">
          <Plural value={d.cardCount} one="# card" other="# cards" />
          {owner && (
            <>
              {' · '}
              <Trans>made by {owner}</Trans>
            </>
          )}
        </p>
        <div className="fc-public__actions">
          {d.isOwner ? (
            <Link href={`/dashboard/ai-flashcard-maker/deck/${d.slug}`} className="btn btn--primary">
              <Trans>Study in your dashboard</Trans>
            </Link>
          ) : (
            <button type="button" className="btn btn--primary" onClick={copyDeck} disabled={copy.isPending}>
              <Copy aria-hidden="true" /> {auth.status === 'signed-in' ? t`Copy to my decks` : t`Sign in to copy and study`}
            </button>
          )}
          <a className="btn btn--secondary" href={exportHref(d.slug, 'csv')} download>
            {/* i18n-ignore: the name of the file format */}
            <Download aria-hidden="true" /> CSV
          </a>
          <a className="btn btn--secondary" href={exportHref(d.slug, 'tsv')} download>
            <Download aria-hidden="true" /> <Trans>TSV for Anki and Quizlet</Trans>
          </a>
          {d.isPublic && !d.isOwner && <ReportButton targetType="deck" targetId={d.id} />}
        </div>
      </header>
      {d.cards.length > 0 && <FlipStudy cards={d.cards} />}
      <section aria-labelledby="fc-all" className="fc-all">
        <h2 id="fc-all" className="section-title">
          <Plural value={d.cards.length} one="All # card" other="All # cards" />
        </h2>
        <ol className="fc-list">
          {d.cards.map((c) => (
            <li key={c.id} className="card fc-list__item">
              <p className="fc-list__front">{c.front}</p>
              <p className="fc-list__back">{c.back}</p>
            </li>
          ))}
        </ol>
      </section>
      <aside className="card card--pad fc-cta">
        <h2>
          <Trans>Make a deck like this from your own notes</Trans>
        </h2>
        <p>
          <Trans>Upload a document or paste your notes, pick how many cards, and study them with spaced repetition.</Trans>
        </p>
        <Link href="/ai-flashcard-maker" className="btn btn--secondary">
          <Trans>Try the AI Flashcard Maker</Trans>
        </Link>
      </aside>
    </div>
  );
}
