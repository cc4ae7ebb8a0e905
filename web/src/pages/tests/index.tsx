// /tests (spec 001 §2): public practice tests made by students, newest first, filtered by subject, kind of question
// and words of the title; the filters live in the address so a filtered list can be shared.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ClipboardCheck } from 'lucide-react';
import { useSubjects } from '../../api/catalogue.ts';
import { QUESTION_KINDS, usePublicTests } from '../../api/testprep.ts';
import { KIND_NAMES } from '../../components/testprep/labels.ts';
import { PagedFooter } from '../../components/ui/Pagination.tsx';
import { TestCards, TestCardSkeletons } from '../../components/testprep/TestCards.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

export default function TestsPage() {
  const { t, i18n } = useLingui();
  usePageMeta({
    title: t`Practice tests`,
    description: t`Free practice tests made by Studyhall students from their study material, by subject, with answers and explanations.`,
  });
  const [subject, setSubject] = useQueryParam('subject');
  const [kind, setKind] = useQueryParam('kind');
  const [q, setQ] = useQueryParam('q');
  const [pageParam, setPage] = useQueryParam('page');
  const page = Math.max(1, Number(pageParam) || 1);
  const search = useDebouncedValue(q, 300);
  const subjects = useSubjects();
  const list = usePublicTests({ page, subject, kind, q: search });
  const filter = (set: (v: string) => void) => (v: string) => {
    setPage('');
    set(v);
  };

  return (
    <div className="container section section--tight tp-page">
      <Breadcrumbs items={[{ label: t`Home`, href: '/' }, { label: t`Practice tests` }]} />
      <header className="tp-head">
        <span className="eyebrow">
          <Trans>Explore</Trans>
        </span>
        <h1 className="tp-head__title">
          <Trans>Practice tests</Trans>
        </h1>
        <p className="tp-muted">
          <Trans>Tests students made from their own study material with Test Prep. Take any of them free and see every answer explained.</Trans>
        </p>
      </header>
      <div className="tp-filters">
        <SearchInput value={q} onChange={filter(setQ)} placeholder={t`Search tests`} label={t`Search tests`} size="md" />
        <select className="input select" aria-label={t`Subject`} value={subject} onChange={(e) => filter(setSubject)(e.target.value)}>
          <option value="">{t`All subjects`}</option>
          {subjects.data?.items.map((s) => (
            <option key={s.id} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
        <fieldset className="chips tp-chips" aria-label={t`Kind of question`}>
          {QUESTION_KINDS.map((k) => (
            <button key={k} type="button" className="chip" aria-pressed={kind === k} onClick={() => filter(setKind)(kind === k ? '' : k)}>
              {i18n._(KIND_NAMES[k])}
            </button>
          ))}
        </fieldset>
      </div>
      {list.data && (
        <p className="tp-muted">
          <Plural value={list.data.total} one="# test" other="# tests" />
        </p>
      )}
      {list.isPending ? (
        <TestCardSkeletons />
      ) : list.isError ? (
        <ErrorPanel title={t`Failed to load tests`} message={list.error.message} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={ClipboardCheck} title={t`No tests match`} text={t`Try another subject or fewer words, or make your own with Test Prep.`} />
      ) : (
        <>
          <TestCards items={list.data.items} />
          <PagedFooter page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={(p) => setPage(p === 1 ? '' : String(p))} />
        </>
      )}
    </div>
  );
}
