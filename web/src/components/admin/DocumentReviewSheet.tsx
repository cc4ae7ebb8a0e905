// The moderator's view of one upload: processing state, the duplicate it copies, every preview page (readable and
// blurred, as buyers see them), the description and metadata, and the actions its status allows: Approve, Request
// changes, Reject, Take down, Reprocess. Each asks for confirmation (a reason where the spec's rules need one),
// then toasts and refreshes the list; a refusal is shown in the API's words.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Copy, Download, ExternalLink, Lock, MessageSquareWarning, RefreshCw, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { type AdminDocument, adminApi, adminKeys, type ModerationAction, useAdminAction, useAdminDocument, useAdminPreview } from '../../api/admin.ts';
import { formatPoints } from '../../lib/documents.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { toast } from '../toast.ts';
import { Alert } from '../ui/Form.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ErrorPanel } from '../ui/States.tsx';
import { ConfirmDialog, type ReasonSpec } from './ConfirmDialog.tsx';
import { duplicateWords, ProcessingFlag, StatusPill } from './DocumentFlags.tsx';
import { Facts, Sheet, SheetSection } from './Sheet.tsx';

type ReasonWords = { label: MessageDescriptor; placeholder: MessageDescriptor; hint: MessageDescriptor };

type ActionSpec = {
  label: MessageDescriptor;
  busy: MessageDescriptor;
  icon: typeof CheckCircle2;
  tone: 'primary' | 'danger';
  button: string;
  allowed: (d: AdminDocument) => boolean;
  title: (d: AdminDocument) => MessageDescriptor;
  text: MessageDescriptor;
  reason?: ReasonWords;
  done: MessageDescriptor;
};

const reason = (label: MessageDescriptor, placeholder: MessageDescriptor, hint: MessageDescriptor): ReasonWords => ({ label, placeholder, hint });

/** An action's reason in the page's language; the required message says what the documents contract's does. */
const reasonIn = (words: ReasonWords | undefined, i18n: I18n): ReasonSpec | undefined =>
  words && {
    label: i18n._(words.label),
    placeholder: i18n._(words.placeholder),
    hint: i18n._(words.hint),
    requiredMessage: i18n._(msg`Give a reason (1 to 1000 characters).`),
  };

/** The spec's moderation rules (documents README, "State machine"), as buttons. */
const ACTIONS: Record<ModerationAction, ActionSpec> = {
  approve: {
    label: msg`Approve`,
    busy: msg`Approve…`,
    icon: CheckCircle2,
    tone: 'primary',
    button: 'btn btn--primary',
    allowed: (d) => d.status === 'pending' || d.status === 'soft-reject',
    title: (d) => msg`Approve “${d.title}”?`,
    text: msg`It goes live in the catalogue at once: listed, searchable and for sale. The seller is told.`,
    done: msg`Document approved`,
  },
  'soft-reject': {
    label: msg`Request changes`,
    busy: msg`Request changes…`,
    icon: MessageSquareWarning,
    tone: 'primary',
    button: 'btn btn--secondary',
    allowed: (d) => d.status === 'pending',
    title: () => msg`Request changes`,
    text: msg`The seller sees your note, can edit the document and send it back for review.`,
    reason: reason(msg`What should the seller change?`, msg`Add a contents page and check the page order.`, msg`Shown to the seller.`),
    done: msg`Changes requested`,
  },
  reject: {
    label: msg`Reject`,
    busy: msg`Reject…`,
    icon: XCircle,
    tone: 'danger',
    button: 'btn btn--secondary',
    allowed: (d) => d.status === 'pending' || d.status === 'soft-reject',
    title: (d) => msg`Reject “${d.title}”?`,
    text: msg`A rejected document is final: it never goes on sale. The seller sees your reason.`,
    reason: reason(msg`Reason for rejection`, msg`This copies pages from a published textbook.`, msg`Shown to the seller.`),
    done: msg`Document rejected`,
  },
  takedown: {
    label: msg`Take down`,
    busy: msg`Take down…`,
    icon: Trash2,
    tone: 'danger',
    button: 'btn btn--danger',
    allowed: (d) => d.status === 'approved',
    title: (d) => msg`Take down “${d.title}”?`,
    text: msg`It leaves the catalogue at once, its preview images are deleted and buyers lose access. This cannot be undone.`,
    reason: reason(msg`Reason for the takedown`, msg`Notice-and-takedown request from the rights holder.`, msg`Shown to the seller.`),
    done: msg`Document taken down`,
  },
  reprocess: {
    label: msg`Reprocess`,
    busy: msg`Reprocess…`,
    icon: RefreshCw,
    tone: 'primary',
    button: 'btn btn--ghost',
    allowed: (d) => d.status !== 'deleted' && d.processing.state !== 'processing',
    title: () => msg`Process this document again?`,
    text: msg`The worker renders its pages, previews and fingerprint again. Its status does not change.`,
    done: msg`Processing queued`,
  },
};

const ORDER: ModerationAction[] = ['reprocess', 'takedown', 'reject', 'soft-reject', 'approve'];

/** A copied document's status in a sentence ("approved", "removed"). */
const STATE: Record<AdminDocument['status'], MessageDescriptor> = {
  pending: msg`pending`,
  approved: msg`approved`,
  'soft-reject': msg`soft-reject`,
  rejected: msg`rejected`,
  deleted: msg`removed`,
};

function Previews({ doc }: { doc: AdminDocument }) {
  const { t } = useLingui();
  const preview = useAdminPreview(doc.id, doc.processing.processedAt);
  if (doc.processing.state !== 'ready' && !doc.coverUrl) {
    return (
      <p className="field__hint">
        <Trans>Previews appear once processing has finished.</Trans>
      </p>
    );
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
  if (preview.isError) return <ErrorPanel title={t`Failed to load the previews`} message={preview.error.message} onRetry={() => void preview.refetch()} />;
  const pages = preview.data.previewPages;
  if (pages.length === 0)
    return (
      <p className="field__hint">
        <Trans>This document has no preview pages.</Trans>
      </p>
    );
  return (
    <>
      <div className="preview-strip" data-testid="admin-previews">
        {pages.map((p) => (
          <figure key={p.pageNumber} className="preview-tile" data-testid={p.locked ? 'admin-preview-locked' : 'admin-preview-readable'}>
            <div className="preview-tile__frame">
              <img src={p.url} alt={p.locked ? t`Page ${p.pageNumber}, blurred for buyers` : t`Page ${p.pageNumber}`} loading="lazy" width={p.width} height={p.height} />
              {p.locked && (
                <span className="preview-tile__lock" aria-hidden="true">
                  <Lock />
                </span>
              )}
            </div>
            <figcaption>
              {p.locked ? t`Page ${p.pageNumber} · blurred` : t`Page ${p.pageNumber} · readable`}
            </figcaption>
          </figure>
        ))}
      </div>
      {preview.data.lockedPageCount > pages.filter((p) => p.locked).length && (
        <p className="field__hint" style={{ marginTop: 8 }}>
          {t`${plural(preview.data.lockedPageCount, { one: '# page in all is locked for buyers; the first of them are shown blurred.', other: '# pages in all are locked for buyers; the first of them are shown blurred.' })}`}
        </p>
      )}
    </>
  );
}

function ProcessingBox({ doc }: { doc: AdminDocument }) {
  const { t } = useLingui();
  const p = doc.processing;
  if (p.state === 'ready') return null;
  if (p.state === 'failed') {
    return (
      <div className="processing-box processing-box--failed" role="status">
        <strong>{t`${plural(p.attempts, { one: 'Processing failed after # attempt', other: 'Processing failed after # attempts' })}`}</strong>
        <span>{p.error ?? t`The worker gave no reason.`}</span>
      </div>
    );
  }
  return (
    <div className="processing-box" role="status">
      <strong>
        {p.state === 'queued' ? t`Waiting for the worker · ${p.progress}%` : p.step ? t`Processing: ${p.step} · ${p.progress}%` : t`Processing · ${p.progress}%`}
      </strong>
      <div className="progress" aria-hidden="true">
        <span style={{ width: `${Math.max(4, p.progress)}%` }} />
      </div>
      <span>
        <Trans>It can be approved once its previews are ready.</Trans>
      </span>
    </div>
  );
}

async function openFile(id: string, i18n: I18n) {
  try {
    const file = await adminApi.file(id);
    window.open(file.url, '_blank', 'noopener');
  } catch (error) {
    toast.error(error instanceof Error ? error.message : i18n._(msg`Could not open the document.`));
  }
}

function Body({ doc, onOpen }: { doc: AdminDocument; onOpen: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const dup = doc.duplicate;
  const pageCount = doc.pageCount;
  const copies = (original: NonNullable<AdminDocument['duplicate']>['document']) => {
    const title = original.title;
    const owner = original.user.fullName;
    const state = i18n._(STATE[original.status]);
    return t`Copies “${title}” by ${owner} (${state}).`;
  };
  return (
    <>
      {(dup || doc.processing.state !== 'ready') && (
        <SheetSection>
          {dup && (
            <div className="dup-box" data-testid="duplicate-box">
              <Copy aria-hidden="true" />
              <div>
                <p className="dup-box__title">{t`Duplicate: ${duplicateWords(dup, i18n)}`}</p>
                <p>{copies(dup.document)}</p>
                <div className="dup-box__actions">
                  <button type="button" className="btn btn--secondary btn--sm" onClick={() => onOpen(dup.document.id)}>
                    <Trans>Review the original</Trans>
                  </button>
                  {dup.document.status === 'approved' && (
                    <Link href={`/documents/${dup.document.slug}`} className="btn btn--ghost btn--sm">
                      <ExternalLink aria-hidden="true" /> <Trans>Public page</Trans>
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
            <strong>{doc.status === 'deleted' ? t`Taken down` : doc.status === 'rejected' ? t`Rejected` : t`Changes requested`}</strong>
            {doc.statusReason}
          </p>
        </SheetSection>
      )}
      <SheetSection title={t`Preview pages`}>
        <Previews doc={doc} />
      </SheetSection>
      <SheetSection title={t`Description`}>
        <p className="sheet-description">{doc.description}</p>
      </SheetSection>
      <SheetSection title={t`Details`}>
        <Facts
          items={[
            [t`Seller`, `${doc.user.fullName}${doc.ownerEmail ? ` · ${doc.ownerEmail}` : ''}`],
            [t`Price`, `${formatPoints(doc.pointsPrice)} · ${format.money(doc.priceCents, doc.currency)}`],
            [t`Type`, doc.documentType?.name],
            [t`Subject`, doc.subject?.name],
            [t`University`, doc.university?.name],
            [t`Course`, doc.course?.name],
            [t`Textbook`, doc.textbook ? `${doc.textbook.title} (${doc.textbook.author})` : null],
            [t`Pages`, pageCount === null ? t`Not counted yet` : t`${format.number(pageCount)} (${doc.previewPageCount} readable)`],
            [t`File`, `${doc.originalFileName} · ${format.bytes(doc.originalFileSize)}`],
            [t`Uploaded`, format.dateTime(doc.createdAt)],
            [t`Last moderated`, doc.moderatedAt ? format.dateTime(doc.moderatedAt) : t`Never`],
            [t`Sales`, t`${format.number(doc.stats.purchases)} · ${format.number(doc.stats.revenue)} pts earned`],
            ['SHA-256', <span key="sha" className="cell-mono">{doc.contentSha256 ? `${doc.contentSha256.slice(0, 16)}…` : '—'}</span>],
          ]}
        />
      </SheetSection>
    </>
  );
}

type Props = { id: string | null; onClose: () => void; onOpen: (id: string) => void };

export function DocumentReviewSheet({ id, onClose, onOpen }: Props) {
  const { t, i18n } = useLingui();
  const query = useAdminDocument(id);
  const [pending, setPending] = useState<ModerationAction | null>(null);
  const act = useAdminAction((docId: string, action: ModerationAction, why?: string) => adminApi.moderate(docId, action, why), adminKeys.documents);
  const doc = query.data && query.data.id === id ? query.data : undefined;
  const spec = pending ? ACTIONS[pending] : null;
  const notReady = doc && doc.processing.state !== 'ready';

  const foot = doc ? (
    <>
      <button type="button" className="btn btn--ghost sheet__foot-start" onClick={() => void openFile(doc.id, i18n)}>
        <Download aria-hidden="true" /> <Trans>Full PDF</Trans>
      </button>
      {doc.status === 'approved' && (
        <Link href={`/documents/${doc.slug}`} className="btn btn--ghost">
          <ExternalLink aria-hidden="true" /> <Trans>Public page</Trans>
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
            title={
              blocked
                ? doc.processing.state === 'failed'
                  ? t`This document could not be processed, so it cannot be approved.`
                  : t`This document is still being processed. It can be approved once its previews are ready.`
                : undefined
            }
            onClick={() => setPending(a)}
          >
            <s.icon aria-hidden="true" /> {i18n._(s.label)}
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
        label={t`Document review`}
        testId="document-review"
        eyebrow={
          doc && (
            <>
              <StatusPill doc={doc} />
              <ProcessingFlag processing={doc.processing} />
              {doc.duplicate && (
                <span className="flag flag--dup">
                  <Copy aria-hidden="true" /> <Trans>Duplicate</Trans>
                </span>
              )}
            </>
          )
        }
        title={doc ? doc.title : query.isError ? t`Document unavailable` : <Skeleton width={260} height={22} />}
        foot={foot}
      >
        {query.isError ? (
          <ErrorPanel title={t`Failed to load the document`} message={query.error.message} onRetry={() => void query.refetch()} />
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
            <Trans>Removed documents are final; the seller and admins keep the original file.</Trans>
          </Alert>
        )}
      </Sheet>
      {doc && spec && pending && (
        <ConfirmDialog
          title={i18n._(spec.title(doc))}
          text={i18n._(spec.text)}
          confirmLabel={i18n._(spec.label)}
          busyLabel={i18n._(spec.busy)}
          tone={spec.tone}
          icon={spec.icon}
          reason={reasonIn(spec.reason, i18n)}
          onClose={() => setPending(null)}
          onConfirm={async (why) => {
            await act.mutateAsync([doc.id, pending, why || undefined]);
            toast.success(i18n._(spec.done), { description: doc.title });
          }}
        />
      )}
    </>
  );
}
