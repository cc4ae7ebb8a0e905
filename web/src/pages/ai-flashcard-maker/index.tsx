// /ai-flashcard-maker (spec 001 §1-2, §9 point costs): what the maker does and what it costs, a start button (a
// guest signs in on the way), how a deck is made, and public decks other students shared, by subject.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BrainCircuit, FileText, Layers, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paramsOf } from '../../../../modules/ai/contract.ts';
import { useAiPrice } from '../../api/ai-prices.ts';
import { PUBLIC_DECKS_PAGE_SIZE, usePublicDecks } from '../../api/flashcards.ts';
import { useSubjects } from '../../api/catalogue.ts';
import { DeckTiles, DeckTileSkeletons } from '../../components/flashcards/DeckList.tsx';
import { HowItWorks } from '../../components/tools/HowItWorks.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { usePoints } from '../../components/tools/points.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
// The tool page shares the homework helper's hero and how-it-works steps.

const STEPS = [
  { icon: FileText, title: msg`Pick your material`, text: msg`A document you uploaded or bought, a new upload, or notes you paste in.` },
  { icon: Layers, title: msg`Choose how many cards`, text: msg`Definitions become question cards and key facts become fill-in-the-blank cards, each citing its page.` },
  { icon: BrainCircuit, title: msg`Study on a schedule`, text: msg`Flip through, or review with spaced repetition: Again, Hard, Good or Easy decides when a card comes back.` },
  { icon: Share2, title: msg`Share if you like`, text: msg`Decks are private until you publish them. Export to CSV or TSV for Anki and Quizlet.` },
];

/** The card-count tiers of the flashcards rule, named by the rule table; their prices come from the server. */
const TIERS = Object.entries(paramsOf('flashcards'));
/** The tiers' names in the page's language (the rule table's labels are the admin's, in English). */
const TIER_NAMES: Record<string, MessageDescriptor> = {
  upTo10: msg`Up to 10 cards`,
  upTo20: msg`Up to 20 cards`,
  upTo30: msg`Up to 30 cards`,
  beyond30: msg`More than 30 cards`,
};

export default function FlashcardMakerPage() {
  const { t, i18n } = useLingui();
  usePageMeta({
    title: t`AI Flashcard Maker: flashcards from your notes and documents`,
    description: t`Turn a document or your notes into flashcards that cite their page, study them with spaced repetition, and browse decks other students made public.`,
  });
  const price = useAiPrice();
  const points = usePoints();
  const [subject, setSubject] = useState('');
  const [pages, setPages] = useState(1);
  const subjects = useSubjects();
  const list = usePublicDecks({ page: 1, pageSize: PUBLIC_DECKS_PAGE_SIZE * pages, subject: subject || undefined });

  return (
    <div className="fc-page">
      <section className="hw-hero">
        <div className="container hw-hero__inner">
          <div className="hw-hero__copy">
            <Breadcrumbs items={[{ label: t`Home`, href: '/' }, { label: t`AI Flashcard Maker` }]} />
            <span className="eyebrow">
              <Trans>AI study tool</Trans>
            </span>
            <h1 className="hw-hero__title">
              <Trans>AI Flashcard Maker</Trans>
            </h1>
            <p className="hw-hero__lead">
              <Trans>
                Turn your lecture notes, a past paper or any document into flashcards in seconds, then let spaced repetition tell you what to
                review each day.
              </Trans>
            </p>
            <div className="fc-hero__actions">
              <Link href="/dashboard/ai-flashcard-maker/deck/create" className="btn btn--primary btn--lg">
                <Trans>Make flashcards</Trans>
              </Link>
              <Link href="/dashboard/ai-flashcard-maker" className="btn btn--secondary btn--lg">
                <Trans>My decks</Trans>
              </Link>
            </div>
          </div>
          <div className="card card--pad fc-prices">
            <h2>
              <Trans>What a deck costs</Trans>
            </h2>
            <table>
              <tbody>
                {TIERS.map(([name, tier]) => (
                  <tr key={name}>
                    <th scope="row">{TIER_NAMES[name] ? i18n._(TIER_NAMES[name]) : tier.label}</th>
                    <td>{points.long(price('flashcards', name))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              <Trans>Charged once when the deck is made, and given back if it cannot be made. Decks you write yourself are free.</Trans>
            </p>
          </div>
        </div>
      </section>

      <HowItWorks steps={STEPS} look="tiles" color="#db2777" id="hw-how" />

      <section className="container section section--tight" aria-labelledby="fc-public">
        <div className="fc-public-head">
          <h2 id="fc-public" className="section-title">
            <Trans>Decks shared by students</Trans>
          </h2>
          {list.data && (
            <span className="hw-count">
              <Plural value={list.data.total} one="# public deck" other="# public decks" />
            </span>
          )}
          <select className="input select fc-subject" value={subject} onChange={(e) => setSubject(e.target.value)} aria-label={t`Subject`}>
            <option value="">{t`All subjects`}</option>
            {subjects.data?.items.map((s) => (
              <option key={s.id} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        {list.isPending ? (
          <DeckTileSkeletons />
        ) : list.isError ? (
          <ErrorPanel title={t`Failed to load decks`} message={list.error.message} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState icon={Layers} title={t`No public decks yet`} text={t`Make the first one, and publish it to help others.`} />
        ) : (
          <>
            <DeckTiles items={list.data.items} />
            {list.data.total > list.data.items.length && (
              <div className="hw-more">
                <button type="button" className="btn btn--secondary" onClick={() => setPages((p) => p + 1)} disabled={list.isFetching}>
                  <Trans>Show more decks</Trans>
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
