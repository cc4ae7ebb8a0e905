// /dashboard/ai-writer: the user's papers (AI Writer and XY Editor alike), most recently changed first, and the way
// to start a new one.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileText, PenLine, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { usePapers } from '../../../api/papers.ts';
import { SearchInput } from '../../../components/ui/SearchInput.tsx';
import { Skeleton } from '../../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../../components/ui/States.tsx';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.ts';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import { useFormat } from '../../../hooks/useFormat.ts';
import { STYLE_NAMES } from '../../../components/papers/labels.ts';
import { LEVEL_LABELS } from './paper-labels.ts';
import '../../../styles/papers.css';

export default function PapersPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  usePageMeta({ title: t`AI Writer`, description: t`Your papers, drafts and saved versions.` });
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const papers = usePapers(page, q);
  const newPaper = (
    <Link href="/dashboard/ai-writer/paper" className="btn btn--primary">
      <Plus aria-hidden="true" /> <Trans>New paper</Trans>
    </Link>
  );
  return (
    <div className="dash-page">
      <header className="dash-page__head paper-list__head">
        <div>
          <h1 className="dash-page__title">
            <Trans>AI Writer</Trans>
          </h1>
          <p className="dash-page__lead">
            <Trans>Your papers, with every saved version. Drafts are written from the sources you choose, with citations.</Trans>
          </p>
        </div>
        {newPaper}
      </header>
      <SearchInput value={search} onChange={(v) => { setSearch(v); setPage(1); }} placeholder={t`Search your papers`} label={t`Search your papers by title`} size="md" />
      {papers.isPending && (
        <div className="paper-list" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={76} />
          ))}
        </div>
      )}
      {papers.isError && <ErrorPanel title={t`Your papers could not be loaded`} onRetry={() => papers.refetch()} />}
      {papers.data && papers.data.total === 0 && (
        <EmptyState icon={PenLine} title={q ? t`No papers match` : t`No papers yet`}
          text={t`Start a paper with the AI Writer, or just type in the XY Editor.`}
          actions={newPaper} />
      )}
      {papers.data && papers.data.total > 0 && (
        <ul className="paper-list">
          {papers.data.items.map((p) => (
            <li key={p.id}>
              <Link
                href={p.paperType.subType === 'editing' ? `/dashboard/xyeditor/paper/${p.id}` : `/dashboard/ai-writer/paper/${p.id}`}
                className="card card--interactive paper-card"
              >
                <span className="icon-tile" style={{ ['--tile-color' as string]: '#7c3aed' }}>
                  <FileText aria-hidden="true" />
                </span>
                <span className="paper-card__text">
                  <span className="paper-card__title">{p.title}</span>
                  <span className="paper-card__meta">
                    <Plural value={p.wordCount} one="# word" other="# words" /> · <Trans>Version {p.version}</Trans> · {i18n._(LEVEL_LABELS[p.level])} ·{' '}
                    {i18n._(STYLE_NAMES[p.citationStyle])} · {format.relativeTime(p.updatedAt)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {papers.data && papers.data.total > papers.data.pageSize && (
        <nav className="paper-list__pages" aria-label={t`Pages`}>
          <button type="button" className="btn btn--secondary btn--sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Newer</Trans>
          </button>
          <button type="button" className="btn btn--secondary btn--sm" disabled={page * papers.data.pageSize >= papers.data.total} onClick={() => setPage(page + 1)}>
            <Trans>Older</Trans>
          </button>
        </nav>
      )}
    </div>
  );
}
