// /dashboard/test-prep/{planId}/edit-resources (spec 001 §2): what the plan's tests are made from. Paste notes,
// upload a file (kept private, read by the worker), add a document you uploaded or bought, remove any of them.
// Flashcard decks join once the flashcards module is merged.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CloudUpload, FileText, Loader2, StickyNote, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'wouter';
import { apiFieldErrors } from '../../../api/client.ts';
import { useLibrary } from '../../../api/documents.ts';
import { useAddNotes, useAddResource, usePlan, useRemoveResource, useUploadResource } from '../../../api/testprep.ts';
import { toast } from '../../../components/toast.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Dropzone } from '../../../components/ui/Dropzone.tsx';
import { Field, InputField, SubmitButton } from '../../../components/ui/Form.tsx';
import { PageSkeleton } from '../../../components/ui/Skeleton.tsx';
import { ErrorPanel } from '../../../components/ui/States.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { RESOURCE_KIND_NAMES } from './resource-labels.ts';

const ACCEPT = '.pdf,.docx,.pptx,.odt,.rtf,application/pdf';

function NotesForm({ planId }: { planId: string }) {
  const { t } = useLingui();
  const add = useAddNotes(planId);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const fields = apiFieldErrors(add.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { title: title.trim(), text },
      {
        onSuccess: () => {
          setTitle('');
          setText('');
          toast.success(t`Notes added`);
        },
      },
    );
  };
  return (
    <form className="card card--pad tp-form" onSubmit={submit} aria-labelledby="tp-notes-title">
      <h2 id="tp-notes-title" className="tp-section__title">
        <StickyNote aria-hidden="true" /> <Trans>Paste notes</Trans>
      </h2>
      <InputField
        label={t`Title`}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={120}
        required
        error={fields.title}
        placeholder={t`e.g. Lecture 4: cell biology`}
      />
      <Field label={t`Notes`} error={fields.text} hint={t`At least 200 characters. Blank lines separate paragraphs; long notes are cut into pages.`}>
        {({ id, describedBy, invalid }) => (
          <textarea id={id} className="input tp-textarea" rows={10} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
      <SubmitButton busy={add.isPending} className="btn btn--primary">
        <Trans>Add notes</Trans>
      </SubmitButton>
    </form>
  );
}

function UploadBox({ planId }: { planId: string }) {
  const inputId = useId();
  const upload = useUploadResource(planId);
  const { t } = useLingui();
  const send = (file: File | null | undefined) => {
    if (!file || upload.isPending) return;
    upload.mutate(file, { onSuccess: () => toast.success(t`Uploaded`, { description: t`We are reading its pages.` }), onError: (e) => toast.error(e.message) });
  };
  return (
    <div className="card card--pad">
      <h2 className="tp-section__title">
        <CloudUpload aria-hidden="true" /> <Trans>Upload a file</Trans>
      </h2>
      <Dropzone inputId={inputId} onFiles={(files) => send(files[0])}>
        {upload.isPending ? <Loader2 className="spin" aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
        <span className="dropzone__title">{upload.isPending ? t`Uploading…` : t`Drop a PDF or document here`}</span>
        <span className="dropzone__hint">
          <Trans>or click to browse · kept private, never listed</Trans>
        </span>
        <input id={inputId} type="file" accept={ACCEPT} className="sr-only" aria-label={t`File to add to the plan`} onChange={(e) => send(e.target.files?.[0])} />
      </Dropzone>
    </div>
  );
}

function LibraryPicker({ planId, added }: { planId: string; added: Set<string> }) {
  const own = useLibrary({ tab: 'uploads', pageSize: 50 });
  const bought = useLibrary({ tab: 'purchased', pageSize: 50 });
  const add = useAddResource(planId);
  const { t } = useLingui();
  const docs = [...(own.data?.items ?? []), ...(bought.data?.items ?? [])].filter((d, i, all) => all.findIndex((x) => x.id === d.id) === i);
  return (
    <div className="card card--pad">
      <h2 className="tp-section__title">
        <FileText aria-hidden="true" /> <Trans>Your documents</Trans>
      </h2>
      {own.isPending || bought.isPending ? (
        <p className="tp-muted">
          <Trans>Loading your library…</Trans>
        </p>
      ) : docs.length === 0 ? (
        <p className="tp-muted">
          <Trans>
            Documents you upload or buy appear here. <Link href="/documents">Browse the marketplace</Link>
          </Trans>
        </p>
      ) : (
        <ul className="tp-resources">
          {docs.map((d) => (
            <li key={d.id} className="tp-resource">
              <FileText aria-hidden="true" />
              <span>{d.title}</span>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                disabled={added.has(d.id) || add.isPending}
                onClick={() => add.mutate({ kind: 'document', id: d.id }, { onError: (e) => toast.error(e.message) })}
              >
                {added.has(d.id) ? t`Added` : t`Add`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function EditResourcesPage() {
  const { planId = '' } = useParams<{ planId: string }>();
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`Plan resources`, noIndex: true });
  const plan = usePlan(planId);
  const remove = useRemoveResource(planId);
  if (plan.isPending) return <PageSkeleton />;
  if (plan.isError) return <ErrorPanel title={t`The plan could not be loaded`} message={plan.error.message} onRetry={() => plan.refetch()} />;
  const p = plan.data;
  return (
    <div className="dash-page tp-page">
      <Breadcrumbs items={[{ label: t`Test Prep`, href: '/dashboard/test-prep' }, { label: p.name, href: `/dashboard/test-prep/${p.id}` }, { label: t`Resources` }]} />
      <header className="dash-page__head tp-row">
        <div>
          <h1 className="dash-page__title">
            <Trans>Resources of {p.name}</Trans>
          </h1>
          <p className="dash-page__lead">
            <Trans>Tests are made from everything listed here. Your notes and uploads stay private.</Trans>
          </p>
        </div>
        <Link href={`/dashboard/test-prep/${p.id}`} className="btn btn--primary">
          <Trans>Done</Trans>
        </Link>
      </header>
      <section className="card card--pad tp-section" aria-label={t`In this plan`}>
        <h2 className="tp-section__title">
          <Trans>In this plan ({p.resources.length})</Trans>
        </h2>
        {p.resources.length === 0 ? (
          <p className="tp-muted">
            <Trans>Nothing yet: paste notes, upload a file or add one of your documents below.</Trans>
          </p>
        ) : (
          <ul className="tp-resources" data-testid="tp-resources">
            {p.resources.map((r) => (
              <li key={`${r.kind}:${r.id}`} className="tp-resource">
                {r.kind === 'notes' ? <StickyNote aria-hidden="true" /> : <FileText aria-hidden="true" />}
                <span>{r.title}</span>
                <span className="tp-muted">
                  {i18n._(RESOURCE_KIND_NAMES[r.kind])}
                  {r.pageCount ? (
                    <>
                      {' · '}
                      <Plural value={r.pageCount} one="# page" other="# pages" />
                    </>
                  ) : null}
                  {r.state === 'processing' ? ` · ${t`reading pages…`}` : r.state === 'failed' ? ` · ${t`could not be read`}` : r.state === 'unavailable' ? ` · ${t`unavailable`}` : ''}
                </span>
                <button type="button" className="btn btn--ghost btn--sm" aria-label={t`Remove ${r.title}`} disabled={remove.isPending} onClick={() => remove.mutate({ kind: r.kind, id: r.id })}>
                  <Trash2 aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="tp-grid">
        <NotesForm planId={p.id} />
        <div className="tp-stack">
          <UploadBox planId={p.id} />
          <LibraryPicker planId={p.id} added={new Set(p.resources.map((r) => r.id))} />
        </div>
      </div>
    </div>
  );
}
