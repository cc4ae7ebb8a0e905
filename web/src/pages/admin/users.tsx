// /admin/users: find people (name or email), filter by role and status, sort; a panel per user with their points,
// uploads, orders, live sessions and the admin actions taken on them; suspend, reinstate, change role, end every
// session and grant points, each confirmed with a reason that goes to the audit log.
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
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDateTime, formatNumber, titleCase } from '../../lib/format.ts';

const SORTS = [
  { id: 'created_at:desc', label: 'Newest first' },
  { id: 'created_at:asc', label: 'Oldest first' },
  { id: 'full_name:asc', label: 'Name A–Z' },
  { id: 'email:asc', label: 'Email A–Z' },
] as const;

const AUDIT_LABEL: Record<AdminUserDetail['audit'][number]['action'], string> = {
  'user.suspended': 'Suspended',
  'user.reinstated': 'Reinstated',
  'user.role-changed': 'Role changed',
  'user.sessions-ended': 'Sessions ended',
  'user.points-granted': 'Points granted',
  'paper.reassigned': 'Paper reassigned',
  'paper.deleted': 'Paper deleted',
};

const DIALOG: Record<UserAction, { title: string; confirm: string; icon: typeof Ban; tone: 'primary' | 'danger'; text: string; done: string }> = {
  suspend: { title: 'Suspend this user?', confirm: 'Suspend', icon: Ban, tone: 'danger', text: 'They are signed out everywhere at once and cannot sign in until reinstated.', done: 'User suspended' },
  reinstate: { title: 'Reinstate this user?', confirm: 'Reinstate', icon: RotateCcw, tone: 'primary', text: 'They can sign in again.', done: 'User reinstated' },
  'make-admin': { title: 'Make this user an admin?', confirm: 'Make admin', icon: ShieldCheck, tone: 'danger', text: 'They get the whole back office. Their sessions end; the new role applies from their next sign-in.', done: 'Role changed to admin' },
  'make-user': { title: 'Remove admin access?', confirm: 'Make user', icon: ShieldOff, tone: 'danger', text: 'They lose the back office. Their sessions end.', done: 'Role changed to user' },
  'end-sessions': { title: 'Sign this user out everywhere?', confirm: 'End sessions', icon: LogOut, tone: 'danger', text: 'Every browser session and API token of theirs ends.', done: 'Sessions ended' },
  'grant-points': { title: 'Grant points?', confirm: 'Grant points', icon: Coins, tone: 'primary', text: 'The points are credited to their wallet and shown in their ledger.', done: 'Points granted' },
};

function StatusPill({ status }: { status: AdminUserRow['status'] }) {
  return <Pill tone={status === 'active' ? 'success' : 'danger'}>{titleCase(status)}</Pill>;
}

function RolePill({ role }: { role: AdminUserRow['role'] }) {
  return <Pill tone={role === 'admin' ? 'brand' : 'muted'}>{titleCase(role)}</Pill>;
}

function UserSheet({ id, onClose, onAction }: { id: string | null; onClose: () => void; onAction: (u: AdminUserDetail, a: UserAction) => void }) {
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
      label="User"
      testId="admin-user-sheet"
      eyebrow={u && (<><RolePill role={u.role} /><StatusPill status={u.status} /></>)}
      title={u?.fullName ?? ''}
      foot={u && (
        <div className="cell-actions admin-user-actions">
          {u.status === 'active' ? button('suspend', 'Suspend', 'danger') : button('reinstate', 'Reinstate', 'primary')}
          {u.role === 'user' ? button('make-admin', 'Make admin', 'secondary') : button('make-user', 'Make user', 'secondary')}
          {button('end-sessions', 'End all sessions', 'secondary')}
          {button('grant-points', 'Grant points', 'secondary')}
        </div>
      )}
    >
      {isError && <p className="cell-sub">{error.message}</p>}
      {d && u && (
        <>
          <SheetSection title="Profile">
            <Facts
              items={[
                ['Email', u.email],
                ['Email verified', u.emailVerified ? 'Yes' : 'No'],
                ['Two-factor', u.twoFactorEnabled ? 'On' : 'Off'],
                ['Joined', formatDateTime(u.createdAt)],
                ['Points balance', `${formatNumber(d.pointsBalance)} pts`],
                ['Documents uploaded', formatNumber(d.counts.documents)],
                ['Orders', formatNumber(d.counts.orders)],
              ]}
            />
          </SheetSection>
          <SheetSection title={`Active sessions (${d.sessions.length})`}>
            {d.sessions.length === 0 ? (
              <p className="cell-sub">No active sessions.</p>
            ) : (
              <ul className="admin-list">
                {d.sessions.map((s) => (
                  <li key={s.id}>
                    <span className="cell-strong">{s.kind === 'bearer' ? `API token${s.name ? ` · ${s.name}` : ''}` : 'Browser'}</span>
                    <span className="cell-sub">{[s.userAgent, s.ip].filter(Boolean).join(' · ') || 'Unknown device'}</span>
                    <span className="cell-sub">Last used {formatDateTime(s.lastUsedAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </SheetSection>
          <SheetSection title="Admin actions">
            {d.audit.length === 0 ? (
              <p className="cell-sub">No admin has changed this account.</p>
            ) : (
              <ul className="admin-list" data-testid="admin-user-audit">
                {d.audit.map((a) => (
                  <li key={a.id}>
                    <span className="cell-strong">
                      {AUDIT_LABEL[a.action]}
                      {a.action === 'user.role-changed' && ` to ${String(a.details.to)}`}
                      {a.action === 'user.points-granted' && ` · ${formatNumber(Number(a.details.points))} pts`}
                    </span>
                    {a.reason && <span>{a.reason}</span>}
                    <span className="cell-sub">
                      {a.admin ? a.admin.fullName : 'Former admin'} · {formatDateTime(a.createdAt)}
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
      header: 'User',
      kind: 'primary',
      cell: (u) => (
        <button type="button" className="person" onClick={() => setOpenId(u.id)}>
          <span className="person__name">{u.fullName}</span>
          <span className="person__email">{u.email}</span>
        </button>
      ),
    },
    { id: 'role', header: 'Role', cell: (u) => <RolePill role={u.role} /> },
    { id: 'status', header: 'Status', cell: (u) => <StatusPill status={u.status} /> },
    { id: 'joined', header: 'Joined', kind: 'nowrap', cell: (u) => formatDateTime(u.createdAt) },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (u) => (
        <button type="button" className="btn btn--secondary btn--sm" aria-label={`Manage ${u.fullName}`} onClick={() => setOpenId(u.id)}>
          Manage
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
    <AdminPage eyebrow="People" title="Users" lead="Find anyone by name or email; suspend, reinstate, change roles, sign people out and grant points, each with a reason kept in the audit log." testId="admin-users">
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder="Name or email" label="Search users by name or email" size="md" />
        <select className="input select" aria-label="Role" value={role} onChange={(e) => filter(setRole)(e.target.value)}>
          <option value="">All roles</option>
          <option value="user">Users</option>
          <option value="admin">Admins</option>
        </select>
        <select className="input select" aria-label="Status" value={status} onChange={(e) => filter(setStatus)(e.target.value)}>
          <option value="">All statuses</option>
          <option value="active">Active</option>
          <option value="suspended">Suspended</option>
        </select>
        <select className="input select" aria-label="Sort" value={sort} onChange={(e) => filter(setSort)(e.target.value === SORTS[0].id ? '' : e.target.value)}>
          {SORTS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <AdminTable
        noun="users"
        columns={columns}
        query={query}
        rowKey={(u) => u.id}
        testId="admin-users-table"
        onPage={setPage}
        empty={{ icon: Users, title: 'No users match these filters', text: 'Try part of a name or an email address.' }}
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
          title={d.title}
          text={<>{acting.user.user.fullName} ({acting.user.user.email}). {d.text}</>}
          confirmLabel={d.confirm}
          busyLabel={`${d.confirm}…`}
          tone={d.tone}
          icon={d.icon}
          reason={{ label: 'Reason', placeholder: 'What happened, for the audit log.', hint: 'Kept in the audit log with your name.', requiredMessage: 'Give a reason' }}
          onClose={() => setActing(null)}
          onConfirm={async (reason) => {
            const amount = Number(points);
            if (acting.action === 'grant-points' && !(Number.isInteger(amount) && amount > 0)) throw new Error('Enter a whole number of points above 0');
            // The key was made when the dialog opened: a retried click grants once.
            await act.mutateAsync({ id: acting.user.user.id, action: acting.action, reason, points: amount, idempotencyKey: acting.key });
            toast.success(d.done, { description: acting.user.user.fullName });
          }}
        >
          {acting.action === 'grant-points' && (
            <Field label="Points" hint="A whole number above 0.">
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
