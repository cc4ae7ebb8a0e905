// The AI Writer's side: generate a draft or a section (its price quoted before anything is charged), find related
// marketplace documents (5 points), the paper's references in its citation style, and export to Word or PDF.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, FileDown, Search, Wand2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAiPrice } from '../../api/ai-prices.ts';
import { ApiError } from '../../api/client.ts';
import {
  GENERATE_MAX_WORDS, GENERATE_MIN_WORDS, type Paper, papersApi, useAiAction, useCosts, useReferences,
} from '../../api/papers.ts';
import { toast } from '../toast.ts';
import { usePageCite } from '../tools/cite.ts';
import { usePoints } from '../tools/points.ts';
import { STYLE_NAMES } from './labels.ts';

type Found = { id: string; slug: string; title: string; passages: { page: number; text: string }[] };

/** A refused request's toast: the server's message, and a way to points when they ran short. */
function useFailToast() {
  const { t } = useLingui();
  return (error: unknown) => {
    const insufficient = error instanceof ApiError && error.code === 'insufficient_points';
    toast.error((error as Error).message, insufficient ? { action: { label: t`Get points`, onClick: () => window.location.assign('/dashboard/wallet') } } : undefined);
  };
}

export function GeneratePanel({ paper, onDraft }: { paper: Paper; onDraft: (html: string) => void }) {
  const { t } = useLingui();
  const points = usePoints();
  const failToast = useFailToast();
  const [words, setWords] = useState(300);
  const [section, setSection] = useState('');
  const [actionId, setActionId] = useState<string | null>(null);
  const action = useAiAction(actionId);
  const inserted = useRef<string | null>(null);
  const valid = words >= GENERATE_MIN_WORDS && words <= GENERATE_MAX_WORDS;
  const price = useAiPrice();
  const quote = useQuery({ queryKey: ['papers', 'quote', words], queryFn: () => papersApi.quote(words), enabled: valid, staleTime: Infinity });
  const busy = Boolean(actionId) && action.data?.status !== 'done' && action.data?.status !== 'failed';

  useEffect(() => {
    const a = action.data;
    if (!a || inserted.current === a.id || (a.status !== 'done' && a.status !== 'failed')) return;
    inserted.current = a.id;
    if (a.status === 'failed') return void toast.error(a.error?.message ?? t`The draft could not be written. Your points were returned.`);
    onDraft((a.result as { html: string }).html);
    toast.success(a.provider === 'local' ? t`Extractive draft added from your sources` : t`Draft added`, { description: t`Undo removes it.` });
  }, [action.data, onDraft, t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await papersApi.generate(paper.id, { words, section: section.trim() || undefined, key: crypto.randomUUID(), points: quote.data?.points });
      setActionId(res.actionId);
    } catch (error) {
      failToast(error);
    }
  };
  const cost = points.long(quote.data?.points);
  const wordPrice = points.long(price('word-generation', 'points'));
  const perWords = price('word-generation', 'words');
  const files = paper.sources.references.files.length;
  return (
    <section className="card card--pad paper-side__card" aria-labelledby="generate-title">
      <h2 id="generate-title" className="paper-side__title">
        <Wand2 aria-hidden="true" size={18} /> <Trans>Generate</Trans>
      </h2>
      <form className="paper-form-grid" onSubmit={submit}>
        <label className="field">
          <span className="field__label">
            <Trans>Section (optional)</Trans>
          </span>
          <input className="input" value={section} maxLength={200} placeholder={t`e.g. Introduction`} onChange={(e) => setSection(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">
            <Trans>Words</Trans>
          </span>
          <input className="input" type="number" min={GENERATE_MIN_WORDS} max={GENERATE_MAX_WORDS} step={50} value={words} onChange={(e) => setWords(Number(e.target.value))} />
        </label>
        <button type="submit" className="btn btn--primary" disabled={!valid || busy || !quote.data}>
          {busy ? t`Writing…` : t`Generate · ${cost}`}
        </button>
        <p className="paper-side__muted">
          {files ? (
            <Trans>
              {wordPrice} per {perWords} words. Sources: <Plural value={files} one="# document" other="# documents" />.
            </Trans>
          ) : (
            <Trans>
              {wordPrice} per {perWords} words. Sources: none chosen.
            </Trans>
          )}
        </p>
        {busy && action.data?.text && <p className="paper-side__stream">{action.data.text.slice(-400)}</p>}
      </form>
    </section>
  );
}

export function ReferenceSearch({ paper, onCite }: { paper: Paper; onCite: (url: string) => void }) {
  const { t } = useLingui();
  const points = usePoints();
  const failToast = useFailToast();
  const cite = usePageCite();
  const costs = useCosts();
  const [actionId, setActionId] = useState<string | null>(null);
  const action = useAiAction(actionId);
  const found = (action.data?.status === 'done' ? (action.data.result as { documents: Found[] }).documents : null) ?? null;
  const run = async () => {
    try {
      setActionId((await papersApi.referenceSearch(paper.id, { key: crypto.randomUUID(), points: costs.data?.referenceSearch })).actionId);
    } catch (error) {
      failToast(error);
    }
  };
  const busy = Boolean(actionId) && !found && action.data?.status !== 'failed';
  const cost = points.long(costs.data?.referenceSearch);
  return (
    <section className="card card--pad paper-side__card" aria-labelledby="refsearch-title">
      <h2 id="refsearch-title" className="paper-side__title">
        <Search aria-hidden="true" size={18} /> <Trans>Find references</Trans>
      </h2>
      <button type="button" className="btn btn--secondary" onClick={() => void run()} disabled={busy}>
        {busy ? t`Searching…` : t`Search the marketplace · ${cost}`}
      </button>
      {found?.length === 0 && (
        <p className="paper-side__muted">
          <Trans>No marketplace documents matched this paper yet.</Trans>
        </p>
      )}
      <ul className="paper-found">
        {found?.map((d) => (
          <li key={d.id}>
            <Link href={`/documents/${d.slug}`} className="paper-found__title">
              {d.title}
            </Link>
            {d.passages[0] && (
              <p className="paper-found__quote">
                “{d.passages[0].text}” <span className="cite">{cite(d.passages[0].page)}</span>
              </p>
            )}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => onCite(`${window.location.origin}/documents/${d.slug}`)}>
              <Trans>Add to references</Trans>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReferencesAndExport({ paper }: { paper: Paper }) {
  const { i18n } = useLingui();
  const refs = useReferences(paper.id);
  const style = i18n._(STYLE_NAMES[paper.citationStyle]);
  return (
    <section className="card card--pad paper-side__card" aria-labelledby="refs-title">
      <h2 id="refs-title" className="paper-side__title">
        <BookOpen aria-hidden="true" size={18} /> <Trans>References · {style}</Trans>
      </h2>
      {refs.data?.items.length === 0 && (
        <p className="paper-side__muted">
          <Trans>Choose source documents or add links on the paper’s settings, or find references above.</Trans>
        </p>
      )}
      <ol className="paper-refs">
        {refs.data?.items.map((r) => (
          <li key={r.id}>{r.text}</li>
        ))}
      </ol>
      <ExportButtons paper={paper} />
    </section>
  );
}

export function ExportButtons({ paper }: { paper: Paper }) {
  return (
    <div className="paper-export">
      <a className="btn btn--secondary btn--sm" href={papersApi.exportUrl(paper.id, 'docx')} download>
        {/* i18n-ignore: the names of the file formats, the same in every language */}
        <FileDown aria-hidden="true" size={16} /> Word
      </a>
      <a className="btn btn--secondary btn--sm" href={papersApi.exportUrl(paper.id, 'pdf')} download>
        {/* i18n-ignore: the name of the file format */}
        <FileDown aria-hidden="true" size={16} /> PDF
      </a>
    </div>
  );
}
