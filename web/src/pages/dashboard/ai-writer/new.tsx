// /dashboard/ai-writer/paper: the new-paper form with the spec's defaults (§5: level undergraduate, APA 7, sources
// not required, count 0, from five years ago to this year). Sources are documents the user uploaded or bought
// (quoted by the draft) and links (cited as references only).
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { apiFieldErrors } from '../../../api/client.ts';
import { useLibrary } from '../../../api/documents.ts';
import { citationStyles, newPaperDefaults, paperLevels, paperMainTypes, papersApi } from '../../../api/papers.ts';
import { toast } from '../../../components/toast.ts';
import { Alert, InputField, SelectField, SubmitButton } from '../../../components/ui/Form.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import '../../../styles/papers.css';
import { STYLE_NAMES } from '../../../components/papers/labels.ts';
import { LEVEL_LABELS, TYPE_LABELS } from './paper-labels.ts';

export default function NewPaperPage() {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`New paper · AI Writer`, description: t`Start a new paper with the AI Writer. It autosaves as you go.` });
  const [, navigate] = useLocation();
  const [form, setForm] = useState(() => newPaperDefaults());
  const [links, setLinks] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const uploads = useLibrary({ tab: 'uploads', pageSize: 50 });
  const bought = useLibrary({ tab: 'purchased', pageSize: 50 });
  const documents = [...(uploads.data?.items ?? []), ...(bought.data?.items ?? [])].filter((d, i, all) => all.findIndex((x) => x.id === d.id) === i);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setSources = (patch: Partial<typeof form.sources>) => setForm((f) => ({ ...f, sources: { ...f.sources, ...patch } }));
  const toggleFile = (id: string) =>
    setSources({ references: { ...form.sources.references, files: form.sources.references.files.includes(id) ? form.sources.references.files.filter((f) => f !== id) : [...form.sources.references.files, id] } });

  const create = useMutation({
    mutationFn: () => {
      const list = links.split(/\s+/).map((l) => l.trim()).filter(Boolean);
      return papersApi.create({ ...form, sources: { ...form.sources, references: { ...form.sources.references, links: list } } });
    },
    onSuccess: (paper) => navigate(`/dashboard/ai-writer/paper/${paper.id}`),
    onError: (error) => {
      setErrors(apiFieldErrors(error));
      toast.error(t`Failed to create paper`, { description: error.message });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    create.mutate();
  };

  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1 className="dash-page__title">
          <Trans>New paper</Trans>
        </h1>
        <p className="dash-page__lead">
          <Trans>Tell the writer what you need. You can change the text freely afterwards; every save is a version.</Trans>
        </p>
      </header>
      <form className="card card--pad paper-new" onSubmit={submit} noValidate>
        <InputField label={t`Title`} value={form.title} maxLength={200} required error={errors.title} onChange={(e) => set('title', e.target.value)} />
        <div className="paper-new__row">
          <SelectField label={t`Type`} value={form.paperType.mainType} onChange={(e) => set('paperType', { mainType: e.target.value, subType: '' })}>
            {paperMainTypes.filter((type) => type !== 'paper').map((type) => (
              <option key={type} value={type}>
                {i18n._(TYPE_LABELS[type])}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Level`} value={form.level} onChange={(e) => set('level', e.target.value as typeof form.level)}>
            {paperLevels.map((l) => (
              <option key={l} value={l}>
                {i18n._(LEVEL_LABELS[l])}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Citation style`} value={form.citationStyle} onChange={(e) => set('citationStyle', e.target.value as typeof form.citationStyle)}>
            {citationStyles.map((s) => (
              <option key={s} value={s}>
                {i18n._(STYLE_NAMES[s])}
              </option>
            ))}
          </SelectField>
        </div>
        <label className="field">
          <span className="field__label">
            <Trans>Instructions</Trans>
          </span>
          <textarea className="input textarea" rows={4} maxLength={5000} value={form.instructions} placeholder={t`The question, the marking criteria, what to focus on…`} onChange={(e) => set('instructions', e.target.value)} />
        </label>
        <fieldset className="paper-new__sources">
          <legend>
            <Trans>Sources</Trans>
          </legend>
          <label className="check">
            <input type="checkbox" checked={form.sources.required} onChange={(e) => setSources({ required: e.target.checked })} /> <Trans>Sources required</Trans>
          </label>
          <label className="check">
            <input type="checkbox" checked={form.sources.inlineCitation} onChange={(e) => setSources({ inlineCitation: e.target.checked })} /> <Trans>In-text citations</Trans>
          </label>
          <div className="paper-new__row">
            <InputField label={t`How many`} type="number" min={0} max={50} value={form.sources.count} onChange={(e) => setSources({ count: Number(e.target.value) })} />
            <InputField label={t`From year`} type="number" value={form.sources.yearRange.start} error={errors['sources.yearRange']} onChange={(e) => setSources({ yearRange: { ...form.sources.yearRange, start: Number(e.target.value) } })} />
            <InputField label={t`To year`} type="number" value={form.sources.yearRange.end} onChange={(e) => setSources({ yearRange: { ...form.sources.yearRange, end: Number(e.target.value) } })} />
          </div>
          <p className="field__label">
            <Trans>Your documents (uploaded or bought): the draft quotes them</Trans>
          </p>
          {documents.length === 0 ? (
            <Alert tone="info">
              <Trans>You have no uploaded or bought documents yet. Links below are cited as references only.</Trans>
            </Alert>
          ) : (
            <ul className="paper-new__docs">
              {documents.map((d) => (
                <li key={d.id}>
                  <label className="check">
                    <input type="checkbox" checked={form.sources.references.files.includes(d.id)} onChange={() => toggleFile(d.id)} /> {d.title}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <label className="field">
            <span className="field__label">
              <Trans>Links (one per line)</Trans>
            </span>
            <textarea className="input textarea" rows={3} value={links} placeholder="https://…" onChange={(e) => setLinks(e.target.value)} />
          </label>
        </fieldset>
        <SubmitButton busy={create.isPending}>
          <Trans>Create paper</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
