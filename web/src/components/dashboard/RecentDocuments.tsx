// The dashboard's Recent documents: the last documents the user opened, bought or uploaded, from the library
// (Recently Viewed, My Uploads) and the wallet's purchases, one line each with what happened and when.
import { Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { useDocumentsByIds, useLibrary } from '../../api/documents.ts';
import { usePurchases } from '../../api/wallet.ts';
import { recentDocuments } from '../../lib/recent-documents.ts';
import { documentAge } from '../../lib/documents.ts';
import { DocumentCover } from '../documents/DocumentCard.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../ui/States.tsx';

/** Spec 000 §9: the dashboard previews 5 documents. */
const LIMIT = 5;

export function RecentDocuments() {
  const { t, i18n } = useLingui();
  const opened = useLibrary({ tab: 'recent', sort: 'date', page: 1, pageSize: LIMIT });
  const uploaded = useLibrary({ tab: 'uploads', sort: 'date', page: 1, pageSize: LIMIT });
  const purchases = usePurchases(LIMIT);
  const boughtIds = (purchases.data?.items ?? []).map((p) => p.documentId);
  const cards = useDocumentsByIds(boughtIds);

  const sources = [opened, uploaded, purchases, cards];
  if (sources.some((q) => q.isError)) {
    const retry = () => {
      for (const q of sources) if (q.isError) void q.refetch();
    };
    return <ErrorPanel title={t`Failed to load your documents`} onRetry={retry} />;
  }
  // The cards of the purchases wait for the purchases; with none bought there is nothing to wait for.
  if ([opened, uploaded, purchases].some((q) => q.isPending) || cards.isLoading) {
    return (
      <div className="recent-docs" role="status" aria-busy="true" aria-label={t`Loading your documents`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </div>
    );
  }
  const byId = new Map((cards.data ?? []).map((d) => [d.id, d]));
  const items = recentDocuments(
    {
      opened: opened.data?.items ?? [],
      uploaded: uploaded.data?.items ?? [],
      bought: (purchases.data?.items ?? []).flatMap((p) => {
        const doc = byId.get(p.documentId);
        return doc ? [{ doc, at: p.createdAt }] : [];
      }),
    },
    LIMIT,
  );
  if (items.length === 0) {
    return (
      <EmptyState
        className="empty-state--compact"
        icon={FileText}
        title={t`No documents yet`}
        text={t`Documents you open, buy or upload show up here, so you can open them again in one click.`}
        actions={
          <>
            <Link href="/documents" className="btn btn--primary btn--sm">
              <Trans>Browse documents</Trans>
            </Link>
            <Link href="/dashboard/documents/upload" className="btn btn--secondary btn--sm">
              <Trans>Upload yours</Trans>
            </Link>
          </>
        }
      />
    );
  }
  return (
    <ul className="recent-docs" data-testid="recent-documents">
      {items.map((r) => {
        const age = documentAge(r.at, undefined, i18n);
        return (
        <li key={r.doc.id}>
          <Link href={r.href} className="recent-doc">
            <span className="recent-doc__cover">
              <DocumentCover url={r.doc.coverUrl} />
            </span>
            <span className="recent-doc__body">
              <span className="recent-doc__title">{r.doc.title}</span>
              <span className="recent-doc__meta">
                {t`${select(r.event, { opened: `Opened ${age}`, bought: `Bought ${age}`, other: `Uploaded ${age}` })}`}
                {r.doc.subject && <> · {r.doc.subject.name}</>}
              </span>
            </span>
            {r.status && (
              <span className="recent-doc__status" style={{ color: r.status.color }}>
                {r.status.label}
              </span>
            )}
          </Link>
        </li>
        );
      })}
    </ul>
  );
}
