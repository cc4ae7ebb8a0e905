// The moderator's view of one upload: processing state, the duplicate it copies, every preview page (readable and
// blurred, as buyers see them), the description and metadata, and the actions its status allows: Approve, Request
// changes, Reject, Take down, Reprocess. Each asks for confirmation (a reason where the spec's rules need one),
// then toasts and refreshes the list; a refusal is shown in the API's words.
import { CheckCircle2, Copy, Download, ExternalLink, Lock, MessageSquareWarning, RefreshCw, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { MESSAGES } from '../../../../modules/documents/contract.ts';
import { type AdminDocument, adminApi, adminKeys, type ModerationAction, useAdminAction, useAdminDocument, useAdminPreview } from '../../api/admin.ts';
import { formatPoints } from '../../lib/documents.ts';
import { formatBytes, formatDateTime, formatMoney, formatNumber } from '../../lib/format.ts';
import { toast } from '../toast.ts';
import { Alert } from '../ui/Form.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ErrorPanel } from '../ui/States.tsx';
import { ConfirmDialog, type ReasonSpec } from './ConfirmDialog.tsx';
import { duplicateWords, ProcessingFlag, StatusPill } from './DocumentFlags.tsx';
import { Facts, Sheet, SheetSection } from './Sheet.tsx';

type ActionSpec = {
  label: string;
  icon: typeof CheckCircle2;
  tone: 'primary' | 'danger';
  button: string;
  allowed: (d: AdminDocument) => boolean;
  title: (d: AdminDocument) => string;
  text: string;
  reason?: ReasonSpec;
  done: string;
};

const reason = (label: string, placeholder: string, hint: string): ReasonSpec => ({
  label,
  placeholder,
  hint,
  requiredMessage: MESSAGES.reasonRequired,
});

/** The spec's moderation rules (documents README, "State machine"), as buttons. */
const ACTIONS: Record<ModerationAction, ActionSpec> = {
  approve: {
    label: 'Approve',
    icon: CheckCircle2,
    tone: 'primary',
    button: 'btn btn--primary',
    allowed: (d) => d.status === 'pending' || d.status === 'soft-reject',
    title: (d) => `Approve “${d.title}”?`,
    text: 'It goes live in the catalogue at once: listed, searchable and for sale. The seller is told.',
    done: 'Document approved',
  },
  'soft-reject': {
    label: 'Request changes',
    icon: MessageSquareWarning,
    tone: 'primary',
    button: 'btn btn--secondary',
    allowed: (d) => d.status === 'pending',
    title: () => 'Request changes',
    text: 'The seller sees your note, can edit the document and send it back for review.',
    reason: reason('What should the seller change?', 'Add a contents page and check the page order.', 'Shown to the seller.'),
    done: 'Changes requested',
  },
  reject: {
    label: 'Reject',
    icon: XCircle,
    tone: 'danger',
    button: 'btn btn--secondary',
    allowed: (d) => d.status === 'pending' || d.status === 'soft-reject',
    title: (d) => `Reject “${d.title}”?`,
    text: 'A rejected document is final: it never goes on sale. The seller sees your reason.',
    reason: reason('Reason for rejection', 'This copies pages from a published textbook.', 'Shown to the seller.'),
    done: 'Document rejected',
  },
  takedown: {
    label: 'Take down',
    icon: Trash2,
    tone: 'danger',
    button: 'btn btn--danger',
    allowed: (d) => d.status === 'approved',
    title: (d) => `Take down “${d.title}”?`,
    text: 'It leaves the catalogue at once, its preview images are deleted and buyers lose access. This cannot be undone.',
    reason: reason('Reason for the takedown', 'Notice-and-takedown request from the rights holder.', 'Shown to the seller.'),
    done: 'Document taken down',
  },
  reprocess: {
    label: 'Reprocess',
    icon: RefreshCw,
    tone: 'primary',
    button: 'btn btn--ghost',
    allowed: (d) => d.status !== 'deleted' && d.processing.state !== 'processing',
    title: () => 'Process this document again?',
    text: 'The worker renders its pages, previews and fingerprint again. Its status does not change.',
    done: 'Processing queued',
  },
};

const ORDER: ModerationAction[] = ['reprocess', 'takedown', 'reject', 'soft-reject', 'approve'];

function Previews({ doc }: { doc: AdminDocument }) {
  const preview = useAdminPreview(doc.id, doc.processing.processedAt);
  if (doc.processing.state !== 'ready' && !doc.coverUrl) {
    return <p className="field__hint">Previews appear once processing has finished.</p>;
  }
  if (preview.isPending) {
    return (
      <div className="preview-strip" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={200} />
        ))}
      </div>
    );
  }
  if (preview.isError) return <ErrorPanel title="Failed to load the previews" message={preview.error.message} onRetry={() => void preview.refetch()} />;
  const pages = preview.data.previewPages;
  if (pages.length === 0) return <p className="field__hint">This document has no preview pages.</p>;
  return (
    <>
      <div className="preview-strip" data-testid="admin-previews">
        {pages.map((p) => (
          <figure key={p.pageNumber} className="preview-tile" data-testid={p.locked ? 'admin-preview-locked' : 'admin-preview-readable'}>
            <div className="preview-tile__frame">
              <img src={p.url} alt={`Page ${p.pageNumber}${p.locked ? ', blurred for buyers' : ''}`} loading="lazy" width={p.width} height={p.height} />
              {p.locked && (
                <span className="preview-tile__lock" aria-hidden="true">
                  <Lock />
                </span>
              )}
            </div>
            <figcaption>
              Page {p.pageNumber} · {p.locked ? 'blurred' : 'readable'}
            </figcaption>
          </figure>
        ))}
      </div>
      {preview.data.lockedPageCount > pages.filter((p) => p.locked).length && (
        <p className="field__hint" style={{ marginTop: 8 }}>
          {formatNumber(preview.data.lockedPageCount)} pages in all are locked for buyers; the first of them are shown blurred.
        </p>
      )}
    </>
  );
}

function ProcessingBox({ doc }: { doc: AdminDocument }) {
  const p = doc.processing;
  if (p.state === 'ready') return null;
  if (p.state === 'failed') {
    return (
      <div className="processing-box processing-box--failed" role="status">
        <strong>Processing failed after {p.attempts} {p.attempts === 1 ? 'attempt' : 'attempts'}</strong>
        <span>{p.error ?? 'The worker gave no reason.'}</span>
      </div>
    );
  }
  return (
    <div className="processing-box" role="status">
      <strong>
        {p.state === 'queued' ? 'Waiting for the worker' : `Processing${p.step ? `: ${p.step}` : ''}`} · {p.progress}%
      </strong>
      <div className="progress" aria-hidden="true">
        <span style={{ width: `${Math.max(4, p.progress)}%` }} />
      </div>
      <span>It can be approved once its previews are ready.</span>
    </div>
  );
}

async function openFile(id: string) {
  try {
    const file = await adminApi.file(id);
    window.open(file.url, '_blank', 'noopener');
  } catch (error) {
    toast.error(error instanceof Error ? error.message : 'Could not open the document.');
  }
}

function Body({ doc, onOpen }: { doc: AdminDocument; onOpen: (id: string) => void }) {
  const dup = doc.duplicate;
  return (
    <>
      {(dup || doc.processing.state !== 'ready') && (
        <SheetSection>
          {dup && (
            <div className="dup-box" data-testid="duplicate-box">
              <Copy aria-hidden="true" />
              <div>
                <p className="dup-box__title">Duplicate: {duplicateWords(dup)}</p>
                <p>
                  Copies “{dup.document.title}” by {dup.document.user.fullName} ({dup.document.status === 'deleted' ? 'removed' : dup.document.status}).
                </p>
                <div className="dup-box__actions">
                  <button type="button" className="btn btn--secondary btn--sm" onClick={() => onOpen(dup.document.id)}>
                    Review the original
                  </button>
                  {dup.document.status === 'approved' && (
                    <Link href={`/documents/${dup.document.slug}`} className="btn btn--ghost btn--sm">
                      <ExternalLink aria-hidden="true" /> Public page
                    </Link>
                  )}
                </div>
              </div>
            </div>
          )}
          <ProcessingBox doc={doc} />
        </SheetSection>
      )}
      {doc.statusReason && (
        <SheetSection>
          <p className="reason-box">
            <strong>{doc.status === 'deleted' ? 'Taken down' : doc.status === 'rejected' ? 'Rejected' : 'Changes requested'}</strong>
            {doc.statusReason}
          </p>
        </SheetSection>
      )}
      <SheetSection title="Preview pages">
        <Previews doc={doc} />
      </SheetSection>
      <SheetSection title="Description">
        <p className="sheet-description">{doc.description}</p>
      </SheetSection>
      <SheetSection title="Details">
        <Facts
          items={[
            ['Seller', `${doc.user.fullName}${doc.ownerEmail ? ` · ${doc.ownerEmail}` : ''}`],
            ['Price', `${formatPoints(doc.pointsPrice)} · ${formatMoney(doc.priceCents, doc.currency)}`],
            ['Type', doc.documentType?.name],
            ['Subject', doc.subject?.name],
            ['University', doc.university?.name],
            ['Course', doc.course?.name],
            ['Textbook', doc.textbook ? `${doc.textbook.title} (${doc.textbook.author})` : null],
            ['Pages', doc.pageCount === null ? 'Not counted yet' : `${formatNumber(doc.pageCount)} (${doc.previewPageCount} readable)`],
            ['File', `${doc.originalFileName} · ${formatBytes(doc.originalFileSize)}`],
            ['Uploaded', formatDateTime(doc.createdAt)],
            ['Last moderated', doc.moderatedAt ? formatDateTime(doc.moderatedAt) : 'Never'],
            ['Sales', `${formatNumber(doc.stats.purchases)} · ${formatNumber(doc.stats.revenue)} pts earned`],
            ['SHA-256', <span key="sha" className="cell-mono">{doc.contentSha256 ? `${doc.contentSha256.slice(0, 16)}…` : '—'}</span>],
          ]}
        />
      </SheetSection>
    </>
  );
}

type Props = { id: string | null; onClose: () => void; onOpen: (id: string) => void };

export function DocumentReviewSheet({ id, onClose, onOpen }: Props) {
  const query = useAdminDocument(id);
  const [pending, setPending] = useState<ModerationAction | null>(null);
  const act = useAdminAction((docId: string, action: ModerationAction, why?: string) => adminApi.moderate(docId, action, why), adminKeys.documents);
  const doc = query.data && query.data.id === id ? query.data : undefined;
  const spec = pending ? ACTIONS[pending] : null;
  const notReady = doc && doc.processing.state !== 'ready';

  const foot = doc ? (
    <>
      <button type="button" className="btn btn--ghost sheet__foot-start" onClick={() => void openFile(doc.id)}>
        <Download aria-hidden="true" /> Full PDF
      </button>
      {doc.status === 'approved' && (
        <Link href={`/documents/${doc.slug}`} className="btn btn--ghost">
          <ExternalLink aria-hidden="true" /> Public page
        </Link>
      )}
      {ORDER.filter((a) => ACTIONS[a].allowed(doc)).map((a) => {
        const s = ACTIONS[a];
        const blocked = a === 'approve' && notReady;
        return (
          <button
            key={a}
            type="button"
            className={s.button}
            disabled={blocked}
            title={blocked ? (doc.processing.state === 'failed' ? MESSAGES.processingFailed : MESSAGES.notProcessed) : undefined}
            onClick={() => setPending(a)}
          >
            <s.icon aria-hidden="true" /> {s.label}
          </button>
        );
      })}
    </>
  ) : null;

  return (
    <>
      <Sheet
        open={Boolean(id)}
        onClose={onClose}
        label="Document review"
        testId="document-review"
        eyebrow={
          doc && (
            <>
              <StatusPill doc={doc} />
              <ProcessingFlag processing={doc.processing} />
              {doc.duplicate && (
                <span className="flag flag--dup">
                  <Copy aria-hidden="true" /> Duplicate
                </span>
              )}
            </>
          )
        }
        title={doc ? doc.title : query.isError ? 'Document unavailable' : <Skeleton width={260} height={22} />}
        foot={foot}
      >
        {query.isError ? (
          <ErrorPanel title="Failed to load the document" message={query.error.message} onRetry={() => void query.refetch()} />
        ) : doc ? (
          <Body doc={doc} onOpen={onOpen} />
        ) : (
          <div style={{ display: 'grid', gap: 12 }} aria-busy="true">
            <Skeleton height={80} />
            <Skeleton height={200} />
            <Skeleton height={120} />
          </div>
        )}
        {doc?.status === 'deleted' && (
          <Alert tone="info" className="sheet-section">
            Removed documents are final; the seller and admins keep the original file.
          </Alert>
        )}
      </Sheet>
      {doc && spec && pending && (
        <ConfirmDialog
          title={spec.title(doc)}
          text={spec.text}
          confirmLabel={spec.label}
          busyLabel={`${spec.label}…`}
          tone={spec.tone}
          icon={spec.icon}
          reason={spec.reason}
          onClose={() => setPending(null)}
          onConfirm={async (why) => {
            await act.mutateAsync([doc.id, pending, why || undefined]);
            toast.success(spec.done, { description: doc.title });
          }}
        />
      )}
    </>
  );
}
