// /dashboard/documents/{slug or id}: the full document for its owner, a buyer or an admin, through the
// signed URL (embedded PDF with a download link), with the processing and moderation state for the owner.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Clock, Download, ExternalLink, Eye, Lock, ScanLine, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { ApiError } from '../../../api/client.ts';
import { useDocument, useDocumentFile, useProcessing } from '../../../api/documents.ts';
import { TypeBadge } from '../../../components/documents/DocumentCard.tsx';
import { EntityFallback } from '../../../components/ui/EntityFallback.tsx';
import { Skeleton } from '../../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../../components/ui/States.tsx';
import { useLiveDocuments } from '../../../hooks/useLiveDocuments.ts';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { formatPoints, formatRating } from '../../../lib/documents.ts';
import { useFormat } from '../../../hooks/useFormat.ts';

/** The processing step's name as the worker reports it, in the page's language. */
const STEP_NAMES: Record<string, MessageDescriptor> = {
  queued: msg`queued`,
  converting: msg`converting`,
  reading: msg`reading`,
  rendering: msg`rendering`,
  fingerprinting: msg`fingerprinting`,
  saving: msg`saving`,
};

export default function DocumentViewerPage() {
  const { ref = '' } = useParams<{ ref: string }>();
  const { data: doc, isPending, isError, error, refetch } = useDocument(ref);
  const canOpen = Boolean(doc?.hasAccess);
  const ready = doc?.processing ? doc.processing.state === 'ready' : Boolean(doc?.pageCount);
  const file = useDocumentFile(doc?.id ?? ref, canOpen && ready);
  useLiveDocuments();
  const processing = useProcessing(doc?.isOwner && doc.processing && !ready ? doc.id : null);
  const { t, i18n } = useLingui();
  const format = useFormat();
  usePageMeta({ title: doc ? doc.title : t`Document`, noIndex: true });

  if (isPending || isError) {
    return (
      <EntityFallback
        error={error}
        retry={refetch}
        notFound={{ title: t`We couldn’t find that document`, message: t`It may have been removed.` }}
        failed={t`Failed to load this document`}
        frame="dash-page"
        loading={
          <div className="dash-page">
            <Skeleton className="skeleton--title" height={36} width="60%" />
            <Skeleton className="doc-viewer" />
          </div>
        }
      />
    );
  }

  const state = processing.data ?? doc.processing;
  const step = state?.step ?? 'queued';
  const stepName = STEP_NAMES[step] ? i18n._(STEP_NAMES[step]!) : step;
  const price = formatPoints(doc.pointsPrice, i18n);
  return (
    <div className="dash-page" data-testid="document-viewer">
      <Link href="/dashboard/documents" className="link-arrow" style={{ display: 'inline-flex', gap: 6, alignItems: 'center', marginBottom: 12 }}>
        <ArrowLeft size={16} aria-hidden="true" /> <Trans>My Documents</Trans>
      </Link>
      <header className="lib-head">
        <div>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <TypeBadge name={doc.documentType?.name} />
            {(doc.isOwner || doc.status !== 'approved') && (
              <span className="doc-status" style={{ background: doc.statusRecord.color }} data-testid="document-status">
                {doc.statusRecord.displayName}
              </span>
            )}
          </div>
          <h1 className="dash-page__title" style={{ marginTop: 8 }}>
            {doc.title}
          </h1>
          <p className="dash-page__lead">
            {[doc.subject?.name, doc.university?.name, doc.course?.name].filter(Boolean).join(' · ')}
            {doc.pageCount ? (
              <>
                {' · '}
                <Plural value={doc.pageCount} one="# page" other="# pages" />
              </>
            ) : null}{' '}
            · ★ {formatRating(doc.averageRating, i18n)} ·{' '}
            <Plural value={doc.downloadCount} one="# download" other="# downloads" /> · {price}
          </p>
        </div>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {doc.status === 'approved' && (
            <Link href={`/documents/${doc.slug}`} className="btn btn--secondary">
              <Eye aria-hidden="true" /> <Trans>Public page</Trans>
            </Link>
          )}
          {file.data && (
            <a href={file.data.url} download={file.data.fileName} className="btn btn--primary" data-testid="download">
              <Download aria-hidden="true" /> <Trans>Download</Trans>
            </a>
          )}
        </div>
      </header>

      {doc.isOwner && doc.status === 'pending' && (
        <div className="doc-notice doc-notice--info" role="status">
          <Clock aria-hidden="true" />
          <div>
            <Trans>
              <strong>Waiting for review.</strong> A moderator checks every upload before it goes live in the marketplace.
            </Trans>
          </div>
        </div>
      )}
      {doc.isOwner && (doc.status === 'rejected' || doc.status === 'soft-reject' || doc.status === 'deleted') && (
        <div className={`doc-notice${doc.status === 'soft-reject' ? '' : ' doc-notice--danger'}`} role="alert">
          <TriangleAlert aria-hidden="true" />
          <div>
            <strong>{doc.statusRecord.displayName}.</strong> {doc.statusReason ?? ''}
          </div>
        </div>
      )}
      {state && state.state !== 'ready' && (
        <div className={`doc-notice${state.state === 'failed' ? ' doc-notice--danger' : ' doc-notice--info'}`} role="status" data-testid="processing-state">
          {state.state === 'failed' ? <TriangleAlert aria-hidden="true" /> : <Clock aria-hidden="true" />}
          <div style={{ flex: 1 }}>
            <strong>{state.state === 'failed' ? t`Processing failed.` : t`Processing: ${stepName} (${state.progress}%)`}</strong>{' '}
            {state.error}
            {state.state !== 'failed' && (
              <div className="progress" style={{ marginTop: 8 }}>
                <span style={{ width: `${Math.max(5, state.progress)}%` }} />
              </div>
            )}
          </div>
        </div>
      )}

      {state?.state === 'ready' && state.ocr && (
        <div className={`doc-notice${state.ocr.status === 'complete' ? ' doc-notice--info' : ''}`} role="status" data-testid="ocr-state">
          {state.ocr.status === 'complete' ? <ScanLine aria-hidden="true" /> : <TriangleAlert aria-hidden="true" />}
          <div>{state.ocr.message}</div>
        </div>
      )}

      {!canOpen ? (
        <EmptyState
          icon={Lock}
          title={t`Buy this document to open it`}
          text={t`Unlock the full document for ${price}.`}
          actions={
            <Link href={`/documents/${doc.slug}`} className="btn btn--primary">
              <Trans>See the preview</Trans>
            </Link>
          }
        />
      ) : !ready ? null : file.isPending ? (
        <Skeleton className="doc-viewer" />
      ) : file.isError ? (
        <ErrorPanel
          title={t`Failed to open the document`}
          message={file.error instanceof ApiError ? file.error.message : t`Try again in a moment.`}
          onRetry={() => file.refetch()}
        />
      ) : (
        <>
          {/* A frame, not an <object>: the installed app's service worker answers frames (offline, from what it kept
              for this reader) but never <object> or <embed> loads (Service Workers spec). */}
          <iframe src={file.data.url} className="doc-viewer" title={doc.title} data-testid="pdf-viewer" />
          <p className="pager-info">
            <span>
              {file.data.fileName} · {format.bytes(file.data.size)} ·{' '}
              <a href={file.data.url} target="_blank" rel="noreferrer">
                <Trans>Open the PDF</Trans> <ExternalLink size={14} aria-hidden="true" />
              </a>
            </span>
            <span>
              <Trans>Link valid until {new Intl.DateTimeFormat(format.locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(file.data.expiresAt))}</Trans>
            </span>
          </p>
        </>
      )}
    </div>
  );
}
