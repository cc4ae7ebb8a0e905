// /dashboard/test-prep/{planId}/edit-resources (spec 001 §2): what the plan's tests are made from. Paste notes,
// upload a file (kept private, read by the worker), add a document you uploaded or bought, remove any of them.
// Flashcard decks join once the flashcards module is merged.
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
import { plural } from '../../../lib/format.ts';

const ACCEPT = '.pdf,.docx,.pptx,.odt,.rtf,application/pdf';

function NotesForm({ planId }: { planId: string }) {
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
          toast.success('Notes added');
        },
      },
    );
  };
  return (
    <form className="card card--pad tp-form" onSubmit={submit} aria-labelledby="tp-notes-title">
      <h2 id="tp-notes-title" className="tp-section__title">
        <StickyNote aria-hidden="true" /> Paste notes
      </h2>
      <InputField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} required error={fields.title} placeholder="e.g. Lecture 4: cell biology" />
      <Field label="Notes" error={fields.text} hint="At least 200 characters. Blank lines separate paragraphs; long notes are cut into pages.">
        {({ id, describedBy, invalid }) => (
          <textarea id={id} className="input tp-textarea" rows={10} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
      <SubmitButton busy={add.isPending} className="btn btn--primary">
        Add notes
      </SubmitButton>
    </form>
  );
}

function UploadBox({ planId }: { planId: string }) {
  const inputId = useId();
  const upload = useUploadResource(planId);
  const send = (file: File | null | undefined) => {
    if (!file || upload.isPending) return;
    upload.mutate(file, { onSuccess: () => toast.success('Uploaded', { description: 'We are reading its pages.' }), onError: (e) => toast.error(e.message) });
  };
  return (
    <div className="card card--pad">
      <h2 className="tp-section__title">
        <CloudUpload aria-hidden="true" /> Upload a file
      </h2>
      <Dropzone inputId={inputId} onFiles={(files) => send(files[0])}>
        {upload.isPending ? <Loader2 className="spin" aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
        <span className="dropzone__title">{upload.isPending ? 'Uploading…' : 'Drop a PDF or document here'}</span>
        <span className="dropzone__hint">or click to browse · kept private, never listed</span>
        <input id={inputId} type="file" accept={ACCEPT} className="sr-only" aria-label="File to add to the plan" onChange={(e) => send(e.target.files?.[0])} />
      </Dropzone>
    </div>
  );
}

function LibraryPicker({ planId, added }: { planId: string; added: Set<string> }) {
  const own = useLibrary({ tab: 'uploads', pageSize: 50 });
  const bought = useLibrary({ tab: 'purchased', pageSize: 50 });
  const add = useAddResource(planId);
  const docs = [...(own.data?.items ?? []), ...(bought.data?.items ?? [])].filter((d, i, all) => all.findIndex((x) => x.id === d.id) === i);
  return (
    <div className="card card--pad">
      <h2 className="tp-section__title">
        <FileText aria-hidden="true" /> Your documents
      </h2>
      {own.isPending || bought.isPending ? (
        <p className="tp-muted">Loading your library…</p>
      ) : docs.length === 0 ? (
        <p className="tp-muted">
          Documents you upload or buy appear here. <Link href="/documents">Browse the marketplace</Link>
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
                {added.has(d.id) ? 'Added' : 'Add'}
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
  usePageMeta({ title: 'Plan resources', noIndex: true });
  const plan = usePlan(planId);
  const remove = useRemoveResource(planId);
  if (plan.isPending) return <PageSkeleton />;
  if (plan.isError) return <ErrorPanel title="The plan could not be loaded" message={plan.error.message} onRetry={() => plan.refetch()} />;
  const p = plan.data;
  return (
    <div className="dash-page tp-page">
      <Breadcrumbs items={[{ label: 'Test Prep', href: '/dashboard/test-prep' }, { label: p.name, href: `/dashboard/test-prep/${p.id}` }, { label: 'Resources' }]} />
      <header className="dash-page__head tp-row">
        <div>
          <h1 className="dash-page__title">Resources of {p.name}</h1>
          <p className="dash-page__lead">Tests are made from everything listed here. Your notes and uploads stay private.</p>
        </div>
        <Link href={`/dashboard/test-prep/${p.id}`} className="btn btn--primary">
          Done
        </Link>
      </header>
      <section className="card card--pad tp-section" aria-label="In this plan">
        <h2 className="tp-section__title">In this plan ({p.resources.length})</h2>
        {p.resources.length === 0 ? (
          <p className="tp-muted">Nothing yet: paste notes, upload a file or add one of your documents below.</p>
        ) : (
          <ul className="tp-resources" data-testid="tp-resources">
            {p.resources.map((r) => (
              <li key={`${r.kind}:${r.id}`} className="tp-resource">
                {r.kind === 'notes' ? <StickyNote aria-hidden="true" /> : <FileText aria-hidden="true" />}
                <span>{r.title}</span>
                <span className="tp-muted">
                  {r.kind === 'upload' ? 'Upload' : r.kind === 'notes' ? 'Notes' : r.kind === 'deck' ? 'Deck' : 'Document'}
                  {r.pageCount ? ` · ${plural(r.pageCount, 'page')}` : ''}
                  {r.state === 'processing' ? ' · reading pages…' : r.state === 'failed' ? ' · could not be read' : r.state === 'unavailable' ? ' · unavailable' : ''}
                </span>
                <button type="button" className="btn btn--ghost btn--sm" aria-label={`Remove ${r.title}`} disabled={remove.isPending} onClick={() => remove.mutate({ kind: r.kind, id: r.id })}>
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
