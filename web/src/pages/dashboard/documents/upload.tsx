// /dashboard/documents/upload: Upload & Earn Points! A drag-and-drop file picker and the document's details
// (title, description, type, subject, university, course, textbook, price in points, the notes' language for
// scanned pages), checked with the
// contract's schema; the server's refusals are shown as they come. After the upload, the processing state is
// polled until the previews are ready, with a link to the document.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, CloudUpload, FileText, Loader2, TriangleAlert, X } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useCoursesOf, useSubjects, useTextbooks, useUniversities } from '../../../api/catalogue.ts';
import { apiFieldErrors } from '../../../api/client.ts';
import { MAX_POINTS_PRICE, type MyUpload, uploadDocument, uploadFields, useDocumentTypes, useOcrLanguages, useProcessing } from '../../../api/documents.ts';
import { checkForm } from '../../../lib/validation-messages.ts';
import { toast } from '../../../components/toast.ts';
import { Dropzone } from '../../../components/ui/Dropzone.tsx';
import { Alert, InputField, SelectField, SubmitButton } from '../../../components/ui/Form.tsx';
import { useFormat } from '../../../hooks/useFormat.ts';
import { useLiveDocuments } from '../../../hooks/useLiveDocuments.ts';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { sortKey } from '../../../lib/format.ts';
import { isPhoto, PhotoList } from './photo-list.tsx';

const ACCEPT = '.pdf,.docx,.pptx,.odt,.rtf,application/pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,image/jpeg,image/png,image/webp,image/heic';
const STEP_LABELS: Record<string, MessageDescriptor> = {
  converting: msg`Converting to PDF`,
  reading: msg`Reading the pages`,
  rendering: msg`Rendering the previews`,
  fingerprinting: msg`Checking for copies`,
  saving: msg`Saving`,
};

export default function UploadPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Upload & Earn Points!`, description: t`Upload your notes, set a price in points and earn every time they sell.` });
  const [uploaded, setUploaded] = useState<MyUpload | null>(null);
  return (
    <div className="dash-page">
      <header className="dash-page__head">
        <h1 className="dash-page__title">
          <Trans>Upload &amp; Earn Points!</Trans>
        </h1>
        <p className="dash-page__lead">
          <Trans>Share your notes, summaries or past papers. You earn points every time a student unlocks them.</Trans>
        </p>
      </header>
      {uploaded ? <Processing doc={uploaded} onAnother={() => setUploaded(null)} /> : <UploadForm onDone={setUploaded} />}
    </div>
  );
}

function UploadForm({ onDone }: { onDone: (doc: MyUpload) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const inputId = useId();
  // One document, or several photos in page order.
  const [files, setFiles] = useState<File[]>([]);
  const file = files[0] ?? null;
  const photos = files.length > 0 && files.every(isPhoto);
  const [values, setValues] = useState({
    title: '',
    description: '',
    documentTypeId: '',
    subjectId: '',
    universityId: '',
    courseId: '',
    textbookId: '',
    pointsPrice: '50',
    language: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (form: FormData) => uploadDocument(form),
    onSuccess: ({ document }) => {
      toast.success(t`Document uploaded`, { description: t`We are preparing its previews.` });
      onDone(document);
    },
    onError: (err) => {
      setErrors(apiFieldErrors(err));
      setServerError(err instanceof Error ? err.message : t`The upload failed.`);
    },
  });
  const busy = upload.isPending;

  const types = useDocumentTypes();
  const subjects = useSubjects();
  const universities = useUniversities();
  const courses = useCoursesOf(values.universityId || null);
  const textbooks = useTextbooks();
  const ocr = useOcrLanguages();
  const subjectOptions = useMemo(() => [...(subjects.data?.items ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [subjects.data]);
  const defaultLanguage = ocr.data?.languages.find((l) => l.code === ocr.data?.defaultLanguage)?.name ?? t`English`;
  const universityOptions = useMemo(
    () => [...(universities.data?.items ?? [])].sort((a, b) => sortKey(a.name).localeCompare(sortKey(b.name))),
    [universities.data],
  );

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [key]: value, ...(key === 'universityId' ? { courseId: '' } : {}) }));
    setErrors((er) => ({ ...er, [key]: '' }));
  };

  const pick = (list: FileList | null | undefined) => {
    const chosen = [...(list ?? [])];
    if (!chosen.length) return;
    // Photos add to the photos already chosen; a document replaces whatever was there.
    const document = chosen.find((f) => !isPhoto(f));
    const next = document ? [document] : photos ? [...files, ...chosen] : chosen;
    setFiles(next);
    setServerError(null);
    setErrors((er) => ({ ...er, file: '' }));
    const f = next[0]!;
    if (!values.title) setValues((v) => ({ ...v, title: f.name.replace(/\.[a-z0-9]+$/i, '').replace(/[_-]+/g, ' ').slice(0, 200) }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const parsed = checkForm(uploadFields, values, i18n);
    const next: Record<string, string> = {};
    if (!file) next.file = t`Choose a file to upload.`;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        if (next[key]) continue;
        next[key] =
          key === 'documentTypeId'
            ? t`Choose a document type`
            : key === 'subjectId'
              ? t`Choose a subject`
              : key === 'pointsPrice'
                ? t`Enter a price from 0 to ${MAX_POINTS_PRICE} points`
                : issue.message;
      }
    }
    setErrors(next);
    if (Object.values(next).some(Boolean) || !file || !parsed.success) return;
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) if (value) form.set(key, value.trim());
    for (const f of files) form.append('file', f, f.name);
    upload.mutate(form);
  };

  return (
    <div className="upload-grid">
      <form className="card card--pad upload-form" aria-label={t`Upload a document`} onSubmit={submit} noValidate>
        {serverError && (
          <Alert tone="danger" title={t`The upload was refused`}>
            {serverError}
          </Alert>
        )}
        <Dropzone inputId={inputId} onFiles={pick}>
          <CloudUpload aria-hidden="true" />
          <span className="dropzone__title">{photos ? t`Add more photos` : file ? t`Replace the file` : t`Drag and drop your document or photos here`}</span>
          <span className="dropzone__hint">
            <Trans>or click to browse · PDF, DOCX, PPTX, ODT or RTF, or photos of your notes (JPEG, PNG, WebP, HEIC) · up to 50 MB</Trans>
          </span>
          {file && !photos && (
            <span className="dropzone__file" data-testid="chosen-file">
              <FileText aria-hidden="true" size={16} /> {file.name} · {format.bytes(file.size)}
              <button
                type="button"
                className="icon-btn"
                aria-label={t`Remove the file`}
                onClick={(e) => {
                  e.preventDefault();
                  setFiles([]);
                }}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </span>
          )}
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            aria-label={t`Document file or photos`}
            onChange={(e) => {
              pick(e.target.files);
              e.target.value = '';
            }}
          />
        </Dropzone>
        {photos && (
          <>
            <p className="dropzone__hint" data-testid="photo-count">
              <Plural value={files.length} one="# photo" other="# photos" /> · {format.bytes(files.reduce((n, f) => n + f.size, 0))} ·{' '}
              <Trans>they become one PDF, a page per photo, in this order, and their text is read for search.</Trans>
            </p>
            <PhotoList photos={files} onChange={setFiles} disabled={busy} />
          </>
        )}
        {errors.file && <p className="field-error" role="alert">{errors.file}</p>}

        <InputField
          label={t`Title`}
          value={values.title}
          onChange={set('title')}
          error={errors.title}
          maxLength={200}
          placeholder={t`e.g. Cell Biology: complete lecture notes`}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${inputId}-desc`}>
            <Trans>Description</Trans>
          </label>
          <textarea
            id={`${inputId}-desc`}
            className="input"
            value={values.description}
            onChange={set('description')}
            maxLength={5000}
            aria-invalid={Boolean(errors.description) || undefined}
            placeholder={t`What does it cover? Which lectures, chapters or exam?`}
          />
          {errors.description && <p className="field-error" role="alert">{errors.description}</p>}
        </div>
        <div className="upload-row">
          <SelectField label={t`Document type`} value={values.documentTypeId} onChange={set('documentTypeId')} error={errors.documentTypeId}>
            <option value="">{t`Choose a type`}</option>
            {(types.data ?? []).map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Subject`} value={values.subjectId} onChange={set('subjectId')} error={errors.subjectId}>
            <option value="">{t`Choose a subject`}</option>
            {subjectOptions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`University`} optional value={values.universityId} onChange={set('universityId')} error={errors.universityId}>
            <option value="">{t`None`}</option>
            {universityOptions.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t`Course`}
            optional
            value={values.courseId}
            onChange={set('courseId')}
            error={errors.courseId}
            disabled={!values.universityId}
            hint={values.universityId ? undefined : t`Choose the university first`}
          >
            <option value="">{t`None`}</option>
            {(courses.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Textbook`} optional value={values.textbookId} onChange={set('textbookId')} error={errors.textbookId}>
            <option value="">{t`None`}</option>
            {(textbooks.data?.items ?? []).map((book) => (
              <option key={book.id} value={book.id}>
                {book.title}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t`Language of the notes`}
            optional
            value={values.language}
            onChange={set('language')}
            error={errors.language}
            hint={ocr.data && !ocr.data.available ? t`Scanned pages and photos cannot be read on this server yet` : t`Used to read scanned pages and photos`}
          >
            <option value="">{t`Detect from the pages (${defaultLanguage} if unsure)`}</option>
            {(ocr.data?.languages ?? []).map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t`Price in points`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_POINTS_PRICE}
            value={values.pointsPrice}
            onChange={set('pointsPrice')}
            error={errors.pointsPrice}
            hint={
              values.pointsPrice && Number(values.pointsPrice) >= 0
                ? t`1 point = ${format.money(10)} · ≈ ${format.money(Number(values.pointsPrice) * 10)}`
                : t`1 point = ${format.money(10)}`
            }
          />
        </div>
        <SubmitButton busy={busy} busyLabel={t`Uploading…`}>
          <CloudUpload aria-hidden="true" /> <Trans>Upload document</Trans>
        </SubmitButton>
      </form>
      <aside className="upload-tips">
        <h2>
          <Trans>What sells well</Trans>
        </h2>
        <p>
          <Trans>Complete lecture notes, worked past papers and concise exam summaries are the most downloaded.</Trans>
        </p>
        <p>
          <Trans>A clear title naming the course and topic helps students find your document.</Trans>
        </p>
        <p>
          <Trans>The first pages are shown as a free preview; the rest unlock after purchase.</Trans>
        </p>
        <p>
          <Trans>Every upload is reviewed before it appears in the marketplace, usually within a day.</Trans>
        </p>
      </aside>
    </div>
  );
}

function Processing({ doc, onAnother }: { doc: MyUpload; onAnother: () => void }) {
  const { t, i18n } = useLingui();
  useLiveDocuments();
  const { data } = useProcessing(doc.id);
  const info = data ?? doc.processing;
  const ready = info.state === 'ready';
  const failed = info.state === 'failed';
  return (
    <section className="card card--pad upload-form" aria-live="polite" data-testid="processing">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        {ready ? (
          <CheckCircle2 aria-hidden="true" color="var(--success-600)" />
        ) : failed ? (
          <TriangleAlert aria-hidden="true" color="var(--danger-600)" />
        ) : (
          <Loader2 className="spin" aria-hidden="true" />
        )}
        <div>
          <h2 style={{ fontSize: 'var(--text-xl)' }} data-testid="processing-title">
            {ready ? t`Ready for review` : failed ? t`We could not process this file` : t`Processing your document…`}
          </h2>
          <p className="dash-page__lead" style={{ marginTop: 2 }}>
            {doc.title}
          </p>
        </div>
      </div>
      {!ready && !failed && (
        <>
          <div className="progress" role="progressbar" aria-valuenow={info.progress} aria-valuemin={0} aria-valuemax={100}>
            <span style={{ width: `${Math.max(5, info.progress)}%` }} />
          </div>
          <p className="dropzone__hint">{info.step ? (STEP_LABELS[info.step] ? i18n._(STEP_LABELS[info.step]!) : info.step) : t`Queued`} · {info.progress}%</p>
        </>
      )}
      {ready && (
        <p>
          <Trans>The previews are ready. A moderator will review your document and it will go live once approved.</Trans>
        </p>
      )}
      {ready && info.ocr && (
        <Alert tone={info.ocr.status === 'complete' ? 'info' : 'warning'} title={info.ocr.status === 'complete' ? t`Scanned pages read` : t`Text not searchable`}>
          {info.ocr.message}
        </Alert>
      )}
      {failed && <Alert tone="danger">{info.error ?? t`Processing failed.`}</Alert>}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Link href={`/dashboard/documents/${doc.slug}`} className="btn btn--primary">
          <Trans>View the document</Trans>
        </Link>
        <Link href="/dashboard/documents?tab=uploads" className="btn btn--secondary">
          <Trans>My uploads</Trans>
        </Link>
        <button type="button" className="btn btn--ghost" onClick={onAnother}>
          <Trans>Upload another</Trans>
        </button>
      </div>
    </section>
  );
}
