// /admin/users: find people (name or email), filter by role and status, sort; a panel per user with their points,
// uploads, orders, live sessions and the admin actions taken on them; suspend, reinstate, change role, end every
// session and grant points, each confirmed with a reason that goes to the audit log.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, Coins, LogOut, RotateCcw, ShieldCheck, ShieldOff, Users } from 'lucide-react';
import { useState } from 'react';
import { type AdminUserDetail, type AdminUserRow, type UserAction, useAdminUser, useAdminUserAction, useAdminUsers } from '../../api/admin-users.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { AdminPage, Pill } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { Facts, Sheet, SheetSection } from '../../components/admin/Sheet.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { Field } from '../../components/ui/Form.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

const SORTS = [
  { id: 'created_at:desc', label: msg`Newest first` },
  { id: 'created_at:asc', label: msg`Oldest first` },
  { id: 'full_name:asc', label: msg`Name A–Z` },
  { id: 'email:asc', label: msg`Email A–Z` },
] as const;

const AUDIT_LABEL: Record<AdminUserDetail['audit'][number]['action'], MessageDescriptor> = {
  'user.suspended': msg`Suspended`,
  'user.reinstated': msg`Reinstated`,
  'user.role-changed': msg`Role changed`,
  'user.sessions-ended': msg`Sessions ended`,
  'user.points-granted': msg`Points granted`,
  'paper.reassigned': msg`Paper reassigned`,
  'paper.deleted': msg`Paper deleted`,
};

type DialogWords = { title: MessageDescriptor; confirm: MessageDescriptor; busy: MessageDescriptor; text: MessageDescriptor; done: MessageDescriptor };
const DIALOG: Record<UserAction, DialogWords & { icon: typeof Ban; tone: 'primary' | 'danger' }> = {
  suspend: {
    title: msg`Suspend this user?`,
    confirm: msg`Suspend`,
    busy: msg`Suspend…`,
    icon: Ban,
    tone: 'danger',
    text: msg`They are signed out everywhere at once and cannot sign in until reinstated.`,
    done: msg`User suspended`,
  },
  reinstate: { title: msg`Reinstate this user?`, confirm: msg`Reinstate`, busy: msg`Reinstate…`, icon: RotateCcw, tone: 'primary', text: msg`They can sign in again.`, done: msg`User reinstated` },
  'make-admin': {
    title: msg`Make this user an admin?`,
    confirm: msg`Make admin`,
    busy: msg`Make admin…`,
    icon: ShieldCheck,
    tone: 'danger',
    text: msg`They get the whole back office. Their sessions end; the new role applies from their next sign-in.`,
    done: msg`Role changed to admin`,
  },
  'make-user': {
    title: msg`Remove admin access?`,
    confirm: msg`Make user`,
    busy: msg`Make user…`,
    icon: ShieldOff,
    tone: 'danger',
    text: msg`They lose the back office. Their sessions end.`,
    done: msg`Role changed to user`,
  },
  'end-sessions': {
    title: msg`Sign this user out everywhere?`,
    confirm: msg`End sessions`,
    busy: msg`End sessions…`,
    icon: LogOut,
    tone: 'danger',
    text: msg`Every browser session and API token of theirs ends.`,
    done: msg`Sessions ended`,
  },
  'grant-points': {
    title: msg`Grant points?`,
    confirm: msg`Grant points`,
    busy: msg`Grant points…`,
    icon: Coins,
    tone: 'primary',
    text: msg`The points are credited to their wallet and shown in their ledger.`,
    done: msg`Points granted`,
  },
};

const STATUS_LABEL: Record<AdminUserRow['status'], MessageDescriptor> = { active: msg`Active`, suspended: msg`Suspended` };
const ROLE_LABEL: Record<AdminUserRow['role'], MessageDescriptor> = { user: msg`User`, admin: msg`Admin` };

function StatusPill({ status }: { status: AdminUserRow['status'] }) {
  const { i18n } = useLingui();
  return <Pill tone={status === 'active' ? 'success' : 'danger'}>{i18n._(STATUS_LABEL[status])}</Pill>;
}

function RolePill({ role }: { role: AdminUserRow['role'] }) {
  const { i18n } = useLingui();
  return <Pill tone={role === 'admin' ? 'brand' : 'muted'}>{i18n._(ROLE_LABEL[role])}</Pill>;
}

function UserSheet({ id, onClose, onAction }: { id: string | null; onClose: () => void; onAction: (u: AdminUserDetail, a: UserAction) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { data: d, isError, error } = useAdminUser(id);
  const u = d?.user;
  const button = (action: UserAction, label: string, tone: 'secondary' | 'danger' | 'primary') => (
    <button type="button" className={`btn btn--${tone} btn--sm`} onClick={() => d && onAction(d, action)}>
      {label}
    </button>
  );
  return (
    <Sheet
      open={Boolean(id)}
      onClose={onClose}
      label={t`User`}
      testId="admin-user-sheet"
      eyebrow={u && (<><RolePill role={u.role} /><StatusPill status={u.status} /></>)}
      title={u?.fullName ?? ''}
      foot={u && (
        <div className="cell-actions admin-user-actions">
          {u.status === 'active' ? button('suspend', t`Suspend`, 'danger') : button('reinstate', t`Reinstate`, 'primary')}
          {u.role === 'user' ? button('make-admin', t`Make admin`, 'secondary') : button('make-user', t`Make user`, 'secondary')}
          {button('end-sessions', t`End all sessions`, 'secondary')}
          {button('grant-points', t`Grant points`, 'secondary')}
        </div>
      )}
    >
      {isError && <p className="cell-sub">{error.message}</p>}
      {d && u && (
        <>
          <SheetSection title={t`Profile`}>
            <Facts
              items={[
                [t`Email`, u.email],
                [t`Email verified`, u.emailVerified ? t`Yes` : t`No`],
                [t`Two-factor`, u.twoFactorEnabled ? t`On` : t`Off`],
                [t`Joined`, format.dateTime(u.createdAt)],
                [t`Points balance`, t`${format.number(d.pointsBalance)} pts`],
                [t`Documents uploaded`, format.number(d.counts.documents)],
                [t`Orders`, format.number(d.counts.orders)],
              ]}
            />
          </SheetSection>
          <SheetSection title={t`Active sessions (${d.sessions.length})`}>
            {d.sessions.length === 0 ? (
              <p className="cell-sub">
                <Trans>No active sessions.</Trans>
              </p>
            ) : (
              <ul className="admin-list">
                {d.sessions.map((s) => (
                  <li key={s.id}>
                    <span className="cell-strong">{s.kind === 'bearer' ? (s.name ? t`API token · ${s.name}` : t`API token`) : t`Browser`}</span>
                    <span className="cell-sub">{[s.userAgent, s.ip].filter(Boolean).join(' · ') || t`Unknown device`}</span>
                    <span className="cell-sub">{t`Last used ${format.dateTime(s.lastUsedAt)}`}</span>
                  </li>
                ))}
              </ul>
            )}
          </SheetSection>
          <SheetSection title={t`Admin actions`}>
            {d.audit.length === 0 ? (
              <p className="cell-sub">
                <Trans>No admin has changed this account.</Trans>
              </p>
            ) : (
              <ul className="admin-list" data-testid="admin-user-audit">
                {d.audit.map((a) => (
                  <li key={a.id}>
                    <span className="cell-strong">
                      {a.action === 'user.role-changed'
                        ? a.details.to === 'admin'
                          ? t`Role changed to admin`
                          : t`Role changed to user`
                        : a.action === 'user.points-granted'
                          ? t`Points granted · ${format.number(Number(a.details.points))} pts`
                          : i18n._(AUDIT_LABEL[a.action])}
                    </span>
                    {a.reason && <span>{a.reason}</span>}
                    <span className="cell-sub">
                      {a.admin ? a.admin.fullName : t`Former admin`} · {format.dateTime(a.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </SheetSection>
        </>
      )}
    </Sheet>
  );
}

export default function AdminUsersPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { page, setPage, resetPage, search, setSearch, debounced } = useListParams('q');
  const [role, setRole] = useQueryParam('role');
  const [status, setStatus] = useQueryParam('status');
  const [sortParam, setSort] = useQueryParam('sort');
  const [openId, setOpenId] = useQueryParam('id');
  const [acting, setActing] = useState<{ user: AdminUserDetail; action: UserAction; key: string } | null>(null);
  const [points, setPoints] = useState('');
  const sort = SORTS.find((s) => s.id === sortParam)?.id ?? SORTS[0].id;
  const [sortBy, order] = sort.split(':');
  const query = useAdminUsers({ q: debounced, role, status, sort: sortBy, order, page, pageSize: ADMIN_PAGE_SIZE });
  const act = useAdminUserAction();

  const columns: Column<AdminUserRow>[] = [
    {
      id: 'user',
      header: t`User`,
      kind: 'primary',
      cell: (u) => (
        <button type="button" className="person" onClick={() => setOpenId(u.id)}>
          <span className="person__name">{u.fullName}</span>
          <span className="person__email">{u.email}</span>
        </button>
      ),
    },
    { id: 'role', header: t`Role`, cell: (u) => <RolePill role={u.role} /> },
    { id: 'status', header: t`Status`, cell: (u) => <StatusPill status={u.status} /> },
    { id: 'joined', header: t`Joined`, kind: 'nowrap', cell: (u) => format.dateTime(u.createdAt) },
    {
      id: 'actions',
      header: t`Actions`,
      kind: 'actions',
      cell: (u) => (
        <button type="button" className="btn btn--secondary btn--sm" aria-label={t`Manage ${u.fullName}`} onClick={() => setOpenId(u.id)}>
          <Trans>Manage</Trans>
        </button>
      ),
    },
  ];

  const filter = (set: (v: string) => void) => (value: string) => {
    set(value);
    resetPage();
  };
  const d = acting ? DIALOG[acting.action] : null;
  return (
    <AdminPage
      eyebrow={t`People`}
      title={t`Users`}
      lead={t`Find anyone by name or email; suspend, reinstate, change roles, sign people out and grant points, each with a reason kept in the audit log.`}
      testId="admin-users"
    >
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder={t`Name or email`} label={t`Search users by name or email`} size="md" />
        <select className="input select" aria-label={t`Role`} value={role} onChange={(e) => filter(setRole)(e.target.value)}>
          <option value="">{t`All roles`}</option>
          <option value="user">{t`Users`}</option>
          <option value="admin">{t`Admins`}</option>
        </select>
        <select className="input select" aria-label={t`Status`} value={status} onChange={(e) => filter(setStatus)(e.target.value)}>
          <option value="">{t`All statuses`}</option>
          <option value="active">{t`Active`}</option>
          <option value="suspended">{t`Suspended`}</option>
        </select>
        <select className="input select" aria-label={t`Sort`} value={sort} onChange={(e) => filter(setSort)(e.target.value === SORTS[0].id ? '' : e.target.value)}>
          {SORTS.map((s) => (
            <option key={s.id} value={s.id}>
              {i18n._(s.label)}
            </option>
          ))}
        </select>
      </div>
      <AdminTable
        noun={t`users`}
        failedTitle={t`Failed to load users`}
        columns={columns}
        query={query}
        rowKey={(u) => u.id}
        testId="admin-users-table"
        onPage={setPage}
        empty={{ icon: Users, title: t`No users match these filters`, text: t`Try part of a name or an email address.` }}
      />
      <UserSheet
        id={openId || null}
        onClose={() => setOpenId('')}
        onAction={(user, action) => {
          setPoints('');
          setActing({ user, action, key: crypto.randomUUID() });
        }}
      />
      {acting && d && (
        <ConfirmDialog
          title={i18n._(d.title)}
          text={`${acting.user.user.fullName} (${acting.user.user.email}). ${i18n._(d.text)}`}
          confirmLabel={i18n._(d.confirm)}
          busyLabel={i18n._(d.busy)}
          tone={d.tone}
          icon={d.icon}
          reason={{ label: t`Reason`, placeholder: t`What happened, for the audit log.`, hint: t`Kept in the audit log with your name.`, requiredMessage: t`Give a reason` }}
          onClose={() => setActing(null)}
          onConfirm={async (reason) => {
            const amount = Number(points);
            if (acting.action === 'grant-points' && !(Number.isInteger(amount) && amount > 0)) throw new Error(t`Enter a whole number of points above 0`);
            // The key was made when the dialog opened: a retried click grants once.
            await act.mutateAsync({ id: acting.user.user.id, action: acting.action, reason, points: amount, idempotencyKey: acting.key });
            toast.success(i18n._(d.done), { description: acting.user.user.fullName });
          }}
        >
          {acting.action === 'grant-points' && (
            <Field label={t`Points`} hint={t`A whole number above 0.`}>
              {({ id, describedBy }) => (
                <input id={id} className="input" type="number" min={1} step={1} inputMode="numeric" aria-describedby={describedBy} value={points} onChange={(e) => setPoints(e.target.value)} />
              )}
            </Field>
          )}
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
