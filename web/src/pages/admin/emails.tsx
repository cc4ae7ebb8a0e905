// /admin/emails: every message the platform sent (the outbox), newest first, searched by address or subject and
// filtered by delivery state on the server. A row opens the message: its HTML in a sandboxed frame (no script, no
// same-origin access), its text, its delivery details, and Resend (a copy, with a reason that is audited).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { MAIL_STATUSES } from '../../../../modules/emails/contract.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { type MailRow, useAdminEmail, useAdminEmails, useResendEmail } from '../../api/admin-emails.ts';
import { AdminPage, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { auditReason, ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { Sheet } from '../../components/admin/Sheet.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

type MailStatus = (typeof MAIL_STATUSES)[number];
type Tab = MailStatus | 'all';
const STATUS_LABEL: Record<MailStatus, MessageDescriptor> = { queued: msg`Queued`, stored: msg`Stored`, sent: msg`Sent`, failed: msg`Failed` };
const TABS: { id: Tab; label: MessageDescriptor }[] = [{ id: 'all', label: msg`All` }, ...MAIL_STATUSES.map((s) => ({ id: s, label: STATUS_LABEL[s] }))];
const tone: Record<(typeof MAIL_STATUSES)[number], Tone> = { queued: 'warning', stored: 'brand', sent: 'success', failed: 'danger' };

function MailSheet({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const mail = useAdminEmail(id);
  const resend = useResendEmail();
  const [confirming, setConfirming] = useState(false);
  const m = mail.data;
  return (
    <Sheet
      open
      onClose={onClose}
      label={t`Email`}
      testId="admin-email-sheet"
      eyebrow={m && <Pill tone={tone[m.status]}>{i18n._(STATUS_LABEL[m.status])}</Pill>}
      title={m?.subject ?? t`Email`}
      foot={
        <button type="button" className="btn btn--primary" onClick={() => setConfirming(true)} disabled={!m}>
          <RotateCw aria-hidden="true" /> <Trans>Resend</Trans>
        </button>
      }
    >
      {!m ? (
        <Skeleton height={240} />
      ) : (
        <div className="mail-view">
          <dl className="mail-view__meta">
            <dt>
              <Trans>To</Trans>
            </dt>
            <dd>{m.to}</dd>
            <dt>
              <Trans>Kind</Trans>
            </dt>
            <dd>{m.kind}</dd>
            <dt>
              <Trans>Queued</Trans>
            </dt>
            <dd>{format.dateTime(m.createdAt)}</dd>
            <dt>
              <Trans>Delivered</Trans>
            </dt>
            <dd>
              {m.sentAt ? format.dateTime(m.sentAt) : t`Not yet`}
              {m.attempts > 1 ? ` · ${t`${plural(m.attempts, { one: '# attempt', other: '# attempts' })}`}` : ''}
            </dd>
            {m.error && (
              <>
                <dt>
                  <Trans>Error</Trans>
                </dt>
                <dd>{m.error}</dd>
              </>
            )}
          </dl>
          {m.html && (
            <>
              {/* i18n-ignore: the format's name, the same in every language */}
              <h3 className="mail-view__title">HTML</h3>
              <iframe className="mail-view__frame" title={t`The HTML of “${m.subject}”`} sandbox="" srcDoc={m.html} />
            </>
          )}
          <h3 className="mail-view__title">
            <Trans>Text</Trans>
          </h3>
          <pre className="mail-view__text">{m.text}</pre>
        </div>
      )}
      {confirming && m && (
        <ConfirmDialog
          title={t`Resend this email?`}
          text={t`A copy of “${m.subject}” goes to ${m.to}. The original stays in the list.`}
          confirmLabel={t`Resend`}
          icon={RotateCw}
          reason={auditReason(i18n)}
          onClose={() => setConfirming(false)}
          onConfirm={async (reason) => {
            await resend.mutateAsync({ id: m.id, reason });
            toast.success(t`Email queued again`, { description: m.to });
          }}
        />
      )}
    </Sheet>
  );
}

export default function AdminEmailsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [statusParam, setStatus] = useQueryParam('status');
  const [open, setOpen] = useQueryParam('mail');
  const { page, setPage, resetPage, search, setSearch, debounced } = useListParams('q');
  const status = (TABS.find((t) => t.id === statusParam)?.id ?? 'all') as Tab;
  const query = useAdminEmails({ status: status === 'all' ? undefined : status, q: debounced || undefined, page, pageSize: ADMIN_PAGE_SIZE });
  const columns: Column<MailRow>[] = [
    {
      id: 'subject',
      header: t`Email`,
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
    { id: 'to', header: t`To`, cell: (m) => m.to },
    { id: 'status', header: t`Status`, cell: (m) => <Pill tone={tone[m.status]}>{i18n._(STATUS_LABEL[m.status])}</Pill> },
    { id: 'when', header: t`Queued`, kind: 'nowrap', cell: (m) => format.dateTime(m.createdAt) },
  ];
  return (
    <AdminPage
      eyebrow={t`People & content`}
      title={t`Emails`}
      lead={t`Every email the platform sent, and its delivery status. Without SMTP configured, messages are stored here instead of sent.`}
      testId="admin-emails"
    >
      <StatusTabs<Tab>
        label={t`Delivery status`}
        tabs={TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }))}
        value={status}
        onChange={(id) => {
          setStatus(id === 'all' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder={t`Address or subject`} label={t`Search emails by address or subject`} size="md" />
      </div>
      <AdminTable
        noun={t`emails`}
        failedTitle={t`Failed to load emails`}
        columns={columns}
        query={query}
        rowKey={(m) => m.id}
        testId="admin-emails-table"
        onPage={setPage}
        empty={{ icon: Mail, title: t`No emails match`, text: t`Sign-ups, receipts and notices appear here as they are sent.` }}
      />
      {open && <MailSheet id={open} onClose={() => setOpen('')} />}
    </AdminPage>
  );
}
