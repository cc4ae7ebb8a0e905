// /admin/reports: what users reported, open ones first (the default tab), filtered by kind, reason and reporter and
// sorted by age or by how many open reports the item has. Each open report can be dismissed, taken down (the item
// leaves the site through its module; every open report on it is settled) or answered with a warning mail to the
// owner; the reason goes to the audit log, and the warning quotes it.
import { Ban, Check, Flag, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TARGETS, type ReportAction, type ReportStatus } from '../../../../modules/reports/contract.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { type ReportRow, useAdminReports, useResolveReport } from '../../api/reports.ts';
import { AdminPage, Person, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDateTime, titleCase } from '../../lib/format.ts';

type Tab = ReportStatus | 'all';
const TABS: { id: Tab; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'taken-down', label: 'Taken down' },
  { id: 'warned', label: 'Warned' },
  { id: 'dismissed', label: 'Dismissed' },
  { id: 'all', label: 'All' },
];
const tone: Record<ReportStatus, Tone> = { open: 'warning', 'taken-down': 'danger', warned: 'brand', dismissed: 'muted' };

const DIALOG: Record<ReportAction, { title: string; confirm: string; icon: typeof Check; tone: 'primary' | 'danger'; done: string; hint: string }> = {
  dismiss: { title: 'Dismiss this report?', confirm: 'Dismiss', icon: Check, tone: 'primary', done: 'Report dismissed', hint: 'Kept in the audit log.' },
  'take-down': {
    title: 'Take this down?', confirm: 'Take down', icon: Ban, tone: 'danger', done: 'Taken down',
    hint: 'Kept in the audit log; a document keeps it as the reason its seller sees.',
  },
  warn: { title: 'Warn the owner?', confirm: 'Send warning', icon: MailWarning, tone: 'primary', done: 'Warning sent', hint: 'Quoted in the mail to the owner.' },
};

export default function AdminReportsPage() {
  const [statusParam, setStatus] = useQueryParam('status');
  const [kind, setKind] = useQueryParam('kind');
  const [reason, setReason] = useQueryParam('reason');
  const [sort, setSort] = useQueryParam('sort');
  const { page, setPage, resetPage, search, setSearch, debounced } = useListParams('q');
  const [deciding, setDeciding] = useState<{ report: ReportRow; action: ReportAction } | null>(null);
  const status = (TABS.find((t) => t.id === statusParam)?.id ?? 'open') as Tab;
  const query = useAdminReports({
    status: status === 'all' ? undefined : status,
    targetType: kind || undefined,
    reason: reason || undefined,
    q: debounced || undefined,
    sort: sort || undefined,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const resolve = useResolveReport();
  const filter = (set: (v: string) => void) => (value: string) => {
    set(value);
    resetPage();
  };

  const columns: Column<ReportRow>[] = [
    {
      id: 'item',
      header: 'Reported',
      kind: 'primary',
      cell: (r) => (
        <>
          <span className="cell-sub">{titleCase(r.target.type)}{r.target.ownerName ? ` by ${r.target.ownerName}` : ''}</span>
          {r.target.href ? (
            <a href={r.target.href} target="_blank" rel="noreferrer" className="cell-strong">
              {r.target.title}
            </a>
          ) : (
            <span className="cell-strong">{r.target.title}</span>
          )}
          {r.openOnTarget > 1 && r.status === 'open' && <span className="cell-sub">{r.openOnTarget} open reports on this</span>}
        </>
      ),
    },
    {
      id: 'reason',
      header: 'Reason',
      cell: (r) => (
        <>
          <span>{REPORT_REASON_LABELS[r.reason]}</span>
          {r.details && <span className="cell-sub">“{r.details}”</span>}
        </>
      ),
    },
    {
      id: 'reporter',
      header: 'Reporter',
      cell: (r) => (
        <>
          <Person user={r.reporter} onFilter={setSearch} />
          <span className="cell-sub">{formatDateTime(r.createdAt)}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => (
        <>
          <Pill tone={tone[r.status]}>{titleCase(r.status.replace('-', ' '))}</Pill>
          {r.resolvedBy && <span className="cell-sub">by {r.resolvedBy.fullName}</span>}
          {r.resolutionNote && <span className="cell-sub">{r.resolutionNote}</span>}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (r) =>
        r.status === 'open' ? (
          <div className="cell-actions">
            <button type="button" className="btn btn--danger btn--sm" onClick={() => setDeciding({ report: r, action: 'take-down' })}>
              Take down
            </button>
            {r.target.ownerId && (
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => setDeciding({ report: r, action: 'warn' })}>
                Warn
              </button>
            )}
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setDeciding({ report: r, action: 'dismiss' })}>
              Dismiss
            </button>
          </div>
        ) : null,
    },
  ];

  const d = deciding ? DIALOG[deciding.action] : null;
  return (
    <AdminPage eyebrow="Moderation" title="Reports" lead="What users reported: documents, homework questions, flashcard decks and reviews. Decide each one; the decision and its reason are audited." testId="admin-reports">
      <StatusTabs<Tab>
        label="Report status"
        tabs={TABS}
        value={status}
        onChange={(id) => {
          setStatus(id === 'open' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder="Reporter or details" label="Search reports by reporter or details" size="md" />
        <select className="input select" aria-label="Kind" value={kind} onChange={(e) => filter(setKind)(e.target.value)}>
          <option value="">All kinds</option>
          {REPORT_TARGETS.map((t) => (
            <option key={t} value={t}>
              {titleCase(t)}s
            </option>
          ))}
        </select>
        <select className="input select" aria-label="Reason" value={reason} onChange={(e) => filter(setReason)(e.target.value)}>
          <option value="">All reasons</option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {REPORT_REASON_LABELS[r]}
            </option>
          ))}
        </select>
        <select className="input select" aria-label="Sort" value={sort} onChange={(e) => filter(setSort)(e.target.value)}>
          <option value="">Newest first</option>
          <option value="open_on_target">Most reported first</option>
        </select>
      </div>
      <AdminTable
        noun="reports"
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        testId="admin-reports-table"
        onPage={setPage}
        empty={{
          icon: Flag,
          title: status === 'open' && !debounced && !kind && !reason ? 'No reports waiting' : 'No reports match these filters',
          text: 'Users report documents, questions, decks and reviews from their pages.',
        }}
      />
      {deciding && d && (
        <ConfirmDialog
          title={d.title}
          text={
            <>
              {titleCase(deciding.report.target.type)} “{deciding.report.target.title}”, reported for {REPORT_REASON_LABELS[deciding.report.reason].toLowerCase()}.
            </>
          }
          confirmLabel={d.confirm}
          busyLabel={`${d.confirm}…`}
          tone={d.tone}
          icon={d.icon}
          reason={{ label: 'Reason', hint: d.hint, requiredMessage: 'Give a reason' }}
          onClose={() => setDeciding(null)}
          onConfirm={async (text) => {
            await resolve.mutateAsync({ id: deciding.report.id, action: deciding.action, reason: text });
            toast.success(d.done, { description: deciding.report.target.title });
          }}
        />
      )}
    </AdminPage>
  );
}
