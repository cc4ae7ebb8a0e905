// The XY Editor's AI toolbar: pick an action for the selected text, see its price, run it. A replacement goes in
// as one editor transaction over the selection, so Undo brings the old text back; an analysis or a local-mode
// answer to a custom query is shown beside the text instead. The answer says which mode produced it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import { Sparkles, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../api/client.ts';
import { type EditorAction, editorActions, papersApi, useAiAction, useCosts } from '../../api/papers.ts';
import { toast } from '../toast.ts';
import { usePoints } from '../tools/points.ts';
import { ACTION_NAMES } from './labels.ts';

type Range = { from: number; to: number };

export function AiToolbar({ editor, paperId }: { editor: Editor | null; paperId: string | null }) {
  const { t, i18n } = useLingui();
  const points = usePoints();
  const costs = useCosts();
  const [action, setAction] = useState<EditorAction>('improve-writing');
  const [query, setQuery] = useState('');
  const [running, setRunning] = useState<{ id: string; range: Range; action: EditorAction } | null>(null);
  const [panel, setPanel] = useState<{ title: string; text: string; mode: string } | null>(null);
  const result = useAiAction(running?.id ?? null);
  const applied = useRef<string | null>(null);
  const price = costs.data?.actions[action];

  useEffect(() => {
    const a = result.data;
    if (!running || !a || applied.current === a.id || (a.status !== 'done' && a.status !== 'failed')) return;
    applied.current = a.id;
    setRunning(null);
    const model = a.model;
    const mode = a.provider === 'local' ? t`Local mode (deterministic, no language model)` : t`Written by ${model}`;
    if (a.status === 'failed') {
      toast.error(a.error?.message ?? t`The action failed. Your points were returned.`);
      return;
    }
    const name = i18n._(ACTION_NAMES[running.action]);
    const replacement = (a.result as { replacement?: string | null } | null)?.replacement;
    if (replacement && editor) {
      editor.chain().focus().insertContentAt(running.range, replacement).run();
      toast.success(t`${name} applied`, { description: t`${mode}. Undo brings your text back.` });
    } else setPanel({ title: name, text: a.text, mode });
  }, [result.data, running, editor, t, i18n]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!editor) return;
    const { from, to } = editor.state.selection;
    const selection = editor.state.doc.textBetween(from, to, '\n').trim();
    if (!selection) return toast.warning(t`Select some text first.`);
    try {
      const key = crypto.randomUUID();
      const res = await papersApi.editorAction({ action, selection, query: action === 'custom-query' ? query : undefined, paperId: paperId ?? undefined, key, points: price });
      setPanel(null);
      setRunning({ id: res.actionId, range: { from, to }, action });
    } catch (error) {
      const insufficient = error instanceof ApiError && error.code === 'insufficient_points';
      toast.error((error as Error).message, insufficient ? { action: { label: t`Get points`, onClick: () => window.location.assign('/dashboard/wallet') } } : undefined);
    }
  };

  const cost = points.long(price);
  const optionPrice = (n: number | undefined) => (n === undefined ? t`… pts` : points.short(n));
  return (
    <div className="paper-ai">
      <form className="paper-ai__form" onSubmit={submit} aria-label={t`AI actions on the selection`}>
        <Sparkles aria-hidden="true" size={18} className="paper-ai__icon" />
        <select className="input select paper-ai__select" aria-label={t`AI action`} value={action} onChange={(e) => setAction(e.target.value as EditorAction)}>
          {editorActions.map((a) => (
            <option key={a} value={a}>
              {i18n._(ACTION_NAMES[a])} · {optionPrice(costs.data?.actions[a])}
            </option>
          ))}
        </select>
        {action === 'custom-query' && (
          <input className="input paper-ai__query" aria-label={t`Your instruction`} placeholder={t`e.g. Which sentence states the thesis?`} value={query} onChange={(e) => setQuery(e.target.value)} />
        )}
        <button type="submit" className="btn btn--primary btn--sm" disabled={!editor || Boolean(running) || price === undefined} data-testid="run-ai-action">
          {running ? t`Working…` : t`Run on selection · ${cost}`}
        </button>
        <Link href="/dashboard/wallet" className="paper-ai__wallet">
          <Trans>Points</Trans>
        </Link>
      </form>
      {panel && (
        <section className="card card--pad paper-ai__panel" aria-label={panel.title}>
          <header>
            <h3>{panel.title}</h3>
            <button type="button" className="btn btn--ghost btn--sm" aria-label={t`Close the result`} onClick={() => setPanel(null)}>
              <X aria-hidden="true" size={16} />
            </button>
          </header>
          <p className="paper-ai__text">{panel.text}</p>
          <p className="paper-ai__mode">{panel.mode}</p>
        </section>
      )}
    </div>
  );
}
