// /admin/scholarships: the applications from /scholarships, new ones first (the default tab), searchable by the
// applicant. Each can be shortlisted, awarded or declined with a reason that goes to the audit log.
import { Award, Check, Trophy, X } from 'lucide-react';
import { useState } from 'react';
import { SCHOLARSHIP_STATUSES, type ScholarshipStatus } from '../../../../modules/content/contract.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { type ScholarshipRow, useAdminScholarships, useSetScholarshipStatus } from '../../api/forms.ts';
import { AdminPage, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDateTime, titleCase } from '../../lib/format.ts';

type Tab = ScholarshipStatus | 'all';
const TABS: { id: Tab; label: string }[] = [...SCHOLARSHIP_STATUSES.map((s) => ({ id: s, label: titleCase(s) })), { id: 'all', label: 'All' }];
const tone: Record<ScholarshipStatus, Tone> = { new: 'warning', shortlisted: 'brand', awarded: 'success', declined: 'muted' };
const MOVES: { to: ScholarshipStatus; label: string; icon: typeof Check; tone: 'primary' | 'danger' }[] = [
  { to: 'shortlisted', label: 'Shortlist', icon: Check, tone: 'primary' },
  { to: 'awarded', label: 'Award', icon: Award, tone: 'primary' },
  { to: 'declined', label: 'Decline', icon: X, tone: 'danger' },
];

export default function AdminScholarshipsPage() {
  const [statusParam, setStatus] = useQueryParam('status');
  const { page, setPage, resetPage, search, setSearch, debounced } = useListParams('q');
  const [deciding, setDeciding] = useState<{ row: ScholarshipRow; move: (typeof MOVES)[number] } | null>(null);
  const status = (TABS.find((t) => t.id === statusParam)?.id ?? 'new') as Tab;
  const query = useAdminScholarships({ status: status === 'all' ? undefined : status, q: debounced || undefined, page, pageSize: ADMIN_PAGE_SIZE });
  const setStatusOf = useSetScholarshipStatus();

  const columns: Column<ScholarshipRow>[] = [
    {
      id: 'applicant',
      header: 'Applicant',
      kind: 'primary',
      cell: (r) => (
        <>
          <span className="cell-strong">{r.name}</span>
          <a className="cell-sub" href={`mailto:${r.email}`}>
            {r.email}
          </a>
          <span className="cell-sub">{formatDateTime(r.createdAt)}</span>
        </>
      ),
    },
    {
      id: 'study',
      header: 'University and course',
      cell: (r) => (
        <>
          <span>{r.university}</span>
          <span className="cell-sub">{r.course}</span>
        </>
      ),
    },
    {
      id: 'essay',
      header: 'Essay',
      cell: (r) => (
        <details>
          <summary>{r.words} words</summary>
          <p className="admin-essay">{r.essay}</p>
        </details>
      ),
    },
    { id: 'status', header: 'Status', cell: (r) => <Pill tone={tone[r.status]}>{titleCase(r.status)}</Pill> },
    {
      id: 'actions',
      header: 'Actions',
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
              {move.label}
            </button>
          ))}
        </div>
      ),
    },
  ];

  return (
    <AdminPage eyebrow="Company" title="Scholarships" lead="Applications for the Studyhall Scholarship. Shortlist, award or decline each one; the decision and its reason are audited." testId="admin-scholarships">
      <StatusTabs<Tab>
        label="Application status"
        tabs={TABS}
        value={status}
        onChange={(id) => {
          setStatus(id === 'new' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder="Applicant name or email" label="Search applications by name or email" size="md" />
      </div>
      <AdminTable
        noun="applications"
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        testId="admin-scholarships-table"
        onPage={setPage}
        empty={{ icon: Trophy, title: status === 'new' && !debounced ? 'No new applications' : 'No applications match these filters', text: 'Students apply on the Scholarships page.' }}
      />
      {deciding && (
        <ConfirmDialog
          title={`${deciding.move.label} this application?`}
          text={
            <>
              {deciding.row.name}, {deciding.row.course} at {deciding.row.university}.
            </>
          }
          confirmLabel={deciding.move.label}
          busyLabel={`${deciding.move.label}…`}
          tone={deciding.move.tone}
          icon={deciding.move.icon}
          reason={{ label: 'Reason', hint: 'Kept in the audit log.', requiredMessage: 'Give a reason' }}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            await setStatusOf.mutateAsync({ id: deciding.row.id, status: deciding.move.to, reason });
            toast.success(`Application ${deciding.move.to}`, { description: deciding.row.name });
          }}
        />
      )}
    </AdminPage>
  );
}
