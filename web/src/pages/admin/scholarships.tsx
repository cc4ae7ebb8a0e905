// /admin/scholarships: the applications from /scholarships, new ones first (the default tab), searchable by the
// applicant. Each can be shortlisted, awarded or declined with a reason that goes to the audit log.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Award, Check, Trophy, X } from 'lucide-react';
import { useState } from 'react';
import { SCHOLARSHIP_STATUSES, type ScholarshipStatus } from '../../../../modules/content/contract.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { type ScholarshipRow, useAdminScholarships, useSetScholarshipStatus } from '../../api/forms.ts';
import { AdminPage, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { auditReason, ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

type Tab = ScholarshipStatus | 'all';
const STATUS_LABEL: Record<ScholarshipStatus, MessageDescriptor> = { new: msg`New`, shortlisted: msg`Shortlisted`, awarded: msg`Awarded`, declined: msg`Declined` };
const TABS: { id: Tab; label: MessageDescriptor }[] = [...SCHOLARSHIP_STATUSES.map((s) => ({ id: s, label: STATUS_LABEL[s] })), { id: 'all', label: msg`All` }];
const tone: Record<ScholarshipStatus, Tone> = { new: 'warning', shortlisted: 'brand', awarded: 'success', declined: 'muted' };
type Move = { to: ScholarshipStatus; label: MessageDescriptor; busy: MessageDescriptor; title: MessageDescriptor; done: MessageDescriptor; icon: typeof Check; tone: 'primary' | 'danger' };
const MOVES: Move[] = [
  { to: 'shortlisted', label: msg`Shortlist`, busy: msg`Shortlist…`, title: msg`Shortlist this application?`, done: msg`Application shortlisted`, icon: Check, tone: 'primary' },
  { to: 'awarded', label: msg`Award`, busy: msg`Award…`, title: msg`Award this application?`, done: msg`Application awarded`, icon: Award, tone: 'primary' },
  { to: 'declined', label: msg`Decline`, busy: msg`Decline…`, title: msg`Decline this application?`, done: msg`Application declined`, icon: X, tone: 'danger' },
];

export default function AdminScholarshipsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [statusParam, setStatus] = useQueryParam('status');
  const { page, setPage, resetPage, search, setSearch, debounced } = useListParams('q');
  const [deciding, setDeciding] = useState<{ row: ScholarshipRow; move: (typeof MOVES)[number] } | null>(null);
  const status = (TABS.find((t) => t.id === statusParam)?.id ?? 'new') as Tab;
  const query = useAdminScholarships({ status: status === 'all' ? undefined : status, q: debounced || undefined, page, pageSize: ADMIN_PAGE_SIZE });
  const setStatusOf = useSetScholarshipStatus();

  const columns: Column<ScholarshipRow>[] = [
    {
      id: 'applicant',
      header: t`Applicant`,
      kind: 'primary',
      cell: (r) => (
        <>
          <span className="cell-strong">{r.name}</span>
          <a className="cell-sub" href={`mailto:${r.email}`}>
            {r.email}
          </a>
          <span className="cell-sub">{format.dateTime(r.createdAt)}</span>
        </>
      ),
    },
    {
      id: 'study',
      header: t`University and course`,
      cell: (r) => (
        <>
          <span>{r.university}</span>
          <span className="cell-sub">{r.course}</span>
        </>
      ),
    },
    {
      id: 'essay',
      header: t`Essay`,
      cell: (r) => (
        <details>
          <summary>{t`${plural(r.words, { one: '# word', other: '# words' })}`}</summary>
          <p className="admin-essay">{r.essay}</p>
        </details>
      ),
    },
    { id: 'status', header: t`Status`, cell: (r) => <Pill tone={tone[r.status]}>{i18n._(STATUS_LABEL[r.status])}</Pill> },
    {
      id: 'actions',
      header: t`Actions`,
      kind: 'actions',
      cell: (r) => (
        <div className="cell-actions">
          {MOVES.filter((m) => m.to !== r.status).map((move) => (
            <button
              key={move.to}
              type="button"
              className={`btn btn--sm ${move.tone === 'danger' ? 'btn--danger' : 'btn--secondary'}`}
              onClick={() => setDeciding({ row: r, move })}
            >
              {i18n._(move.label)}
            </button>
          ))}
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      eyebrow={t`Company`}
      title={t`Scholarships`}
      lead={t`Applications for the Studyhall Scholarship. Shortlist, award or decline each one; the decision and its reason are audited.`}
      testId="admin-scholarships"
    >
      <StatusTabs<Tab>
        label={t`Application status`}
        tabs={TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }))}
        value={status}
        onChange={(id) => {
          setStatus(id === 'new' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder={t`Applicant name or email`} label={t`Search applications by name or email`} size="md" />
      </div>
      <AdminTable
        noun={t`applications`}
        failedTitle={t`Failed to load applications`}
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        testId="admin-scholarships-table"
        onPage={setPage}
        empty={{
          icon: Trophy,
          title: status === 'new' && !debounced ? t`No new applications` : t`No applications match these filters`,
          text: t`Students apply on the Scholarships page.`,
        }}
      />
      {deciding && (
        <ConfirmDialog
          title={i18n._(deciding.move.title)}
          text={t`${deciding.row.name}, ${deciding.row.course} at ${deciding.row.university}.`}
          confirmLabel={i18n._(deciding.move.label)}
          busyLabel={i18n._(deciding.move.busy)}
          tone={deciding.move.tone}
          icon={deciding.move.icon}
          reason={auditReason(i18n)}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            await setStatusOf.mutateAsync({ id: deciding.row.id, status: deciding.move.to, reason });
            toast.success(i18n._(deciding.move.done), { description: deciding.row.name });
          }}
        />
      )}
    </AdminPage>
  );
}
