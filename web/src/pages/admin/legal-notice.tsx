// /admin/legal-notice: notice-and-takedown requests and complaints from the legal pages, received ones first (the
// default tab). An admin moves a notice through reviewing to actioned or rejected, takes the document it names down
// (through the documents module; the notice becomes actioned) or replies by mail. Every action is audited.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, Mail, Scale } from 'lucide-react';
import { useState } from 'react';
import { LEGAL_NOTICE_KINDS, LEGAL_NOTICE_STATUSES, type LegalNoticeKind, type LegalNoticeStatus } from '../../../../modules/content/contract.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { type LegalNoticeRow, useActOnLegalNotice, useAdminLegalNotices } from '../../api/forms.ts';
import { AdminPage, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { auditReason, ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { InputField } from '../../components/ui/Form.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

type Tab = LegalNoticeStatus | 'all';
const STATUS_LABEL: Record<LegalNoticeStatus, MessageDescriptor> = { received: msg`Received`, reviewing: msg`Reviewing`, actioned: msg`Actioned`, rejected: msg`Rejected` };
const TABS: { id: Tab; label: MessageDescriptor }[] = [...LEGAL_NOTICE_STATUSES.map((s) => ({ id: s, label: STATUS_LABEL[s] })), { id: 'all', label: msg`All` }];
const tone: Record<LegalNoticeStatus, Tone> = { received: 'warning', reviewing: 'brand', actioned: 'success', rejected: 'muted' };
/** A notice's kind, alone and as a filter ("Complaints"). */
const KIND: Record<LegalNoticeKind, { one: MessageDescriptor; all: MessageDescriptor }> = {
  takedown: { one: msg`Takedown notice`, all: msg`Takedown notices` },
  complaint: { one: msg`Complaint`, all: msg`Complaints` },
};
/** Moving a notice to a status: the button, the confirm step's title and the toast. */
const MOVE: Record<LegalNoticeStatus, { verb: MessageDescriptor; title: MessageDescriptor; done: MessageDescriptor }> = {
  received: { verb: msg`Reopen`, title: msg`Reopen this notice?`, done: msg`Notice received` },
  reviewing: { verb: msg`Review`, title: msg`Review this notice?`, done: msg`Notice reviewing` },
  actioned: { verb: msg`Mark actioned`, title: msg`Mark actioned this notice?`, done: msg`Notice actioned` },
  rejected: { verb: msg`Reject`, title: msg`Reject this notice?`, done: msg`Notice rejected` },
};

type Deciding = { row: LegalNoticeRow } & ({ action: 'status'; status: LegalNoticeStatus } | { action: 'take-down' } | { action: 'reply' });

export default function AdminLegalNoticePage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
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
  /** "Complaint from Ada about /documents/notes." */
  const noticeFrom = (row: LegalNoticeRow) => {
    const kindName = i18n._(KIND[row.kind].one);
    return t`${kindName} from ${row.name} about ${row.concerns}.`;
  };

  const columns: Column<LegalNoticeRow>[] = [
    {
      id: 'notice',
      header: t`Notice`,
      kind: 'primary',
      cell: (r) => (
        <>
          <span className="cell-sub">{i18n._(KIND[r.kind].one)}</span>
          <span className="cell-strong">{r.concerns}</span>
          <details>
            <summary>
              <Trans>Claim</Trans>
            </summary>
            <p className="admin-essay">{r.claim}</p>
          </details>
        </>
      ),
    },
    {
      id: 'sender',
      header: t`Sender`,
      cell: (r) => (
        <>
          <span>{r.name}</span>
          <a className="cell-sub" href={`mailto:${r.email}`}>
            {r.email}
          </a>
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
          {r.documentId && (
            <span className="cell-sub">
              <Trans>Document taken down</Trans>
            </span>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: t`Actions`,
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
              <Trans>Take down</Trans>
            </button>
          )}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => setDeciding({ row: r, action: 'reply' })}>
            <Trans>Reply</Trans>
          </button>
          {LEGAL_NOTICE_STATUSES.filter((s) => s !== r.status && s !== 'received').map((s) => (
            <button key={s} type="button" className="btn btn--secondary btn--sm" onClick={() => setDeciding({ row: r, action: 'status', status: s })}>
              {i18n._(MOVE[s].verb)}
            </button>
          ))}
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      eyebrow={t`Legal`}
      title={t`Legal notices`}
      lead={t`Notice-and-takedown requests and complaints sent from the legal pages. Every state change, takedown and reply is audited.`}
      testId="admin-legal-notice"
    >
      <StatusTabs<Tab>
        label={t`Notice status`}
        tabs={TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }))}
        value={status}
        onChange={(id) => {
          setStatus(id === 'received' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder={t`Sender name or email`} label={t`Search notices by sender`} size="md" />
        <select
          className="input select"
          aria-label={t`Kind`}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value);
            resetPage();
          }}
        >
          <option value="">{t`All kinds`}</option>
          {LEGAL_NOTICE_KINDS.map((k) => (
            <option key={k} value={k}>
              {i18n._(KIND[k].all)}
            </option>
          ))}
        </select>
      </div>
      <AdminTable
        noun={t`notices`}
        failedTitle={t`Failed to load notices`}
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        testId="admin-legal-notice-table"
        onPage={setPage}
        empty={{
          icon: Scale,
          title: status === 'received' && !debounced && !kind ? t`No notices waiting` : t`No notices match these filters`,
          text: t`Rights holders and users send them from the legal pages.`,
        }}
      />
      {deciding?.action === 'take-down' && (
        <ConfirmDialog
          title={t`Take the document down?`}
          text={t`The document leaves the site at once; its seller sees the reason.`}
          confirmLabel={t`Take down`}
          busyLabel={t`Taking down…`}
          tone="danger"
          icon={Ban}
          reason={{ label: t`Reason`, hint: t`Kept in the audit log and shown to the seller.`, requiredMessage: t`Give a reason` }}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            await act.mutateAsync({ id: deciding.row.id, act: { action: 'take-down', document: documentRef, reason } });
            toast.success(t`Document taken down`, { description: deciding.row.concerns });
          }}
        >
          <InputField label={t`Document (URL, slug or id)`} value={documentRef} onChange={(e) => setDocumentRef(e.target.value)} />
        </ConfirmDialog>
      )}
      {deciding?.action === 'reply' && (
        <ConfirmDialog
          title={t`Reply to ${deciding.row.name}`}
          text={t`Mailed to ${deciding.row.email}; the notice keeps its status.`}
          confirmLabel={t`Send reply`}
          busyLabel={t`Sending…`}
          icon={Mail}
          reason={{ label: t`Reply`, hint: t`The mail quotes what the notice was about.`, requiredMessage: t`Write the reply`, maxLength: 5000 }}
          onClose={() => setDeciding(null)}
          onConfirm={async (message) => {
            await act.mutateAsync({ id: deciding.row.id, act: { action: 'reply', message } });
            toast.success(t`Reply sent`, { description: deciding.row.email });
          }}
        />
      )}
      {deciding?.action === 'status' && (
        <ConfirmDialog
          title={i18n._(MOVE[deciding.status].title)}
          text={noticeFrom(deciding.row)}
          confirmLabel={i18n._(MOVE[deciding.status].verb)}
          tone={deciding.status === 'rejected' ? 'danger' : 'primary'}
          reason={auditReason(i18n)}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            await act.mutateAsync({ id: deciding.row.id, act: { action: 'status', status: deciding.status, reason } });
            toast.success(i18n._(MOVE[deciding.status].done), { description: deciding.row.concerns });
          }}
        />
      )}
    </AdminPage>
  );
}
