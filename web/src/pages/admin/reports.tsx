// /admin/reports: what users reported, open ones first (the default tab), filtered by kind, reason and reporter and
// sorted by age or by how many open reports the item has. Each open report can be dismissed, taken down (the item
// leaves the site through its module; every open report on it is settled) or answered with a warning mail to the
// owner; the reason goes to the audit log, and the warning quotes it.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, Check, Flag, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { REPORT_REASONS, REPORT_TARGETS, type ReportAction, type ReportReason, type ReportStatus, type ReportTarget } from '../../../../modules/reports/contract.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { type ReportRow, useAdminReports, useResolveReport } from '../../api/reports.ts';
import { AdminPage, Person, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

type Tab = ReportStatus | 'all';
const STATUS_LABEL: Record<ReportStatus, MessageDescriptor> = { open: msg`Open`, 'taken-down': msg`Taken down`, warned: msg`Warned`, dismissed: msg`Dismissed` };
const TABS: { id: Tab; label: MessageDescriptor }[] = [
  { id: 'open', label: STATUS_LABEL.open },
  { id: 'taken-down', label: STATUS_LABEL['taken-down'] },
  { id: 'warned', label: STATUS_LABEL.warned },
  { id: 'dismissed', label: STATUS_LABEL.dismissed },
  { id: 'all', label: msg`All` },
];
const tone: Record<ReportStatus, Tone> = { open: 'warning', 'taken-down': 'danger', warned: 'brand', dismissed: 'muted' };

/** A reported item's kind, alone ("Document") and as a filter ("Documents"). */
const KIND: Record<ReportTarget, { one: MessageDescriptor; all: MessageDescriptor }> = {
  document: { one: msg`Document`, all: msg`Documents` },
  question: { one: msg`Question`, all: msg`Questions` },
  deck: { one: msg`Deck`, all: msg`Decks` },
  review: { one: msg`Review`, all: msg`Reviews` },
};

/** The reasons in the page's language: as a label, and inside a sentence ("reported for spam or advertising"). */
const REASON: Record<ReportReason, { label: MessageDescriptor; inSentence: MessageDescriptor }> = {
  copyright: { label: msg`Copyright infringement`, inSentence: msg`copyright infringement` },
  spam: { label: msg`Spam or advertising`, inSentence: msg`spam or advertising` },
  inappropriate: { label: msg`Inappropriate or offensive`, inSentence: msg`inappropriate or offensive` },
  'wrong-information': { label: msg`Wrong or misleading information`, inSentence: msg`wrong or misleading information` },
  harassment: { label: msg`Harassment or personal information`, inSentence: msg`harassment or personal information` },
  other: { label: msg`Something else`, inSentence: msg`something else` },
};

type DialogWords = { title: MessageDescriptor; confirm: MessageDescriptor; busy: MessageDescriptor; done: MessageDescriptor; hint: MessageDescriptor };
const DIALOG: Record<ReportAction, DialogWords & { icon: typeof Check; tone: 'primary' | 'danger' }> = {
  dismiss: {
    title: msg`Dismiss this report?`,
    confirm: msg`Dismiss`,
    busy: msg`Dismiss…`,
    icon: Check,
    tone: 'primary',
    done: msg`Report dismissed`,
    hint: msg`Kept in the audit log.`,
  },
  'take-down': {
    title: msg`Take this down?`,
    confirm: msg`Take down`,
    busy: msg`Take down…`,
    icon: Ban,
    tone: 'danger',
    done: msg`Taken down`,
    hint: msg`Kept in the audit log; a document keeps it as the reason its seller sees.`,
  },
  warn: {
    title: msg`Warn the owner?`,
    confirm: msg`Send warning`,
    busy: msg`Send warning…`,
    icon: MailWarning,
    tone: 'primary',
    done: msg`Warning sent`,
    hint: msg`Quoted in the mail to the owner.`,
  },
};

export default function AdminReportsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
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
  const kindBy = (type: ReportTarget, owner: string | null) => {
    const kindName = i18n._(KIND[type].one);
    return owner ? t`${kindName} by ${owner}` : kindName;
  };
  /** "Document “Notes”, reported for spam or advertising." */
  const reportedFor = (report: ReportRow) => {
    const kindName = i18n._(KIND[report.target.type].one);
    const title = report.target.title;
    const why = i18n._(REASON[report.reason].inSentence);
    return t`${kindName} “${title}”, reported for ${why}.`;
  };
  const filter = (set: (v: string) => void) => (value: string) => {
    set(value);
    resetPage();
  };

  const columns: Column<ReportRow>[] = [
    {
      id: 'item',
      header: t`Reported`,
      kind: 'primary',
      cell: (r) => (
        <>
          <span className="cell-sub">{kindBy(r.target.type, r.target.ownerName)}</span>
          {r.target.href ? (
            <a href={r.target.href} target="_blank" rel="noreferrer" className="cell-strong">
              {r.target.title}
            </a>
          ) : (
            <span className="cell-strong">{r.target.title}</span>
          )}
          {r.openOnTarget > 1 && r.status === 'open' && (
            <span className="cell-sub">{t`${plural(r.openOnTarget, { one: '# open report on this', other: '# open reports on this' })}`}</span>
          )}
        </>
      ),
    },
    {
      id: 'reason',
      header: t`Reason`,
      cell: (r) => (
        <>
          <span>{i18n._(REASON[r.reason].label)}</span>
          {r.details && <span className="cell-sub">“{r.details}”</span>}
        </>
      ),
    },
    {
      id: 'reporter',
      header: t`Reporter`,
      cell: (r) => (
        <>
          <Person user={r.reporter} onFilter={setSearch} />
          <span className="cell-sub">{format.dateTime(r.createdAt)}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (r) => (
        <>
          <Pill tone={tone[r.status]}>{i18n._(STATUS_LABEL[r.status])}</Pill>
          {r.resolvedBy && <span className="cell-sub">{t`by ${r.resolvedBy.fullName}`}</span>}
          {r.resolutionNote && <span className="cell-sub">{r.resolutionNote}</span>}
        </>
      ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      kind: 'actions',
      cell: (r) =>
        r.status === 'open' ? (
          <div className="cell-actions">
            <button type="button" className="btn btn--danger btn--sm" onClick={() => setDeciding({ report: r, action: 'take-down' })}>
              <Trans>Take down</Trans>
            </button>
            {r.target.ownerId && (
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => setDeciding({ report: r, action: 'warn' })}>
                <Trans>Warn</Trans>
              </button>
            )}
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setDeciding({ report: r, action: 'dismiss' })}>
              <Trans>Dismiss</Trans>
            </button>
          </div>
        ) : null,
    },
  ];

  const d = deciding ? DIALOG[deciding.action] : null;
  return (
    <AdminPage
      eyebrow={t`Moderation`}
      title={t`Reports`}
      lead={t`What users reported: documents, homework questions, flashcard decks and reviews. Decide each one; the decision and its reason are audited.`}
      testId="admin-reports"
    >
      <StatusTabs<Tab>
        label={t`Report status`}
        tabs={TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }))}
        value={status}
        onChange={(id) => {
          setStatus(id === 'open' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder={t`Reporter or details`} label={t`Search reports by reporter or details`} size="md" />
        <select className="input select" aria-label={t`Kind`} value={kind} onChange={(e) => filter(setKind)(e.target.value)}>
          <option value="">{t`All kinds`}</option>
          {REPORT_TARGETS.map((target) => (
            <option key={target} value={target}>
              {i18n._(KIND[target].all)}
            </option>
          ))}
        </select>
        <select className="input select" aria-label={t`Reason`} value={reason} onChange={(e) => filter(setReason)(e.target.value)}>
          <option value="">{t`All reasons`}</option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {i18n._(REASON[r].label)}
            </option>
          ))}
        </select>
        <select className="input select" aria-label={t`Sort`} value={sort} onChange={(e) => filter(setSort)(e.target.value)}>
          <option value="">{t`Newest first`}</option>
          <option value="open_on_target">{t`Most reported first`}</option>
        </select>
      </div>
      <AdminTable
        noun={t`reports`}
        failedTitle={t`Failed to load reports`}
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        testId="admin-reports-table"
        onPage={setPage}
        empty={{
          icon: Flag,
          title: status === 'open' && !debounced && !kind && !reason ? t`No reports waiting` : t`No reports match these filters`,
          text: t`Users report documents, questions, decks and reviews from their pages.`,
        }}
      />
      {deciding && d && (
        <ConfirmDialog
          title={i18n._(d.title)}
          text={reportedFor(deciding.report)}
          confirmLabel={i18n._(d.confirm)}
          busyLabel={i18n._(d.busy)}
          tone={d.tone}
          icon={d.icon}
          reason={{ label: t`Reason`, hint: i18n._(d.hint), requiredMessage: t`Give a reason` }}
          onClose={() => setDeciding(null)}
          onConfirm={async (text) => {
            await resolve.mutateAsync({ id: deciding.report.id, action: deciding.action, reason: text });
            toast.success(i18n._(d.done), { description: deciding.report.target.title });
          }}
        />
      )}
    </AdminPage>
  );
}
