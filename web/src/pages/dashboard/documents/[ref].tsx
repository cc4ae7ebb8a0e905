// /dashboard/documents/{slug or id}: the full document for its owner, a buyer or an admin, through the
// signed URL (embedded PDF with a download link), with the processing and moderation state for the owner.
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
import { formatNumber, plural } from '../../../lib/format.ts';

export default function DocumentViewerPage() {
  const { ref = '' } = useParams<{ ref: string }>();
  const { data: doc, isPending, isError, error, refetch } = useDocument(ref);
  const canOpen = Boolean(doc?.hasAccess);
  const ready = doc?.processing ? doc.processing.state === 'ready' : Boolean(doc?.pageCount);
  const file = useDocumentFile(doc?.id ?? ref, canOpen && ready);
  useLiveDocuments();
  const processing = useProcessing(doc?.isOwner && doc.processing && !ready ? doc.id : null);
  usePageMeta({ title: doc ? doc.title : 'Document', noIndex: true });

  if (isPending || isError) {
    return (
      <EntityFallback
        error={error}
        retry={refetch}
        notFound={{ title: 'We couldn’t find that document', message: 'It may have been removed.' }}
        failed="Failed to load this document"
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
  return (
    <div className="dash-page" data-testid="document-viewer">
      <Link href="/dashboard/documents" className="link-arrow" style={{ display: 'inline-flex', gap: 6, alignItems: 'center', marginBottom: 12 }}>
        <ArrowLeft size={16} aria-hidden="true" /> My Documents
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
            {doc.pageCount ? ` · ${plural(doc.pageCount, 'page')}` : ''} · ★ {formatRating(doc.averageRating)} ·{' '}
            {formatNumber(doc.downloadCount)} downloads · {formatPoints(doc.pointsPrice)}
          </p>
        </div>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {doc.status === 'approved' && (
            <Link href={`/documents/${doc.slug}`} className="btn btn--secondary">
              <Eye aria-hidden="true" /> Public page
            </Link>
          )}
          {file.data && (
            <a href={file.data.url} download={file.data.fileName} className="btn btn--primary" data-testid="download">
              <Download aria-hidden="true" /> Download
            </a>
          )}
        </div>
      </header>

      {doc.isOwner && doc.status === 'pending' && (
        <div className="doc-notice doc-notice--info" role="status">
          <Clock aria-hidden="true" />
          <div>
            <strong>Waiting for review.</strong> A moderator checks every upload before it goes live in the marketplace.
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
            <strong>{state.state === 'failed' ? 'Processing failed.' : `Processing: ${state.step ?? 'queued'} (${state.progress}%)`}</strong>{' '}
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
          title="Buy this document to open it"
          text={`Unlock the full document for ${formatPoints(doc.pointsPrice)}.`}
          actions={
            <Link href={`/documents/${doc.slug}`} className="btn btn--primary">
              See the preview
            </Link>
          }
        />
      ) : !ready ? null : file.isPending ? (
        <Skeleton className="doc-viewer" />
      ) : file.isError ? (
        <ErrorPanel
          title="Failed to open the document"
          message={file.error instanceof ApiError ? file.error.message : 'Try again in a moment.'}
          onRetry={() => file.refetch()}
        />
      ) : (
        <>
          {/* A frame, not an <object>: the installed app's service worker answers frames (offline, from what it kept
              for this reader) but never <object> or <embed> loads (Service Workers spec). */}
          <iframe src={file.data.url} className="doc-viewer" title={doc.title} data-testid="pdf-viewer" />
          <p className="pager-info">
            <span>
              {file.data.fileName} · {file.data.size >= 1_000_000 ? `${(file.data.size / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(file.data.size / 1000))} KB`} ·{' '}
              <a href={file.data.url} target="_blank" rel="noreferrer">
                Open the PDF <ExternalLink size={14} aria-hidden="true" />
              </a>
            </span>
            <span>Link valid until {new Date(file.data.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</span>
          </p>
        </>
      )}
    </div>
  );
}
