// /admin/legal-notice: notice-and-takedown requests and complaints from the legal pages, received ones first (the
// default tab). An admin moves a notice through reviewing to actioned or rejected, takes the document it names down
// (through the documents module; the notice becomes actioned) or replies by mail. Every action is audited.
import { Ban, Mail, Scale } from 'lucide-react';
import { useState } from 'react';
import { LEGAL_NOTICE_KINDS, LEGAL_NOTICE_STATUSES, type LegalNoticeStatus } from '../../../../modules/content/contract.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { type LegalNoticeRow, useActOnLegalNotice, useAdminLegalNotices } from '../../api/forms.ts';
import { AdminPage, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { InputField } from '../../components/ui/Form.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDateTime, titleCase } from '../../lib/format.ts';

type Tab = LegalNoticeStatus | 'all';
const TABS: { id: Tab; label: string }[] = [...LEGAL_NOTICE_STATUSES.map((s) => ({ id: s, label: titleCase(s) })), { id: 'all', label: 'All' }];
const tone: Record<LegalNoticeStatus, Tone> = { received: 'warning', reviewing: 'brand', actioned: 'success', rejected: 'muted' };
const KIND_LABEL = { takedown: 'Takedown notice', complaint: 'Complaint' } as const;
const STATUS_VERB: Record<LegalNoticeStatus, string> = { received: 'Reopen', reviewing: 'Review', actioned: 'Mark actioned', rejected: 'Reject' };

type Deciding = { row: LegalNoticeRow } & ({ action: 'status'; status: LegalNoticeStatus } | { action: 'take-down' } | { action: 'reply' });

export default function AdminLegalNoticePage() {
  const [statusParam, setStatus] = useQueryParam('status');
  const [kind, setKind] = useQueryParam('kind');
  const { page, setPage, resetPage, search, setSearch, debounced } = useListParams('q');
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [documentRef, setDocumentRef] = useState('');
  const status = (TABS.find((t) => t.id === statusParam)?.id ?? 'received') as Tab;
  const query = useAdminLegalNotices({
    status: status === 'all' ? undefined : status,
    kind: kind || undefined,
    q: debounced || undefined,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const act = useActOnLegalNotice();

  const columns: Column<LegalNoticeRow>[] = [
    {
      id: 'notice',
      header: 'Notice',
      kind: 'primary',
      cell: (r) => (
        <>
          <span className="cell-sub">{KIND_LABEL[r.kind]}</span>
          <span className="cell-strong">{r.concerns}</span>
          <details>
            <summary>Claim</summary>
            <p className="admin-essay">{r.claim}</p>
          </details>
        </>
      ),
    },
    {
      id: 'sender',
      header: 'Sender',
      cell: (r) => (
        <>
          <span>{r.name}</span>
          <a className="cell-sub" href={`mailto:${r.email}`}>
            {r.email}
          </a>
          <span className="cell-sub">{formatDateTime(r.createdAt)}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => (
        <>
          <Pill tone={tone[r.status]}>{titleCase(r.status)}</Pill>
          {r.documentId && <span className="cell-sub">Document taken down</span>}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (r) => (
        <div className="cell-actions">
          {r.kind === 'takedown' && !r.documentId && (
            <button
              type="button"
              className="btn btn--danger btn--sm"
              onClick={() => {
                setDocumentRef(r.concerns);
                setDeciding({ row: r, action: 'take-down' });
              }}
            >
              Take down
            </button>
          )}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setDeciding({ row: r, action: 'reply' })}>
            Reply
          </button>
          {LEGAL_NOTICE_STATUSES.filter((s) => s !== r.status && s !== 'received').map((s) => (
            <button key={s} type="button" className="btn btn--secondary btn--sm" onClick={() => setDeciding({ row: r, action: 'status', status: s })}>
              {STATUS_VERB[s]}
            </button>
          ))}
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      eyebrow="Legal"
      title="Legal notices"
      lead="Notice-and-takedown requests and complaints sent from the legal pages. Every state change, takedown and reply is audited."
      testId="admin-legal-notice"
    >
      <StatusTabs<Tab>
        label="Notice status"
        tabs={TABS}
        value={status}
        onChange={(id) => {
          setStatus(id === 'received' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder="Sender name or email" label="Search notices by sender" size="md" />
        <select
          className="input select"
          aria-label="Kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value);
            resetPage();
          }}
        >
          <option value="">All kinds</option>
          {LEGAL_NOTICE_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABEL[k]}s
            </option>
          ))}
        </select>
      </div>
      <AdminTable
        noun="notices"
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        testId="admin-legal-notice-table"
        onPage={setPage}
        empty={{ icon: Scale, title: status === 'received' && !debounced && !kind ? 'No notices waiting' : 'No notices match these filters', text: 'Rights holders and users send them from the legal pages.' }}
      />
      {deciding?.action === 'take-down' && (
        <ConfirmDialog
          title="Take the document down?"
          text={<>The document leaves the site at once; its seller sees the reason.</>}
          confirmLabel="Take down"
          busyLabel="Taking down…"
          tone="danger"
          icon={Ban}
          reason={{ label: 'Reason', hint: 'Kept in the audit log and shown to the seller.', requiredMessage: 'Give a reason' }}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            await act.mutateAsync({ id: deciding.row.id, act: { action: 'take-down', document: documentRef, reason } });
            toast.success('Document taken down', { description: deciding.row.concerns });
          }}
        >
          <InputField label="Document (URL, slug or id)" value={documentRef} onChange={(e) => setDocumentRef(e.target.value)} />
        </ConfirmDialog>
      )}
      {deciding?.action === 'reply' && (
        <ConfirmDialog
          title={`Reply to ${deciding.row.name}`}
          text={<>Mailed to {deciding.row.email}; the notice keeps its status.</>}
          confirmLabel="Send reply"
          busyLabel="Sending…"
          icon={Mail}
          reason={{ label: 'Reply', hint: 'The mail quotes what the notice was about.', requiredMessage: 'Write the reply', maxLength: 5000 }}
          onClose={() => setDeciding(null)}
          onConfirm={async (message) => {
            await act.mutateAsync({ id: deciding.row.id, act: { action: 'reply', message } });
            toast.success('Reply sent', { description: deciding.row.email });
          }}
        />
      )}
      {deciding?.action === 'status' && (
        <ConfirmDialog
          title={`${STATUS_VERB[deciding.status]} this notice?`}
          text={<>{KIND_LABEL[deciding.row.kind]} from {deciding.row.name} about {deciding.row.concerns}.</>}
          confirmLabel={STATUS_VERB[deciding.status]}
          tone={deciding.status === 'rejected' ? 'danger' : 'primary'}
          reason={{ label: 'Reason', hint: 'Kept in the audit log.', requiredMessage: 'Give a reason' }}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            await act.mutateAsync({ id: deciding.row.id, act: { action: 'status', status: deciding.status, reason } });
            toast.success(`Notice ${deciding.status}`, { description: deciding.row.concerns });
          }}
        />
      )}
    </AdminPage>
  );
}
