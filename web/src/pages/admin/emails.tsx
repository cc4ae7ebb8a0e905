// /admin/emails: every message the platform sent (the outbox), newest first, searched by address or subject and
// filtered by delivery state on the server. A row opens the message: its HTML in a sandboxed frame (no script, no
// same-origin access), its text, its delivery details, and Resend (a copy, with a reason that is audited).
import { Mail, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { MAIL_STATUSES } from '../../../../modules/emails/contract.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { type MailRow, useAdminEmail, useAdminEmails, useResendEmail } from '../../api/admin-emails.ts';
import { AdminPage, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { Sheet } from '../../components/admin/Sheet.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDateTime, titleCase } from '../../lib/format.ts';

type Tab = (typeof MAIL_STATUSES)[number] | 'all';
const TABS: { id: Tab; label: string }[] = [{ id: 'all', label: 'All' }, ...MAIL_STATUSES.map((s) => ({ id: s, label: titleCase(s) }))];
const tone: Record<(typeof MAIL_STATUSES)[number], Tone> = { queued: 'warning', stored: 'brand', sent: 'success', failed: 'danger' };

function MailSheet({ id, onClose }: { id: string; onClose: () => void }) {
  const mail = useAdminEmail(id);
  const resend = useResendEmail();
  const [confirming, setConfirming] = useState(false);
  const m = mail.data;
  return (
    <Sheet
      open
      onClose={onClose}
      label="Email"
      testId="admin-email-sheet"
      eyebrow={m && <Pill tone={tone[m.status]}>{titleCase(m.status)}</Pill>}
      title={m?.subject ?? 'Email'}
      foot={
        <button type="button" className="btn btn--primary" onClick={() => setConfirming(true)} disabled={!m}>
          <RotateCw aria-hidden="true" /> Resend
        </button>
      }
    >
      {!m ? (
        <Skeleton height={240} />
      ) : (
        <div className="mail-view">
          <dl className="mail-view__meta">
            <dt>To</dt>
            <dd>{m.to}</dd>
            <dt>Kind</dt>
            <dd>{m.kind}</dd>
            <dt>Queued</dt>
            <dd>{formatDateTime(m.createdAt)}</dd>
            <dt>Delivered</dt>
            <dd>{m.sentAt ? formatDateTime(m.sentAt) : 'Not yet'}{m.attempts > 1 ? ` · ${m.attempts} attempts` : ''}</dd>
            {m.error && (
              <>
                <dt>Error</dt>
                <dd>{m.error}</dd>
              </>
            )}
          </dl>
          {m.html && (
            <>
              <h3 className="mail-view__title">HTML</h3>
              <iframe className="mail-view__frame" title={`The HTML of “${m.subject}”`} sandbox="" srcDoc={m.html} />
            </>
          )}
          <h3 className="mail-view__title">Text</h3>
          <pre className="mail-view__text">{m.text}</pre>
        </div>
      )}
      {confirming && m && (
        <ConfirmDialog
          title="Resend this email?"
          text={`A copy of “${m.subject}” goes to ${m.to}. The original stays in the list.`}
          confirmLabel="Resend"
          icon={RotateCw}
          reason={{ label: 'Reason', hint: 'Kept in the audit log.', requiredMessage: 'Give a reason' }}
          onClose={() => setConfirming(false)}
          onConfirm={async (reason) => {
            await resend.mutateAsync({ id: m.id, reason });
            toast.success('Email queued again', { description: m.to });
          }}
        />
      )}
    </Sheet>
  );
}

export default function AdminEmailsPage() {
  const [statusParam, setStatus] = useQueryParam('status');
  const [open, setOpen] = useQueryParam('mail');
  const { page, setPage, resetPage, search, setSearch, debounced } = useListParams('q');
  const status = (TABS.find((t) => t.id === statusParam)?.id ?? 'all') as Tab;
  const query = useAdminEmails({ status: status === 'all' ? undefined : status, q: debounced || undefined, page, pageSize: ADMIN_PAGE_SIZE });
  const columns: Column<MailRow>[] = [
    {
      id: 'subject',
      header: 'Email',
      kind: 'primary',
      cell: (m) => (
        <>
          <button type="button" className="cell-strong link-button" onClick={() => setOpen(m.id)}>
            {m.subject}
          </button>
          <span className="cell-sub">{m.kind}</span>
        </>
      ),
    },
    { id: 'to', header: 'To', cell: (m) => m.to },
    { id: 'status', header: 'Status', cell: (m) => <Pill tone={tone[m.status]}>{titleCase(m.status)}</Pill> },
    { id: 'when', header: 'Queued', kind: 'nowrap', cell: (m) => formatDateTime(m.createdAt) },
  ];
  return (
    <AdminPage eyebrow="People & content" title="Emails" lead="Every email the platform sent, and its delivery status. Without SMTP configured, messages are stored here instead of sent." testId="admin-emails">
      <StatusTabs<Tab>
        label="Delivery status"
        tabs={TABS}
        value={status}
        onChange={(id) => {
          setStatus(id === 'all' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder="Address or subject" label="Search emails by address or subject" size="md" />
      </div>
      <AdminTable
        noun="emails"
        columns={columns}
        query={query}
        rowKey={(m) => m.id}
        testId="admin-emails-table"
        onPage={setPage}
        empty={{ icon: Mail, title: 'No emails match', text: 'Sign-ups, receipts and notices appear here as they are sent.' }}
      />
      {open && <MailSheet id={open} onClose={() => setOpen('')} />}
    </AdminPage>
  );
}
