// /dashboard/ai-flashcard-maker/deck/{identifier}/edit: the owner's editor. Name, description, subject and public;
// every card editable in place (saved when the field is left), moved up or down, deleted; new cards added at the
// end; CSV / TSV imported. Anyone else is told the deck is not theirs to change.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { type Card, useCardEdits, useDeck, useUpdateDeck } from '../../../api/flashcards.ts';
import { SubjectField } from '../../../components/flashcards/SubjectField.tsx';
import { toast } from '../../../components/toast.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageHeaderSkeleton } from '../../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../../components/ui/States.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';

function CardRow({ card, index, last, edits }: { card: Card; index: number; last: boolean; edits: ReturnType<typeof useCardEdits> & { move: (from: number, to: number) => void } }) {
  const { t } = useLingui();
  const [front, setFront] = useState(card.front);
  const [back, setBack] = useState(card.back);
  const n = index + 1;
  useEffect(() => {
    setFront(card.front);
    setBack(card.back);
  }, [card.front, card.back]);
  const save = () => {
    if ((front === card.front && back === card.back) || !front.trim() || !back.trim()) return;
    edits.edit.mutate({ cardId: card.id, front, back }, { onError: (e) => toast.error(e.message) });
  };
  return (
    <li className="card fc-edit-card" data-testid="edit-card">
      <span className="fc-edit-card__n">{index + 1}</span>
      <label className="fc-edit-card__side">
        <span className="field__label">
          <Trans>Front</Trans>
        </span>
        <textarea className="input" rows={2} value={front} onChange={(e) => setFront(e.target.value)} onBlur={save} maxLength={2000} />
      </label>
      <label className="fc-edit-card__side">
        <span className="field__label">
          <Trans>Back</Trans>
        </span>
        <textarea className="input" rows={2} value={back} onChange={(e) => setBack(e.target.value)} onBlur={save} maxLength={2000} />
      </label>
      <span className="fc-edit-card__tools">
        <button type="button" className="btn btn--ghost btn--sm" aria-label={t`Move card ${n} up`} disabled={index === 0} onClick={() => edits.move(index, index - 1)}>
          <ArrowUp aria-hidden="true" />
        </button>
        <button type="button" className="btn btn--ghost btn--sm" aria-label={t`Move card ${n} down`} disabled={last} onClick={() => edits.move(index, index + 1)}>
          <ArrowDown aria-hidden="true" />
        </button>
        <button type="button" className="btn btn--ghost btn--sm" aria-label={t`Delete card ${n}`} onClick={() => edits.remove.mutate(card.id)}>
          <Trash2 aria-hidden="true" />
        </button>
      </span>
      {card.page && <span className="fc-edit-card__page">
          <Trans>page {card.page}</Trans>
        </span>}
    </li>
  );
}

export default function EditDeckPage() {
  const { identifier = '' } = useParams();
  const deck = useDeck(identifier);
  const update = useUpdateDeck(identifier);
  const edits = useCardEdits(identifier);
  const [fields, setFields] = useState({ name: '', description: '', subjectId: '' });
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const { t } = useLingui();
  usePageMeta({ title: t`Edit deck`, description: t`Edit, add and reorder the cards in your deck.`, noIndex: true });
  const d = deck.data;
  useEffect(() => {
    if (d) setFields({ name: d.name, description: d.description, subjectId: d.subject?.id ?? '' });
  }, [d]);

  if (deck.isPending) return <div className="dash-page"><PageHeaderSkeleton /></div>;
  if (deck.isError) return <div className="dash-page"><ErrorPanel title={t`Failed to load the deck`} message={deck.error.message} onRetry={() => deck.refetch()} /></div>;
  if (!d) return null;
  if (!d.canEdit) return <div className="dash-page"><EmptyState icon={Trash2} title={t`Only the owner of this deck can change it.`} text={t`Copy it to your decks to make your own version.`} /></div>;

  const move = (from: number, to: number) => {
    const ids = d.cards.map((c) => c.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    edits.order.mutate(ids, { onError: (e) => toast.error(e.message) });
  };
  const saveDeck = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { name: fields.name, description: fields.description, subjectId: fields.subjectId || null },
      { onSuccess: () => toast.success(t`Deck saved`), onError: (err) => toast.error(err.message) },
    );
  };
  const addCard = (e: FormEvent) => {
    e.preventDefault();
    edits.add.mutate(
      { front, back },
      {
        onSuccess: () => {
          setFront('');
          setBack('');
        },
        onError: (err) => toast.error(err.message),
      },
    );
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const format = /\.csv$/i.test(file.name) ? 'csv' : 'tsv';
    edits.importCards.mutate({ text: await file.text(), format }, { onSuccess: (res) => toast.success(t`${plural(res.imported, { one: '# card imported', other: '# cards imported' })}`), onError: (err) => toast.error(err.message) });
  };

  return (
    <div className="dash-page fc-editor">
      <Breadcrumbs items={[
          { label: t`AI Flashcard Maker`, href: '/dashboard/ai-flashcard-maker' },
          { label: d.name, href: `/dashboard/ai-flashcard-maker/deck/${d.slug}` },
          { label: t`Edit` },
        ]} />
      <header className="fc-deck__head">
        <h1 className="dash-page__title">
          <Trans>Edit deck</Trans>
        </h1>
        <div className="fc-deck__actions">
          <button type="button" className="btn btn--secondary" onClick={() => update.mutate({ isPublic: !d.isPublic })} disabled={update.isPending || d.status !== 'ready'}>
            {d.isPublic ? t`Make private` : t`Publish`}
          </button>
          <Link href={`/dashboard/ai-flashcard-maker/deck/${d.slug}`} className="btn btn--primary">
            <Trans>Study</Trans>
          </Link>
        </div>
      </header>

      <form className="card card--pad fc-form" onSubmit={saveDeck}>
        <div className="fc-form__row">
          <label className="fc-form__block">
            <span className="field__label">
              <Trans>Name</Trans>
            </span>
            <input className="input" value={fields.name} onChange={(e) => setFields({ ...fields, name: e.target.value })} maxLength={200} required />
          </label>
          <SubjectField value={fields.subjectId} onChange={(subjectId) => setFields({ ...fields, subjectId })} />
        </div>
        <label className="fc-form__block">
          <span className="field__label">
            <Trans>Description</Trans>
          </span>
          <input className="input" value={fields.description} onChange={(e) => setFields({ ...fields, description: e.target.value })} maxLength={2000} />
        </label>
        <div className="fc-form__submit">
          <button type="submit" className="btn btn--primary" disabled={update.isPending}>
            <Trans>Save deck</Trans>
          </button>
        </div>
      </form>

      <h2 className="section-title fc-editor__cards">
        <Trans>Cards ({d.cards.length})</Trans>
      </h2>
      <ol className="fc-edit-list">
        {d.cards.map((c, i) => (
          <CardRow key={c.id} card={c} index={i} last={i === d.cards.length - 1} edits={{ ...edits, move }} />
        ))}
      </ol>

      <form className="card card--pad fc-form fc-add" onSubmit={addCard}>
        <h3>
          <Trans>Add a card</Trans>
        </h3>
        <div className="fc-form__row">
          <label className="fc-form__block">
            <span className="field__label">
          <Trans>Front</Trans>
        </span>
            <textarea className="input" rows={2} value={front} onChange={(e) => setFront(e.target.value)} maxLength={2000} required />
          </label>
          <label className="fc-form__block">
            <span className="field__label">
          <Trans>Back</Trans>
        </span>
            <textarea className="input" rows={2} value={back} onChange={(e) => setBack(e.target.value)} maxLength={2000} required />
          </label>
        </div>
        <div className="fc-form__submit">
          <button type="submit" className="btn btn--primary" disabled={edits.add.isPending || !front.trim() || !back.trim()}>
            <Plus aria-hidden="true" /> <Trans>Add card</Trans>
          </button>
          <label className="btn btn--ghost fc-import-btn">
            <Upload aria-hidden="true" /> <Trans>Import CSV / TSV</Trans>
            <input type="file" className="sr-only" accept=".csv,.tsv,.txt" onChange={(e) => void importFile(e.target.files?.[0])} />
          </label>
        </div>
      </form>
    </div>
  );
}
