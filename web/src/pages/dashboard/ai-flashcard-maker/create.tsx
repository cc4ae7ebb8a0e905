// /dashboard/ai-flashcard-maker/deck/create: make a deck from a document the student uploaded or bought, from a new
// upload (kept private, read by the worker first), from pasted notes, by hand (free), or from a CSV / TSV file. The
// price for the chosen number of cards shows before anything is charged.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloudUpload, Loader2, Lock } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useLibrary } from '../../../api/documents.ts';
import {
  CARD_COUNT_CHOICES, importCards, NOTES_MIN_CHARS, uploadMaterial, useCreateDeck, useGenerateDeck, useMaterial, useQuote,
} from '../../../api/flashcards.ts';
import { SubjectField } from '../../../components/flashcards/SubjectField.tsx';
import { toast } from '../../../components/toast.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Dropzone } from '../../../components/ui/Dropzone.tsx';
import { Alert } from '../../../components/ui/Form.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';

type Source = 'document' | 'upload' | 'notes' | 'manual' | 'import';
const SOURCES: { id: Source; label: MessageDescriptor }[] = [
  { id: 'document', label: msg`A document of mine` },
  { id: 'upload', label: msg`Upload a file` },
  { id: 'notes', label: msg`Paste notes` },
  { id: 'manual', label: msg`Write by hand` },
  { id: 'import', label: msg`Import CSV / TSV` },
];
const ACCEPT = '.pdf,.docx,.pptx,.odt,.rtf,application/pdf';

function NewDeckImport({ onDone }: { onDone: (slug: string) => void }) {
  const { t } = useLingui();
  const create = useCreateDeck();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    if (!file) return;
    setError(null);
    try {
      const deck = await create.mutateAsync({ name: file.name.replace(/\.[^.]+$/, '').slice(0, 200) || t`Imported deck`, description: '', isPublic: false, cards: [] });
      const format = /\.csv$/i.test(file.name) ? 'csv' : 'tsv';
      const res = await importCards(deck.id, { text: await file.text(), format });
      toast.success(t`${plural(res.imported, { one: '# card imported', other: '# cards imported' })}`);
      onDone(deck.slug);
    } catch (err) {
      setError(err instanceof Error ? err.message : t`The import failed.`);
    }
  };
  return (
    <div className="fc-form__block">
      {error && <Alert tone="danger" title={t`The file was refused`}>
          {error}
        </Alert>}
      <label className="field__label" htmlFor="fc-import">
        <Trans>A .csv or .tsv file (or Anki / Quizlet text export): front, then back, one card a line</Trans>
      </label>
      <input id="fc-import" type="file" accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      <button type="button" className="btn btn--primary" disabled={!file || create.isPending} onClick={() => void run()}>
        <Trans>Import cards</Trans>
      </button>
    </div>
  );
}

export default function CreateDeckPage() {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`Create a deck`, description: t`Make a flashcard deck from a document, your notes or by hand.`, noIndex: true });
  const [, navigate] = useLocation();
  const [source, setSource] = useState<Source>('document');
  const [documentId, setDocumentId] = useState('');
  const [uploadedId, setUploadedId] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [cards, setCards] = useState<number>(20);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [publish, setPublish] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requestKey = useMemo(() => crypto.randomUUID(), []);
  const inputId = useId();

  const uploads = useLibrary({ tab: 'uploads', pageSize: 100 });
  const purchased = useLibrary({ tab: 'purchased', pageSize: 100 });
  const material = useMaterial(uploadedId);
  const quote = useQuote(cards);
  const generate = useGenerateDeck();
  const create = useCreateDeck();
  const documents = [...(uploads.data?.items ?? []), ...(purchased.data?.items ?? [])].filter((d, i, all) => all.findIndex((x) => x.id === d.id) === i);

  const upload = async (file: File | undefined | null) => {
    if (!file || uploading) return;
    setError(null);
    setUploading(file.name);
    try {
      const m = await uploadMaterial(file);
      setUploadedId(m.id);
      if (!name) setName(m.title.slice(0, 200));
    } catch (err) {
      setError(err instanceof Error ? err.message : t`The upload failed.`);
    } finally {
      setUploading(null);
    }
  };

  const chosenDocument = source === 'document' ? documentId : source === 'upload' ? (material.data?.processing === 'ready' ? uploadedId : null) : null;
  const ready = source === 'notes' ? notes.trim().length >= NOTES_MIN_CHARS : source === 'manual' ? name.trim().length > 0 : Boolean(chosenDocument);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const fields = { name: name.trim() || undefined, subjectId: subjectId || null };
    if (source === 'manual') {
      create.mutate(
        { name: name.trim(), description: description.trim(), subjectId: subjectId || null, isPublic: false, cards: [] },
        { onSuccess: (deck) => navigate(`/dashboard/ai-flashcard-maker/deck/${deck.slug}/edit`), onError: (err) => setError(err.message) },
      );
      return;
    }
    const body =
      source === 'notes'
        ? { source: { kind: 'notes' as const, text: notes }, cards, points: quote.data?.points, publish, requestKey, description: description.trim() || undefined, ...fields }
        : { source: { kind: 'document' as const, documentId: chosenDocument! }, cards, points: quote.data?.points, publish, requestKey, description: description.trim() || undefined, ...fields };
    generate.mutate(body, {
      onSuccess: (deck) => {
        toast.success(t`Making your cards`, { description: t`${plural(deck.points, { one: '# point charged.', other: '# points charged.' })}` });
        navigate(`/dashboard/ai-flashcard-maker/deck/${deck.slug}`);
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <div className="dash-page fc-create">
      <Breadcrumbs items={[{ label: t`AI Flashcard Maker`, href: '/dashboard/ai-flashcard-maker' }, { label: t`New deck` }]} />
      <header className="dash-page__head">
        <h1 className="dash-page__title">
          <Trans>Create a deck</Trans>
        </h1>
        <p className="dash-page__lead">
          <Trans>Pick your material and how many cards you want. Every card made from material names the page it came from.</Trans>
        </p>
      </header>
      <div className="chips fc-sources">
        {SOURCES.map((s) => (
          <button key={s.id} type="button" className="chip" aria-pressed={source === s.id} onClick={() => setSource(s.id)}>
            {i18n._(s.label)}
          </button>
        ))}
      </div>

      {source === 'import' ? (
        <div className="card card--pad">
          <NewDeckImport onDone={(slug) => navigate(`/dashboard/ai-flashcard-maker/deck/${slug}/edit`)} />
        </div>
      ) : (
        <form className="card card--pad fc-form" onSubmit={submit}>
          {error && (
            <Alert tone="danger" title={t`The deck could not be made`}>
              {error}
            </Alert>
          )}
          {source === 'document' && (
            <label className="fc-form__block">
              <span className="field__label">
                <Trans>Document</Trans>
              </span>
              <select className="input select" value={documentId} onChange={(e) => setDocumentId(e.target.value)} aria-label={t`Document`}
                data-testid="document-select">
                <option value="">{documents.length ? t`Choose one of your documents` : t`You have no uploaded or bought documents yet`}</option>
                {documents.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.title}
                  </option>
                ))}
              </select>
            </label>
          )}
          {source === 'upload' && (
            <div className="fc-form__block">
              <Dropzone inputId={inputId} onFiles={(files) => void upload(files[0])}>
                {uploading ? <Loader2 className="spin" aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
                <span className="dropzone__title">
                  {uploading ? t`Uploading ${uploading}…` : material.data ? material.data.title : t`Drag and drop your document here`}
                </span>
                <span className="dropzone__hint">
                  {material.data
                    ? material.data.processing === 'ready'
                      ? t`Ready: ${material.data.pageCount ?? '?'} pages read`
                      : material.data.processing === 'failed'
                        ? (material.data.processingError ?? t`This document could not be read.`)
                        : t`Reading its pages…`
                    : t`or click to browse · PDF, DOCX, PPTX, ODT or RTF · up to 50 MB`}
                </span>
                <input id={inputId} type="file" accept={ACCEPT} className="sr-only" aria-label={t`Document file`} disabled={Boolean(uploading)} onChange={(e) => void upload(e.target.files?.[0])} />
              </Dropzone>
              <p className="fc-private">
                <Lock aria-hidden="true" size={16} /> <Trans>Private: only you can see this document. It is never listed in the marketplace.</Trans>
              </p>
            </div>
          )}
          {source === 'notes' && (
            <label className="fc-form__block">
              <span className="field__label">
                <Trans>Your notes</Trans>
              </span>
              <textarea
                className="input fc-notes"
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                rows={10}
                placeholder={t`Paste your notes. Definitions like “Osmosis is the movement of water…” make the best cards. Two blank lines start a new page.`}
              />
              <span className="field__hint">
                {notes.trim().length < NOTES_MIN_CHARS
                  ? t`At least ${NOTES_MIN_CHARS} characters (${notes.trim().length} so far)`
                  : t`${plural(notes.trim().length, { one: '# character', other: '# characters' })}`}
              </span>
            </label>
          )}

          <div className="fc-form__row">
            <label className="fc-form__block">
              <span className="field__label">{source === 'manual' ? t`Deck name` : t`Deck name (optional)`}</span>
              <input className="input" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} required={source === 'manual'} />
            </label>
            <SubjectField value={subjectId} onChange={setSubjectId} />
          </div>
          <label className="fc-form__block">
            <span className="field__label">
              <Trans>Description (optional)</Trans>
            </span>
            <input className="input" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} />
          </label>

          {source !== 'manual' && (
            <div className="fc-form__row fc-form__row--end">
              <label className="fc-form__block">
                <span className="field__label">
                  <Trans>How many cards</Trans>
                </span>
                <select className="input select" value={cards} onChange={(e) => setCards(Number(e.target.value))} aria-label={t`How many cards`}>
                  {CARD_COUNT_CHOICES.map((n) => (
                    <option key={n} value={n}>
                      {t`${plural(n, { one: '# card', other: '# cards' })}`}
                    </option>
                  ))}
                </select>
              </label>
              <label className="fc-check">
                <input type="checkbox" checked={publish} onChange={(e) => setPublish(e.target.checked)} /> <Trans>Make it public when ready</Trans>
              </label>
            </div>
          )}

          <div className="fc-form__submit">
            <button type="submit" className="btn btn--primary btn--lg" disabled={!ready || generate.isPending || create.isPending}>
              {source === 'manual'
                ? t`Create deck (free)`
                : quote.data
                  ? t`Make ${plural(cards, { one: '# card', other: '# cards' })} for ${plural(quote.data.points, { one: '# point', other: '# points' })}`
                  : t`${plural(cards, { one: 'Make # card', other: 'Make # cards' })}`}
            </button>
            {source !== 'manual' && <span className="field__hint">
                <Trans>Charged once; given back if the cards cannot be made.</Trans>
              </span>}
          </div>
        </form>
      )}
    </div>
  );
}
